import type { Queryable } from '../../platform/db/database.ts';
import { Params, searchCondition } from './skus.service.ts';
import { keywordQuery } from './tokenize.service.ts';

const MAX_SUGGESTIONS = 10;

/** Matches read at most for suggestions: a broad keyword (a brand) matches thousands of goods. */
const MAX_MATCHES_READ = 2000;

/**
 * Search suggestions: hot words that contain the keyword first, then names of goods on sale that match
 * it exactly as the goods hall does (searchCondition: substring or pinyin), most sold first. The box asks
 * at every keystroke, so at most 2,000 matches are read (through the search index, as the goods hall
 * does: walking the sales index instead is fast for a brand and takes 100 ms+ for a keyword that matches
 * little or nothing); for a broader keyword the best sellers among those are suggested.
 */
export async function hotKeywords(q: Queryable, keyword: string): Promise<string[]> {
  const kq = keywordQuery(keyword);
  if (!kq) return [];
  const { rows: hot } = await q.query<{ title: string }>(
    `SELECT title FROM hot_search WHERE type = 0 AND lower(title) LIKE lower($1) ORDER BY sort, id LIMIT $2`,
    [kq.like, MAX_SUGGESTIONS],
  );
  const p = new Params();
  const where = searchCondition({ keyword }, null, p);
  const { rows: goods } = await q.query<{ name: string }>(
    `SELECT name FROM (
       SELECT DISTINCT ON (name) name, sales
         FROM (SELECT s.name, s.sales FROM product_sku s WHERE ${where} OFFSET 0 LIMIT ${p.add(MAX_MATCHES_READ)}) m
        ORDER BY name, sales DESC) t
      ORDER BY sales DESC, name LIMIT ${p.add(MAX_SUGGESTIONS)}`,
    p.values,
  );
  return [...new Set([...hot.map((h) => h.title), ...goods.map((g) => g.name)])].slice(0, MAX_SUGGESTIONS);
}
