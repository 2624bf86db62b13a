import { fromPromise } from 'xstate';
import type { CentreFilter } from '../../../machines/coupons/coupon-centre.machine.ts';
import type {
  CouponCentrePage,
  CouponClaimed,
  MyCouponPage,
  MyCouponStatus,
} from '../../../machines/coupons/coupons.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { accountApi } from '../../shared/api/services.ts';

/** The actors of the coupon centre (machines/coupons/coupon-centre.machine.ts). */
export const couponCentreActors = {
  loadPage: fromPromise<CouponCentrePage, { filter: CentreFilter; page: number; size: number }>(
    async ({ input, signal }) =>
      unwrap(
        await accountApi.GET('/coupon/centre', {
          params: {
            query: {
              ...(input.filter.kind !== null ? { kind: input.filter.kind } : {}),
              ...(input.filter.available ? { available: true } : {}),
              current: input.page,
              size: input.size,
            },
          },
          signal,
        }),
      ),
  ),
  claimCoupon: fromPromise<CouponClaimed, { couponId: number; idempotencyKey: string }>(async ({ input }) =>
    unwrap(
      await accountApi.POST('/coupon/claim', {
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        body: { couponId: input.couponId },
      }),
    ),
  ),
};

/** The actors of uc-coupons (machines/coupons/my-coupons.machine.ts). */
export const myCouponsActors = {
  loadPage: fromPromise<MyCouponPage, { status: MyCouponStatus; page: number; size: number }>(
    async ({ input, signal }) =>
      unwrap(
        await accountApi.GET('/coupon/mine', {
          params: { query: { status: input.status, current: input.page, size: input.size } },
          signal,
        }),
      ),
  ),
};
