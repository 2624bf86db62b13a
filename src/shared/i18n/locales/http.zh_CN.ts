/** Chinese (zh_CN) messages of the API layer: network failures and HTTP statuses (spec §8). */
export const httpZhCN = {
  http: {
    networkAbnormal: '网络异常',
    networkFailed: '网络连接失败，请稍后重试',
    default: '服务器异常~',
    status400: '错误的请求',
    status401: '未授权，请重新登录',
    status403: '服务器拒绝访问',
    status404: '请求的资源不存在',
    status405: '请求方法不允许',
    status408: '网络请求超时',
    status500: '服务器内部错误',
    status501: '服务未实现',
    status502: '网关错误',
    status503: '服务不可用',
    status504: '网关超时',
    status505: 'HTTP版本不受支持',
  },
};
