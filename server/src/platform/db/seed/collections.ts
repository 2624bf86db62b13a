import type { Queryable } from '../database.ts';

/** The demo accounts whose 我的收藏 and 我的足迹 are lived-in, in every tenant. */
const ACCOUNTS = ['buyer01', 'person01'];

/**
 * Goods and stores the seed leaves alone, so that specs which start from "not favourited / not followed"
 * keep holding: the first hall page (best sellers first) with their stores, the lowest-id SKUs (the
 * server tests' first SKU) and self-operated stores.
 */
const EXCLUDED_SKUS = `
  SELECT id FROM (SELECT id FROM product_sku x WHERE x.shop_id = u.shop_id AND x.status = 1
                   ORDER BY x.sales DESC, x.id LIMIT 30) hall
  UNION ALL
  SELECT id FROM (SELECT id FROM product_sku x WHERE x.shop_id = u.shop_id ORDER BY x.id LIMIT 5) low`;

/**
 * Favourite goods (five on sale with a price and stock, one off the shelf), two or three followed stores
 * and footprints over several days for {@link ACCOUNTS} in every tenant. Times are relative to now, so
 * 我的足迹 always shows 今天 and 昨天. The picks are deterministic (ordered by a hash of the SKU or store
 * and the account).
 */
export async function seedCollections(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO favourite_sku (shop_id, user_id, sku_id, created_at)
     SELECT u.shop_id, u.id, pick.id, now() - make_interval(hours => pick.n * 7 + 1)
       FROM app_user u
       CROSS JOIN LATERAL (
         (SELECT s.id, row_number() OVER (ORDER BY md5(s.id::text || u.user_name))::int AS n
            FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id JOIN store st ON st.id = s.store_id
           WHERE s.shop_id = u.shop_id AND s.status = 1 AND st.status = 1 AND s.price IS NOT NULL
             AND k.stock > 10 AND s.id NOT IN (${EXCLUDED_SKUS})
           ORDER BY md5(s.id::text || u.user_name) LIMIT 5)
         UNION ALL
         (SELECT s.id, 6 AS n FROM product_sku s
           WHERE s.shop_id = u.shop_id AND s.status = 0
           ORDER BY md5(s.id::text || u.user_name) LIMIT 1)
       ) pick
      WHERE u.user_name = ANY($1)`,
    [ACCOUNTS],
  );
  await q.query(
    `INSERT INTO store_follow (shop_id, user_id, store_id, created_at)
     SELECT u.shop_id, u.id, pick.id, now() - make_interval(days => pick.n * 3)
       FROM app_user u
       CROSS JOIN LATERAL (
         SELECT st.id, row_number() OVER (ORDER BY md5(st.id::text || u.user_name))::int AS n
           FROM store st
          WHERE st.shop_id = u.shop_id AND st.status = 1 AND st.store_type <> 1
            AND st.id NOT IN (SELECT s.store_id FROM product_sku s WHERE s.id IN (${EXCLUDED_SKUS}))
          ORDER BY md5(st.id::text || u.user_name)
          LIMIT CASE WHEN u.user_name = 'buyer01' THEN 3 ELSE 2 END
       ) pick
      WHERE u.user_name = ANY($1)`,
    [ACCOUNTS],
  );
  // Two views today, two yesterday, then two on each of three earlier days (2, 4 and 6 days ago).
  await q.query(
    `INSERT INTO footprint (shop_id, user_id, sku_id, last_viewed_at)
     SELECT u.shop_id, u.id, pick.id,
            date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'
              - make_interval(days => (ARRAY[0, 0, 1, 1, 2, 2, 4, 4, 6, 6])[pick.n])
              + make_interval(mins => 1) * GREATEST(0, LEAST(
                  extract(epoch FROM now() - (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai')
                                                AT TIME ZONE 'Asia/Shanghai')) / 60 - 1,
                  CASE WHEN pick.n % 2 = 1 THEN 600 ELSE 540 END))
       FROM app_user u
       CROSS JOIN LATERAL (
         SELECT s.id, row_number() OVER (ORDER BY md5(u.user_name || s.id::text))::int AS n
           FROM product_sku s
          WHERE s.shop_id = u.shop_id AND s.status = 1 AND s.id NOT IN (${EXCLUDED_SKUS})
          ORDER BY md5(u.user_name || s.id::text)
          LIMIT 10
       ) pick
      WHERE u.user_name = ANY($1)`,
    [ACCOUNTS],
  );
}
