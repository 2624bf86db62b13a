import { defineHandlers } from '../openapi/handlers.ts';
import { pageHotSearch } from '../services/content/storefront.ts';
import { homeFloors } from '../services/search/floors.ts';
import { goodsHall } from '../services/search/goods-hall.ts';
import { searchStores } from '../services/search/stores.ts';

export const searchHandlers = defineHandlers('search', {
  pageHotSearchForFront: ({ body, ctx }) =>
    ctx.read((q) => pageHotSearch(q, body.type, body.current ?? 1, body.size ?? 10)),
  pageProductsForFront: ({ body, ctx }) => ctx.read((q) => goodsHall(q, body ?? {})),
  pageStoresForFront: ({ body, ctx }) =>
    ctx.read((q) => searchStores(q, body?.supplierName, body?.current ?? 1, body?.size ?? 20)),
  floorsForFront: ({ body, ctx }) => ctx.read((q) => homeFloors(q, body?.size ?? 8)),
});
