import { nextOrderStatus, type OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';

/** An order in a list (openapi order.yaml OrderSummary). */
export type OrderSummary = components['schemas']['OrderSummary'];
/** A submission with its orders (openapi order.yaml Submission). */
export type SubmissionView = components['schemas']['Submission'];

const SUMMARY = `o.order_no AS "orderNo", o.submission_id AS "submissionId", o.store_id AS "storeId",
  st.name AS "storeName", o.status, o.pay_amount::text AS "payAmount",
  ls.n AS "lineCount", COALESCE(ls.first_name, '') AS "firstLineName", COALESCE(ls.first_img, '') AS "firstLineImg",
  o.created_at AS "createdAt"`;

/** The tables behind SUMMARY: the order, its store, and its line count and first line in one pass. */
const SUMMARY_FROM = `mall_order o JOIN store st ON st.id = o.store_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, (array_agg(l.name ORDER BY l.id))[1] AS first_name,
           (array_agg(l.main_img ORDER BY l.id))[1] AS first_img
      FROM order_line l WHERE l.order_id = o.id) ls`;

type SummaryRow = Omit<OrderSummary, 'createdAt'> & { createdAt: Date };
const summary = (r: SummaryRow): OrderSummary => ({ ...r, createdAt: r.createdAt.toISOString() });

/** A submission of this user with its orders; an expired unpaid one is cancelled first (lazily). */
export async function submissionView(
  q: Queryable,
  userId: number,
  submissionId: number,
): Promise<SubmissionView> {
  await expireIfDue(q, userId, submissionId);
  const { rows: subs } = await q.query<{ payAmount: string; expiresAt: Date }>(
    `SELECT pay_amount::text AS "payAmount", expires_at AS "expiresAt" FROM order_submission WHERE id = $1 AND user_id = $2`,
    [submissionId, userId],
  );
  const sub = subs[0];
  if (!sub) throw notFound('订单不存在');
  const { rows } = await q.query<
    SummaryRow & { payMethod: SubmissionView['payMethod']; paidAt: Date | null }
  >(
    `SELECT ${SUMMARY}, o.pay_method AS "payMethod", o.paid_at AS "paidAt"
       FROM ${SUMMARY_FROM} WHERE o.submission_id = $1 ORDER BY o.id`,
    [submissionId],
  );
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
    orders: rows.map(({ payMethod: _m, paidAt: _p, ...r }) => summary(r)),
  };
}

export async function orderList(
  q: Queryable,
  userId: number,
  status: OrderStatus | undefined,
  current: number,
  size: number,
) {
  const { rows } = await q.query<SummaryRow & { total: number }>(
    `SELECT ${SUMMARY}, count(*) OVER ()::int AS total
       FROM ${SUMMARY_FROM}
      WHERE o.user_id = $1 AND ($2::text IS NULL OR o.status = $2)
      ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
    [userId, status ?? null, size, (current - 1) * size],
  );
  return {
    records: rows.map(({ total: _t, ...r }) => summary(r)),
    total: rows[0]?.total ?? 0,
    current,
    size,
  };
}

export async function orderDetail(q: Queryable, userId: number, orderNo: string) {
  const submission = await q.query<{ submissionId: number }>(
    'SELECT submission_id AS "submissionId" FROM mall_order WHERE order_no = $1 AND user_id = $2',
    [orderNo, userId],
  );
  if (!submission.rows[0]) throw notFound('订单不存在');
  await expireIfDue(q, userId, submission.rows[0].submissionId);
  const { rows } = await q.query<{
    id: number;
    orderNo: string;
    submissionId: number;
    storeId: number;
    storeName: string;
    status: OrderStatus;
    goodsAmount: string;
    shippingFee: string;
    couponAmount: string;
    pointsUsed: number;
    pointsAmount: string;
    payAmount: string;
    deliveryMethod: 1 | 2 | 3 | 4;
    receiver: string;
    phone: string;
    address: string;
    invoice: { kind: string; titleType: string | null; title: string; taxpayerId: string };
    message: string;
    payMethod: string | null;
    paidAt: Date | null;
    createdAt: Date;
    expiresAt: Date;
    canceledAt: Date | null;
    cancelReason: string | null;
  }>(
    `SELECT o.id, o.order_no AS "orderNo", o.submission_id AS "submissionId", o.store_id AS "storeId",
            st.name AS "storeName", o.status, o.goods_amount::text AS "goodsAmount", o.shipping_fee::text AS "shippingFee",
            o.coupon_amount::text AS "couponAmount", o.points_used AS "pointsUsed", o.points_amount::text AS "pointsAmount",
            o.pay_amount::text AS "payAmount", o.delivery_method AS "deliveryMethod", o.receiver, o.phone, o.address,
            o.invoice, o.message, o.pay_method AS "payMethod", o.paid_at AS "paidAt", o.created_at AS "createdAt",
            o.expires_at AS "expiresAt", o.canceled_at AS "canceledAt", o.cancel_reason AS "cancelReason"
       FROM mall_order o JOIN store st ON st.id = o.store_id WHERE o.order_no = $1 AND o.user_id = $2`,
    [orderNo, userId],
  );
  const o = rows[0]!;
  const lines = await q.query<components['schemas']['OrderDetail']['lines'][number]>(
    `SELECT sku_id AS "skuId", name, main_img AS "mainImg", unit, price::text AS price,
            trim_scale(quantity)::text AS quantity, amount::text AS amount
       FROM order_line WHERE order_id = $1 ORDER BY id`,
    [o.id],
  );
  const { id: _id, ...rest } = o;
  return {
    ...rest,
    lines: lines.rows.map((l) => ({ ...l, price: priceString(l.price)! })),
    paidAt: o.paidAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    canceledAt: o.canceledAt?.toISOString() ?? null,
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
  const { rows: canceled } = await q.query<{ id: number; pointsUsed: number; userId: number }>(
    `UPDATE mall_order SET status = $2, canceled_at = now(), cancel_reason = $3
      WHERE submission_id = $1 AND status = 'pendingPayment'
      RETURNING id, points_used AS "pointsUsed", user_id AS "userId"`,
    [submissionId, to, reason],
  );
  if (canceled.length === 0) return false;
  const ids = canceled.map((o) => o.id);
  const userId = canceled[0]!.userId;
  await q.query(
    `WITH back AS (
       SELECT sku_id, -sum(change)::int AS units FROM stock_ledger
        WHERE order_id = ANY($1::bigint[]) GROUP BY sku_id HAVING sum(change) <> 0),
     restored AS (
       UPDATE sku_stock k SET stock = k.stock + back.units FROM back WHERE k.sku_id = back.sku_id),
     tally AS (
       INSERT INTO sales_tally (shop_id, sku_id, units)
       SELECT current_setting('app.shop_id', true), sku_id, -units FROM back)
     INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
     SELECT current_setting('app.shop_id', true), back.sku_id, back.units, 'cancel',
            (SELECT min(l.order_id) FROM stock_ledger l WHERE l.sku_id = back.sku_id AND l.order_id = ANY($1::bigint[]))
       FROM back`,
    [ids],
  );
  await q.query(
    'UPDATE user_coupon SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ANY($1::bigint[])',
    [ids],
  );
  const points = canceled.reduce((a, o) => a + o.pointsUsed, 0);
  if (points > 0) {
    const { rows } = await q.query<{ points: number }>(
      'UPDATE member_account SET points = points + $2 WHERE user_id = $1 RETURNING points',
      [userId, points],
    );
    await q.query(
      `INSERT INTO points_ledger (shop_id, user_id, change, points_after, reason, submission_id)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, 'return', $4)`,
      [userId, points, rows[0]!.points, submissionId],
    );
  }
  await q.query(`UPDATE payment SET status = 'expired' WHERE submission_id = $1 AND status = 'pending'`, [
    submissionId,
  ]);
  return true;
}

/** Cancels a submission whose 30 minutes have passed unpaid (checked whenever it is read or paid). */
export async function expireIfDue(q: Queryable, userId: number, submissionId: number): Promise<void> {
  const { rows } = await q.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM mall_order WHERE submission_id = $1 AND user_id = $2
                     AND status = 'pendingPayment' AND expires_at <= now()) AS due`,
    [submissionId, userId],
  );
  if (rows[0]?.due) await cancelSubmission(q, submissionId, 'EXPIRE', '超时未支付，系统自动取消');
}

/** The buyer cancels an unpaid order, with the other orders of its submission. */
export async function cancelByBuyer(q: Queryable, userId: number, orderNo: string): Promise<number> {
  const { rows } = await q.query<{ submissionId: number; status: OrderStatus }>(
    'SELECT submission_id AS "submissionId", status FROM mall_order WHERE order_no = $1 AND user_id = $2',
    [orderNo, userId],
  );
  const order = rows[0];
  if (!order) throw notFound('订单不存在');
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
  const shops = await db.anonymous(async (q) => {
    const { rows } = await q.query<{ shop: string }>('SELECT shops_with_expired_orders() AS shop');
    return rows.map((r) => r.shop);
  });
  let count = 0;
  for (const shopId of shops) {
    const due = await db.tenant(shopId, async (q) => {
      const { rows } = await q.query<{ id: number }>(
        `SELECT DISTINCT submission_id AS id FROM mall_order WHERE status = 'pendingPayment' AND expires_at <= now()`,
      );
      return rows.map((r) => r.id);
    });
    for (const id of due) {
      const done = await db.tenant(shopId, (q) =>
        cancelSubmission(q, id, 'EXPIRE', '超时未支付，系统自动取消'),
      );
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
  return db.owner(async (q) => {
    const { rowCount } = await q.query(
      `WITH done AS (DELETE FROM sales_tally RETURNING sku_id, units),
       per AS (SELECT sku_id, sum(units)::int AS units FROM done GROUP BY sku_id)
       UPDATE product_sku s SET sales = greatest(s.sales + per.units, 0) FROM per WHERE s.id = per.sku_id`,
    );
    return rowCount;
  });
}
