import type { Queryable } from '../../platform/db/database.ts';
import { Params, searchCondition } from './skus.repo.ts';

/** Titles of the hot words (type 0) that match the LIKE pattern case-insensitively, by sort. */
export async function selectHotTitles(q: Queryable, like: string, limit: number): Promise<string[]> {
  const { rows: hot } = await q.query<{ title: string }>(
    `SELECT title FROM hot_search WHERE type = 0 AND lower(title) LIKE lower($1) ORDER BY sort, id LIMIT $2`,
    [like, limit],
  );
  return hot.map((h) => h.title);
}

/**
 * Distinct names of goods on sale that match the keyword as the goods hall does (searchCondition), most
 * sold first: at most `limit` of them, taken from the first `matchesRead` matches the search index gives.
 */
export async function selectMatchingNames(
  q: Queryable,
  keyword: string,
  matchesRead: number,
  limit: number,
): Promise<string[]> {
  const p = new Params();
  const where = searchCondition({ keyword }, null, p);
  const { rows: goods } = await q.query<{ name: string }>(
    `SELECT name FROM (
       SELECT DISTINCT ON (name) name, sales
         FROM (SELECT s.name, s.sales FROM product_sku s WHERE ${where} OFFSET 0 LIMIT ${p.add(matchesRead)}) m
        ORDER BY name, sales DESC) t
      ORDER BY sales DESC, name LIMIT ${p.add(limit)}`,
    p.values,
  );
  return goods.map((g) => g.name);
}
