import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** A store in the store search (spec §2 /store-list). */
export type StoreHit = components['schemas']['StoreHit'];

/**
 * Stores of the current tenant whose name contains `name` (case-insensitive, `%` and `_` literal),
 * self-operated first, then preferred, then general. A tenant has tens of stores, not thousands, so a
 * substring scan is the right tool here.
 */
export async function searchStores(
  q: Queryable,
  name: string | undefined,
  current: number,
  size: number,
): Promise<{ records: StoreHit[]; total: number; current: number; size: number }> {
  const needle = (name ?? '').trim();
  const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await q.query<StoreHit & { total: number }>(
    `SELECT st.id AS "storeId", st.name AS "storeName", st.logo, st.store_type AS "storeType", st.area,
            st.description,
            (SELECT count(*)::int FROM product_sku s WHERE s.store_id = st.id AND s.status = 1) AS "skuCount",
            count(*) OVER ()::int AS total
       FROM store st
      WHERE st.status = 1 AND st.name ILIKE $1
      ORDER BY st.store_type, st.id
      LIMIT $2 OFFSET $3`,
    [like, size, (current - 1) * size],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && current > 1) {
    const { rows: n } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM store WHERE status = 1 AND name ILIKE $1`,
      [like],
    );
    total = n[0]?.n ?? 0;
  }
  return { records: rows.map(({ total: _t, ...r }) => r), total, current, size };
}
