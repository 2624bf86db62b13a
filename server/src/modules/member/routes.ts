import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { memberSummary } from './growth.service.ts';
import { buyMembership, membershipPlans, membershipPurchase } from './membership.service.ts';
import { pointsMall, redeem } from './points-mall.service.ts';

/** member-center: member-equity (growth, level, benefits), buy-member and integral-mall. */
export const memberRoutes = defineRoutes('account', {
  memberSummary: ({ ctx }) => ctx.tx((q) => memberSummary(q, ctx.user!.userId)),
  memberPlans: ({ ctx }) => ctx.tx((q) => membershipPlans(q, ctx.user!.userId)),
  buyMembership: ({ body, ctx, request }) =>
    ctx.tx((q) =>
      buyMembership(
        q,
        ctx.user!.userId,
        request.headers['idempotency-key'] as string,
        body,
        request.server.payments,
      ),
    ),
  membershipStatus: ({ query, ctx, request }) =>
    ctx.tx((q) => membershipPurchase(q, ctx.user!.userId, query.paymentId, request.server.payments)),
  pointsMall: ({ query, ctx }) =>
    ctx.tx((q) =>
      pointsMall(q, ctx.user?.userId ?? null, {
        kind: query.kind,
        current: query.current ?? 1,
        size: query.size ?? 12,
      }),
    ),
  redeemPoints: ({ body, ctx, request }) =>
    ctx.tx((q) => redeem(q, ctx.user!.userId, request.headers['idempotency-key'] as string, body)),
});
