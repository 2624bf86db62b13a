import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';

type StoreHit = components['schemas']['StoreHit'];

/** An ILIKE pattern for names that contain `needle` (`%`, `_` and `\` in it literal). */
const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the open stores whose name contains `needle` (case-insensitive), self-operated first, then
 * preferred, then general, each with its number of SKUs on sale and the number of such stores.
 */
export async function selectStores(q: Queryable, needle: string, current: number, size: number) {
  const { rows } = await q.query<StoreHit & { total: number }>(
    `SELECT st.id AS "storeId", st.name AS "storeName", st.logo, st.store_type AS "storeType", st.area,
            st.description,
            (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount",
            count(*) OVER ()::int AS total
       FROM store st
      WHERE st.status = 1 AND st.name ILIKE $1
      ORDER BY st.store_type, st.id
      LIMIT $2 OFFSET $3`,
    [containing(needle), size, (current - 1) * size],
  );
  return rows;
}

/** How many open stores have a name that contains `needle` (case-insensitive). */
export async function countStores(q: Queryable, needle: string): Promise<number> {
  const { rows: n } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM store WHERE status = 1 AND name ILIKE $1`,
    [containing(needle)],
  );
  return n[0]?.n ?? 0;
}
