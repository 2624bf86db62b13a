import type { FastifyInstance } from 'fastify';
import { defineRoutes, type RequestContext } from '../../platform/openapi/handlers.ts';
import { staffScope } from '../console/staff.service.ts';
import {
  acceptAfterSale,
  afterSaleDetail,
  afterSaleList,
  applyAfterSaleOnce,
  buyerAfterSaleDetail,
  eligibility,
  receiveReturn,
  refundOffline,
  refuseAfterSale,
  shipReturn,
  withdrawAfterSale,
  type ProviderRefund,
} from './after-sales.service.ts';
import { sandboxRefundNotify, sendProviderRefund } from './refunds.service.ts';

/** Runs a seller's change in one transaction, sends any provider refund it started, then answers the request. */
async function sellerChange(
  app: FastifyInstance,
  ctx: RequestContext,
  afsNo: string,
  change: (
    q: Parameters<Parameters<RequestContext['tx']>[0]>[0],
    storeIds: number[] | 'any',
  ) => Promise<ProviderRefund | null | void>,
) {
  const refund = await ctx.tx(async (q) => change(q, (await staffScope(q, ctx.user!)).storeIds));
  if (refund) await sendProviderRefund(app, refund);
  return ctx.tx(async (q) =>
    afterSaleDetail(q, afsNo, { storeIds: (await staffScope(q, ctx.user!)).storeIds }),
  );
}

/** The console's after-sales operations. */
export const afterSalesConsoleRoutes = defineRoutes('console', {
  consoleAfterSales: ({ query, ctx }) =>
    ctx.tx(async (q) =>
      afterSaleList(
        q,
        { storeIds: (await staffScope(q, ctx.user!)).storeIds },
        query.status,
        query.current ?? 1,
        query.size ?? 10,
      ),
    ),
  consoleAfterSaleDetail: ({ query, ctx }) =>
    ctx.tx(async (q) =>
      afterSaleDetail(q, query.afsNo, { storeIds: (await staffScope(q, ctx.user!)).storeIds }),
    ),
  consoleAcceptAfterSale: ({ body, ctx, request }) =>
    sellerChange(request.server, ctx, body.afsNo, (q, stores) => acceptAfterSale(q, stores, body.afsNo)),
  consoleRefuseAfterSale: ({ body, ctx, request }) =>
    sellerChange(request.server, ctx, body.afsNo, (q, stores) =>
      refuseAfterSale(q, stores, body.afsNo, body.reason),
    ),
  consoleReceiveReturn: ({ body, ctx, request }) =>
    sellerChange(request.server, ctx, body.afsNo, (q, stores) => receiveReturn(q, stores, body.afsNo)),
  consoleRefundOffline: ({ body, ctx, request }) =>
    sellerChange(request.server, ctx, body.afsNo, (q, stores) =>
      refundOffline(q, stores, body.afsNo, body, ctx.user!.userId),
    ),
});

/** The sandbox provider's refund callback (absent without the sandbox). */
export const afterSalesPayRoutes = defineRoutes('pay', {
  sandboxRefundNotify: ({ body, request }) => sandboxRefundNotify(request.server, body),
});

/**
 * The buyer's after-sales operations (openapi/after-sales.yaml): every one scoped to the caller's own
 * orders and requests; each change is one transaction and answers the request as it now is.
 */
export const afterSalesBuyerRoutes = defineRoutes('after-sales', {
  afterSaleEligibility: ({ query, ctx }) =>
    ctx.read((q) => eligibility(q, ctx.user!.userId, query.orderNo, query.lineId)),
  applyAfterSale: ({ body, ctx, request }) =>
    ctx.tx((q) =>
      applyAfterSaleOnce(q, ctx.user!.userId, request.headers['idempotency-key'] as string, body),
    ),
  myAfterSales: ({ query, ctx }) =>
    ctx.read((q) =>
      afterSaleList(q, { userId: ctx.user!.userId }, query.status, query.current ?? 1, query.size ?? 10),
    ),
  myAfterSaleDetail: ({ query, ctx }) =>
    ctx.read((q) => buyerAfterSaleDetail(q, ctx.user!.userId, query.afsNo)),
  withdrawAfterSale: ({ body, ctx }) =>
    ctx.tx(async (q) => {
      await withdrawAfterSale(q, ctx.user!.userId, body.afsNo);
      return buyerAfterSaleDetail(q, ctx.user!.userId, body.afsNo);
    }),
  shipAfterSaleReturn: ({ body, ctx }) =>
    ctx.tx(async (q) => {
      await shipReturn(q, ctx.user!.userId, body.afsNo, body.courier, body.waybill);
      return buyerAfterSaleDetail(q, ctx.user!.userId, body.afsNo);
    }),
});
