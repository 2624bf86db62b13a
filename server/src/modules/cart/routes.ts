import { localizeVerdicts } from '../../platform/i18n/translate.ts';
import { defineRoutes } from '../../platform/openapi/handlers.ts';
import {
  addToCart,
  batchRows,
  cartLineCount,
  checkSku,
  deleteLines,
  directView,
  queryCart,
  setChecked,
  settleable,
  updateCart,
} from './cart.service.ts';

/** The cart's operations (order service, /sc/*); their problems and verdicts in the request's language. */
export const cartRoutes = defineRoutes('order', {
  getCartSkuCount: ({ ctx }) => ctx.tx((q) => cartLineCount(q, ctx.user!.userId)),
  addShoppingCarts: ({ body, ctx }) =>
    ctx.tx(async (q) => ({ count: await addToCart(q, ctx.user!.userId, body.skuId, body.quantity) })),
  addShoppingCartsForBatch: async ({ body, ctx, request }) =>
    localizeVerdicts(
      await ctx.tx((q) => batchRows(q, ctx.user!.userId, body.rows, body.commit, body.region)),
      request,
    ),
  queryCartInfo: async ({ body, ctx, request }) =>
    localizeVerdicts(await ctx.tx((q) => queryCart(q, ctx.user!.userId, body.region)), request),
  queryCartInfoForDirectPlaceOrder: async ({ body, ctx, request }) =>
    localizeVerdicts(await ctx.tx((q) => directView(q, body.lines, body.region)), request),
  updateCart: ({ body, ctx }) =>
    ctx.tx(async (q) => ({
      count: await updateCart(q, ctx.user!.userId, body.lineId, {
        quantity: body.quantity,
        checked: body.checked,
      }),
    })),
  changeAllIsChecked: ({ body, ctx }) =>
    ctx.tx(async (q) => ({
      count: await setChecked(q, ctx.user!.userId, body.checked, body.storeId, body.lineIds),
    })),
  deleteCart: ({ body, ctx }) =>
    ctx.tx(async (q) => ({ count: await deleteLines(q, ctx.user!.userId, body.lineIds) })),
  checkSkuCanOrder: async ({ body, ctx, request }) =>
    localizeVerdicts(await ctx.tx((q) => checkSku(q, body.skuId, body.quantity, body.region)), request),
  canSubmitOrder: async ({ body, ctx, request }) =>
    localizeVerdicts(
      await ctx.tx(async (q) => settleable(await queryCart(q, ctx.user!.userId, body.region), true)),
      request,
    ),
  canDirectSubmitOrder: async ({ body, ctx, request }) =>
    localizeVerdicts(
      await ctx.tx(async (q) => settleable(await directView(q, body.lines, body.region), false)),
      request,
    ),
});
