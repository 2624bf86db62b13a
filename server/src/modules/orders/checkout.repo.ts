import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';

/**
 * What the buyer holds unpaid (orders awaiting payment and not expired) and the shop's limits on it
 * (base_config max_unpaid_orders, default 10; max_unpaid_units_per_sku, default 500): how many such
 * orders, and the units of each SKU in them.
 */
export interface UnpaidHold {
  orders: number;
  maxOrders: number;
  maxUnits: number;
  held: Array<{ skuId: number; units: number }>;
}

/**
 * The buyer's unpaid hold ({@link UnpaidHold}). Read after the buyer's order lock is taken (the claim's
 * statement, before this one), so no order of theirs can be placed between this read and the insert.
 */
export async function selectUnpaidHold(q: Queryable, userId: number): Promise<UnpaidHold> {
  const { rows } = await q.query<UnpaidHold>(
    // The unpaid orders' lines are read by order (OFFSET 0 keeps any filter out of the scan), so the one
    // plan kept for any values (order creation runs with planOnce) cannot walk every line of a hot SKU
    // instead, as a plan made while the tables were empty could.
    `WITH unpaid AS (SELECT id FROM mall_order
                      WHERE user_id = $1 AND status = 'pendingPayment' AND expires_at > now())
     SELECT (SELECT count(*)::int FROM unpaid) AS orders,
            COALESCE(c.max_unpaid_orders, 10) AS "maxOrders",
            COALESCE(c.max_unpaid_units_per_sku, 500) AS "maxUnits",
            COALESCE((SELECT json_agg(json_build_object('skuId', h.sku_id, 'units', h.units))
                        FROM (SELECT l.sku_id, sum(ceil(l.quantity))::int AS units
                                FROM unpaid u,
                                     LATERAL (SELECT sku_id, quantity FROM order_line
                                               WHERE order_id = u.id OFFSET 0) l
                               GROUP BY l.sku_id) h), '[]') AS held
       FROM (SELECT 1) one
       LEFT JOIN base_config c ON c.shop_id = current_setting('app.shop_id', true)`,
    [userId],
    { prepare: true },
  );
  return rows[0]!;
}

/** The user's unused coupons valid now (each held coupon has its own window), with the categories a category-limited coupon covers. */
export async function selectUsableCoupons(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    userCouponId: number;
    name: string;
    kind: 1 | 2 | 3 | 4;
    storeId: number | null;
    categoryIds: number[] | null;
    skuIds: number[];
    threshold: string;
    discount: string;
    validTo: Date;
  }>(
    `SELECT uc.id AS "userCouponId", c.name, c.kind, c.store_id AS "storeId",
            CASE WHEN c.category_id IS NULL THEN NULL ELSE (
              WITH RECURSIVE tree(id) AS (SELECT c.category_id UNION ALL
                SELECT k.id FROM category k JOIN tree ON k.parent_id = tree.id)
              SELECT array_agg(id) FROM tree) END AS "categoryIds",
            c.sku_ids AS "skuIds", c.threshold::text AS threshold, c.discount::text AS discount, uc.valid_to AS "validTo"
       FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id
      WHERE uc.user_id = $1 AND uc.status = 0 AND uc.valid_from <= now() AND uc.valid_to > now()
      ORDER BY c.discount DESC, uc.id`,
    [userId],
  );
  return rows.map((r) => ({
    ...r,
    categoryIds: (r.categoryIds ?? []).map(Number),
    skuIds: r.skuIds.map(Number),
    threshold: new Decimal(r.threshold),
    discount: new Decimal(r.discount),
  }));
}

/** The user's points (0 without a member account). */
export async function selectPoints(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ points: number }>('SELECT points FROM member_account WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.points ?? 0;
}

/** The submission to insert: its totals, one order per store, and the lines of every order. */
export interface NewSubmission {
  userId: number;
  goodsAmount: string;
  shippingFee: string;
  couponAmount: string;
  pointsUsed: number;
  pointsAmount: string;
  payAmount: string;
  /** Minutes until an unpaid submission expires. */
  ttlMinutes: number;
  orders: Array<{
    storeId: number;
    goodsAmount: string;
    shippingFee: string;
    couponAmount: string;
    pointsUsed: number;
    pointsAmount: string;
    payAmount: string;
    message: string;
  }>;
  status: string;
  deliveryMethod: number;
  receiver: string;
  phone: string;
  regionCodes: string[];
  address: string;
  invoice: unknown;
  /** How the orders were paid when they are paid at once, else null. */
  payMethod: string | null;
  lines: Array<{
    storeId: number;
    skuId: number;
    name: string;
    mainImg: string;
    unit: string;
    price: string | null;
    quantity: string;
    amount: string;
    /** Whole units of stock the line takes. */
    units: number;
  }>;
  /** The order's idempotency key, and the parts of its answer known before the insert. */
  key: string;
  answer: { payAmount: string; paid: boolean };
}

/** What insertSubmission made: the orders by id, and the order's whole answer as it was stored. */
export interface InsertedSubmission<A> {
  submissionId: number;
  orders: Array<{ id: number; orderNo: string; storeId: number }>;
  answer: A;
}

/**
 * In one statement: the submission, one order per store, their lines, the lines' stock ledger entries and
 * sales tally (folded into product_sku.sales later, see rollUpSales), and the order's idempotent answer
 * completed with the submission's id, order numbers and expiry. The stock itself is taken last, by
 * takeOrderStockThenCommit, which may be sent before this statement has answered.
 */
export async function insertSubmission<A>(q: Queryable, s: NewSubmission): Promise<InsertedSubmission<A>> {
  const { rows } = await q.query<{
    id: number;
    orderNo: string;
    storeId: number;
    submissionId: number;
    answer: A;
  }>(
    `WITH sub AS (
       INSERT INTO order_submission (shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                     points_amount, pay_amount, expires_at)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))
       RETURNING id, expires_at),
     o AS (
       SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id, x.*
         FROM unnest($9::bigint[], $10::numeric[], $11::numeric[], $12::numeric[], $13::int[], $14::numeric[],
                     $15::numeric[], $16::text[]) WITH ORDINALITY
           AS x(store_id, goods, ship, coupon, points, points_amount, pay, message, n)),
     ins AS (
       INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                               shipping_fee, coupon_amount, points_used, points_amount, pay_amount, delivery_method,
                               receiver, phone, region_codes, address, invoice, message, pay_method, paid_at, expires_at)
       SELECT o.id, current_setting('app.shop_id', true),
              to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(o.id::text, 8, '0'),
              sub.id, $1, o.store_id, $17, o.goods, o.ship, o.coupon, o.points, o.points_amount, o.pay, $18,
              $19, $20, $21::text[], $22, $23::jsonb, o.message, $24,
              CASE WHEN $24::text IS NULL THEN NULL ELSE now() END, sub.expires_at
         FROM o CROSS JOIN sub ORDER BY o.n
       RETURNING id, order_no, store_id, submission_id, expires_at),
     l AS (
       SELECT ins.id AS order_id, x.*
         FROM unnest($25::bigint[], $26::bigint[], $27::text[], $28::text[], $29::text[], $30::numeric[],
                     $31::numeric[], $32::numeric[], $33::int[])
           AS x(store_id, sku_id, name, main_img, unit, price, quantity, amount, units)
         JOIN ins ON ins.store_id = x.store_id),
     lines AS (
       INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount, specs,
                               goods_kind)
       SELECT current_setting('app.shop_id', true), l.order_id, l.sku_id, l.name, l.main_img, l.unit, l.price,
              l.quantity, l.amount,
              -- The variant as ordered (snapshot-detail), named as the product page names it: 颜色:黑色;规格:A4.
              COALESCE((SELECT string_agg((e.spec->>'name') || ':' || (e.spec->>'value'), ';' ORDER BY e.n)
                          FROM product_sku s, jsonb_array_elements(s.specs) WITH ORDINALITY AS e(spec, n)
                         WHERE s.id = l.sku_id), ''),
              (SELECT s.goods_kind FROM product_sku s WHERE s.id = l.sku_id)
         FROM l),
     ledger AS (
       INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
       SELECT current_setting('app.shop_id', true), l.sku_id, -l.units, 'order', l.order_id FROM l),
     tally AS (
       INSERT INTO sales_tally (shop_id, sku_id, units)
       SELECT current_setting('app.shop_id', true), l.sku_id, l.units FROM l),
     answer AS (
       SELECT $35::jsonb || jsonb_build_object(
                'submissionId', sub.id,
                'orderNos', (SELECT jsonb_agg(order_no ORDER BY id) FROM ins),
                'expiresAt', to_char(sub.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS a
         FROM sub),
     remembered AS (
       UPDATE idempotency_record SET response = (SELECT a FROM answer)
        WHERE user_id = $1 AND scope = 'order' AND key = $34)
     SELECT id, order_no AS "orderNo", store_id AS "storeId", submission_id AS "submissionId",
            (SELECT a FROM answer) AS answer
       FROM ins ORDER BY id`,
    [
      s.userId,
      s.goodsAmount,
      s.shippingFee,
      s.couponAmount,
      s.pointsUsed,
      s.pointsAmount,
      s.payAmount,
      s.ttlMinutes,
      s.orders.map((x) => x.storeId),
      s.orders.map((x) => x.goodsAmount),
      s.orders.map((x) => x.shippingFee),
      s.orders.map((x) => x.couponAmount),
      s.orders.map((x) => x.pointsUsed),
      s.orders.map((x) => x.pointsAmount),
      s.orders.map((x) => x.payAmount),
      s.orders.map((x) => x.message),
      s.status,
      s.deliveryMethod,
      s.receiver,
      s.phone,
      s.regionCodes,
      s.address,
      JSON.stringify(s.invoice),
      s.payMethod,
      s.lines.map((l) => l.storeId),
      s.lines.map((l) => l.skuId),
      s.lines.map((l) => l.name),
      s.lines.map((l) => l.mainImg),
      s.lines.map((l) => l.unit),
      s.lines.map((l) => l.price),
      s.lines.map((l) => l.quantity),
      s.lines.map((l) => l.amount),
      s.lines.map((l) => l.units),
      s.key,
      JSON.stringify(s.answer),
    ],
    { prepare: true },
  );
  return {
    submissionId: rows[0]!.submissionId,
    orders: rows.map(({ id, orderNo, storeId }) => ({ id, orderNo, storeId })),
    answer: rows[0]!.answer,
  };
}

/** Marks the user's coupon used by the order, by a conditional update on its unused status; false when it is not unused. */
export async function markCouponUsed(
  q: Queryable,
  userCouponId: number,
  userId: number,
  orderId: number,
): Promise<boolean> {
  const used = await q.query(
    `UPDATE user_coupon SET status = 1, order_id = $3, used_at = now() WHERE id = $1 AND user_id = $2 AND status = 0`,
    [userCouponId, userId, orderId],
  );
  return used.rowCount !== 0;
}

/** Deletes the user's checked cart lines of these SKUs (the ones just ordered). */
export async function deleteOrderedCartLines(q: Queryable, userId: number, skuIds: number[]): Promise<void> {
  await q.query('DELETE FROM cart_line WHERE user_id = $1 AND sku_id = ANY($2::bigint[]) AND checked', [
    userId,
    skuIds,
  ]);
}

/** Units of one SKU an order takes from its stock. */
export interface StockDebit {
  skuId: number;
  units: number;
}

/**
 * Takes the order's stock by take_order_stock (migration 0080): one conditional UPDATE (`stock >= units`)
 * for all its SKUs, in SKU order; and commits in the same round trip (Queryable.queryThenCommit). Fails
 * with its SQLSTATE when a SKU is short, and then commits nothing.
 */
export async function takeOrderStockThenCommit(
  q: Queryable,
  debits: StockDebit[],
  flash?: { itemId: number; units: number },
): Promise<void> {
  const params = [debits.map((d) => d.skuId), debits.map((d) => d.units)];
  const take = 'take_order_stock($1::bigint[], $2::int[])';
  // A flash-sale order takes the item's units first (take_flash_stock, migration 0070), in the same
  // statement: the hot item row is locked for this statement and the commit only.
  if (flash) {
    await q.queryThenCommit(`SELECT ${take} FROM (SELECT take_flash_stock($3::bigint, $4::int)) AS flash`, [
      ...params,
      flash.itemId,
      flash.units,
    ]);
  } else {
    await q.queryThenCommit(`SELECT ${take}`, params);
  }
}
