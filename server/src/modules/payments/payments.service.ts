import Decimal from 'decimal.js';
import type { components } from '../../../../openapi/generated/pay.ts';
import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import { pgCode, type Database, type Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { idempotent } from '../orders/idempotency.service.ts';
import { expireIfDue, submissionView } from '../orders/orders.service.ts';
import { POINTS_PER_YUAN } from '../orders/pricing.service.ts';
import { issueVouchers } from '../orders/vouchers.service.ts';
import {
  isScanMethod,
  type CallbackFields,
  type PaymentProvider,
  type PaymentProviders,
  type PayMethod,
} from './provider.service.ts';
import { newPaymentId, qrSvg } from './sandbox.service.ts';
import { wallet as walletOf } from '../account/account.service.ts';
import { creditBalance, debitBalance, insufficientBalance } from '../wallet/balance.service.ts';
import { spendPoints } from '../wallet/points.service.ts';
import { completeTask } from '../wallet/tasks.service.ts';
import { activateMembership } from '../member/membership-credit.service.ts';
import {
  expireOverduePayment,
  expirePendingPayments,
  insertCallback,
  insertPaidPayment,
  insertPendingPayment,
  insertPendingTopup,
  markOrdersPaid,
  markPaymentFailed,
  markPaymentPaid,
  markPaymentRefunded,
  selectPayment,
  selectPaymentOfTransaction,
  selectPaymentShop,
  selectShopName,
  selectSubmissionState,
  type PaymentRow,
} from './payments.repo.ts';

export type { PayMethod } from './provider.service.ts';

/** How long a QR code can be paid. */
export const QR_TTL_MINUTES = 5;

export const ORDER_EXPIRED = '订单已过期，请重新下单';
export const QR_EXPIRED = '二维码已过期，请重新下单';
/** A scan method no configured provider serves (production has no real gateway yet). */
export const METHOD_UNAVAILABLE = '该支付方式暂不可用';
export const CALLBACK_EXPIRED = '支付回调已过期';

/** A provider callback is accepted only within this distance of the server clock, either way. */
export const CALLBACK_WINDOW_MS = 5 * 60_000;

/** A payment as the counter sees it (openapi pay.yaml Payment). */
export type PaymentView = components['schemas']['Payment'];

const pointsFor = (amount: string) => new Decimal(amount).mul(POINTS_PER_YUAN).ceil().toNumber();

/**
 * The counter. Alipay and WeChat are listed only when a configured provider serves them: without one
 * (production until a real gateway is configured) they are not offered at all.
 */
export async function cashierInfo(
  q: Queryable,
  userId: number,
  submissionId: number,
  providers: PaymentProviders,
) {
  const sub = await submissionView(q, userId, submissionId);
  const wallet = await walletOf(q, userId);
  const pointsNeeded = pointsFor(sub.payAmount);
  const balanceOk = new Decimal(wallet.balance).gte(sub.payAmount);
  const pointsOk = wallet.points >= pointsNeeded;
  return {
    submissionId,
    orderNos: sub.orders.map((o) => o.orderNo),
    payAmount: sub.payAmount,
    expiresAt: sub.expiresAt,
    status: sub.status,
    balance: wallet.balance,
    points: wallet.points,
    pointsNeeded,
    methods: [
      ...providers.scanMethods().map((method) => ({ method, enabled: true, reason: '' })),
      {
        method: 'balance' as const,
        enabled: balanceOk,
        reason: balanceOk ? '' : insufficientBalance(wallet.balance),
      },
      {
        method: 'points' as const,
        enabled: pointsOk,
        reason: pointsOk ? '' : `积分不足，需${pointsNeeded}积分，当前积分：${wallet.points}`,
      },
    ],
  };
}

/**
 * Marks every order of the submission paid through the lifecycle (pendingPayment → PAY), in one
 * conditional UPDATE. When any order is no longer awaiting payment (cancelled, expired, or paid by a
 * racing request) nothing changes and the caller's transaction rolls back.
 */
async function markPaid(q: Queryable, submissionId: number, method: PayMethod): Promise<void> {
  const to = nextOrderStatus('pendingPayment', 'PAY')!;
  const r = await markOrdersPaid(q, submissionId, to, method);
  if (r.changed === 0 || r.changed !== r.total) throw new AppError(409, '订单状态已变化，请刷新后查看');
  // Other QR codes still open for this submission can no longer pay it.
  await expirePendingPayments(q, submissionId);
  // Service vouchers are delivered the moment they are paid for.
  await issueVouchers(q, submissionId);
  // The points task 首次下单 is done by the buyer's first paid order (granted once).
  await completeTask(q, r.userId, 'firstOrder');
}

interface SubmissionRow {
  payAmount: string;
  status: 'unpaid' | 'paid' | 'canceled';
  expiresAt: Date;
}

async function payableSubmission(q: Queryable, userId: number, submissionId: number): Promise<SubmissionRow> {
  // submissionView cancels the submission first when its 30 minutes have passed.
  const sub = await submissionView(q, userId, submissionId);
  if (sub.status === 'canceled') throw new AppError(409, ORDER_EXPIRED);
  if (sub.status === 'paid') throw new AppError(409, '订单已支付，请勿重复支付');
  return { payAmount: sub.payAmount, status: sub.status, expiresAt: new Date(sub.expiresAt) };
}

function view(row: PaymentRow, provider: PaymentProvider | null): PaymentView {
  const qrUrl = provider && isScanMethod(row.method) ? provider.payUrl(row.id) : null;
  return {
    paymentId: row.id,
    submissionId: row.submissionId!,
    method: row.method,
    status: row.status,
    amount: row.amount,
    points: row.points,
    qrUrl,
    qrSvg: qrUrl && row.status === 'pending' ? qrSvg(qrUrl) : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Pays a submission. Balance and points are debited by one conditional statement each, with their
 * ledger rows, and the orders move to pendingDelivery in the same transaction; Alipay and WeChat open a
 * pending payment whose QR code the provider serving the method confirms (refused when none does).
 * Idempotent by key.
 */
export async function createPayment(
  q: Queryable,
  userId: number,
  key: string,
  body: { submissionId: number; method: PayMethod },
  providers: PaymentProviders,
): Promise<PaymentView> {
  const provider = providers.forMethod(body.method);
  if (isScanMethod(body.method) && !provider) throw badRequest(METHOD_UNAVAILABLE);
  return idempotent(q, userId, 'pay', key, body, async () => {
    const sub = await payableSubmission(q, userId, body.submissionId);
    const id = newPaymentId();
    if (body.method === 'balance' || body.method === 'points') {
      const points = body.method === 'points' ? pointsFor(sub.payAmount) : 0;
      if (body.method === 'balance') {
        if (new Decimal(sub.payAmount).gt(0)) {
          await debitBalance(q, userId, sub.payAmount, 'pay', { submissionId: body.submissionId });
        }
      } else if (points > 0) {
        await spendPoints(q, userId, points, 'pay', { submissionId: body.submissionId });
      }
      await markPaid(q, body.submissionId, body.method);
      const paid = await insertPaidPayment(q, {
        id,
        submissionId: body.submissionId,
        userId,
        method: body.method,
        amount: sub.payAmount,
        points,
      });
      return view(paid, null);
    }
    const expires = new Date(Math.min(Date.now() + QR_TTL_MINUTES * 60_000, sub.expiresAt.getTime()));
    const pending = await insertPendingPayment(q, {
      id,
      submissionId: body.submissionId,
      userId,
      method: body.method,
      amount: sub.payAmount,
      expiresAt: expires,
    });
    return view(pending, provider);
  });
}

/** A payment of this user, as polled by the counter; a pending one past its time is marked expired. */
export async function paymentStatus(
  q: Queryable,
  userId: number,
  paymentId: string,
  providers: PaymentProviders,
) {
  const p = await selectPayment(q, paymentId);
  if (!p || p.userId !== userId || p.submissionId === null) throw notFound('支付单不存在');
  await expireIfDue(q, userId, p.submissionId);
  await expireOverduePayment(q, paymentId);
  const { userId: _u, ...fresh } = (await selectPayment(q, paymentId))!;
  return view(fresh, providers.forMethod(fresh.method));
}

export type CallbackOutcome = 'paid' | 'duplicate' | 'failed' | 'refunded';

const STATE_CHANGED = '支付单状态已变化（已支付、已失败或已过期）';

/**
 * Applies the provider's callback. The signature, the payment and the amount must match, and the
 * callback must be fresh (its timestamp within 5 minutes of the server clock, so an old signed callback
 * cannot be replayed later). The provider transaction id is unique and is recorded on the payment by the
 * first callback that changes it (paid, failed or refunded); the payment leaves pending (or expired) only
 * once, so the same callback delivered any number of times (concurrently or not) is applied once and then
 * answered `duplicate`, and another callback finding the payment no longer pending changes nothing.
 * Anything forged changes nothing.
 *
 * A success means the provider holds the buyer's money. It pays the submission when the submission
 * still awaits payment, even after the QR code's own 5 minutes. When it no longer does (the order was
 * cancelled or expired, or another payment paid it first), the money is refunded through the provider
 * and the payment is marked refunded: the callback is acknowledged instead of refused, since a refused
 * notification is resent by the provider and the money would stay taken.
 */
export async function applyCallback(
  db: Database,
  provider: PaymentProvider,
  body: unknown,
  now = Date.now(),
): Promise<CallbackOutcome> {
  const fields = provider.verifyCallback(body);
  if (!fields) throw badRequest('支付回调签名校验失败');
  if (!(Math.abs(now - fields.timestamp) <= CALLBACK_WINDOW_MS)) throw badRequest(CALLBACK_EXPIRED);
  const shopId = await db.anonymous((q) => selectPaymentShop(q, fields.paymentId));
  if (!shopId) throw notFound('支付单不存在');
  return db.tenant(shopId, async (q) => {
    const p = (await selectPayment(q, fields.paymentId))!;
    // A provider speaks only for the methods it serves (not for balance, points, or another gateway's).
    if (!provider.methods.some((m) => m === p.method)) throw notFound('支付单不存在');
    if (!new Decimal(fields.amount).eq(p.amount)) throw badRequest('支付回调金额与支付单不符');
    // The provider transaction already applied: to this payment it is a duplicate, to another one a conflict.
    const holderOf = () => selectPaymentOfTransaction(q, fields.providerTxnId);
    const seen = (holder: string | null): CallbackOutcome => {
      if (holder === p.id) return 'duplicate';
      throw new AppError(409, holder ? '该交易已处理过或订单已支付' : STATE_CHANGED);
    };
    const holder = await holderOf();
    if (holder) return seen(holder);
    if (p.submissionId === null) return applyTopupCallback(q, provider, p, fields, seen);
    /** Records the transaction on the payment; a racing callback of it ends as a duplicate or a conflict. */
    const claim = async (change: () => Promise<boolean>): Promise<boolean> => {
      try {
        return await change();
      } catch (error) {
        // The transaction id went to another payment at the same moment (or, for a success, another
        // payment of the submission was paid): the provider resends this callback later.
        if (pgCode(error) === '23505') throw new AppError(409, '该交易已处理过或订单已支付');
        throw error;
      }
    };
    if (fields.result === 'fail') {
      const failed = await claim(() => markPaymentFailed(q, p.id, fields.providerTxnId));
      if (!failed) return seen(await holderOf());
      await insertCallback(q, p.id, fields.providerTxnId, 'failed');
      return 'failed';
    }
    // An overdue submission is cancelled first (its stock, coupons and points come back once).
    await expireIfDue(q, p.userId, p.submissionId);
    const { awaiting, paidElsewhere } = await selectSubmissionState(q, p.submissionId);
    if (awaiting && !paidElsewhere && (p.status === 'pending' || p.status === 'expired')) {
      // Another payment of the submission paid at the same moment is a 23505 (payment_one_paid): the
      // provider resends this callback later, and it is refunded then.
      const paid = await claim(() => markPaymentPaid(q, p.id, fields.providerTxnId));
      if (!paid) return seen(await holderOf());
      await markPaid(q, p.submissionId, p.method);
      await insertCallback(q, p.id, fields.providerTxnId, 'paid');
      return 'paid';
    }
    const reason =
      p.status === 'failed'
        ? '支付单已失败'
        : paidElsewhere
          ? '订单已由其他支付单支付'
          : '订单已取消或已过期';
    // The refund request carries the payment id, so a retried refund of the same payment is one refund.
    const { refundId } = await provider.refund(fields.providerTxnId, fields.amount, p.id);
    const refunded = await claim(() => markPaymentRefunded(q, p.id, fields.providerTxnId, refundId, reason));
    if (!refunded) return seen(await holderOf());
    await insertCallback(q, p.id, fields.providerTxnId, 'refunded');
    return 'refunded';
  });
}

/**
 * A top-up's (or a paid membership's) callback, past the checks every callback passes. A success credits
 * the balance (or extends the membership) once: the
 * payment leaves pending (or expired: the provider holds the money, so a late success still credits)
 * once, and the balance ledger holds one top-up line per payment (a unique index behind it). A failure
 * marks it failed; a success after a failure is refunded through the provider, as for an order.
 */
async function applyTopupCallback(
  q: Queryable,
  provider: PaymentProvider,
  p: PaymentRow & { userId: number },
  fields: CallbackFields,
  seen: (holder: string | null) => CallbackOutcome,
): Promise<CallbackOutcome> {
  const holderOf = () => selectPaymentOfTransaction(q, fields.providerTxnId);
  const claim = async (change: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await change();
    } catch (error) {
      if (pgCode(error) === '23505') throw new AppError(409, '该交易已处理过');
      throw error;
    }
  };
  if (fields.result === 'fail') {
    if (!(await claim(() => markPaymentFailed(q, p.id, fields.providerTxnId)))) return seen(await holderOf());
    await insertCallback(q, p.id, fields.providerTxnId, 'failed');
    return 'failed';
  }
  if (p.status === 'pending' || p.status === 'expired') {
    if (!(await claim(() => markPaymentPaid(q, p.id, fields.providerTxnId)))) return seen(await holderOf());
    // A paid membership extends the member's expiry once (member_purchase.ends_at is written once).
    if (p.purpose === 'membership') await activateMembership(q, p.id);
    else await creditBalance(q, p.userId, p.amount, 'topup', { paymentId: p.id });
    await insertCallback(q, p.id, fields.providerTxnId, 'paid');
    return 'paid';
  }
  const { refundId } = await provider.refund(fields.providerTxnId, fields.amount, p.id);
  const refunded = await claim(() =>
    markPaymentRefunded(q, p.id, fields.providerTxnId, refundId, '充值单已失败'),
  );
  if (!refunded) return seen(await holderOf());
  await insertCallback(q, p.id, fields.providerTxnId, 'refunded');
  return 'refunded';
}

/** Records a payment of a submission made in points at once (a points-mall redemption). */
export async function recordPointsPayment(
  q: Queryable,
  p: { submissionId: number; userId: number; points: number },
): Promise<void> {
  await insertPaidPayment(q, { id: newPaymentId(), ...p, method: 'points', amount: '0.00' });
}

/** A top-up as its page shows it (openapi account.yaml Topup). */
export interface TopupView {
  paymentId: string;
  method: 'alipay' | 'wechat';
  amount: string;
  status: PaymentRow['status'];
  qrUrl: string | null;
  qrSvg: string | null;
  expiresAt: string;
}

function topupView(row: PaymentRow, provider: PaymentProvider | null): TopupView {
  const qrUrl = provider ? provider.payUrl(row.id) : null;
  return {
    paymentId: row.id,
    method: row.method as 'alipay' | 'wechat',
    amount: row.amount,
    status: row.status,
    qrUrl,
    qrSvg: qrUrl && row.status === 'pending' ? qrSvg(qrUrl) : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Opens a top-up payment of `amount` yuan by Alipay or WeChat: a pending payment whose QR code the
 * provider serving the method confirms (refused when none does). Balance and points cannot top up the
 * balance. The caller validates the amount and makes the request idempotent.
 */
export async function openTopupPayment(
  q: Queryable,
  userId: number,
  body: { method: PayMethod; amount: string },
  providers: PaymentProviders,
  purpose: 'topup' | 'membership' = 'topup',
): Promise<TopupView> {
  const provider = providers.forMethod(body.method);
  if (!isScanMethod(body.method) || !provider) throw badRequest(METHOD_UNAVAILABLE);
  const row = await insertPendingTopup(
    q,
    {
      id: newPaymentId(),
      userId,
      method: body.method,
      amount: body.amount,
      expiresAt: new Date(Date.now() + QR_TTL_MINUTES * 60_000),
    },
    purpose,
  );
  return topupView(row, provider);
}

/** A top-up of this member, as polled by its page; a pending one past its time is marked expired. */
export async function topupStatus(
  q: Queryable,
  userId: number,
  paymentId: string,
  providers: PaymentProviders,
  purpose: 'topup' | 'membership' = 'topup',
): Promise<TopupView> {
  const p = await selectPayment(q, paymentId);
  if (!p || p.userId !== userId || p.purpose !== purpose)
    throw notFound(purpose === 'topup' ? '充值单不存在' : '会员订单不存在');
  await expireOverduePayment(q, paymentId);
  const { userId: _u, ...fresh } = (await selectPayment(q, paymentId))!;
  return topupView(fresh, providers.forMethod(fresh.method));
}

/** What the sandbox pay page shows about a payment (no session: the page is the payer's phone). */
export async function sandboxPayment(db: Database, paymentId: string) {
  const shopId = await db.anonymous((q) => selectPaymentShop(q, paymentId));
  if (!shopId) return null;
  return db.tenant(shopId, async (q) => {
    const p = (await selectPayment(q, paymentId))!;
    const shopName = (await selectShopName(q, shopId)) ?? shopId;
    return { ...p, shopName, expired: p.expiresAt.getTime() <= Date.now() };
  });
}
