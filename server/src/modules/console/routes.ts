import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { shipOrder } from '../orders/fulfilment.service.ts';
import { lookupVoucher, redeemVoucher } from '../orders/vouchers.service.ts';
import { consoleOrderDetail } from './console-orders.service.ts';
import { consoleMe, consoleOrders, purchaseOrders, staffScope } from './staff.service.ts';

/** The console's own operations: who is signed in, the stores' orders (list and detail), shipping. */
export const consoleRoutes = defineRoutes('console', {
  consoleMe: ({ ctx }) => ctx.tx((q) => consoleMe(q, ctx.user!)),
  consoleOrders: ({ query, ctx }) =>
    ctx.tx(async (q) =>
      consoleOrders(
        q,
        (await staffScope(q, ctx.user!)).storeIds,
        { status: query.status, keyword: query.keyword },
        query.current ?? 1,
        query.size ?? 10,
      ),
    ),
  consolePurchaseOrders: ({ query, ctx }) =>
    ctx.read((q) =>
      purchaseOrders(
        q,
        ctx.user!,
        { status: query.status, keyword: query.keyword },
        query.current ?? 1,
        query.size ?? 10,
      ),
    ),
  consoleOrderDetail: ({ query, ctx }) =>
    ctx.tx(async (q) => consoleOrderDetail(q, (await staffScope(q, ctx.user!)).storeIds, query.orderNo)),
  consoleShipOrder: ({ body, ctx }) =>
    ctx.tx(async (q) =>
      shipOrder(q, body.orderNo, (await staffScope(q, ctx.user!, 'fulfil')).storeIds, body.packages),
    ),
  consoleVoucher: ({ query, ctx }) =>
    ctx.tx(async (q) => lookupVoucher(q, (await staffScope(q, ctx.user!, 'fulfil')).storeIds, query.code)),
  consoleRedeemVoucher: ({ body, ctx }) =>
    ctx.tx(async (q) =>
      redeemVoucher(q, (await staffScope(q, ctx.user!, 'fulfil')).storeIds, body.code, ctx.user!.userId),
    ),
});
