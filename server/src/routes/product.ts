import { defineHandlers } from '../openapi/handlers.ts';
import { categoryTree } from '../services/catalog/categories.ts';
import { skuComments } from '../services/catalog/comments.ts';
import { addCompare, deleteCompare, listCompare } from '../services/catalog/compare.ts';
import { compareDetails } from '../services/catalog/compare-detail.ts';
import { productDetail } from '../services/catalog/detail.ts';
import { hotKeywords } from '../services/catalog/keywords.ts';
import {
  addFootprint,
  listFootprints,
  productUserState,
  toggleFavourite,
  toggleStoreFollow,
} from '../services/catalog/product-actions.ts';

export const productHandlers = defineHandlers('product', {
  getMallFrontCategory: ({ body, ctx }) => ctx.read((q) => categoryTree(q, body?.cateParentId ?? null)),
  queryHotKeywords: ({ query, ctx }) => ctx.read((q) => hotKeywords(q, query.keyword)),
  getProductDetail: ({ query, ctx }) => ctx.read((q) => productDetail(q, query.skuId)),
  // `user` access: the access plugin has already refused callers without a session.
  listCompareSkus: ({ ctx }) => ctx.tx((q) => listCompare(q, ctx.user!.userId)),
  addCompareSku: ({ body, ctx }) => ctx.tx((q) => addCompare(q, ctx.user!.userId, body.skuId)),
  deleteCompareSku: ({ body, ctx }) => ctx.tx((q) => deleteCompare(q, ctx.user!.userId, body.skuId)),
  toggleFavourite: ({ body, ctx }) => ctx.tx((q) => toggleFavourite(q, ctx.user!.userId, body.skuId)),
  toggleStoreFollow: ({ body, ctx }) => ctx.tx((q) => toggleStoreFollow(q, ctx.user!.userId, body.storeId)),
  getProductUserState: ({ query, ctx }) => ctx.tx((q) => productUserState(q, ctx.user!.userId, query.skuId)),
  addFootprint: ({ body, ctx }) => ctx.tx((q) => addFootprint(q, ctx.user!.userId, body.skuId)),
  listFootprints: ({ ctx }) => ctx.tx((q) => listFootprints(q, ctx.user!.userId)),
  shopComments: ({ body, ctx }) =>
    ctx.read((q) => skuComments(q, body.skuId, body.current ?? 1, body.size ?? 10)),
  listCompareSkuDetails: ({ ctx }) => ctx.tx((q) => compareDetails(q, ctx.user!.userId)),
});
