/** Texts of the comment pages (namespace `comments`); spec §5 wording verbatim. */
export const commentsZhCN = {
  rules: { contentRequired: '评价内容不能为空', contentMax: '评价内容不能超过150字' },
  stars: '{{count}}星',
  rating: '评分',
  pending: {
    title: '商品评价',
    empty: '暂无待评价的商品',
    orderNo: '订单号：{{orderNo}}',
    write: '去评价',
  },
  write: {
    title: '发表评价',
    nothing: '该订单的商品都已评价',
    content: '评价内容',
    placeholder: '说说商品的质量、使用感受，帮助其他采购人',
    pictures: '晒图',
    anonymous: '匿名评价',
    nothingWritten: '请至少为一件商品填写评价内容',
    submit: '提交评价',
    done: '评价成功',
    later: '未填写内容的商品可稍后再评价',
  },
  mine: {
    title: '我的评价',
    empty: '暂无评价',
    detail: '查看',
    reply: '商家回复：{{reply}}',
    anonymous: '匿名',
  },
  detail: {
    title: '评价详情',
    notFound: '评价不存在',
    picture: '评价图片{{n}}',
    backToList: '返回我的评价',
  },
};
