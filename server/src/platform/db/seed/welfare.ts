import type { Queryable } from '../database.ts';

/**
 * The second-level categories whose goods make up every tenant's employee-welfare catalogue (福利商城):
 * festival food and small appliances. Drinking water and large appliances stay ordinary goods.
 */
export const WELFARE_GROUPS = ['茶叶冲饮', '休闲零食', '粮油调味', '生活电器', '厨房电器', '个护电器'];

/** The zone whose goods are all welfare goods, whatever their category. */
export const WELFARE_ZONE = '员工福利专区';

/** Welfare goods each activity zone (type 6) carries for its welfare version (/welfare/activity). */
const WELFARE_PER_ACTIVITY_ZONE = 12;

/** Welfare points granted to the purchaser accounts of every tenant (the others have none). */
export const WELFARE_SCORES: Record<string, number> = { buyer01: 1280, buyer03: 600 };

/**
 * Marks the welfare goods of every tenant, gives every activity zone welfare goods of its own top-level
 * categories (best sellers first, any welfare goods when it has none of those), and grants the demo
 * purchasers their welfare points. Runs after the zones are seeded; the same catalogue always yields
 * the same rows.
 */
export async function seedWelfare(q: Queryable): Promise<void> {
  await q.query(
    `UPDATE product_sku s SET is_welfare = true
      WHERE s.category_id IN (
              SELECT leaf.id FROM category leaf JOIN category g ON g.id = leaf.parent_id
               WHERE g.level = 2 AND g.name = ANY($1::text[]))
         OR s.id IN (SELECT zs.sku_id FROM zone_sku zs JOIN zone z ON z.id = zs.zone_id WHERE z.name = $2)`,
    [WELFARE_GROUPS, WELFARE_ZONE],
  );
  await q.query(
    `WITH activity AS (SELECT id, shop_id FROM zone WHERE zone_type = 6),
     tops AS (
       SELECT DISTINCT zs.zone_id, mid.parent_id AS id
         FROM zone_sku zs JOIN activity a ON a.id = zs.zone_id JOIN product_sku s ON s.id = zs.sku_id
         JOIN category leaf ON leaf.id = s.category_id JOIN category mid ON mid.id = leaf.parent_id),
     picked AS (
       SELECT a.id AS zone_id, a.shop_id, s.id AS sku_id,
              row_number() OVER (PARTITION BY a.id ORDER BY t.id IS NOT NULL DESC, s.sales DESC, s.id) AS n
         FROM activity a
         JOIN product_sku s ON s.shop_id = a.shop_id AND s.is_welfare AND s.status = 1
         JOIN category leaf ON leaf.id = s.category_id JOIN category mid ON mid.id = leaf.parent_id
         LEFT JOIN tops t ON t.zone_id = a.id AND t.id = mid.parent_id
        WHERE NOT EXISTS (SELECT 1 FROM zone_sku zs
                           WHERE zs.shop_id = a.shop_id AND zs.zone_id = a.id AND zs.sku_id = s.id)),
     last AS (SELECT zone_id, max(sort) AS sort FROM zone_sku WHERE sort < 1000 GROUP BY zone_id)
     INSERT INTO zone_sku (shop_id, zone_id, sku_id, sort)
     SELECT p.shop_id, p.zone_id, p.sku_id, coalesce(l.sort, 0) + p.n
       FROM picked p LEFT JOIN last l ON l.zone_id = p.zone_id
      WHERE p.n <= $1
      ORDER BY p.zone_id, p.n`,
    [WELFARE_PER_ACTIVITY_ZONE],
  );
  const accounts = Object.keys(WELFARE_SCORES);
  await q.query(
    `INSERT INTO welfare_score (shop_id, user_id, score)
     SELECT u.shop_id, u.id, s.score
       FROM app_user u JOIN unnest($1::text[], $2::int[]) AS s(user_name, score) ON s.user_name = u.user_name
      ORDER BY u.shop_id, u.id`,
    [accounts, accounts.map((a) => WELFARE_SCORES[a]!)],
  );
}
