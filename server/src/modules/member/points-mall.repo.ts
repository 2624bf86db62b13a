import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

export interface PointsGoodsRow {
  id: number;
  kind: 'goods' | 'coupon';
  points: number;
  stock: number;
  redeemed: number;
  perUserLimit: number;
  mine: number;
  skuId: number | null;
  storeId: number | null;
  name: string;
  mainImg: string;
  unit: string;
  marketPrice: string | null;
  couponId: number | null;
  threshold: string | null;
  discount: string | null;
  fullCount: number;
}

/** The points mall's goods on offer (a SKU on sale, or a coupon still valid), with the member's redemptions. */
export async function selectPointsGoods(
  q: Queryable,
  userId: number | null,
  f: { kind?: 'goods' | 'coupon'; id?: number; limit: number; offset: number },
): Promise<PointsGoodsRow[]> {
  const { rows } = await q.query<PointsGoodsRow>(
    `SELECT g.id, g.kind, g.points, g.stock, g.redeemed, g.per_user_limit AS "perUserLimit",
            COALESCE((SELECT c.redeemed FROM points_goods_claim c WHERE c.goods_id = g.id AND c.user_id = $1), 0) AS mine,
            g.sku_id AS "skuId", s.store_id AS "storeId", COALESCE(s.name, cp.name) AS name,
            COALESCE(s.main_img, '') AS "mainImg", COALESCE(s.unit, '') AS unit,
            COALESCE(s.market_price, s.price)::numeric(18, 2)::text AS "marketPrice",
            g.coupon_id AS "couponId", cp.threshold::text AS threshold, cp.discount::text AS discount,
            count(*) OVER ()::int AS "fullCount"
       FROM points_goods g
       LEFT JOIN product_sku s ON s.id = g.sku_id
       LEFT JOIN coupon cp ON cp.id = g.coupon_id
      WHERE g.enabled AND (g.kind = 'coupon' OR s.status = 1) AND (g.kind = 'goods' OR cp.valid_to > now())
        AND ($2::text IS NULL OR g.kind = $2) AND ($3::bigint IS NULL OR g.id = $3)
      ORDER BY g.sort, g.id LIMIT $4 OFFSET $5`,
    [userId, f.kind ?? null, f.id ?? null, f.limit, f.offset],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    skuId: r.skuId === null ? null : Number(r.skuId),
    storeId: r.storeId === null ? null : Number(r.storeId),
    couponId: r.couponId === null ? null : Number(r.couponId),
  }));
}

/**
 * Counts `n` more redemptions of a good by the member, within its per-member limit, in one statement;
 * false when that would pass the limit.
 */
export async function countRedemption(
  q: Queryable,
  goodsId: number,
  userId: number,
  n: number,
  limit: number,
): Promise<boolean> {
  if (n > limit) return false;
  const { rowCount } = await q.query(
    `INSERT INTO points_goods_claim AS c (shop_id, goods_id, user_id, redeemed) VALUES (${SHOP}, $1, $2, $3)
     ON CONFLICT (shop_id, goods_id, user_id) DO UPDATE SET redeemed = c.redeemed + $3
       WHERE c.redeemed + $3 <= $4`,
    [goodsId, userId, n, limit],
  );
  return rowCount === 1;
}

/** Takes `n` of the good's stock in one conditional UPDATE; false when fewer are left. */
export async function takeStock(q: Queryable, goodsId: number, n: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE points_goods SET stock = stock - $2, redeemed = redeemed + $2 WHERE id = $1 AND enabled AND stock >= $2`,
    [goodsId, n],
  );
  return rowCount === 1;
}

/** Issues `n` more of a coupon template within its total; false when it would be over-issued. */
export async function issueCoupon(q: Queryable, couponId: number, n: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE coupon SET issued = issued + $2 WHERE id = $1 AND issued + $2 <= total`,
    [couponId, n],
  );
  return rowCount === 1;
}

/** Gives the member one coupon of a template (its validity from the template); its id. */
export async function insertUserCoupon(
  q: Queryable,
  userId: number,
  couponId: number,
  at: Date,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO user_coupon (shop_id, user_id, coupon_id, created_at) VALUES (${SHOP}, $1, $2, $3) RETURNING id`,
    [userId, couponId, at],
  );
  return Number(rows[0]!.id);
}

export interface PointsOrder {
  userId: number;
  storeId: number;
  skuId: number;
  name: string;
  mainImg: string;
  unit: string;
  quantity: number;
  points: number;
  status: string;
  receiver: string;
  phone: string;
  regionCodes: string[];
  address: string;
  at: Date;
}

/**
 * A points order: its submission, the order (type points, paid by points at once, nothing to pay in
 * money) and its line, in one statement; the order's id, number and submission.
 */
export async function insertPointsOrder(q: Queryable, o: PointsOrder) {
  const { rows } = await q.query<{ id: number; orderNo: string; submissionId: number }>(
    `WITH sub AS (
       INSERT INTO order_submission (shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                     points_amount, pay_amount, expires_at, created_at)
       VALUES (${SHOP}, $1, 0, 0, 0, $2, 0, 0, $13, $13) RETURNING id),
     o AS (SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id),
     ins AS (
       INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                               shipping_fee, coupon_amount, points_used, points_amount, pay_amount, delivery_method,
                               receiver, phone, region_codes, address, invoice, message, pay_method, paid_at,
                               expires_at, created_at, order_type)
       SELECT o.id, ${SHOP}, to_char($13::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(o.id::text, 8, '0'),
              sub.id, $1, $3, $4, 0, 0, 0, $2, 0, 0, 1, $5, $6, $7::text[], $8,
              '{"kind": "none", "titleType": null, "title": "", "taxpayerId": ""}'::jsonb, '', 'points', $13, $13,
              $13, 'points'
         FROM o CROSS JOIN sub
       RETURNING id, order_no, submission_id),
     line AS (
       INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount, specs,
                               goods_kind)
       SELECT ${SHOP}, ins.id, $9, $10, $11, $12, 0, $14, 0,
              COALESCE((SELECT string_agg((e.spec->>'name') || ':' || (e.spec->>'value'), ';' ORDER BY e.n)
                          FROM product_sku s, jsonb_array_elements(s.specs) WITH ORDINALITY AS e(spec, n)
                         WHERE s.id = $9), ''),
              (SELECT s.goods_kind FROM product_sku s WHERE s.id = $9)
         FROM ins)
     SELECT id, order_no AS "orderNo", submission_id AS "submissionId" FROM ins`,
    [
      o.userId,
      o.points,
      o.storeId,
      o.status,
      o.receiver,
      o.phone,
      o.regionCodes,
      o.address,
      o.skuId,
      o.name,
      o.mainImg,
      o.unit,
      o.at,
      o.quantity,
    ],
  );
  const r = rows[0]!;
  return { id: Number(r.id), orderNo: r.orderNo, submissionId: Number(r.submissionId) };
}

export async function insertRedemption(
  q: Queryable,
  r: {
    goodsId: number;
    userId: number;
    quantity: number;
    points: number;
    orderId: number | null;
    userCouponId: number | null;
    at: Date;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO points_redemption (shop_id, goods_id, user_id, quantity, points, order_id, user_coupon_id, created_at)
     VALUES (${SHOP}, $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [r.goodsId, r.userId, r.quantity, r.points, r.orderId, r.userCouponId, r.at],
  );
  return Number(rows[0]!.id);
}
