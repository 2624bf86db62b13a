import { defineHandlers } from '../openapi/handlers.ts';
import { pageHotSearch } from '../services/content/storefront.ts';

export const searchHandlers = defineHandlers('search', {
  pageHotSearchForFront: ({ body, ctx }) =>
    ctx.tx((q) => pageHotSearch(q, body.type, body.current ?? 1, body.size ?? 10)),
});
