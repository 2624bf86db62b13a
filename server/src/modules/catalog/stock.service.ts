import type { CachedTable } from '../../platform/cache.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectStocks, stockOf as stockExpression } from './stock.repo.ts';

/**
 * A SKU's stock as an SQL expression over the SKU row `alias` (see stock.repo.ts), for the statements of
 * other modules that show stock beside their own columns (search hits, zone goods): they reach the
 * catalogue only through its services, and hand the expression to their repos.
 */
export const stockOf = (alias: string): string => stockExpression(alias);

/**
 * The live stock of goods whose other facts come from a kept answer (search pages, product pages: stock
 * changes with every order and announces no change, platform/cache.ts), read in one statement: 0 for a
 * SKU without a stock row, as `stockOf` gives.
 */
export async function liveStocks(
  q: Queryable,
  skuIds: readonly number[],
): Promise<(skuId: number) => number> {
  const stocks = await selectStocks(q, skuIds);
  return (skuId) => stocks.get(skuId) ?? 0;
}

/** `items` with their `stock` read afresh (see {@link liveStocks}). */
export async function withLiveStock<T extends { skuId: number; stock: number }>(
  q: Queryable,
  items: readonly T[],
): Promise<T[]> {
  const stock = await liveStocks(
    q,
    items.map((i) => i.skuId),
  );
  return items.map((i) => ({ ...i, stock: stock(i.skuId) }));
}

/**
 * What a kept view of goods (home floors, goods hall pages, product pages) is read from: the goods, their
 * categories, and the names of their brands and stores. A change of any drops the view on every node;
 * stock is not among them (see {@link liveStocks}).
 */
export const GOODS_VIEW_TABLES: readonly CachedTable[] = ['product_sku', 'category', 'brand', 'store'];
