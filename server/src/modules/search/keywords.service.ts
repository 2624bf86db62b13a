import type { Queryable } from '../../platform/db/database.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { selectHotTitles, selectMatchingNames } from './keywords.repo.ts';
import { keywordQuery } from './tokenize.ts';

const MAX_SUGGESTIONS = 10;

/** Matches read at most for suggestions: a broad keyword (a brand) matches thousands of goods. */
const MAX_MATCHES_READ = 2000;

/** Keywords whose suggestions a tenant keeps in memory (the box asks at every keystroke, words repeat). */
const MAX_KEPT_KEYWORDS = 2000;

/**
 * Search suggestions: hot words that contain the keyword first, then names of goods on sale that match
 * it exactly as the goods hall does (searchCondition: substring or pinyin), most sold first. The box asks
 * at every keystroke, so at most 2,000 matches are read (through the search index, as the goods hall
 * does: walking the sales index instead is fast for a brand and takes 100 ms+ for a keyword that matches
 * little or nothing); for a broader keyword the best sellers among those are suggested.
 */
export async function hotKeywords(cached: RequestContext['cached'], keyword: string): Promise<string[]> {
  if (!keywordQuery(keyword)) return [];
  // Kept per keyword until a hot word or a good changes, on any API node; after the sales roll-up the
  // next request rebuilds it and gets the last build meanwhile.
  return cached(
    `suggest:${keyword}`,
    ['hot_search', 'product_sku'],
    (read) => read((q) => suggestions(q, keyword)),
    { bound: { group: 'suggest', max: MAX_KEPT_KEYWORDS }, staleOn: 'sales' },
  );
}

async function suggestions(q: Queryable, keyword: string): Promise<string[]> {
  const kq = keywordQuery(keyword);
  if (!kq) return [];
  const hot = await selectHotTitles(q, kq.like, MAX_SUGGESTIONS);
  const goods = await selectMatchingNames(q, keyword, MAX_MATCHES_READ, MAX_SUGGESTIONS);
  return [...new Set([...hot, ...goods])].slice(0, MAX_SUGGESTIONS);
}
