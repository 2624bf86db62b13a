import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** order_voucher.status (migration 0023). */
export const VOUCHER_STATUS = { unused: 0, used: 1, refunded: 2 } as const;

/** Lines of the submission's orders that sell service vouchers and have no codes yet: one code per unit. */
export async function selectLinesAwaitingCodes(q: Queryable, submissionId: number) {
  const { rows } = await q.query<{ lineId: number; orderId: number; units: number }>(
    `SELECT l.id AS "lineId", l.order_id AS "orderId", l.quantity::int AS units
       FROM order_line l JOIN mall_order o ON o.id = l.order_id
      WHERE o.submission_id = $1 AND l.goods_kind = 2
        AND NOT EXISTS (SELECT 1 FROM order_voucher v WHERE v.order_line_id = l.id)
      ORDER BY l.id`,
    [submissionId],
  );
  return rows;
}

/**
 * Inserts codes for lines; a code another voucher of the shop already has is skipped (ON CONFLICT), and
 * the codes inserted are answered, so the caller draws again for the rest.
 */
export async function insertVoucherCodes(
  q: Queryable,
  codes: Array<{ orderId: number; lineId: number; code: string }>,
): Promise<Set<string>> {
  const { rows } = await q.query<{ code: string }>(
    `INSERT INTO order_voucher (shop_id, order_id, order_line_id, code)
     SELECT current_setting('app.shop_id', true), c.order_id, c.line_id, c.code
       FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS c(order_id, line_id, code)
     ON CONFLICT (shop_id, code) DO NOTHING
     RETURNING code`,
    [codes.map((c) => c.orderId), codes.map((c) => c.lineId), codes.map((c) => c.code)],
  );
  return new Set(rows.map((r) => r.code));
}

/**
 * Moves the submission's orders that hold only service vouchers from `from` to `to` (the codes are their
 * delivery), by one conditional UPDATE; no receipt deadline: they complete when every code is settled.
 */
export async function markVoucherOrdersDelivered(
  q: Queryable,
  submissionId: number,
  to: OrderStatus,
  from: OrderStatus,
): Promise<number> {
  // Counted by RETURNING: PGlite's affected-row count also counts rows a subquery or policy touched.
  const { rows } = await q.query(
    `UPDATE mall_order o SET status = $2, shipped_at = now(), receive_due_at = NULL
      WHERE o.submission_id = $1 AND o.status = $3
        AND NOT EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id AND l.goods_kind <> 2)
      RETURNING o.id`,
    [submissionId, to, from],
  );
  return rows.length;
}

export interface VoucherRow {
  code: string;
  lineId: number;
  status: number;
  refunding: boolean;
  usedAt: Date | null;
  refundedAt: Date | null;
}

const VOUCHER_COLUMNS = `v.code, v.order_line_id AS "lineId", v.status, (v.after_sale_id IS NOT NULL AND v.status = 0) AS refunding,
  v.used_at AS "usedAt", v.refunded_at AS "refundedAt"`;

/** The codes of an order, in the order they were issued. */
export async function selectOrderVouchers(q: Queryable, orderId: number): Promise<VoucherRow[]> {
  const { rows } = await q.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM order_voucher v WHERE v.order_id = $1 ORDER BY v.id`,
    [orderId],
  );
  return rows;
}

export interface VoucherLookupRow extends VoucherRow {
  orderId: number;
  orderNo: string;
  orderStatus: OrderStatus;
  storeId: number;
  storeName: string;
  name: string;
  specs: string;
  mainImg: string;
  buyer: string;
  paidAt: Date | null;
}

/** A code with its order and line, for the console; undefined when no voucher of the shop has it. */
export async function selectVoucherByCode(q: Queryable, code: string): Promise<VoucherLookupRow | undefined> {
  const { rows } = await q.query<VoucherLookupRow>(
    `SELECT ${VOUCHER_COLUMNS}, o.id AS "orderId", o.order_no AS "orderNo", o.status AS "orderStatus",
            o.store_id AS "storeId", st.name AS "storeName", l.name, l.specs, l.main_img AS "mainImg",
            o.receiver AS buyer, o.paid_at AS "paidAt"
       FROM order_voucher v
       JOIN mall_order o ON o.id = v.order_id
       JOIN order_line l ON l.id = v.order_line_id
       JOIN store st ON st.id = o.store_id
      WHERE v.code = $1`,
    [code],
  );
  return rows[0];
}

/**
 * Redeems an unused code that no refund request holds, by one conditional UPDATE; the order it belongs
 * to, or undefined when the code is not (or no longer) redeemable.
 */
export async function markVoucherUsed(
  q: Queryable,
  code: string,
  staffUserId: number,
): Promise<{ orderId: number } | undefined> {
  const { rows } = await q.query<{ orderId: number }>(
    `UPDATE order_voucher SET status = 1, used_at = now(), used_by = $2
      WHERE code = $1 AND status = 0 AND after_sale_id IS NULL
      RETURNING order_id AS "orderId"`,
    [code, staffUserId],
  );
  return rows[0];
}

/** How many unused codes of a line no refund request holds. */
export async function countFreeVouchers(q: Queryable, lineId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM order_voucher WHERE order_line_id = $1 AND status = 0 AND after_sale_id IS NULL`,
    [lineId],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Lets a refund request hold `units` unused codes of a line (the earliest issued), locking them; how many
 * it got. Codes a racing redemption or request took are skipped, so the caller compares.
 */
export async function holdVouchers(
  q: Queryable,
  lineId: number,
  afterSaleId: number,
  units: number,
): Promise<number> {
  const { rows } = await q.query(
    // The pick is a CTE, evaluated once (an IN subquery with LIMIT may be run again per row).
    `WITH pick AS (SELECT id FROM order_voucher
                    WHERE order_line_id = $1 AND status = 0 AND after_sale_id IS NULL
                    ORDER BY id LIMIT $3 FOR UPDATE)
     UPDATE order_voucher v SET after_sale_id = $2 FROM pick
      WHERE v.id = pick.id AND v.status = 0 AND v.after_sale_id IS NULL
      RETURNING v.id`,
    [lineId, afterSaleId, units],
  );
  return rows.length;
}

/** Lets go of the codes a request held that are still unused (the request ended without a refund). */
export async function releaseVouchers(q: Queryable, afterSaleId: number): Promise<void> {
  await q.query(`UPDATE order_voucher SET after_sale_id = NULL WHERE after_sale_id = $1 AND status = 0`, [
    afterSaleId,
  ]);
}

/** Marks the codes a request held refunded; how many. */
export async function markVouchersRefunded(q: Queryable, afterSaleId: number): Promise<number> {
  const { rows } = await q.query(
    `UPDATE order_voucher SET status = 2, refunded_at = now() WHERE after_sale_id = $1 AND status = 0
      RETURNING id`,
    [afterSaleId],
  );
  return rows.length;
}

/**
 * An order with what receiving it needs (buyer, what was paid and not refunded) and how its codes stand
 * (unused, used), its row locked; undefined when there is no such order.
 */
export async function selectVoucherOrderForUpdate(q: Queryable, orderId: number) {
  const { rows } = await q.query<{
    id: number;
    status: OrderStatus;
    userId: number;
    paid: string;
    payMethod: string | null;
    unused: number;
    used: number;
    physical: number;
  }>(
    `SELECT o.id, o.status, o.user_id AS "userId", GREATEST(o.pay_amount - o.refunded_amount, 0)::text AS paid,
            o.pay_method AS "payMethod",
            (SELECT count(*)::int FROM order_voucher v WHERE v.order_id = o.id AND v.status = 0) AS unused,
            (SELECT count(*)::int FROM order_voucher v WHERE v.order_id = o.id AND v.status = 1) AS used,
            (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id AND l.goods_kind <> 2) AS physical
       FROM mall_order o WHERE o.id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

/** Whether an order sells service vouchers only (its receipt is the codes being used, not a parcel). */
export async function isVoucherOrder(q: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await q.query<{ v: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM order_line WHERE order_id = $1 AND goods_kind = 2)
        AND NOT EXISTS (SELECT 1 FROM order_line WHERE order_id = $1 AND goods_kind <> 2) AS v`,
    [orderId],
  );
  return rows[0]?.v ?? false;
}
