import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { COMPARE_MAX } from './compare.service.ts';
import { priceString } from '../../platform/money.ts';

/** What the product page shows for the caller (spec §2 detail: 收藏, 关注店铺, 加入对比). */
export type ProductUserState = components['schemas']['ProductUserState'];

/** A recently viewed product (footprint). */
export type Footprint = components['schemas']['Footprint'];

/**
 * Adds the SKU to the user's favourites, or removes it when it is there. One delete decides the
 * direction; the unique (user, sku) key makes a concurrent second add a no-op.
 */
export async function toggleFavourite(
  q: Queryable,
  userId: number,
  skuId: number,
): Promise<{ favourited: boolean }> {
  const removed = await q.query('DELETE FROM favourite_sku WHERE user_id = $1 AND sku_id = $2 RETURNING id', [
    userId,
    skuId,
  ]);
  if (removed.rows.length) return { favourited: false };
  const { rows } = await q.query<{ known: boolean }>(
    `WITH sku AS (SELECT id, shop_id FROM product_sku WHERE id = $2),
          ins AS (INSERT INTO favourite_sku (shop_id, user_id, sku_id)
                  SELECT shop_id, $1, id FROM sku ON CONFLICT DO NOTHING RETURNING id)
     SELECT EXISTS (SELECT 1 FROM sku) AS known`,
    [userId, skuId],
  );
  if (!rows[0]?.known) throw notFound('商品不存在或已删除');
  return { favourited: true };
}

/** Follows the store, or unfollows it when followed (same rule as {@link toggleFavourite}). */
export async function toggleStoreFollow(
  q: Queryable,
  userId: number,
  storeId: number,
): Promise<{ following: boolean }> {
  const removed = await q.query(
    'DELETE FROM store_follow WHERE user_id = $1 AND store_id = $2 RETURNING id',
    [userId, storeId],
  );
  if (removed.rows.length) return { following: false };
  const { rows } = await q.query<{ known: boolean }>(
    `WITH st AS (SELECT id, shop_id FROM store WHERE id = $2),
          ins AS (INSERT INTO store_follow (shop_id, user_id, store_id)
                  SELECT shop_id, $1, id FROM st ON CONFLICT DO NOTHING RETURNING id)
     SELECT EXISTS (SELECT 1 FROM st) AS known`,
    [userId, storeId],
  );
  if (!rows[0]?.known) throw notFound('店铺不存在');
  return { following: true };
}

/** The caller's favourite, follow and comparison state for a SKU's page. */
export async function productUserState(
  q: Queryable,
  userId: number,
  skuId: number,
): Promise<ProductUserState> {
  const { rows } = await q.query<ProductUserState & { known: boolean }>(
    `SELECT s.id IS NOT NULL AS known,
            EXISTS (SELECT 1 FROM favourite_sku f WHERE f.user_id = $1 AND f.sku_id = $2) AS favourited,
            EXISTS (SELECT 1 FROM store_follow sf WHERE sf.user_id = $1 AND sf.store_id = s.store_id) AS following,
            EXISTS (SELECT 1 FROM manual_compare_sku m WHERE m.user_id = $1 AND m.sku_id = $2) AS compared,
            (SELECT count(*)::int FROM manual_compare_sku m WHERE m.user_id = $1) AS "compareCount"
       FROM (SELECT 1) one LEFT JOIN product_sku s ON s.id = $2`,
    [userId, skuId],
  );
  const row = rows[0];
  if (!row?.known) throw notFound('商品不存在或已删除');
  return {
    favourited: row.favourited,
    following: row.following,
    compared: row.compared,
    compareCount: Math.min(row.compareCount, COMPARE_MAX),
  };
}

/** Records that the user viewed the SKU: one row per user and SKU, its time moved to now. */
export async function addFootprint(q: Queryable, userId: number, skuId: number): Promise<{ skuId: number }> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO footprint (shop_id, user_id, sku_id)
     SELECT shop_id, $1, id FROM product_sku WHERE id = $2
     ON CONFLICT (user_id, sku_id) DO UPDATE SET last_viewed_at = now()
     RETURNING id`,
    [userId, skuId],
  );
  if (!rows.length) throw notFound('商品不存在或已删除');
  return { skuId };
}

/** The user's 50 most recently viewed SKUs, newest first. */
export async function listFootprints(q: Queryable, userId: number): Promise<Footprint[]> {
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
