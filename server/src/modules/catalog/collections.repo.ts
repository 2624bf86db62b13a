import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

type FavouriteGoods = components['schemas']['FavouriteGoods'];
type FollowedStore = components['schemas']['FollowedStore'];

const CHINA_TIME = (column: string) =>
  `to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * A page of the user's favourite SKUs, newest first, each with its store and whether it is on sale (on the
 * shelf in an open store), and how many favourites the user has.
 */
export async function selectFavouritePage(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<{ records: FavouriteGoods[]; total: number }> {
  const { rows } = await q.query<FavouriteGoods & { total: number }>(
    `SELECT s.id AS "skuId", s.name, s.main_img AS "mainImgUrl", s.price::text AS price,
            (s.status = 1 AND st.status = 1) AS "onSale",
            st.id AS "storeId", st.name AS "storeName",
            ${CHINA_TIME('f.created_at')} AS "favouritedAt",
            count(*) OVER ()::int AS total
       FROM favourite_sku f
       JOIN product_sku s ON s.id = f.sku_id
       JOIN store st ON st.id = s.store_id
      WHERE f.user_id = $1
      ORDER BY f.created_at DESC, f.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  const total = rows[0]?.total ?? (current > 1 ? await countFavourites(q, userId) : 0);
  return { records: rows.map(({ total: _, ...r }) => ({ ...r, price: priceString(r.price) })), total };
}

async function countFavourites(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM favourite_sku WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** A page of the stores the user follows, newest first, each with its goods on sale, and their number. */
export async function selectFollowedStorePage(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<{ records: FollowedStore[]; total: number }> {
  const { rows } = await q.query<FollowedStore & { total: number }>(
    `SELECT st.id AS "storeId", st.name AS "storeName", st.logo, st.store_type AS "storeType",
            (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount",
            ${CHINA_TIME('sf.created_at')} AS "followedAt",
            count(*) OVER ()::int AS total
       FROM store_follow sf
       JOIN store st ON st.id = sf.store_id
      WHERE sf.user_id = $1
      ORDER BY sf.created_at DESC, sf.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  const total = rows[0]?.total ?? (current > 1 ? await countStoreFollows(q, userId) : 0);
  return { records: rows.map(({ total: _, ...r }) => r), total };
}

async function countStoreFollows(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM store_follow WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Removes the SKU from the user's footprints; whether it was there. */
export async function deleteFootprintRow(q: Queryable, userId: number, skuId: number): Promise<boolean> {
  const { rows } = await q.query('DELETE FROM footprint WHERE user_id = $1 AND sku_id = $2 RETURNING id', [
    userId,
    skuId,
  ]);
  return rows.length > 0;
}

/** Removes every footprint of the user; how many there were. */
export async function deleteAllFootprints(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH gone AS (DELETE FROM footprint WHERE user_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}
