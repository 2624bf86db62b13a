import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { claimCoupon, couponCentre, myCoupons } from './coupons.service.ts';

/** The coupon centre (coupons) and the member's coupons (uc-coupons). */
export const couponRoutes = defineRoutes('account', {
  couponCentre: ({ query, ctx }) =>
    ctx.tx((q) =>
      couponCentre(q, ctx.user?.userId ?? null, {
        kind: query.kind,
        available: query.available,
        current: query.current ?? 1,
        size: query.size ?? 12,
      }),
    ),
  claimCoupon: ({ body, ctx, request }) =>
    ctx.tx((q) =>
      claimCoupon(q, ctx.user!.userId, body.couponId, request.headers['idempotency-key'] as string),
    ),
  myCoupons: ({ query, ctx }) =>
    ctx.tx((q) =>
      myCoupons(q, ctx.user!.userId, {
        status: query.status ?? 'unused',
        current: query.current ?? 1,
        size: query.size ?? 10,
      }),
    ),
});
