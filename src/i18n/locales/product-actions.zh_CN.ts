/** Texts of the product page's actions and comments (spec §2 detail). */
export const productActionsZhCN = {
  favourite: '收藏',
  favourited: '已收藏',
  follow: '关注店铺',
  following: '已关注',
  compare: '加入对比',
  inCompare: '已加入对比',
  compared: '已加入对比栏',
  comments: '商品评价',
  averageRating: '综合评分 {{rating}}',
  commentCount: '共 {{count}} 条评价',
  noComments: '暂无评价',
  rating: '{{rating}} 星',
  picture: '评价图片 {{index}}',
  commentsFailed: '评价加载失败',
};
