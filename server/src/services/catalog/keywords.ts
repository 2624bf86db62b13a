import type { Queryable } from '../../db/database.ts';
import { documentTokens, normalize } from '../search/tokenize.ts';

const MAX_SUGGESTIONS = 10;

/**
 * Search suggestions: hot words that contain the keyword first, then names of goods on sale that contain
 * it, most sold first. Goods are found through the token index and rechecked as exact substrings.
 */
export async function hotKeywords(q: Queryable, keyword: string): Promise<string[]> {
  const needle = normalize(keyword.trim());
  if (!needle) return [];
  const tokens = documentTokens(needle).filter((t) => [...t].length <= 2 || /^[a-z0-9]/.test(t));
  const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows: hot } = await q.query<{ title: string }>(
    `SELECT title FROM hot_search WHERE type = 0 AND lower(title) LIKE $1 ORDER BY sort, id LIMIT $2`,
    [like, MAX_SUGGESTIONS],
  );
  const { rows: goods } = tokens.length
    ? await q.query<{ name: string }>(
        `SELECT name FROM (
           SELECT DISTINCT ON (name) name, sales FROM product_sku
            WHERE status = 1 AND search_tokens @@ $1::text::tsquery AND lower(name) LIKE $2
            ORDER BY name, sales DESC) t
          ORDER BY sales DESC, name LIMIT $3`,
        [tokens.map((t) => `'${t.replace(/'/g, "''")}'`).join(' & '), like, MAX_SUGGESTIONS],
      )
    : { rows: [] };
  return [...new Set([...hot.map((h) => h.title), ...goods.map((g) => g.name)])].slice(0, MAX_SUGGESTIONS);
}
