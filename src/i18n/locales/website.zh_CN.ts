/** Help centre, shop section and "about us" texts, loaded with those pages only (keeps the home bundle small). */
export const websiteZhCN = {
  help: {
    title: '帮助中心',
    nav: '帮助中心目录',
  },
  shop: {
    noticesTitle: '店铺公告',
    latestNotices: '最新公告',
    more: '查看全部公告',
    empty: '暂无记录',
    notFound: '公告不存在',
    publishedAt: '发布时间：{{time}}',
    backToList: '返回公告列表',
    titleImageAlt: '{{name}}标志',
    pagination: '分页',
    prev: '上一页',
    next: '下一页',
    pageOf: '第 {{page}} / {{count}} 页',
  },
  about: {
    title: '关于我们',
  },
};
