import { notFound } from '../errors.ts';
import { defineHandlers } from '../openapi/handlers.ts';
import { listSuppliers, saveFeedback } from '../services/content/feedback.ts';
import {
  addAccessRecord,
  listBidderLines,
  listDict,
  listMenuZones,
  pageBanners,
} from '../services/content/storefront.ts';
import { baseConfig, findShopByDomain, showZoneTypes, webConfig } from '../services/shop/shops.ts';

export const frontHandlers = defineHandlers('front', {
  getShopIdByDomain: async ({ body, request }) => {
    const shop = await findShopByDomain(request.server.db, body.domain);
    if (!shop) throw notFound(`店铺不存在：${body.domain}`);
    return shop;
  },
  queryWebConfig: ({ ctx }) => ctx.tx(webConfig),
  queryBaseConfig: ({ ctx }) => ctx.tx(baseConfig),
  queryShowZoneType: ({ ctx }) => ctx.tx(showZoneTypes),
  addUserAccessRecord: async ({ body, ctx }) => {
    await ctx.tx((q) =>
      addAccessRecord(q, {
        shopId: ctx.shopId!,
        // The record is attributed to the session's user, never to a userId the client claims.
        userId: ctx.user?.userId ?? null,
        pageUrl: body.pageUrl,
        pageTitle: body.pageTitle ?? '',
        type: body.type,
      }),
    );
    return null;
  },
  pageBannersForFront: ({ body, ctx }) =>
    ctx.tx((q) => pageBanners(q, body?.position ?? 1, body?.current ?? 1, body?.size ?? 10)),
  queryAllShopZoneList: ({ ctx }) => ctx.tx(listMenuZones),
  getBidderLineList: ({ ctx }) => ctx.tx(listBidderLines),
  queryDictForType: ({ body, ctx }) => ctx.tx((q) => listDict(q, body.type)),
  saveFeedbackRecord: ({ body, ctx }) => ctx.tx((q) => saveFeedback(q, ctx.user!, body)),
  getPurchaserSupplierList: ({ ctx }) => ctx.tx(listSuppliers),
});
