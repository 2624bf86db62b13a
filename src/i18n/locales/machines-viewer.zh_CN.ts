/**
 * Texts of the machines viewer (/mall/static/machines). Not in zh_CN.ts: the viewer's lazy chunk adds them
 * with `addResourceBundle`, so the home page's initial JavaScript does not carry them.
 */
export const machinesViewerZhCN = {
  title: '状态机流程图',
  intro: '由 machines/ 中的状态机定义生成的流程图（与 docs/machines/ 相同），无需联网。',
  listLabel: '状态机列表',
  diagramLabel: '{{title}}流程图',
  file: '定义文件：{{file}}',
  inspecting: '检查模式：运行中的状态以黄色高亮显示。',
  notInspecting: '在地址后加上 ?inspect 打开应用，可在此查看运行中的状态和收到的事件。',
  liveActors: '运行中的实例',
  noActors: '该状态机当前没有运行中的实例。',
  events: '收到的事件',
  noEvents: '暂无事件。',
  eventTime: '时间',
  eventType: '事件',
  titles: {
    'route-guard': '路由守卫',
    session: '会话',
    login: '登录',
    'sms-countdown': '短信验证码倒计时',
    register: '注册',
    'forgot-password': '忘记密码',
    'change-password': '修改密码',
    home: '首页内容',
    'shell-data': '页面框架数据',
    'category-menu': '商品分类菜单',
    'search-box': '搜索框',
    'cart-count': '购物车数量',
    'compare-panel': '对比栏',
    'feedback-dialog': '意见反馈',
    hotline: '咨询热线',
  },
};
