import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { hotKeywords } from './keywords.service.ts';
import { pageHotSearch } from '../content/storefront.service.ts';
import { homeFloorsAnswer } from './floors.service.ts';
import { goodsHallAnswer } from './goods-hall.service.ts';
import { searchStores } from './stores.service.ts';

export const searchHandlers = defineRoutes('search', {
  pageHotSearchForFront: ({ body, ctx }) => {
    const [current, size] = [body.current ?? 1, body.size ?? 10];
    return ctx.cached(
      `hotSearch:${body.type}:${current}:${size}`,
      ['hot_search'],
      (read) => read((q) => pageHotSearch(q, body.type, current, size)),
      { bound: { group: 'hotSearch', max: 64 } },
    );
  },
  pageProductsForFront: ({ body, ctx }) => goodsHallAnswer(ctx, body ?? {}),
  pageStoresForFront: ({ body, ctx }) =>
    ctx.read((q) => searchStores(q, body?.supplierName, body?.current ?? 1, body?.size ?? 20)),
  floorsForFront: async ({ body, ctx, request, reply }) =>
    (await homeFloorsAnswer(ctx.cached, body?.size ?? 8)).send(request, reply),
});

export const searchProductRoutes = defineRoutes('product', {
  queryHotKeywords: ({ query, ctx }) => hotKeywords(ctx.cached, query.keyword),
});
