import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { aboutPage, helpArticle, listHelpArticles, noticeDetail, pageNotices } from './website.service.ts';

export const websiteManageHandlers = defineRoutes('website-manage', {
  listHelpArticles: ({ ctx }) => ctx.tx(listHelpArticles),
  getHelpArticle: ({ query, ctx }) => ctx.tx((q) => helpArticle(q, query.code)),
  pageNotices: ({ query, ctx }) => ctx.tx((q) => pageNotices(q, query?.current ?? 1, query?.size ?? 10)),
  getNoticeDetail: ({ query, ctx }) => ctx.tx((q) => noticeDetail(q, query.id)),
  getAboutPage: ({ ctx }) => ctx.tx((q) => aboutPage(q, ctx.shopId!)),
});
