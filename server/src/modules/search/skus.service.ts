import type { components } from '../../../../openapi/generated/search.ts';
import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { stockOf } from '../catalog/stock.service.ts';
import { rankAll, resolveCategories, selectBrandFacets, selectHitPage, type SkuSearch } from './skus.repo.ts';

/** Orders of the goods hall. `relevance` puts names where the keyword comes earlier first. */
export type SkuSort = components['schemas']['GoodsSort'];

/** One SKU of a result page. Prices are decimal strings (never floats); null means "no price" (***). */
export type SkuHit = components['schemas']['SkuCard'];

/** A result page without facets (openapi search.yaml GoodsPage); `capped`: total is {@link MAX_LISTED}. */
export type SkuPage = Omit<components['schemas']['GoodsPage'], 'facets'>;

/**
 * The most goods a listing reaches: the first 1,000 in its order, 50 pages of 20 (the big malls stop a
 * search at 100 pages). Ranking and counting every match costs time in proportion to the matches, each a
 * heap row under row-level security, so a keyword as broad as a brand (8,000 of 100,000 goods) cannot be
 * answered within the search budget; up to this many matches it can (docs/benchmarks/search.md). A buyer
 * narrows a broader listing with the category, brand and price filters.
 */
export const MAX_LISTED = 1000;

/**
 * Searches the SKUs on sale of the current tenant: page `current` of `size` plus the total, of at most
 * {@link MAX_LISTED} goods. Keywords go through the GIN index on search_tokens and are rechecked as exact
 * case-insensitive substrings of the name (pinyin keywords match pinyin lexemes, see tokenize.ts). Prices
 * stay NUMERIC in SQL and decimal strings here.
 *
 * Up to MAX_LISTED matches, every match is counted and ranked: relevance puts names where the keyword
 * comes earlier first, then best sellers. Past it the total is MAX_LISTED with `capped` set, relevance
 * means best sellers first, and a page by sales or newest is read along the index of its order, testing
 * each row as it goes: the first page of a keyword that matches one good in twelve reads about 240 rows
 * instead of ranking all its matches. Prices follow what the goods are (the cheapest goods of a tenant
 * may hold no SSD at all), so a page by price is ranked from every match, in the same statement; a page
 * that the walk does not fill takes a second one that ranks every match (skus.repo.ts).
 */
export async function searchSkus(q: Queryable, search: SkuSearch): Promise<SkuPage> {
  const current = search.current ?? 1;
  const size = search.size ?? 20;
  if (search.priceMin && search.priceMax && new Decimal(search.priceMin).gt(search.priceMax))
    throw badRequest('priceMin 不能大于 priceMax');
  const leaves = await resolveCategories(q, search.categoryIds);
  if (leaves && leaves.length === 0) return { records: [], total: 0, capped: false, current, size };
  const sort = search.sort ?? 'relevance';
  // The order of a capped listing.
  const cappedSort = sort === 'relevance' ? 'sales' : sort;
  // A page past the listing's end reads nothing but the total.
  const offset = (current - 1) * size;
  const pageSize = Math.max(0, Math.min(size, MAX_LISTED - offset));
  const { total, records } = await selectHitPage(
    q,
    search,
    leaves,
    { sort, cappedSort, offset, pageSize, maxListed: MAX_LISTED },
    stockOf,
  );
  if (total <= MAX_LISTED) return page(records, total, false, current, size);
  if (records.length === pageSize) return page(records, MAX_LISTED, true, current, size);
  return page(
    await rankAll(q, search, leaves, cappedSort, pageSize, offset, stockOf),
    MAX_LISTED,
    true,
    current,
    size,
  );
}

function page(records: SkuHit[], total: number, capped: boolean, current: number, size: number): SkuPage {
  return { records, total, capped, current, size };
}

/** Brand facet of a search: brands with their SKU counts, ignoring the brand filter itself. */
export async function brandFacets(
  q: Queryable,
  search: SkuSearch,
): Promise<Array<{ brandId: number; brandName: string; count: number }>> {
  const leaves = await resolveCategories(q, search.categoryIds);
  if (leaves && leaves.length === 0) return [];
  return selectBrandFacets(q, search, leaves);
}
