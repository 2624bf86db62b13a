/** The `collection` namespace (我的收藏, 我的足迹), Chinese. */
export const collectionZhCN = {
  title: '我的收藏',
  tabs: { label: '收藏类别', goods: '收藏的商品', stores: '关注的店铺' },
  total: '共 {{count}} 条',
  retry: '重试',
  goods: {
    empty: '您还没有收藏商品，去逛逛吧',
    browse: '去逛逛',
    offShelf: '已下架',
    addToCart: '加入购物车',
    remove: '取消收藏',
  },
  stores: {
    empty: '您还没有关注店铺',
    types: { 1: '自营', 2: '优选', 3: '普通' },
    skuCount: '在售商品 {{count}} 件',
    visit: '进入店铺',
    remove: '取消关注',
  },
  footprints: {
    title: '我的足迹',
    hint: '保留最近浏览的 50 件商品',
    empty: '您还没有浏览过商品',
    today: '今天',
    yesterday: '昨天',
    remove: '删除',
    clear: '清空足迹',
    confirmTitle: '清空足迹',
    confirmBody: '确定清空全部浏览记录吗？清空后无法恢复。',
    confirmOk: '清空',
    keep: '取消',
  },
  done: {
    goods: { remove: '已取消收藏', addToCart: '已加入购物车' },
    stores: { remove: '已取消关注' },
    footprints: { remove: '已删除该足迹', clear: '足迹已清空' },
  },
};
