import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { hotKeywords } from './keywords.service.ts';
import { pageHotSearch } from '../content/storefront.service.ts';
import { homeFloors } from './floors.service.ts';
import { goodsHall } from './goods-hall.service.ts';
import { searchStores } from './stores.service.ts';

export const searchHandlers = defineRoutes('search', {
  pageHotSearchForFront: ({ body, ctx }) =>
    ctx.read((q) => pageHotSearch(q, body.type, body.current ?? 1, body.size ?? 10)),
  pageProductsForFront: ({ body, ctx }) => ctx.read((q) => goodsHall(q, body ?? {})),
  pageStoresForFront: ({ body, ctx }) =>
    ctx.read((q) => searchStores(q, body?.supplierName, body?.current ?? 1, body?.size ?? 20)),
  floorsForFront: ({ body, ctx }) => ctx.read((q) => homeFloors(q, body?.size ?? 8)),
});

export const searchProductRoutes = defineRoutes('product', {
  queryHotKeywords: ({ query, ctx }) => ctx.read((q) => hotKeywords(q, query.keyword)),
});
