import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { couponsOfOrder } from '../coupons/coupons.service.ts';
import { packagesOf } from './fulfilment.service.ts';
import { orderVouchers } from './vouchers.service.ts';
import { returnPoints } from '../wallet/points.service.ts';
import {
  cancelPendingOrders,
  expirePendingPayments,
  foldSalesTally,
  releaseCoupons,
  restoreOrderStock,
  selectExpiredSubmissions,
  selectOrderDetail,
  selectOrderLines,
  selectOrderStatus,
  selectOrderSummaries,
  selectOrderSummary,
  selectShopsWithExpiredOrders,
  selectSubmission,
  selectSubmissionDue,
  selectSubmissionOfOrder,
  selectSubmissionOrders,
} from './orders.repo.ts';

/** An order in a list (openapi order.yaml OrderSummary). */
export type OrderSummary = components['schemas']['OrderSummary'];
/** A submission with its orders (openapi order.yaml Submission). */
export type SubmissionView = components['schemas']['Submission'];

/** What the buyer sees of an order that is not theirs, unknown, or deleted from their recycle bin. */
export const ORDER_NOT_FOUND = '订单不存在';

/** A submission of this user with its orders; an expired unpaid one is cancelled first (lazily). */
export async function submissionView(
  q: Queryable,
  userId: number,
  submissionId: number,
): Promise<SubmissionView> {
  await expireIfDue(q, userId, submissionId);
  const sub = await selectSubmission(q, submissionId, userId);
  if (!sub) throw notFound(ORDER_NOT_FOUND);
  // Orders the buyer deleted from the recycle bin are gone for them, here too.
  const rows = await selectSubmissionOrders(q, submissionId);
  if (rows.length === 0) throw notFound(ORDER_NOT_FOUND);
  const status = rows.some((r) => r.status === 'canceled')
    ? 'canceled'
    : rows.some((r) => r.status === 'pendingPayment')
      ? 'unpaid'
      : 'paid';
  return {
    submissionId,
    status,
    payAmount: sub.payAmount,
    expiresAt: sub.expiresAt.toISOString(),
    payMethod: rows[0]?.payMethod ?? null,
    paidAt: rows[0]?.paidAt?.toISOString() ?? null,
    orders: rows.map(({ paidAt: _p, ...r }) => r),
  };
}

/**
 * Orders of a user matching a condition on `o` (mall_order), as list entries, newest first, one page:
 * the page is chosen first, and only its orders are joined with their store and lines.
 */
export async function orderSummaries(
  q: Queryable,
  userId: number,
  where: string,
  params: unknown[],
  page: { current: number; size: number },
): Promise<{ records: OrderSummary[]; total: number }> {
  return selectOrderSummaries(q, userId, where, params, page);
}

/** One order of the user as a list entry (the answer of the list's buttons); 404 when not theirs. */
export async function orderSummary(q: Queryable, userId: number, orderNo: string): Promise<OrderSummary> {
  const summary = await selectOrderSummary(q, userId, orderNo);
  if (!summary) throw notFound(ORDER_NOT_FOUND);
  return summary;
}

/** One order of the buyer (openapi order.yaml OrderDetail). */
export type OrderDetail = components['schemas']['OrderDetail'];

export async function orderDetail(q: Queryable, userId: number, orderNo: string): Promise<OrderDetail> {
  const submissionId = await selectSubmissionOfOrder(q, orderNo, userId);
  if (submissionId === undefined) throw notFound(ORDER_NOT_FOUND);
  await expireIfDue(q, userId, submissionId);
  const o = await selectOrderDetail(q, orderNo, userId);
  if (!o) throw notFound(ORDER_NOT_FOUND);
  const { id, ...rest } = o;
  const lines = await selectOrderLines(q, id);
  return {
    ...rest,
    lines,
    packages: await packagesOf(q, id),
    vouchers: await orderVouchers(q, id),
    coupons: Number(rest.couponAmount) > 0 ? await couponsOfOrder(q, id) : [],
  };
}

/**
 * Cancels every unpaid order of a submission and gives back stock, coupons and points, exactly once:
 * the status change is one conditional UPDATE on `pendingPayment`, and only the transaction whose UPDATE
 * changed the rows restores anything. Answers whether this call cancelled them.
 */
export async function cancelSubmission(
  q: Queryable,
  submissionId: number,
  event: 'CANCEL' | 'EXPIRE',
  reason: string,
): Promise<boolean> {
  const to = nextOrderStatus('pendingPayment', event)!;
  const canceled = await cancelPendingOrders(q, submissionId, to, reason);
  if (canceled.length === 0) return false;
  const ids = canceled.map((o) => o.id);
  const userId = canceled[0]!.userId;
  await restoreOrderStock(q, ids);
  await releaseCoupons(q, ids);
  const points = canceled.reduce((a, o) => a + o.pointsUsed, 0);
  // The points go back to the lots they were taken from (points.service returnPoints).
  if (points > 0) await returnPoints(q, userId, points, 'return', { submissionId, reasons: ['deduct'] });
  await expirePendingPayments(q, submissionId);
  return true;
}

/**
 * Gives back what cancelled orders held: their stock (with its ledger rows) and the coupons they used.
 * For orders cancelled after payment (a failed group buy); unpaid ones go through cancelSubmission.
 */
export async function releaseOrderHoldings(q: Queryable, orderIds: number[]): Promise<void> {
  await restoreOrderStock(q, orderIds);
  await releaseCoupons(q, orderIds);
}

/** Why the system cancelled an unpaid order. */
export const EXPIRED_REASON = '超时未支付，系统自动取消';

/** Cancels a submission whose 30 minutes have passed unpaid (checked whenever it is read or paid). */
export async function expireIfDue(q: Queryable, userId: number, submissionId: number): Promise<void> {
  if (await selectSubmissionDue(q, submissionId, userId))
    await cancelSubmission(q, submissionId, 'EXPIRE', EXPIRED_REASON);
}

/** The buyer cancels an unpaid order, with the other orders of its submission. */
export async function cancelByBuyer(q: Queryable, userId: number, orderNo: string): Promise<number> {
  const order = await selectOrderStatus(q, orderNo, userId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (nextOrderStatus(order.status, 'CANCEL') === null) throw new AppError(409, '订单状态已变化，无法取消');
  const done = await cancelSubmission(q, order.submissionId, 'CANCEL', '买家取消');
  if (!done) throw new AppError(409, '订单状态已变化，无法取消');
  return order.submissionId;
}

/**
 * The unpaid-order sweeper: cancels every submission of every tenant whose 30 minutes have passed.
 * Safe to run anywhere at any time (several API nodes included): each cancellation happens once.
 */
export async function sweepExpiredOrders(db: Database): Promise<number> {
  const shops = await db.anonymous(selectShopsWithExpiredOrders);
  let count = 0;
  for (const shopId of shops) {
    const due = await db.tenant(shopId, selectExpiredSubmissions);
    for (const id of due) {
      const done = await db.tenant(shopId, (q) => cancelSubmission(q, id, 'EXPIRE', EXPIRED_REASON));
      if (done) count += 1;
    }
  }
  return count;
}

/**
 * Folds the sales tally (units ordered, less units given back by cancellations, since the last run) into
 * product_sku.sales for every tenant; returns how many SKUs changed. Orders do not touch the wide,
 * indexed catalogue row themselves (migration 0012), so 销量 and the sales sort lag by one sweep.
 * Maintenance, so it runs as the owner. Safe to run concurrently: a tally row is deleted, and so
 * counted, once.
 */
export async function rollUpSales(db: Database): Promise<number> {
  return db.owner(foldSalesTally);
}
