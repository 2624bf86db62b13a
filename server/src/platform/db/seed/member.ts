import { chinaDay } from '../../../../../machines/wallet/signin.types.ts';
import { grantGrowth } from '../../../modules/member/growth.service.ts';
import { activateMembership } from '../../../modules/member/membership-credit.service.ts';
import { redeem } from '../../../modules/member/points-mall.service.ts';
import type { Queryable } from '../database.ts';

/**
 * The member centre of every tenant (issue #17 item 5), written through the member services:
 *
 * - growth history of the demo members (grants spread over the past year), so they stand at different
 *   levels: supplier01 V5, merchant01 V4, buyer01 V3, buyer03 V2, person01 V1;
 * - paid memberships: buyer01 bought a year eight months ago (runs for about four more months), merchant01
 *   a month that ended two months ago (expired);
 * - a members-only coupon (会员专享券) in the coupon centre;
 * - the points mall: up to six integral goods (product type 4) of the catalogue on sale, one of them
 *   sold out, and two coupons, each with its stock and per-member limit;
 * - merchant01 redeemed a good (a points order awaiting delivery) and a coupon.
 */

const DAY = 86_400_000;

const GROWTH: Record<string, number[]> = {
  supplier01: [4000, 5000, 3200],
  merchant01: [2000, 2500, 900],
  buyer01: [1200, 1500, 560],
  buyer03: [300, 320],
  person01: [80, 70],
};

/** [member, plan, days ago bought]. */
const MEMBERSHIPS: Array<[string, 'month' | 'quarter' | 'year', number]> = [
  ['buyer01', 'year', 243],
  ['merchant01', 'month', 92],
];

async function shopPlans(q: Queryable, shopId: string) {
  const { rows } = await q.query<{ code: 'month' | 'quarter' | 'year'; months: number; price: string }>(
    `SELECT code, months, price::text AS price FROM member_plan WHERE shop_id = $1`,
    [shopId],
  );
  return rows;
}

export async function seedMembers(q: Queryable, now = Date.now()): Promise<void> {
  const today = new Date(`${chinaDay(now)}T00:00:00+08:00`).getTime();
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * DAY + hour * 3600_000);
  const { rows: shops } = await q.query<{ shopId: string }>(
    `SELECT shop_id AS "shopId" FROM shop ORDER BY shop_id`,
  );
  const { rows: members } = await q.query<{ shopId: string; userId: number; userName: string }>(
    `SELECT shop_id AS "shopId", id AS "userId", user_name AS "userName" FROM app_user
      WHERE user_name = ANY($1::text[]) ORDER BY shop_id, id`,
    [Object.keys(GROWTH)],
  );
  // The levels and plans of migration 0060, for the tenants created after it.
  await q.query(
    `INSERT INTO member_level (shop_id, level, growth_from, points_rate)
     SELECT s.shop_id, l.level, l.growth_from, l.points_rate FROM shop s
      CROSS JOIN (VALUES (1, 0, 1.0), (2, 500, 1.2), (3, 2000, 1.5), (4, 5000, 1.8), (5, 10000, 2.0))
        AS l(level, growth_from, points_rate)
     ON CONFLICT DO NOTHING`,
  );
  await q.query(
    `INSERT INTO member_plan (shop_id, code, months, price, sort)
     SELECT s.shop_id, p.code, p.months, p.price, p.sort FROM shop s
      CROSS JOIN (VALUES ('month', 1, 19.00, 1), ('quarter', 3, 49.00, 2), ('year', 12, 168.00, 3))
        AS p(code, months, price, sort)
     ON CONFLICT DO NOTHING`,
  );
  await q.query(
    `INSERT INTO coupon (shop_id, name, kind, threshold, discount, valid_from, valid_to, valid_days, total,
                         per_user_limit, claimable, sort, members_only)
     SELECT shop_id, '会员专享券 满100减30', 1, 100, 30, '2026-01-01T00:00:00+08:00', '2099-01-01T00:00:00+08:00',
            30, 500, 1, true, 0, true FROM shop ORDER BY shop_id`,
  );
  // Coupons of the points mall: not in the coupon centre, redeemed for points only.
  await q.query(
    `INSERT INTO coupon (shop_id, name, kind, threshold, discount, valid_from, valid_to, valid_days, total,
                         per_user_limit, claimable, sort)
     SELECT s.shop_id, c.name, 1, c.threshold, c.discount, '2026-01-01T00:00:00+08:00', '2099-01-01T00:00:00+08:00',
            30, c.total, 99, false, 90 FROM shop s
      CROSS JOIN (VALUES ('积分兑换券 满50减10', 50, 10, 300), ('积分兑换券 满200减40', 200, 40, 100))
        AS c(name, threshold, discount, total)
      ORDER BY s.shop_id, c.name`,
  );
  await q.query(
    `INSERT INTO points_goods (shop_id, kind, coupon_id, points, stock, per_user_limit, sort)
     SELECT shop_id, 'coupon', id, CASE WHEN threshold = 50 THEN 500 ELSE 1500 END,
            CASE WHEN threshold = 50 THEN 200 ELSE 50 END, 5, 100 FROM coupon
      WHERE name LIKE '积分兑换券%' ORDER BY shop_id, id`,
  );
  await q.query(
    `INSERT INTO points_goods (shop_id, kind, sku_id, points, stock, per_user_limit, sort)
     SELECT shop_id, 'goods', id, greatest(100, ceil(COALESCE(market_price, price) * 10) * 10)::int,
            CASE WHEN n = 6 THEN 0 ELSE 10 * n + 20 END, CASE WHEN n % 2 = 0 THEN 2 ELSE 5 END, n
       FROM (SELECT s.*, row_number() OVER (PARTITION BY s.shop_id ORDER BY s.id) AS n FROM product_sku s
              WHERE s.product_type = 4 AND s.status = 1 AND s.goods_kind = 1 AND s.price IS NOT NULL
                AND s.price BETWEEN 1 AND 200) s
      WHERE n <= 6 ORDER BY shop_id, id`,
  );
  for (const { shopId } of shops) {
    await q.query(`SELECT set_config('app.shop_id', $1, true)`, [shopId]);
    // The seed runs as the owner (no row-level security): the tenant's own plans.
    const plans = await shopPlans(q, shopId);
    const ofShop = members.filter((m) => m.shopId === shopId);
    for (const m of ofShop) {
      const grants = GROWTH[m.userName]!;
      for (const [i, g] of grants.entries()) {
        await grantGrowth(q, Number(m.userId), g, at(330 - i * 100, 11));
      }
    }
    for (const [i, [userName, code, daysAgo]] of MEMBERSHIPS.entries()) {
      const m = ofShop.find((x) => x.userName === userName);
      if (!m) continue;
      const plan = plans.find((p) => p.code === code)!;
      const id = `PSEEDMEMBER${shopId}${String(i + 1).padStart(3, '0')}`.padEnd(24, '0');
      const paidAt = at(daysAgo, 21);
      await q.query(
        `INSERT INTO payment (id, shop_id, purpose, user_id, method, amount, status, provider_txn_id, expires_at,
                              paid_at, created_at)
         VALUES ($1, $2, 'membership', $3, 'alipay', $4, 'paid', $5, $6, $6, $6)`,
        [id, shopId, m.userId, plan.price, `SBXSEED${id.slice(1)}`, paidAt],
      );
      await q.query(
        `INSERT INTO member_purchase (shop_id, payment_id, user_id, plan_code, months, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [shopId, id, m.userId, plan.code, plan.months, plan.price, paidAt],
      );
      await activateMembership(q, id, paidAt);
    }
    // merchant01 (1,000 points) redeemed the cheapest good, when it costs at most 400, and the small coupon.
    const buyer = ofShop.find((x) => x.userName === 'merchant01');
    const { rows: goods } = await q.query<{ id: number; kind: string; points: number }>(
      `SELECT id, kind, points FROM points_goods WHERE shop_id = $1 AND stock > 0 AND points <= 500
        ORDER BY kind DESC, points, id`,
      [shopId],
    );
    const { rows: address } = await q.query<{ id: number }>(
      `SELECT id FROM user_address WHERE user_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
      [buyer?.userId ?? 0],
    );
    const good = goods.find((g) => g.kind === 'goods' && g.points <= 400);
    const coupon = goods.find((g) => g.kind === 'coupon');
    if (buyer && good && address[0]) {
      await redeem(
        q,
        Number(buyer.userId),
        `seed-redeem-goods-${shopId}`,
        { goodsId: Number(good.id), quantity: 1, addressId: Number(address[0].id) },
        at(5, 14),
      );
    }
    if (buyer && coupon) {
      await redeem(
        q,
        Number(buyer.userId),
        `seed-redeem-coupon-${shopId}`,
        { goodsId: Number(coupon.id), quantity: 1 },
        at(3, 16),
      );
    }
  }
  await q.query(`SELECT set_config('app.shop_id', '', true)`);
}
