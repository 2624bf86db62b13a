import type { FastifyRequest } from 'fastify';
import { localizeVerdicts } from '../../platform/i18n/translate.ts';
import { defineRoutes, type RequestContext } from '../../platform/openapi/handlers.ts';
import { placeOrder, previewOrder, type PlaceOrderInput } from './checkout.service.ts';
import { requirePurchaserAuthority } from '../identity/authorities.service.ts';
import { confirmReceipt } from './fulfilment.service.ts';
import {
  buyAgain,
  deleteOrder,
  orderCounts,
  orderList,
  recycleOrder,
  restoreOrder,
} from './my-orders.service.ts';
import { cancelByBuyer, orderDetail, orderSummary, submissionView } from './orders.service.ts';
import { AppError } from '../../platform/errors.ts';
import { batchable } from './checkout-batch.service.ts';
import { lockNotHad, placeAtDesk } from './order-desk.ts';

/** Order creation runs with a short lock wait: a SKU too hot to lock in time answers "try again later". */
const HOT = '活动太火爆，请稍后再试';

function mapLockTimeout(error: unknown): never {
  if (lockNotHad(error)) throw new AppError(409, HOT);
  throw error;
}

/** placeOrder / directPlaceOrder: idempotent by the request's key. */
function submit(
  ctx: RequestContext,
  request: FastifyRequest,
  body: PlaceOrderInput,
  source: 'cart' | 'direct',
) {
  const key = request.headers['idempotency-key'] as string;
  // Buy now without coupons or points goes through the tenant's checkout desk, which shares the database
  // work of orders that arrive together (order-desk.ts).
  const placing =
    source === 'direct' && batchable(body)
      ? placeAtDesk(request.server, ctx, ctx.user!.userId, key, body)
      : ctx.tx((q) => placeOrder(q, ctx.user!.userId, key, body, source), { planOnce: true });
  return placing.catch(mapLockTimeout);
}

export const orderHandlers = defineRoutes('order', {
  previewOrder: async ({ body, ctx, request }) =>
    localizeVerdicts(await ctx.tx((q) => previewOrder(q, ctx.user!.userId, body)), request),
  placeOrder: ({ body, ctx, request }) => submit(ctx, request, body, 'cart'),
  directPlaceOrder: ({ body, ctx, request }) => submit(ctx, request, body, 'direct'),
  getSubmission: ({ query, ctx }) => ctx.tx((q) => submissionView(q, ctx.user!.userId, query.submissionId)),
  orderList: ({ query, ctx }) =>
    ctx.tx((q) =>
      orderList(q, ctx.user!.userId, {
        tab: query.tab ?? 'all',
        keyword: query.keyword,
        from: query.from,
        to: query.to,
        recycled: query.recycled ?? false,
        current: query.current ?? 1,
        size: query.size ?? 10,
      }),
    ),
  orderCounts: ({ ctx }) => ctx.tx((q) => orderCounts(q, ctx.user!.userId)),
  orderDetail: ({ query, ctx }) => ctx.tx((q) => orderDetail(q, ctx.user!.userId, query.orderNo)),
  // Spec §6: a purchaser confirms receipt only with the authority (always in BKSC).
  confirmReceipt: async ({ body, ctx }) => {
    await requirePurchaserAuthority(ctx, '/order/confirm-receipt');
    return ctx.tx(async (q) => {
      await confirmReceipt(q, ctx.user!.userId, body.orderNo);
      return orderSummary(q, ctx.user!.userId, body.orderNo);
    });
  },
  recycleOrder: ({ body, ctx }) =>
    ctx.tx(async (q) => {
      await recycleOrder(q, ctx.user!.userId, body.orderNo);
      return orderSummary(q, ctx.user!.userId, body.orderNo);
    }),
  restoreOrder: ({ body, ctx }) =>
    ctx.tx(async (q) => {
      await restoreOrder(q, ctx.user!.userId, body.orderNo);
      return orderSummary(q, ctx.user!.userId, body.orderNo);
    }),
  deleteOrder: ({ body, ctx }) => ctx.tx((q) => deleteOrder(q, ctx.user!.userId, body.orderNo)),
  buyAgain: ({ body, ctx }) => ctx.tx((q) => buyAgain(q, ctx.user!.userId, body.orderNo)),
  cancelOrder: ({ body, ctx }) =>
    ctx.tx(async (q) =>
      submissionView(q, ctx.user!.userId, await cancelByBuyer(q, ctx.user!.userId, body.orderNo)),
    ),
});
