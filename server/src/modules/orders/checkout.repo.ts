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
  return (await selectUnpaidHolds(q, [userId])).get(userId)!;
}

/** selectUnpaidHold for several buyers in one statement (a checkout batch), by buyer. */
export async function selectUnpaidHolds(q: Queryable, userIds: number[]): Promise<Map<number, UnpaidHold>> {
  const { rows } = await q.query<UnpaidHold & { userId: number }>(
    // Each buyer's unpaid orders' lines are read by order (OFFSET 0 keeps any filter out of the scan), so
    // the one plan kept for any values (order creation runs with planOnce) cannot walk every line of a hot
    // SKU instead, as a plan made while the tables were empty could.
    `SELECT u.id AS "userId",
            (SELECT count(*)::int FROM mall_order m
              WHERE m.user_id = u.id AND m.status = 'pendingPayment' AND m.expires_at > now()) AS orders,
            COALESCE(c.max_unpaid_orders, 10) AS "maxOrders",
            COALESCE(c.max_unpaid_units_per_sku, 500) AS "maxUnits",
            COALESCE((SELECT json_agg(json_build_object('skuId', h.sku_id, 'units', h.units))
                        FROM (SELECT l.sku_id, sum(ceil(l.quantity))::int AS units
                                FROM mall_order m,
                                     LATERAL (SELECT sku_id, quantity FROM order_line
                                               WHERE order_id = m.id OFFSET 0) l
                               WHERE m.user_id = u.id AND m.status = 'pendingPayment' AND m.expires_at > now()
                               GROUP BY l.sku_id) h), '[]') AS held
       FROM unnest($1::bigint[]) AS u(id)
       LEFT JOIN base_config c ON c.shop_id = current_setting('app.shop_id', true)`,
    [userIds],
    { prepare: true },
  );
  return new Map(rows.map(({ userId, ...hold }) => [Number(userId), hold]));
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
  return (await insertSubmissions<A>(q, [s]))[0]!;
}

/**
 * insertSubmission for several submissions (of several buyers) in one statement, answered in their order:
 * the statement's cost is shared, most of it being the same for one submission or many (checkout-batch).
 */
export async function insertSubmissions<A>(
  q: Queryable,
  list: NewSubmission[],
): Promise<Array<InsertedSubmission<A>>> {
  const orders = list.flatMap((s, i) => s.orders.map((o) => ({ ...o, sub: i + 1 })));
  // Each line goes to the order of its submission and store (one order per store of a submission).
  const orderOf = new Map(orders.map((o, i) => [`${o.sub}:${o.storeId}`, i + 1]));
  const lines = list.flatMap((s, i) =>
    s.lines.map((l) => ({ ...l, order: orderOf.get(`${i + 1}:${l.storeId}`)! })),
  );
  const { rows } = await q.query<{
    id: number;
    orderNo: string;
    storeId: number;
    submissionId: number;
    sub: number;
    answer: A;
  }>(
    `WITH s AS (
       SELECT nextval(pg_get_serial_sequence('order_submission', 'id')) AS id,
              now() + make_interval(mins => $1) AS expires_at, x.*
         FROM unnest($2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[], $6::int[], $7::numeric[],
                     $8::numeric[], $9::text[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[],
                     $15::jsonb[], $16::text[], $17::text[], $18::jsonb[]) WITH ORDINALITY
           AS x(user_id, goods, ship, coupon, points, points_amount, pay, status, delivery_method, receiver, phone,
                region_codes, address, invoice, pay_method, key, answer, n)),
     sub AS (
       INSERT INTO order_submission (id, shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                     points_amount, pay_amount, expires_at)
       SELECT s.id, current_setting('app.shop_id', true), s.user_id, s.goods, s.ship, s.coupon, s.points,
              s.points_amount, s.pay, s.expires_at
         FROM s ORDER BY s.n),
     o AS (
       SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id, x.*
         FROM unnest($19::int[], $20::bigint[], $21::numeric[], $22::numeric[], $23::numeric[], $24::int[],
                     $25::numeric[], $26::numeric[], $27::text[]) WITH ORDINALITY
           AS x(sub_n, store_id, goods, ship, coupon, points, points_amount, pay, message, n)),
     ins AS (
       INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                               shipping_fee, coupon_amount, points_used, points_amount, pay_amount, delivery_method,
                               receiver, phone, region_codes, address, invoice, message, pay_method, paid_at, expires_at)
       SELECT o.id, current_setting('app.shop_id', true),
              to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(o.id::text, 8, '0'),
              s.id, s.user_id, o.store_id, s.status, o.goods, o.ship, o.coupon, o.points, o.points_amount, o.pay,
              s.delivery_method, s.receiver, s.phone, string_to_array(s.region_codes, ','), s.address, s.invoice,
              o.message, s.pay_method, CASE WHEN s.pay_method IS NULL THEN NULL ELSE now() END, s.expires_at
         FROM o JOIN s ON s.n = o.sub_n ORDER BY o.n
       RETURNING id, order_no, store_id, submission_id),
     l AS (
       SELECT o.id AS order_id, x.*
         FROM unnest($28::int[], $29::bigint[], $30::text[], $31::text[], $32::text[], $33::numeric[],
                     $34::numeric[], $35::numeric[], $36::int[])
           AS x(order_n, sku_id, name, main_img, unit, price, quantity, amount, units)
         JOIN o ON o.n = x.order_n),
     lines AS (
       INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount, specs,
                               goods_kind)
       SELECT current_setting('app.shop_id', true), l.order_id, l.sku_id, l.name, l.main_img, l.unit, l.price,
              l.quantity, l.amount,
              -- The variant as ordered (snapshot-detail), named as the product page names it: 颜色:黑色;规格:A4.
              COALESCE((SELECT string_agg((e.spec->>'name') || ':' || (e.spec->>'value'), ';' ORDER BY e.n)
                          FROM product_sku k, jsonb_array_elements(k.specs) WITH ORDINALITY AS e(spec, n)
                         WHERE k.id = l.sku_id), ''),
              (SELECT k.goods_kind FROM product_sku k WHERE k.id = l.sku_id)
         FROM l),
     ledger AS (
       INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
       SELECT current_setting('app.shop_id', true), l.sku_id, -l.units, 'order', l.order_id FROM l),
     tally AS (
       INSERT INTO sales_tally (shop_id, sku_id, units)
       SELECT current_setting('app.shop_id', true), l.sku_id, l.units FROM l),
     nos AS (
       SELECT ins.submission_id, jsonb_agg(ins.order_no ORDER BY ins.id) AS order_nos
         FROM ins GROUP BY ins.submission_id),
     answer AS (
       SELECT s.n, s.user_id, s.key, s.answer || jsonb_build_object(
                'submissionId', s.id,
                'orderNos', nos.order_nos,
                'expiresAt', to_char(s.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS a
         FROM s LEFT JOIN nos ON nos.submission_id = s.id),
     -- Each key's answer is stored by its whole primary key (remember_answers, migration 0082): a join
     -- here kept the plan made while the table was small, a scan of every key on every batch.
     remembered AS (
       SELECT remember_answers('order', array_agg(answer.user_id ORDER BY answer.n),
                               array_agg(answer.key ORDER BY answer.n), array_agg(answer.a ORDER BY answer.n)) AS n
         FROM answer)
     SELECT ins.id, ins.order_no AS "orderNo", ins.store_id AS "storeId", ins.submission_id AS "submissionId",
            answer.n::int AS sub, answer.a AS answer
       FROM ins JOIN s ON s.id = ins.submission_id JOIN answer ON answer.n = s.n CROSS JOIN remembered
      ORDER BY ins.id`,
    [
      list[0]?.ttlMinutes ?? 0,
      list.map((s) => s.userId),
      list.map((s) => s.goodsAmount),
      list.map((s) => s.shippingFee),
      list.map((s) => s.couponAmount),
      list.map((s) => s.pointsUsed),
      list.map((s) => s.pointsAmount),
      list.map((s) => s.payAmount),
      list.map((s) => s.status),
      list.map((s) => s.deliveryMethod),
      list.map((s) => s.receiver),
      list.map((s) => s.phone),
      list.map((s) => s.regionCodes.join(',')),
      list.map((s) => s.address),
      list.map((s) => JSON.stringify(s.invoice)),
      list.map((s) => s.payMethod),
      list.map((s) => s.key),
      list.map((s) => JSON.stringify(s.answer)),
      orders.map((o) => o.sub),
      orders.map((o) => o.storeId),
      orders.map((o) => o.goodsAmount),
      orders.map((o) => o.shippingFee),
      orders.map((o) => o.couponAmount),
      orders.map((o) => o.pointsUsed),
      orders.map((o) => o.pointsAmount),
      orders.map((o) => o.payAmount),
      orders.map((o) => o.message),
      lines.map((l) => l.order),
      lines.map((l) => l.skuId),
      lines.map((l) => l.name),
      lines.map((l) => l.mainImg),
      lines.map((l) => l.unit),
      lines.map((l) => l.price),
      lines.map((l) => l.quantity),
      lines.map((l) => l.amount),
      lines.map((l) => l.units),
    ],
    { prepare: true },
  );
  return list.map((_, i) => {
    const mine = rows.filter((r) => r.sub === i + 1);
    return {
      submissionId: mine[0]!.submissionId,
      orders: mine.map(({ id, orderNo, storeId }) => ({ id, orderNo, storeId })),
      answer: mine[0]!.answer,
    };
  });
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
