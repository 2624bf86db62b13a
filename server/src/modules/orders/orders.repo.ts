import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

type OrderSummary = components['schemas']['OrderSummary'];
type OrderDetail = components['schemas']['OrderDetail'];

const SUMMARY = `o.order_no AS "orderNo", o.submission_id AS "submissionId", o.store_id AS "storeId",
  st.name AS "storeName", o.status, o.pay_amount::text AS "payAmount",
  ls.n AS "lineCount", COALESCE(ls.first_name, '') AS "firstLineName", COALESCE(ls.first_img, '') AS "firstLineImg",
  ls.lines, o.created_at AS "createdAt", o.expires_at AS "expiresAt", o.shipped_at AS "shippedAt",
  o.receive_due_at AS "receiveDueAt", o.recycled_at IS NOT NULL AS recycled, o.pay_method AS "payMethod",
  ls.vouchers = ls.n AS "voucherOrder", o.order_type AS "orderType"`;

/** How many lines an order in a list shows (openapi order.yaml OrderSummary.lines). */
const LIST_LINES = 5;

/**
 * The tables behind SUMMARY: the orders (`source`, aliased o: mall_order or a page of it), their store, and
 * each one's line count and first lines in one pass.
 */
const summaryFrom = (source = 'mall_order o') => `${source} JOIN store st ON st.id = o.store_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, count(*) FILTER (WHERE l.goods_kind = 2)::int AS vouchers,
           (array_agg(l.name ORDER BY l.id))[1] AS first_name,
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

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** A submission of the user: what it asks to pay and until when; undefined when none. */
export async function selectSubmission(q: Queryable, submissionId: number, userId: number) {
  const { rows } = await q.query<{ payAmount: string; expiresAt: Date }>(
    `SELECT pay_amount::text AS "payAmount", expires_at AS "expiresAt" FROM order_submission WHERE id = $1 AND user_id = $2`,
    [submissionId, userId],
  );
  return rows[0];
}

/** The orders of a submission that are not deleted, as list entries with when they were paid, by id. */
export async function selectSubmissionOrders(
  q: Queryable,
  submissionId: number,
): Promise<Array<OrderSummary & { paidAt: Date | null }>> {
  const { rows } = await q.query<SummaryRow & { paidAt: Date | null }>(
    `SELECT ${SUMMARY}, o.paid_at AS "paidAt"
       FROM ${summaryFrom()} WHERE o.submission_id = $1 AND o.deleted_at IS NULL ORDER BY o.id`,
    [submissionId],
  );
  return rows.map(({ paidAt, ...r }) => ({ ...summary(r), paidAt }));
}

/**
 * Orders of a user matching a condition on `o` (mall_order), as list entries, newest first, one page:
 * the page is chosen first, and only its orders are joined with their store and lines. Past the last
 * page a second statement counts the matching orders.
 */
export async function selectOrderSummaries(
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

/** One order of the user by number as a list entry; undefined when not theirs. */
export async function selectOrderSummary(
  q: Queryable,
  userId: number,
  orderNo: string,
): Promise<OrderSummary | undefined> {
  const { records } = await selectOrderSummaries(q, userId, 'o.order_no = $1', [orderNo], {
    current: 1,
    size: 1,
  });
  return records[0];
}

/** The submission of the user's order (not deleted); undefined when none. */
export async function selectSubmissionOfOrder(
  q: Queryable,
  orderNo: string,
  userId: number,
): Promise<number | undefined> {
  const submission = await q.query<{ submissionId: number }>(
    `SELECT submission_id AS "submissionId" FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  return submission.rows[0]?.submissionId;
}

/** The user's order (not deleted) with its store, without lines and packages; undefined when none. */
export async function selectOrderDetail(
  q: Queryable,
  orderNo: string,
  userId: number,
): Promise<(Omit<OrderDetail, 'lines' | 'packages'> & { id: number }) | undefined> {
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
  if (!o) return undefined;
  return {
    ...o,
    paidAt: iso(o.paidAt),
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    canceledAt: iso(o.canceledAt),
    shippedAt: iso(o.shippedAt),
    receivedAt: iso(o.receivedAt),
    receiveDueAt: iso(o.receiveDueAt),
  };
}

/** The lines of an order, by id. */
export async function selectOrderLines(q: Queryable, orderId: number): Promise<OrderDetail['lines']> {
  const lines = await q.query<OrderDetail['lines'][number]>(
    `SELECT id AS "lineId", sku_id AS "skuId", name, main_img AS "mainImg", specs, unit, price::text AS price,
            trim_scale(quantity)::text AS quantity, amount::text AS amount,
            CASE goods_kind WHEN 2 THEN 'voucher' ELSE 'physical' END AS "goodsKind"
       FROM order_line WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return lines.rows.map((l) => ({ ...l, price: priceString(l.price)! }));
}

/**
 * Moves every order of the submission still awaiting payment to `to` (cancelled, with the reason), in one
 * conditional UPDATE; the orders it changed, with the points each used and their buyer.
 */
export async function cancelPendingOrders(
  q: Queryable,
  submissionId: number,
  to: OrderStatus,
  reason: string,
) {
  const { rows } = await q.query<{ id: number; pointsUsed: number; userId: number }>(
    `UPDATE mall_order SET status = $2, canceled_at = now(), cancel_reason = $3
      WHERE submission_id = $1 AND status = 'pendingPayment'
      RETURNING id, points_used AS "pointsUsed", user_id AS "userId"`,
    [submissionId, to, reason],
  );
  return rows;
}

/**
 * Gives back the stock the orders took (what their stock ledger still holds against them), with the
 * ledger rows and the sales tally taken back, in one statement.
 */
export async function restoreOrderStock(q: Queryable, orderIds: number[]): Promise<void> {
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
    [orderIds],
  );
}

/** Makes the coupons the orders used unused again. */
export async function releaseCoupons(q: Queryable, orderIds: number[]): Promise<void> {
  await q.query(
    'UPDATE user_coupon SET status = 0, order_id = NULL, used_at = NULL WHERE order_id = ANY($1::bigint[])',
    [orderIds],
  );
}

/** Expires the submission's pending payments. */
export async function expirePendingPayments(q: Queryable, submissionId: number): Promise<void> {
  await q.query(`UPDATE payment SET status = 'expired' WHERE submission_id = $1 AND status = 'pending'`, [
    submissionId,
  ]);
}

/** Whether the user's submission has an order awaiting payment past its time. */
export async function selectSubmissionDue(
  q: Queryable,
  submissionId: number,
  userId: number,
): Promise<boolean> {
  const { rows } = await q.query<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM mall_order WHERE submission_id = $1 AND user_id = $2
                     AND status = 'pendingPayment' AND expires_at <= now()) AS due`,
    [submissionId, userId],
  );
  return rows[0]?.due ?? false;
}

/** The submission and status of the user's order (not deleted); undefined when none. */
export async function selectOrderStatus(q: Queryable, orderNo: string, userId: number) {
  const { rows } = await q.query<{ submissionId: number; status: OrderStatus }>(
    `SELECT submission_id AS "submissionId", status FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  return rows[0];
}

/** The shops with unpaid orders past their time (the definer function shops_with_expired_orders). */
export async function selectShopsWithExpiredOrders(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ shop: string }>('SELECT shops_with_expired_orders() AS shop');
  return rows.map((r) => r.shop);
}

/** The tenant's submissions with an order awaiting payment past its time. */
export async function selectExpiredSubmissions(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT DISTINCT submission_id AS id FROM mall_order WHERE status = 'pendingPayment' AND expires_at <= now()`,
  );
  return rows.map((r) => r.id);
}

/**
 * Deletes every row of the sales tally and adds their units to product_sku.sales (never below 0), in one
 * statement of a transaction whose changes are of kind `sales`; how many SKUs changed.
 */
export async function foldSalesTally(q: Queryable): Promise<number> {
  // The caches hear a change of kind `sales` (migration 0077): the home floors keep answering meanwhile.
  await q.query(`SELECT set_config('app.change_kind', 'sales', true)`);
  const { rowCount } = await q.query(
    `WITH done AS (DELETE FROM sales_tally RETURNING shop_id, sku_id, units),
       per AS (SELECT shop_id, sku_id, sum(units)::int AS units FROM done GROUP BY shop_id, sku_id)
       UPDATE product_sku s SET sales = greatest(s.sales + per.units, 0)
         FROM per WHERE s.shop_id = per.shop_id AND s.id = per.sku_id`,
  );
  return rowCount;
}
