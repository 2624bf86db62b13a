import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { idempotent } from '../orders/idempotency.service.ts';
import { openTopupPayment, topupStatus, type PayMethod } from '../payments/payments.service.ts';
import type { PaymentProviders } from '../payments/provider.service.ts';
import { selectMember } from './growth.repo.ts';
import { insertPurchase, selectPaidPurchases, selectPlans, selectPurchase } from './membership.repo.ts';

/**
 * Paid membership (buy-member): a plan bought or renewed by Alipay or WeChat through the payment
 * provider, like a top-up. The request is idempotent by key; the membership is extended once, when the
 * provider's signed callback is applied (payments.service applyTopupCallback → activateMembership), from
 * the later of then and the current expiry.
 */

export const PLAN_UNKNOWN = '会员套餐不存在';

/** The plans, the member's expiry and their latest purchases. */
export async function membershipPlans(q: Queryable, userId: number) {
  // One after another: a transaction's client runs one statement at a time (pg@9 refuses overlap).
  const plans = await selectPlans(q);
  const member = await selectMember(q, userId);
  const purchases = await selectPaidPurchases(q, userId, 5);
  return {
    plans: plans.map((p) => ({ code: p.code, months: p.months, price: p.price })),
    paidUntil: member.paidUntil ? member.paidUntil.toISOString() : null,
    paidActive: member.paidUntil !== null && member.paidUntil > new Date(),
    purchases: purchases.map((p) => ({
      paymentId: p.paymentId,
      plan: p.planCode,
      amount: p.amount,
      startsAt: p.startsAt!.toISOString(),
      endsAt: p.endsAt!.toISOString(),
    })),
  };
}

async function purchaseView(q: Queryable, userId: number, paymentId: string, providers: PaymentProviders) {
  const payment = await topupStatus(q, userId, paymentId, providers, 'membership');
  const purchase = (await selectPurchase(q, paymentId))!;
  const member = await selectMember(q, userId);
  return {
    ...payment,
    plan: purchase.planCode,
    months: purchase.months,
    endsAt: purchase.endsAt ? purchase.endsAt.toISOString() : null,
    paidUntil: member.paidUntil ? member.paidUntil.toISOString() : null,
  };
}

/** Opens the payment of a plan (a QR code of the provider); idempotent by key. */
export async function buyMembership(
  q: Queryable,
  userId: number,
  key: string,
  body: { plan: string; method: PayMethod },
  providers: PaymentProviders,
) {
  if (body.method !== 'alipay' && body.method !== 'wechat')
    throw badRequest('开通会员仅支持支付宝或微信支付');
  return idempotent(q, userId, 'membership', key, body, async () => {
    const plan = (await selectPlans(q)).find((p) => p.code === body.plan);
    if (!plan) throw badRequest(PLAN_UNKNOWN);
    const payment = await openTopupPayment(
      q,
      userId,
      { amount: plan.price, method: body.method },
      providers,
      'membership',
    );
    await insertPurchase(q, { paymentId: payment.paymentId, userId, plan });
    return purchaseView(q, userId, payment.paymentId, providers);
  });
}

/** A membership purchase as polled by its page (a pending payment past its time is marked expired). */
export async function membershipPurchase(
  q: Queryable,
  userId: number,
  paymentId: string,
  providers: PaymentProviders,
) {
  return purchaseView(q, userId, paymentId, providers);
}
