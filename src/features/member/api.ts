import { fromPromise } from 'xstate';
import type {
  MemberPlans,
  MemberPurchase,
  MemberSummary,
  PlanCode,
  PointsMall,
  PurchaseMethod,
  Redemption,
} from '../../../machines/member/member.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { accountApi } from '../../shared/api/services.ts';

/** member-equity's data (a resource). */
export const summaryActors = {
  load: fromPromise<unknown, { id: string }>(async ({ signal }) => {
    const summary: MemberSummary = unwrap(await accountApi.GET('/member/summary', { signal }));
    return summary;
  }),
};

/** buy-member's plans and the member's expiry (a resource). */
export const plansActors = {
  load: fromPromise<unknown, { id: string }>(async ({ signal }) => {
    const plans: MemberPlans = unwrap(await accountApi.GET('/member/plans', { signal }));
    return plans;
  }),
};

/** The points mall's first page with the member's points, and their addresses (a resource). */
export const mallActors = {
  load: fromPromise<unknown, { id: string }>(async ({ signal }) => {
    const [page, addresses] = await Promise.all([
      accountApi.GET('/points-mall/goods', { params: { query: { size: 50 } }, signal }),
      accountApi.GET('/ad/list', { signal }),
    ]);
    const mall: PointsMall = { page: unwrap(page), addresses: unwrap(addresses).records };
    return mall;
  }),
};

/** The actors of machines/member/membership.machine.ts. */
export const membershipActors = {
  createPurchase: fromPromise<
    MemberPurchase,
    { plan: PlanCode; method: PurchaseMethod; idempotencyKey: string }
  >(async ({ input }) =>
    unwrap(
      await accountApi.POST('/member/buy', {
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        body: { plan: input.plan, method: input.method },
      }),
    ),
  ),
  pollPurchase: fromPromise<MemberPurchase, { paymentId: string }>(async ({ input, signal }) =>
    unwrap(
      await accountApi.GET('/member/buy/status', {
        params: { query: { paymentId: input.paymentId } },
        signal,
      }),
    ),
  ),
};

/** The actors of machines/member/redeem.machine.ts. */
export const redeemActors = {
  redeemGoods: fromPromise<
    Redemption,
    { goodsId: number; quantity: number; addressId: number | null; idempotencyKey: string }
  >(async ({ input }) =>
    unwrap(
      await accountApi.POST('/points-mall/redeem', {
        params: { header: { 'Idempotency-Key': input.idempotencyKey } },
        body: {
          goodsId: input.goodsId,
          quantity: input.quantity,
          ...(input.addressId !== null ? { addressId: input.addressId } : {}),
        },
      }),
    ),
  ),
};
