import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { pageStoreGoods, pageStoreNotices, storeHome, storeNoticeDetail } from './stores.service.ts';

/** A store's own pages (spec §2 shop/home, shop/notice-list, shop/notice-detail with a storeId). */
export const storeSearchRoutes = defineRoutes('search', {
  getStoreHome: ({ query, ctx }) => ctx.read((q) => storeHome(q, query.storeId, ctx.user?.userId ?? null)),
  pageStoreGoods: ({ body, ctx }) => ctx.read((q) => pageStoreGoods(q, body)),
  pageStoreNotices: ({ query, ctx }) =>
    ctx.read((q) => pageStoreNotices(q, query.storeId, query.current ?? 1, query.size ?? 10)),
  getStoreNoticeDetail: ({ query, ctx }) => ctx.read((q) => storeNoticeDetail(q, query.storeId, query.id)),
});
