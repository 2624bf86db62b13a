import type { Queryable } from '../database.ts';

/**
 * The coupon centre of every tenant (issue #17 item 6), after the coupon book commerce.ts gives every
 * buyer: the existing templates go on offer with their totals, and new ones show each kind of rule and
 * each state of the centre. Claims are written as the claim would write them: the member's count
 * (coupon_claim), the template's issued count and the held coupons with their own validity.
 *
 * - 新人专享券 满20减5: valid 7 days after it is claimed; buyer01 and person01 claimed one ten days ago
 *   (now expired), so the 已过期 tab shows a claimed coupon too.
 * - 限量抢购券 满50减20: 19 of 20 taken by other members (almost sold out, 仅剩1张).
 * - 周末狂欢券 满200减50: all 10 taken (已抢光).
 * - 老客回馈券 满100减15: a platform coupon orders.ts spends on one of DEMO's seeded orders (已使用).
 * - a store coupon valid 15 days after claiming, for the third store of each tenant.
 */

/** Fixed instants, so two seeds are identical (the same as commerce.ts). */
const SEED_START = '2026-01-01T00:00:00+08:00';
const FAR_FUTURE = '2099-01-01T00:00:00+08:00';
/** When the demo buyers claimed the 7-day coupon that has since expired. */
const CLAIMED_LONG_AGO = '2026-11-01T10:00:00+08:00';

export async function seedCoupons(q: Queryable): Promise<void> {
  // The templates of the coupon book go on offer.
  await q.query(
    `UPDATE coupon SET claimable = true,
            total = CASE kind WHEN 1 THEN CASE WHEN threshold >= 1000 THEN 200 ELSE 5000 END ELSE 1000 END,
            per_user_limit = CASE WHEN kind = 1 AND threshold < 1000 THEN 3 WHEN kind = 3 THEN 2 ELSE 1 END,
            sort = 10 * kind
      WHERE valid_to > $1::timestamptz + interval '1 year'`,
    [SEED_START],
  );
  await q.query(
    `WITH shops AS (SELECT shop_id FROM shop)
     INSERT INTO coupon (shop_id, name, kind, store_id, category_id, sku_ids, threshold, discount, valid_from,
                         valid_to, valid_days, total, per_user_limit, claimable, sort)
     SELECT shop_id, '新人专享券 满20减5', 1, NULL::bigint, NULL::bigint, '{}'::bigint[], 20, 5,
            $1::timestamptz, $2::timestamptz, 7, 10000, 1, true, 1 FROM shops
     UNION ALL
     SELECT shop_id, '限量抢购券 满50减20', 1, NULL, NULL, '{}', 50, 20, $1, $2, NULL, 20, 5, true, 2 FROM shops
     UNION ALL
     SELECT shop_id, '周末狂欢券 满200减50', 1, NULL, NULL, '{}', 200, 50, $1, $2, NULL, 10, 5, true, 3 FROM shops
     UNION ALL
     SELECT shop_id, '老客回馈券 满100减15', 1, NULL, NULL, '{}', 100, 15, $1, $2, NULL, 1000, 1, false, 4 FROM shops
     UNION ALL
     SELECT s.shop_id, s.name || ' 新客券 满99减10', 2, s.id, NULL, '{}', 99, 10, $1, $2, 15, 500, 1, true, 25
       FROM (SELECT st.*, row_number() OVER (PARTITION BY st.shop_id ORDER BY st.id) AS n FROM store st) s
      WHERE s.n = 3
     ORDER BY 1, 2`,
    [SEED_START, FAR_FUTURE],
  );

  // Claims by other members: [template, member, how many].
  const claims: Array<[string, string, number]> = [
    ['限量抢购券 满50减20', 'buyer03', 5],
    ['限量抢购券 满50减20', 'supplier01', 5],
    ['限量抢购券 满50减20', 'merchant01', 5],
    ['限量抢购券 满50减20', 'guest01', 4],
    ['周末狂欢券 满200减50', 'buyer03', 5],
    ['周末狂欢券 满200减50', 'supplier01', 5],
    ['新人专享券 满20减5', 'buyer01', 1],
    ['新人专享券 满20减5', 'person01', 1],
  ];
  await q.query(
    `WITH wanted AS (
       SELECT c.shop_id, c.id AS coupon_id, u.id AS user_id, w.n
         FROM unnest($1::text[], $2::text[], $3::int[]) AS w(name, user_name, n)
         JOIN coupon c ON c.name = w.name
         JOIN app_user u ON u.shop_id = c.shop_id AND u.user_name = w.user_name),
     counted AS (
       INSERT INTO coupon_claim (shop_id, coupon_id, user_id, claimed)
       SELECT shop_id, coupon_id, user_id, n FROM wanted RETURNING 1)
     INSERT INTO user_coupon (shop_id, user_id, coupon_id, source, created_at)
     SELECT w.shop_id, w.user_id, w.coupon_id, 'claim', $4::timestamptz
       FROM wanted w CROSS JOIN LATERAL generate_series(1, w.n)
      ORDER BY w.shop_id, w.user_id, w.coupon_id`,
    [claims.map((c) => c[0]), claims.map((c) => c[1]), claims.map((c) => c[2]), CLAIMED_LONG_AGO],
  );
}

/**
 * Every template's issued count is what members hold of it (claims and grants), once the seed has given
 * out every coupon (orders.ts spends one more); a total below that is raised to it.
 */
export async function countIssuedCoupons(q: Queryable): Promise<void> {
  await q.query(
    `UPDATE coupon c SET issued = h.n, total = greatest(c.total, h.n)
       FROM (SELECT coupon_id, count(*)::int AS n FROM user_coupon GROUP BY coupon_id) h
      WHERE h.coupon_id = c.id`,
  );
}
