import { nextOrderStatus, type OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';
import { packagesOf } from './fulfilment.service.ts';

/** An order in a list (openapi order.yaml OrderSummary). */
export type OrderSummary = components['schemas']['OrderSummary'];
/** A submission with its orders (openapi order.yaml Submission). */
export type SubmissionView = components['schemas']['Submission'];

/** What the buyer sees of an order that is not theirs, unknown, or deleted from their recycle bin. */
export const ORDER_NOT_FOUND = '订单不存在';

const SUMMARY = `o.order_no AS "orderNo", o.submission_id AS "submissionId", o.store_id AS "storeId",
  st.name AS "storeName", o.status, o.pay_amount::text AS "payAmount",
  ls.n AS "lineCount", COALESCE(ls.first_name, '') AS "firstLineName", COALESCE(ls.first_img, '') AS "firstLineImg",
  ls.lines, o.created_at AS "createdAt", o.expires_at AS "expiresAt", o.shipped_at AS "shippedAt",
  o.receive_due_at AS "receiveDueAt", o.recycled_at IS NOT NULL AS recycled, o.pay_method AS "payMethod"`;

/** How many lines an order in a list shows (openapi order.yaml OrderSummary.lines). */
const LIST_LINES = 5;

/**
 * The tables behind SUMMARY: the orders (`source`, aliased o: mall_order or a page of it), their store, and
 * each one's line count and first lines in one pass.
 */
const summaryFrom = (source = 'mall_order o') => `${source} JOIN store st ON st.id = o.store_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, (array_agg(l.name ORDER BY l.id))[1] AS first_name,
           (array_agg(l.main_img ORDER BY l.id))[1] AS first_img,
           COALESCE(json_agg(json_build_object('lineId', l.id, 'skuId', l.sku_id, 'name', l.name,
                                               'mainImg', l.main_img, 'specs', l.specs,
                                               'quantity', trim_scale(l.quantity)::text, 'price', l.price::text)
                             ORDER BY l.id) FILTER (WHERE l.rn <= ${LIST_LINES}), '[]') AS lines
      FROM (SELECT l.*, row_number() OVER (ORDER BY l.id) AS rn FROM order_line l WHERE l.order_id = o.id) l) ls`;

type SummaryRow = Omit<OrderSummary, 'createdAt' | 'expiresAt' | 'shippedAt' | 'receiveDueAt'> & {
  createdAt: Date;
  expiresAt: Date;
  shippedAt: Date | null;
  receiveDueAt: Date | null;
};
const summary = (r: SummaryRow): OrderSummary => ({
  ...r,
  lines: r.lines.map((l) => ({ ...l, price: priceString(l.price)! })),
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  shippedAt: r.shippedAt?.toISOString() ?? null,
  receiveDueAt: r.receiveDueAt?.toISOString() ?? null,
});

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
  if (!sub) throw notFound(ORDER_NOT_FOUND);
  // Orders the buyer deleted from the recycle bin are gone for them, here too.
  const { rows } = await q.query<SummaryRow & { paidAt: Date | null }>(
    `SELECT ${SUMMARY}, o.paid_at AS "paidAt"
       FROM ${summaryFrom()} WHERE o.submission_id = $1 AND o.deleted_at IS NULL ORDER BY o.id`,
    [submissionId],
  );
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
    orders: rows.map(({ paidAt: _p, ...r }) => summary(r)),
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
  const n = params.length;
  const matching = `mall_order o WHERE o.user_id = $${n + 1} AND o.deleted_at IS NULL AND (${where})`;
  const { rows } = await q.query<SummaryRow & { total: number }>(
    `SELECT ${SUMMARY}, o.total
       FROM ${summaryFrom(`(SELECT o.*, count(*) OVER ()::int AS total FROM ${matching}
                             ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 2} OFFSET $${n + 3}) o`)}
      ORDER BY o.created_at DESC, o.id DESC`,
    [...params, userId, page.size, (page.current - 1) * page.size],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.current > 1) {
    // Past the last page: the count still tells how many there are.
    const counted = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${matching}`, [
      ...params,
      userId,
    ]);
    total = counted.rows[0]!.n;
  }
  return { records: rows.map(({ total: _t, ...r }) => summary(r)), total };
}

/** One order of the user as a list entry (the answer of the list's buttons); 404 when not theirs. */
export async function orderSummary(q: Queryable, userId: number, orderNo: string): Promise<OrderSummary> {
  const { records } = await orderSummaries(q, userId, 'o.order_no = $1', [orderNo], { current: 1, size: 1 });
  if (!records[0]) throw notFound(ORDER_NOT_FOUND);
  return records[0];
}

/** One order of the buyer (openapi order.yaml OrderDetail). */
export type OrderDetail = components['schemas']['OrderDetail'];

export async function orderDetail(q: Queryable, userId: number, orderNo: string): Promise<OrderDetail> {
  const submission = await q.query<{ submissionId: number }>(
    `SELECT submission_id AS "submissionId" FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  if (!submission.rows[0]) throw notFound(ORDER_NOT_FOUND);
  await expireIfDue(q, userId, submission.rows[0].submissionId);
  const { rows } = await q.query<
    Omit<
      OrderDetail,
      | 'lines'
      | 'packages'
      | 'paidAt'
      | 'createdAt'
      | 'expiresAt'
      | 'canceledAt'
      | 'shippedAt'
      | 'receivedAt'
      | 'receiveDueAt'
    > & {
      id: number;
      paidAt: Date | null;
      createdAt: Date;
      expiresAt: Date;
      canceledAt: Date | null;
      shippedAt: Date | null;
      receivedAt: Date | null;
      receiveDueAt: Date | null;
    }
  >(
    `SELECT o.id, o.order_no AS "orderNo", o.submission_id AS "submissionId", o.store_id AS "storeId",
            st.name AS "storeName", o.status, o.goods_amount::text AS "goodsAmount", o.shipping_fee::text AS "shippingFee",
            o.coupon_amount::text AS "couponAmount", o.points_used AS "pointsUsed", o.points_amount::text AS "pointsAmount",
            o.pay_amount::text AS "payAmount", o.delivery_method AS "deliveryMethod", o.receiver, o.phone, o.address,
            o.invoice, o.message, o.pay_method AS "payMethod", o.paid_at AS "paidAt", o.created_at AS "createdAt",
            o.expires_at AS "expiresAt", o.canceled_at AS "canceledAt", o.cancel_reason AS "cancelReason",
            o.shipped_at AS "shippedAt", o.received_at AS "receivedAt", o.receive_due_at AS "receiveDueAt",
            o.recycled_at IS NOT NULL AS recycled
       FROM mall_order o JOIN store st ON st.id = o.store_id
      WHERE o.order_no = $1 AND o.user_id = $2 AND o.deleted_at IS NULL`,
    [orderNo, userId],
  );
  const o = rows[0];
  if (!o) throw notFound(ORDER_NOT_FOUND);
  const lines = await q.query<OrderDetail['lines'][number]>(
    `SELECT id AS "lineId", sku_id AS "skuId", name, main_img AS "mainImg", specs, unit, price::text AS price,
            trim_scale(quantity)::text AS quantity, amount::text AS amount
       FROM order_line WHERE order_id = $1 ORDER BY id`,
    [o.id],
  );
  const { id, ...rest } = o;
  return {
    ...rest,
    lines: lines.rows.map((l) => ({ ...l, price: priceString(l.price)! })),
    paidAt: iso(o.paidAt),
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    canceledAt: iso(o.canceledAt),
    shippedAt: iso(o.shippedAt),
    receivedAt: iso(o.receivedAt),
    receiveDueAt: iso(o.receiveDueAt),
    packages: await packagesOf(q, id),
  };
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

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

/** Why the system cancelled an unpaid order. */
export const EXPIRED_REASON = '超时未支付，系统自动取消';

/** Cancels a submission whose 30 minutes have passed unpaid (checked whenever it is read or paid). */
export async function expireIfDue(q: Queryable, userId: number, submissionId: number): Promise<void> {
  const { rows } = await q.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM mall_order WHERE submission_id = $1 AND user_id = $2
                     AND status = 'pendingPayment' AND expires_at <= now()) AS due`,
    [submissionId, userId],
  );
  if (rows[0]?.due) await cancelSubmission(q, submissionId, 'EXPIRE', EXPIRED_REASON);
}

/** The buyer cancels an unpaid order, with the other orders of its submission. */
export async function cancelByBuyer(q: Queryable, userId: number, orderNo: string): Promise<number> {
  const { rows } = await q.query<{ submissionId: number; status: OrderStatus }>(
    `SELECT submission_id AS "submissionId", status FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  const order = rows[0];
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
  return db.owner(async (q) => {
    const { rowCount } = await q.query(
      `WITH done AS (DELETE FROM sales_tally RETURNING sku_id, units),
       per AS (SELECT sku_id, sum(units)::int AS units FROM done GROUP BY sku_id)
       UPDATE product_sku s SET sales = greatest(s.sales + per.units, 0) FROM per WHERE s.id = per.sku_id`,
    );
    return rowCount;
  });
}
