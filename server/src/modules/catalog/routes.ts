import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { categoryTree } from './categories.service.ts';
import {
  clearFootprints,
  favouritePage,
  followedStorePage,
  removeFavourite,
  removeFootprint,
  removeStoreFollow,
} from './collections.service.ts';
import { skuComments } from './comments.service.ts';
import { addCompare, deleteCompare, listCompare } from './compare.service.ts';
import { compareDetails } from './compare-detail.service.ts';
import { productDetailAnswer } from './detail.service.ts';
import {
  addFootprint,
  listFootprints,
  productUserState,
  toggleFavourite,
  toggleStoreFollow,
} from './product-actions.service.ts';

export const productHandlers = defineRoutes('product', {
  getMallFrontCategory: ({ body, ctx }) => categoryTree(ctx.cached, body?.cateParentId ?? null),
  getProductDetail: ({ query, ctx }) => productDetailAnswer(ctx, query.skuId),
  // `user` access: the access plugin has already refused callers without a session.
  listCompareSkus: ({ ctx }) => ctx.tx((q) => listCompare(q, ctx.user!.userId)),
  addCompareSku: ({ body, ctx }) => ctx.tx((q) => addCompare(q, ctx.user!.userId, body.skuId)),
  deleteCompareSku: ({ body, ctx }) => ctx.tx((q) => deleteCompare(q, ctx.user!.userId, body.skuId)),
  toggleFavourite: ({ body, ctx }) => ctx.tx((q) => toggleFavourite(q, ctx.user!.userId, body.skuId)),
  toggleStoreFollow: ({ body, ctx }) => ctx.tx((q) => toggleStoreFollow(q, ctx.user!.userId, body.storeId)),
  getProductUserState: ({ query, ctx }) => ctx.tx((q) => productUserState(q, ctx.user!.userId, query.skuId)),
  addFootprint: ({ body, ctx }) => ctx.tx((q) => addFootprint(q, ctx.user!.userId, body.skuId)),
  listFootprints: ({ ctx }) => ctx.tx((q) => listFootprints(q, ctx.user!.userId)),
  deleteFootprint: ({ body, ctx }) => ctx.tx((q) => removeFootprint(q, ctx.user!.userId, body.skuId)),
  clearFootprints: ({ ctx }) => ctx.tx((q) => clearFootprints(q, ctx.user!.userId)),
  pageFavourites: ({ query, ctx }) =>
    ctx.read((q) => favouritePage(q, ctx.user!.userId, query.current ?? 1, query.size ?? 10)),
  deleteFavourite: ({ body, ctx }) => ctx.tx((q) => removeFavourite(q, ctx.user!.userId, body.skuId)),
  pageStoreFollows: ({ query, ctx }) =>
    ctx.read((q) => followedStorePage(q, ctx.user!.userId, query.current ?? 1, query.size ?? 10)),
  deleteStoreFollow: ({ body, ctx }) => ctx.tx((q) => removeStoreFollow(q, ctx.user!.userId, body.storeId)),
  shopComments: ({ body, ctx }) =>
    ctx.read((q) => skuComments(q, body.skuId, body.current ?? 1, body.size ?? 10)),
  listCompareSkuDetails: ({ ctx }) => ctx.tx((q) => compareDetails(q, ctx.user!.userId)),
});
