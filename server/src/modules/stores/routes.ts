import { defineRoutes } from '../../platform/openapi/handlers.ts';
import {
  applicationDetail,
  changeMyStoreStatus,
  changeStoreStatus,
  decideApplication,
  expediteApplication,
  listApplications,
  listStores,
  mySettlement,
  setStoreAccountPassword,
  submitApplication,
} from './settle.service.ts';
import { pageStoreGoods, pageStoreNotices, storeHome, storeNoticeDetail } from './stores.service.ts';
import { workspaceSummary } from './workspace.service.ts';

/** A store's own pages (spec §2 shop/home, shop/notice-list, shop/notice-detail with a storeId). */
export const storeSearchRoutes = defineRoutes('search', {
  getStoreHome: ({ query, ctx }) => ctx.read((q) => storeHome(q, query.storeId, ctx.user?.userId ?? null)),
  pageStoreGoods: ({ body, ctx }) => ctx.read((q) => pageStoreGoods(q, body)),
  pageStoreNotices: ({ query, ctx }) =>
    ctx.read((q) => pageStoreNotices(q, query.storeId, query.current ?? 1, query.size ?? 10)),
  getStoreNoticeDetail: ({ query, ctx }) => ctx.read((q) => storeNoticeDetail(q, query.storeId, query.id)),
});

/**
 * Opening a store (issue #18): the supplier's application, store account and store status; the mall
 * operator's audit and store management; everyone's workbench.
 */
export const storeConsoleRoutes = defineRoutes('console', {
  getMySettlement: ({ ctx }) => ctx.read((q) => mySettlement(q, ctx.shopId!, ctx.user!)),
  submitStoreApplication: ({ body, ctx }) =>
    ctx.tx((q) => submitApplication(q, ctx.shopId!, ctx.user!, body)),
  expediteStoreApplication: ({ ctx }) => ctx.tx((q) => expediteApplication(q, ctx.shopId!, ctx.user!)),
  changeMyStoreStatus: ({ body, ctx }) =>
    ctx.tx((q) => changeMyStoreStatus(q, ctx.shopId!, ctx.user!, body.event)),
  setStoreAccountPassword: ({ body, ctx }) =>
    ctx.tx((q) => setStoreAccountPassword(q, ctx.shopId!, ctx.user!, body)),
  getWorkspaceSummary: ({ ctx }) => ctx.read((q) => workspaceSummary(q, ctx.user!)),
  consoleStoreApplications: ({ query, ctx }) =>
    ctx.read((q) => listApplications(q, ctx.shopId!, query.status, query.current ?? 1, query.size ?? 10)),
  consoleStoreApplicationDetail: ({ query, ctx }) =>
    ctx.read((q) => applicationDetail(q, ctx.shopId!, query.id)),
  decideStoreApplication: ({ body, ctx }) =>
    ctx.tx((q) => decideApplication(q, ctx.shopId!, ctx.user!, body)),
  consoleStores: ({ query, ctx }) =>
    ctx.read((q) =>
      listStores(q, { status: query.status, keyword: query.keyword }, query.current ?? 1, query.size ?? 10),
    ),
  changeStoreStatus: ({ body, ctx }) => ctx.tx((q) => changeStoreStatus(q, ctx.user!, body)),
});
