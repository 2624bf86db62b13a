/** Welfare page texts (福利商城), loaded with the goods hall and zone pages only (keeps the home bundle small). */
export const welfareZhCN = {
  title: '福利专区',
  tagline: '员工福利商品，节日礼品与日常福利一站选购',
  nav: '福利导航',
  allGoods: '福利商品',
  badge: '福利',
  score: '我的福利积分：{{score}}',
  scoreLoading: '正在加载福利积分…',
  scoreError: '福利积分加载失败',
  scoreLogin: '登录查看福利积分',
};

export type WelfareMessages = typeof welfareZhCN;
