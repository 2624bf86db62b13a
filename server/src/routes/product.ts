import { defineHandlers } from '../openapi/handlers.ts';
import { categoryTree } from '../services/catalog/categories.ts';
import { hotKeywords } from '../services/catalog/keywords.ts';

export const productHandlers = defineHandlers('product', {
  getMallFrontCategory: ({ body, ctx }) => ctx.tx((q) => categoryTree(q, body?.cateParentId ?? null)),
  queryHotKeywords: ({ query, ctx }) => ctx.tx((q) => hotKeywords(q, query.keyword)),
});
