import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { balanceLedger, currentBalance } from './balance.service.ts';
import { pointsLedger, pointsSummary } from './points.service.ts';
import { signIn, signinCalendar } from './signin.service.ts';
import { listTasks } from './tasks.service.ts';
import { createTopup, topup } from './topup.service.ts';

/** uc-balance, uc-integral and uc-task: the member's balance, points, sign-in and points tasks. */
export const walletRoutes = defineRoutes('account', {
  balanceLedger: ({ query, ctx }) =>
    ctx.tx(async (q) => ({
      balance: await currentBalance(q, ctx.user!.userId),
      ...(await balanceLedger(q, ctx.user!.userId, {
        direction: query.direction,
        reason: query.reason,
        from: query.from,
        to: query.to,
        orderNo: query.orderNo,
        current: query.current ?? 1,
        size: query.size ?? 10,
      })),
    })),
  createTopup: ({ body, ctx, request }) =>
    ctx.tx((q) =>
      createTopup(
        q,
        ctx.user!.userId,
        request.headers['idempotency-key'] as string,
        body,
        request.server.payments,
      ),
    ),
  topupStatus: ({ query, ctx, request }) =>
    ctx.tx((q) => topup(q, ctx.user!.userId, query.paymentId, request.server.payments)),
  pointsSummary: ({ ctx }) => ctx.tx((q) => pointsSummary(q, ctx.user!.userId)),
  pointsLedger: ({ query, ctx }) =>
    ctx.tx((q) =>
      pointsLedger(q, ctx.user!.userId, {
        direction: query.direction,
        reason: query.reason,
        from: query.from,
        to: query.to,
        current: query.current ?? 1,
        size: query.size ?? 10,
      }),
    ),
  pointsTasks: ({ ctx }) => ctx.tx((q) => listTasks(q, ctx.user!.userId)),
  signinCalendar: ({ query, ctx }) => ctx.tx((q) => signinCalendar(q, ctx.user!.userId, query.month)),
  signIn: ({ body, ctx }) => ctx.tx((q) => signIn(q, ctx.user!.userId, body.day)),
});
