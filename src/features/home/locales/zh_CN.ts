/** Texts of the home page's floors (spec §2 /{domain}/index). */
export const homeFloorsZhCN = {
  more: '更多',
  hotGoods: '热销商品',
  zones: '特色专区',
  notices: '商城公告',
  moreNotices: '更多公告',
  rank: '第 {{rank}} 名',
};
