/** The `consoleSession` namespace: the console's login page. */
export const consoleSessionZhCN = {
  login: {
    title: '管理平台登录',
    subtitle: '供店铺员工和商城运营人员使用',
    tenant: '商城',
    tenantPlaceholder: '请选择商城',
    userName: '账号',
    password: '密码',
    imageCode: '图片验证码',
    imageAlt: '图片验证码，请输入图中字符',
    refreshImage: '换一张',
    loadingImage: '正在加载图片…',
    submit: '登录',
  },
  rules: {
    userNameRequired: '请输入账号',
    passwordRequired: '请输入密码',
    imageCodeRequired: '请输入图片验证码',
  },
  refusal: {
    notStaff: '该账号不是店铺员工，无法登录管理平台',
    tenantRequired: '请选择商城',
    fieldsRequired: '请输入账号和密码',
    imageCodeRequired: '请输入图片验证码',
  },
};
