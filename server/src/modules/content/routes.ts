import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { listSuppliers, saveFeedback } from './feedback.service.ts';
import {
  addAccessRecord,
  listBidderLines,
  listDict,
  listMenuZones,
  pageBanners,
} from './storefront.service.ts';
import {
  comparisonResult,
  getZone,
  listZoneAreas,
  listZoneBrands,
  listZoneCategories,
  listZoneSuppliers,
  pageZoneGroups,
  pageZoneSkus,
} from './zones.service.ts';
import { welfareScore } from './welfare.service.ts';

export const frontHandlers = defineRoutes('front', {
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
  queryAllShopZoneList: ({ body, ctx }) =>
    ctx.tx((q) => listMenuZones(q, { welfareOnly: body?.isWelfare === 1 })),
  getBidderLineList: ({ ctx }) => ctx.tx(listBidderLines),
  queryDictForType: ({ body, ctx }) => ctx.tx((q) => listDict(q, body.type)),
  saveFeedbackRecord: ({ body, ctx }) => ctx.tx((q) => saveFeedback(q, ctx.user!, body)),
  getPurchaserSupplierList: ({ ctx }) => ctx.tx(listSuppliers),
  queryShopZone: ({ body, ctx }) => ctx.tx((q) => getZone(q, body.zoneId, ctx.user?.userType ?? null)),
  queryFrontendZoneSkuList: ({ body, ctx }) =>
    ctx.tx((q) => pageZoneSkus(q, body, ctx.user?.userType ?? null)),
  querySecondCategoryList: ({ body, ctx }) =>
    ctx.tx((q) =>
      listZoneCategories(
        q,
        {
          zoneId: body.zoneId,
          level: 2,
          parentId: body.parentId,
          current: body.current ?? 1,
          size: body.size ?? 20,
          isWelfare: body.isWelfare,
        },
        ctx.user?.userType ?? null,
      ),
    ),
  queryThrCategoryList: ({ body, ctx }) =>
    ctx.tx((q) =>
      listZoneCategories(
        q,
        {
          zoneId: body.zoneId,
          level: 3,
          parentId: body.parentId,
          current: body.current ?? 1,
          size: body.size ?? 20,
          isWelfare: body.isWelfare,
        },
        ctx.user?.userType ?? null,
      ),
    ),
  queryZoneBrandList: ({ body, ctx }) =>
    ctx.tx((q) => listZoneBrands(q, body.zoneId, ctx.user?.userType ?? null, body)),
  queryZoneAddressList: ({ body, ctx }) =>
    ctx.tx((q) => listZoneAreas(q, body.zoneId, ctx.user?.userType ?? null, body)),
  querySupZoneSupDic: ({ body, ctx }) =>
    ctx.tx((q) => listZoneSuppliers(q, body ?? {}, ctx.user?.userType ?? null)),
  querySupZoneBannerList: ({ body, ctx }) =>
    ctx.tx(async (q) => (await pageBanners(q, 2, body?.current ?? 1, body?.size ?? 10)).records),
  zoneGroupPageForFront: ({ body, ctx }) =>
    ctx.tx((q) => pageZoneGroups(q, body?.current ?? 1, body?.size ?? 10, ctx.user?.userType ?? null)),
  queryComparisonResult: ({ body, ctx }) =>
    ctx.tx((q) => comparisonResult(q, body.zoneId, ctx.user?.userType ?? null)),
  getWelfareUserScore: ({ ctx }) => ctx.tx((q) => welfareScore(q, ctx.user!.userId)),
});

export const contentUpmsRoutes = defineRoutes('upms', {
  getListByDictCode: ({ body, ctx }) => ctx.tx((q) => listDict(q, body.dataCode)),
});
