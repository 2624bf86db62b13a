import { defineHandlers } from '../openapi/handlers.ts';
import { categoryTree } from '../services/catalog/categories.ts';
import { addCompare, deleteCompare, listCompare } from '../services/catalog/compare.ts';
import { productDetail } from '../services/catalog/detail.ts';
import { hotKeywords } from '../services/catalog/keywords.ts';

export const productHandlers = defineHandlers('product', {
  getMallFrontCategory: ({ body, ctx }) => ctx.tx((q) => categoryTree(q, body?.cateParentId ?? null)),
  queryHotKeywords: ({ query, ctx }) => ctx.tx((q) => hotKeywords(q, query.keyword)),
  getProductDetail: ({ query, ctx }) => ctx.tx((q) => productDetail(q, query.skuId)),
  // `user` access: the access plugin has already refused callers without a session.
  listCompareSkus: ({ ctx }) => ctx.tx((q) => listCompare(q, ctx.user!.userId)),
  addCompareSku: ({ body, ctx }) => ctx.tx((q) => addCompare(q, ctx.user!.userId, body.skuId)),
  deleteCompareSku: ({ body, ctx }) => ctx.tx((q) => deleteCompare(q, ctx.user!.userId, body.skuId)),
});
