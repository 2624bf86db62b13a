import { defineRoutes } from '../../platform/openapi/handlers.ts';
import {
  discountDetail,
  discountList,
  flashSale,
  groupBuyList,
  groupDetail,
  openGroups,
  skuPromotion,
} from './promotions.service.ts';

/** Flash sale, group buy and special discount pages (issue #17 item 7); orders go through checkout. */
export const promotionRoutes = defineRoutes('product', {
  flashSale: ({ ctx }) => ctx.tx((q) => flashSale(q)),
  groupBuyList: ({ query, ctx }) =>
    ctx.tx((q) => groupBuyList(q, { current: query.current ?? 1, size: query.size ?? 20 })),
  groupBuyGroups: ({ query, ctx }) =>
    ctx.tx((q) => openGroups(q, query.activityId, ctx.user?.userId ?? null)),
  groupBuyGroup: ({ query, ctx }) => ctx.tx((q) => groupDetail(q, query.groupId, ctx.user?.userId ?? null)),
  discountList: ({ ctx }) => ctx.tx((q) => discountList(q)),
  discountDetail: ({ query, ctx }) => ctx.tx((q) => discountDetail(q, query.discountId)),
  skuPromotion: ({ query, ctx }) => ctx.tx((q) => skuPromotion(q, query.skuId)),
});
