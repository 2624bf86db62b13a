import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

type Footprint = components['schemas']['Footprint'];

/** Removes the SKU from the user's favourites; whether it was there. */
export async function deleteFavourite(q: Queryable, userId: number, skuId: number): Promise<boolean> {
  const removed = await q.query('DELETE FROM favourite_sku WHERE user_id = $1 AND sku_id = $2 RETURNING id', [
    userId,
    skuId,
  ]);
  return removed.rows.length > 0;
}

/** Adds the SKU to the user's favourites (a concurrent add makes it a no-op); whether the SKU exists. */
export async function insertFavourite(q: Queryable, userId: number, skuId: number): Promise<boolean> {
  const { rows } = await q.query<{ known: boolean }>(
    `WITH sku AS (SELECT id, shop_id FROM product_sku WHERE id = $2),
          ins AS (INSERT INTO favourite_sku (shop_id, user_id, sku_id)
                  SELECT shop_id, $1, id FROM sku ON CONFLICT DO NOTHING RETURNING id)
     SELECT EXISTS (SELECT 1 FROM sku) AS known`,
    [userId, skuId],
  );
  return rows[0]?.known === true;
}

/** Unfollows the store; whether the user followed it. */
export async function deleteStoreFollow(q: Queryable, userId: number, storeId: number): Promise<boolean> {
  const removed = await q.query(
    'DELETE FROM store_follow WHERE user_id = $1 AND store_id = $2 RETURNING id',
    [userId, storeId],
  );
  return removed.rows.length > 0;
}

/** Follows the store (a no-op when a concurrent follow came first); whether the store exists. */
export async function insertStoreFollow(q: Queryable, userId: number, storeId: number): Promise<boolean> {
  const { rows } = await q.query<{ known: boolean }>(
    `WITH st AS (SELECT id, shop_id FROM store WHERE id = $2),
          ins AS (INSERT INTO store_follow (shop_id, user_id, store_id)
                  SELECT shop_id, $1, id FROM st ON CONFLICT DO NOTHING RETURNING id)
     SELECT EXISTS (SELECT 1 FROM st) AS known`,
    [userId, storeId],
  );
  return rows[0]?.known === true;
}

/** Whether the SKU exists, and the user's favourite, follow and comparison state for it. */
export async function selectUserState(q: Queryable, userId: number, skuId: number) {
  const { rows } = await q.query<components['schemas']['ProductUserState'] & { known: boolean }>(
    `SELECT s.id IS NOT NULL AS known,
            EXISTS (SELECT 1 FROM favourite_sku f WHERE f.user_id = $1 AND f.sku_id = $2) AS favourited,
            EXISTS (SELECT 1 FROM store_follow sf WHERE sf.user_id = $1 AND sf.store_id = s.store_id) AS following,
            EXISTS (SELECT 1 FROM manual_compare_sku m WHERE m.user_id = $1 AND m.sku_id = $2) AS compared,
            (SELECT count(*)::int FROM manual_compare_sku m WHERE m.user_id = $1) AS "compareCount"
       FROM (SELECT 1) one LEFT JOIN product_sku s ON s.id = $2`,
    [userId, skuId],
  );
  return rows[0];
}

/** Records a view of the SKU: one row per user and SKU, its time moved to now. False for an unknown SKU. */
export async function upsertFootprint(q: Queryable, userId: number, skuId: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO footprint (shop_id, user_id, sku_id)
     SELECT shop_id, $1, id FROM product_sku WHERE id = $2
     ON CONFLICT (shop_id, user_id, sku_id) DO UPDATE SET last_viewed_at = now()
     RETURNING id`,
    [userId, skuId],
  );
  return rows.length > 0;
}

/** The user's 50 most recently viewed SKUs, newest first. */
export async function selectFootprints(q: Queryable, userId: number): Promise<Footprint[]> {
  const { rows } = await q.query<Footprint>(
    `SELECT s.id AS "skuId", s.name, s.main_img AS "mainImgUrl",
            s.price::text AS price,
            to_char(f.last_viewed_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "lastViewedAt"
       FROM footprint f JOIN product_sku s ON s.id = f.sku_id
      WHERE f.user_id = $1
      ORDER BY f.last_viewed_at DESC, f.id DESC
      LIMIT 50`,
    [userId],
  );
  return rows.map((r) => ({ ...r, price: priceString(r.price) }));
}
