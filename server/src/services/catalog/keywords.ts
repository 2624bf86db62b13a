import type { Queryable } from '../../db/database.ts';
import { keywordQuery } from '../search/tokenize.ts';

const MAX_SUGGESTIONS = 10;

/**
 * Search suggestions: hot words that contain the keyword first, then names of goods on sale that match
 * it as the goods hall would (exact substring, or pinyin), most sold first.
 */
export async function hotKeywords(q: Queryable, keyword: string): Promise<string[]> {
  const kq = keywordQuery(keyword);
  if (!kq) return [];
  const { rows: hot } = await q.query<{ title: string }>(
    `SELECT title FROM hot_search WHERE type = 0 AND title ILIKE $1 ORDER BY sort, id LIMIT $2`,
    [kq.like, MAX_SUGGESTIONS],
  );
  const { rows: goods } = kq.lexemes
    ? await q.query<{ name: string }>(
        `SELECT name FROM (
           SELECT DISTINCT ON (name) name, sales FROM product_sku
            WHERE status = 1 AND search_tokens @@ $1::tsquery
              AND (name ILIKE $2 OR search_tokens @@ $3::tsquery)
            ORDER BY name, sales DESC) t
          ORDER BY sales DESC, name LIMIT $4`,
        // A tsquery that matches nothing stands in when the keyword is not pinyin.
        [kq.lexemes, kq.like, kq.pinyin ?? "'~'", MAX_SUGGESTIONS],
      )
    : { rows: [] };
  return [...new Set([...hot.map((h) => h.title), ...goods.map((g) => g.name)])].slice(0, MAX_SUGGESTIONS);
}
