import type { FastifyRequest } from 'fastify';
import { defineHandlers, type RequestContext } from '../openapi/handlers.ts';
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
} from '../services/cart/cart.ts';
import { pgCode } from '../db/database.ts';
import { placeOrder, previewOrder, type PlaceOrderInput } from '../services/orders/checkout.ts';
import { cancelByBuyer, orderDetail, orderList, submissionView } from '../services/orders/orders.ts';
import { AppError } from '../errors.ts';

/** Order creation runs with a short lock wait: a SKU too hot to lock in time answers "try again later". */
const HOT = '活动太火爆，请稍后再试';

function mapLockTimeout(error: unknown): never {
  if (pgCode(error) === '55P03' || pgCode(error) === '40P01') throw new AppError(409, HOT);
  throw error;
}

/** placeOrder / directPlaceOrder: one transaction, idempotent by the request's key. */
function submit(
  ctx: RequestContext,
  request: FastifyRequest,
  body: PlaceOrderInput,
  source: 'cart' | 'direct',
) {
  const key = request.headers['idempotency-key'] as string;
  return ctx
    .tx((q) => placeOrder(q, ctx.user!.userId, key, body, source), { planOnce: true })
    .catch(mapLockTimeout);
}

export const orderHandlers = defineHandlers('order', {
  getCartSkuCount: ({ ctx }) => ctx.tx((q) => cartLineCount(q, ctx.user!.userId)),
  addShoppingCarts: ({ body, ctx }) =>
    ctx.tx(async (q) => ({ count: await addToCart(q, ctx.user!.userId, body.skuId, body.quantity) })),
  addShoppingCartsForBatch: ({ body, ctx }) =>
    ctx.tx((q) => batchRows(q, ctx.user!.userId, body.rows, body.commit, body.region)),
  queryCartInfo: ({ body, ctx }) => ctx.tx((q) => queryCart(q, ctx.user!.userId, body.region)),
  queryCartInfoForDirectPlaceOrder: ({ body, ctx }) => ctx.tx((q) => directView(q, body.lines, body.region)),
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
  checkSkuCanOrder: ({ body, ctx }) => ctx.tx((q) => checkSku(q, body.skuId, body.quantity, body.region)),
  canSubmitOrder: ({ body, ctx }) =>
    ctx.tx(async (q) => settleable(await queryCart(q, ctx.user!.userId, body.region), true)),
  canDirectSubmitOrder: ({ body, ctx }) =>
    ctx.tx(async (q) => settleable(await directView(q, body.lines, body.region), false)),
  previewOrder: ({ body, ctx }) => ctx.tx((q) => previewOrder(q, ctx.user!.userId, body)),
  placeOrder: ({ body, ctx, request }) => submit(ctx, request, body, 'cart'),
  directPlaceOrder: ({ body, ctx, request }) => submit(ctx, request, body, 'direct'),
  getSubmission: ({ query, ctx }) => ctx.tx((q) => submissionView(q, ctx.user!.userId, query.submissionId)),
  orderList: ({ query, ctx }) =>
    ctx.tx((q) => orderList(q, ctx.user!.userId, query.status, query.current ?? 1, query.size ?? 10)),
  orderDetail: ({ query, ctx }) => ctx.tx((q) => orderDetail(q, ctx.user!.userId, query.orderNo)),
  cancelOrder: ({ body, ctx }) =>
    ctx.tx(async (q) =>
      submissionView(q, ctx.user!.userId, await cancelByBuyer(q, ctx.user!.userId, body.orderNo)),
    ),
});
