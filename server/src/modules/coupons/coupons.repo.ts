import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

export type CouponKind = 1 | 2 | 3 | 4;

/** What every coupon row carries about its template and the goods it applies to. */
export interface TemplateRow {
  couponId: number;
  name: string;
  kind: CouponKind;
  storeId: number | null;
  storeName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  /** The category and those above it, top first (kind 3). */
  categoryPath: Array<{ id: number; name: string }> | null;
  skuIds: number[];
  threshold: string;
  discount: string;
}

const TEMPLATE_COLUMNS = `c.id AS "couponId", c.name, c.kind, c.store_id AS "storeId", st.name AS "storeName",
       c.category_id AS "categoryId", cat.name AS "categoryName", c.sku_ids AS "skuIds",
       (SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.level) FROM category a
         WHERE a.id IN (cat.id, cat.parent_id, (SELECT p.parent_id FROM category p WHERE p.id = cat.parent_id)))
         AS "categoryPath",
       c.threshold::text AS threshold, c.discount::text AS discount`;
const TEMPLATE_JOINS = `LEFT JOIN store st ON st.id = c.store_id LEFT JOIN category cat ON cat.id = c.category_id`;

export interface CentreRow extends TemplateRow {
  validFrom: Date;
  validTo: Date;
  validDays: number | null;
  total: number;
  issued: number;
  perUserLimit: number;
  claimed: number;
  membersOnly: boolean;
  fullCount: number;
}

/**
 * The coupons of the centre still offered (claimable, before their last day), the member's claims of
 * each (0 for anonymous), by kind and, when `available`, only those the member can still claim.
 */
export async function selectCentre(
  q: Queryable,
  userId: number | null,
  filter: { kind?: CouponKind; available: boolean; limit: number; offset: number },
): Promise<CentreRow[]> {
  const { rows } = await q.query<CentreRow>(
    `SELECT ${TEMPLATE_COLUMNS}, c.valid_from AS "validFrom", c.valid_to AS "validTo", c.valid_days AS "validDays",
            c.total, c.issued, c.per_user_limit AS "perUserLimit", COALESCE(cc.claimed, 0) AS claimed,
            c.members_only AS "membersOnly", count(*) OVER ()::int AS "fullCount"
       FROM coupon c ${TEMPLATE_JOINS}
       LEFT JOIN coupon_claim cc ON cc.coupon_id = c.id AND cc.user_id = $1
      WHERE c.claimable AND c.valid_to > now() AND ($2::smallint IS NULL OR c.kind = $2)
        AND (NOT $3::boolean OR (c.issued < c.total AND COALESCE(cc.claimed, 0) < c.per_user_limit))
      ORDER BY c.sort, c.id
      LIMIT $4 OFFSET $5`,
    [userId, filter.kind ?? null, filter.available, filter.limit, filter.offset],
  );
  return rows.map((r) => ({ ...r, skuIds: r.skuIds.map(Number) }));
}

/** Names of SKUs (the specified products of kind-4 coupons). */
export async function selectSkuNames(q: Queryable, skuIds: number[]): Promise<Map<number, string>> {
  if (skuIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: number; name: string }>(
    'SELECT id, name FROM product_sku WHERE id = ANY($1::bigint[])',
    [skuIds],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** A template as the claim needs it. */
export async function selectTemplate(q: Queryable, couponId: number) {
  const { rows } = await q.query<{
    claimable: boolean;
    open: boolean;
    perUserLimit: number;
    issued: number;
    total: number;
    membersOnly: boolean;
  }>(
    `SELECT claimable, valid_to > now() AS open, per_user_limit AS "perUserLimit", issued, total,
            members_only AS "membersOnly"
       FROM coupon WHERE id = $1`,
    [couponId],
  );
  return rows[0];
}

/**
 * Counts one more claim of the template by the member, unless they already claimed `limit`: one
 * INSERT … ON CONFLICT DO UPDATE … WHERE, so parallel claims of one member take turns on the row and
 * the limit is re-checked on the latest count. Their claims after this one, or undefined at the limit.
 */
export async function countClaim(
  q: Queryable,
  couponId: number,
  userId: number,
  limit: number,
): Promise<number | undefined> {
  const { rows } = await q.query<{ claimed: number }>(
    `INSERT INTO coupon_claim (shop_id, coupon_id, user_id, claimed) VALUES (${SHOP}, $1, $2, 1)
     ON CONFLICT (shop_id, coupon_id, user_id) DO UPDATE SET claimed = coupon_claim.claimed + 1
       WHERE coupon_claim.claimed < $3
     RETURNING claimed`,
    [couponId, userId, limit],
  );
  return rows[0]?.claimed;
}

/**
 * Takes one coupon of the template's total while it is offered: one conditional UPDATE, so of any number
 * of racing claims exactly as many as are left succeed. How many are left after, or undefined.
 */
export async function takeOne(q: Queryable, couponId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ remaining: number }>(
    `UPDATE coupon SET issued = issued + 1
      WHERE id = $1 AND claimable AND valid_to > now() AND issued < total
     RETURNING total - issued AS remaining`,
    [couponId],
  );
  return rows[0]?.remaining;
}

/** Gives the member a claimed coupon; its validity comes from the template (trigger user_coupon_validity). */
export async function insertClaimed(q: Queryable, couponId: number, userId: number) {
  const { rows } = await q.query<{ id: number; validFrom: Date; validTo: Date }>(
    `INSERT INTO user_coupon (shop_id, user_id, coupon_id, source) VALUES (${SHOP}, $1, $2, 'claim')
     RETURNING id, valid_from AS "validFrom", valid_to AS "validTo"`,
    [userId, couponId],
  );
  return rows[0]!;
}

export type MyCouponStatus = 'unused' | 'used' | 'expired';

const STATUS_WHERE: Record<MyCouponStatus, string> = {
  unused: 'uc.status = 0 AND uc.valid_to > now()',
  used: 'uc.status = 1',
  expired: 'uc.status = 0 AND uc.valid_to <= now()',
};
const STATUS_ORDER: Record<MyCouponStatus, string> = {
  unused: 'uc.valid_to, uc.id',
  used: 'uc.used_at DESC, uc.id DESC',
  expired: 'uc.valid_to DESC, uc.id DESC',
};

export interface MyCouponRow extends TemplateRow {
  userCouponId: number;
  validFrom: Date;
  validTo: Date;
  usedAt: Date | null;
  orderNo: string | null;
  started: boolean;
}

/** The member's coupons of one status, a page of them. */
export async function selectMine(
  q: Queryable,
  userId: number,
  status: MyCouponStatus,
  limit: number,
  offset: number,
): Promise<MyCouponRow[]> {
  const { rows } = await q.query<MyCouponRow>(
    `SELECT uc.id AS "userCouponId", ${TEMPLATE_COLUMNS}, uc.valid_from AS "validFrom", uc.valid_to AS "validTo",
            uc.used_at AS "usedAt", o.order_no AS "orderNo", uc.valid_from <= now() AS started
       FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id ${TEMPLATE_JOINS}
       LEFT JOIN mall_order o ON o.id = uc.order_id
      WHERE uc.user_id = $1 AND ${STATUS_WHERE[status]}
      ORDER BY ${STATUS_ORDER[status]}
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((r) => ({ ...r, skuIds: r.skuIds.map(Number) }));
}

/** How many coupons the member holds in each status. */
export async function countMine(q: Queryable, userId: number): Promise<Record<MyCouponStatus, number>> {
  const { rows } = await q.query<Record<MyCouponStatus, number>>(
    `SELECT count(*) FILTER (WHERE ${STATUS_WHERE.unused})::int AS unused,
            count(*) FILTER (WHERE ${STATUS_WHERE.used})::int AS used,
            count(*) FILTER (WHERE ${STATUS_WHERE.expired})::int AS expired
       FROM user_coupon uc WHERE uc.user_id = $1`,
    [userId],
  );
  return rows[0]!;
}

/**
 * The coupons an order used: its own, and a platform coupon another order of the same submission holds
 * when this order took a share of it (its coupon amount is not zero).
 */
export async function selectUsedFor(q: Queryable, orderId: number) {
  const { rows } = await q.query<{
    userCouponId: number;
    name: string;
    kind: CouponKind;
    threshold: string;
    discount: string;
  }>(
    `SELECT uc.id AS "userCouponId", c.name, c.kind, c.threshold::text AS threshold, c.discount::text AS discount
       FROM mall_order me
       JOIN mall_order o ON o.submission_id = me.submission_id
       JOIN user_coupon uc ON uc.order_id = o.id AND uc.status = 1
       JOIN coupon c ON c.id = uc.coupon_id
      WHERE me.id = $1 AND (o.id = me.id OR (c.kind = 1 AND me.coupon_amount > 0))
      ORDER BY c.kind DESC, uc.id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, userCouponId: Number(r.userCouponId) }));
}
