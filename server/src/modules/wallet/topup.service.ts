import {
  normaliseTopupAmount,
  TOPUP_AMOUNT_MESSAGE,
  topupAmountProblem,
} from '../../../../machines/wallet/topup.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { idempotent } from '../orders/idempotency.service.ts';
import {
  openTopupPayment,
  topupStatus,
  type PayMethod,
  type TopupView,
} from '../payments/payments.service.ts';
import type { PaymentProviders } from '../payments/provider.service.ts';

/**
 * A top-up of the balance (uc-balance): ¥0.01–¥100,000 a time, by Alipay or WeChat only (the balance
 * and points never top up the balance), through the payment provider like an order's QR code. The
 * request is idempotent by key: the same key replays the first top-up. The balance is credited once,
 * when the provider's signed callback is applied (payments.service applyCallback).
 */
export async function createTopup(
  q: Queryable,
  userId: number,
  key: string,
  body: { amount: string; method: PayMethod },
  providers: PaymentProviders,
): Promise<TopupView> {
  if (topupAmountProblem(body.amount) !== null) throw badRequest(TOPUP_AMOUNT_MESSAGE);
  if (body.method !== 'alipay' && body.method !== 'wechat') throw badRequest('充值仅支持支付宝或微信支付');
  const amount = normaliseTopupAmount(body.amount);
  return idempotent(q, userId, 'topup', key, { amount, method: body.method }, () =>
    openTopupPayment(q, userId, { amount, method: body.method }, providers),
  );
}

export async function topup(q: Queryable, userId: number, paymentId: string, providers: PaymentProviders) {
  return topupStatus(q, userId, paymentId, providers);
}
