import type { Queryable } from '../../platform/db/database.ts';

/**
 * A SKU's stock as an SQL expression over the SKU row `alias`. Stock lives in the narrow table sku_stock
 * (migration 0012: orders update it, not the wide catalogue row); a SKU without a stock row has none.
 */
export const stockOf = (alias: string): string =>
  `COALESCE((SELECT k.stock FROM sku_stock k WHERE k.sku_id = ${alias}.id), 0)`;

/** The stock of each of `skuIds` that has a stock row (the others have none). */
export async function selectStocks(q: Queryable, skuIds: readonly number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const { rows } = await q.query<{ skuId: number; stock: number }>(
    'SELECT sku_id AS "skuId", stock FROM sku_stock WHERE sku_id = ANY($1::bigint[])',
    [skuIds],
  );
  return new Map(rows.map((r) => [Number(r.skuId), r.stock]));
}
