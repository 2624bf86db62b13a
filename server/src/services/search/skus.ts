import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { priceString } from '../catalog/money.ts';
import { keywordQuery, type KeywordQuery } from './tokenize.ts';
import { stockOf } from '../catalog/stock.ts';

/** Orders of the goods hall. `relevance` puts names where the keyword comes earlier first. */
export type SkuSort = 'relevance' | 'priceAsc' | 'priceDesc' | 'sales' | 'newest';

/** What to search for. Every field is optional; an empty search lists every SKU on sale. */
export interface SkuSearch {
  /** The main keyword (goods hall `pn`): the name must contain it (or match it as pinyin). */
  keyword?: string | null | undefined;
  /** Further keywords (goods hall `sc`), each matched like `keyword`. */
  keywords?: string[] | undefined;
  /** True: any of `keywords` suffices (goods hall `st` = 1); false: all of them must match. */
  matchAny?: boolean | undefined;
  /** Category ids of any level; a SKU must sit below every one of them. */
  categoryIds?: number[] | undefined;
  brandIds?: number[] | undefined;
  /** Inclusive price bounds as decimal strings; SKUs without a price drop out once a bound is set. */
  priceMin?: string | null | undefined;
  priceMax?: string | null | undefined;
  inStock?: boolean | undefined;
  /** Only goods of the tenant's employee-welfare catalogue (福利商城). */
  welfareOnly?: boolean | undefined;
  sort?: SkuSort | undefined;
  current?: number | undefined;
  size?: number | undefined;
}

/** One SKU of a result page. Prices are decimal strings (never floats); null means "no price" (***). */
export interface SkuHit {
  skuId: number;
  spuCode: string;
  name: string;
  model: string;
  mainImgUrl: string;
  price: string | null;
  marketPrice: string | null;
  /** price / (1 + tax rate), rounded half away from zero to 7 places. */
  untaxedPrice: string | null;
  stock: number;
  sales: number;
  storeId: number;
  storeName: string;
  brandId: number | null;
  brandName: string | null;
  productType: number;
  preSale: boolean;
}

export interface SkuPage {
  records: SkuHit[];
  total: number;
  current: number;
  size: number;
}

/** Collects positional parameters while a statement is assembled. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function keywordCondition(kq: KeywordQuery, p: Params): string {
  // name_lc is lower(name) (migration 0010): for UTF-8, ILIKE lowers both sides and compares with LIKE, so
  // this is the same test without lowering every candidate's name again.
  const substring = `s.name_lc LIKE lower(${p.add(kq.like)})`;
  // A keyword without letters, digits or CJK has no lexeme to look up: the substring test alone decides.
  if (!kq.lexemes) return substring;
  const lexemes = `s.search_tokens @@ ${p.add(kq.lexemes)}::tsquery`;
  const accept = [substring];
  if (kq.exact) accept.unshift('s.name_plain');
  if (kq.pinyin) accept.push(`s.search_tokens @@ ${p.add(kq.pinyin)}::tsquery`);
  return `(${lexemes} AND (${accept.join(' OR ')}))`;
}

/**
 * The WHERE clause of a search (alias `s` for product_sku), with its parameters added to `p`. Category
 * ids must already be resolved to the leaf ids (see {@link resolveCategories}).
 */
export function searchCondition(
  search: SkuSearch,
  leafCategoryIds: number[] | null,
  p: Params,
  options: { ignoreBrands?: boolean } = {},
): string {
  const where = ['s.status = 1'];
  const main = search.keyword ? keywordQuery(search.keyword) : null;
  if (main) where.push(keywordCondition(main, p));
  const extra = (search.keywords ?? []).map(keywordQuery).filter((k): k is KeywordQuery => k !== null);
  if (extra.length) {
    const parts = extra.map((k) => keywordCondition(k, p));
    where.push(parts.length === 1 ? parts[0]! : `(${parts.join(search.matchAny ? ' OR ' : ' AND ')})`);
  }
  if (leafCategoryIds) where.push(`s.category_id = ANY(${p.add(leafCategoryIds)}::bigint[])`);
  if (search.brandIds?.length && !options.ignoreBrands)
    where.push(`s.brand_id = ANY(${p.add(search.brandIds)}::bigint[])`);
  if (search.priceMin) where.push(`s.price >= ${p.add(search.priceMin)}::numeric`);
  if (search.priceMax) where.push(`s.price <= ${p.add(search.priceMax)}::numeric`);
  if (search.inStock) where.push('EXISTS (SELECT 1 FROM sku_stock k WHERE k.sku_id = s.id AND k.stock > 0)');
  if (search.welfareOnly) where.push('s.is_welfare');
  return where.join(' AND ');
}

/**
 * The ids of the categories that lie below every one of `ids` (each id included itself), or null when
 * no category was asked for. Unknown ids, or ids on different branches, leave an empty list.
 */
export async function resolveCategories(q: Queryable, ids: number[] | undefined): Promise<number[] | null> {
  const roots = [...new Set(ids ?? [])];
  if (!roots.length) return null;
  const { rows } = await q.query<{ id: number }>(
    `WITH RECURSIVE sub(root, id) AS (
       SELECT id, id FROM category WHERE id = ANY($1::bigint[])
       UNION ALL
       SELECT sub.root, c.id FROM category c JOIN sub ON c.parent_id = sub.id)
     SELECT id FROM sub GROUP BY id HAVING count(DISTINCT root) = $2`,
    [roots, roots.length],
  );
  return rows.map((r) => r.id);
}

/** ORDER BY for alias `a`; `rel` names the relevance column (bare inside the CTE, where it is defined). */
function orderBy(sort: SkuSort, ranked: boolean, a: string, rel: string): string {
  switch (sort) {
    case 'priceAsc':
      return `${a}.price ASC NULLS LAST, ${a}.id`;
    case 'priceDesc':
      return `${a}.price DESC NULLS LAST, ${a}.id`;
    case 'sales':
      return `${a}.sales DESC, ${a}.id`;
    case 'newest':
      return `${a}.created_at DESC, ${a}.id DESC`;
    case 'relevance':
      return ranked ? `${rel} ASC NULLS LAST, ${a}.sales DESC, ${a}.id` : `${a}.sales DESC, ${a}.id`;
  }
}

/** The columns of product_sku that {@link orderBy} sorts on besides the id. */
function sortColumns(sort: SkuSort): string[] {
  switch (sort) {
    case 'priceAsc':
    case 'priceDesc':
      return ['price'];
    case 'newest':
      return ['created_at'];
    case 'sales':
    case 'relevance':
      return ['sales'];
  }
}

/**
 * Searches the SKUs on sale of the current tenant: top `size` of page `current` plus the total count.
 * Keywords go through the GIN index on search_tokens and are rechecked as exact case-insensitive
 * substrings of the name (pinyin keywords match pinyin lexemes, see tokenize.ts). Prices stay NUMERIC
 * in SQL and decimal strings here.
 */
export async function searchSkus(q: Queryable, search: SkuSearch): Promise<SkuPage> {
  const current = search.current ?? 1;
  const size = search.size ?? 20;
  if (search.priceMin && search.priceMax && new Decimal(search.priceMin).gt(search.priceMax))
    throw badRequest('priceMin 不能大于 priceMax');
  const leaves = await resolveCategories(q, search.categoryIds);
  if (leaves && leaves.length === 0) return { records: [], total: 0, current, size };
  const p = new Params();
  const where = searchCondition(search, leaves, p);
  const main = search.keyword ? keywordQuery(search.keyword) : null;
  const sort = search.sort ?? 'relevance';
  // Relevance is where the keyword first occurs in the name (earlier first), then sales.
  const rel =
    main && sort === 'relevance' ? `NULLIF(strpos(s.name_lc, lower(${p.add(main.text)})), 0)` : null;
  const ranked = rel !== null;
  const keys = [...sortColumns(sort).map((c) => `s.${c}`), ...(rel ? [`${rel} AS rel`] : [])];
  const limit = p.add(size);
  const offset = p.add((current - 1) * size);
  // Every match passes through `hits`, so it carries only the id and the sort keys: the count and the
  // top-N sort handle narrow rows, and the display columns, the untaxed price and the store and brand names
  // are read for the rows of the page alone (the names as subqueries, which plan in about half the time of
  // two more joins on PGlite). OFFSET 0 plans the matching on its own: PostgreSQL 15 costs the window as if
  // LIMIT could stop it early, and would otherwise walk the whole tenant along product_sku_sales (or
  // _price, _newest) for a sorted keyword search instead of using the GIN index.
  const { rows } = await q.query<Omit<SkuHit, 'storeName' | 'brandName'> & RawHit>(
    `WITH hits AS (
       SELECT s.*, count(*) OVER () AS total
         FROM (SELECT s.id, ${keys.join(', ')} FROM product_sku s WHERE ${where} OFFSET 0) s
        ORDER BY ${orderBy(sort, ranked, 's', 'rel')}
        LIMIT ${limit} OFFSET ${offset})
     SELECT s.id AS "skuId", s.spu_code AS "spuCode", s.name, s.model, s.main_img AS "mainImgUrl",
            s.price::text AS price, s.market_price::text AS "marketPrice",
            round(s.price / (1 + s.tax_rate), 7)::text AS untaxed, ${stockOf('s')} AS stock, s.sales, s.store_id AS "storeId",
            (SELECT st.name FROM store st WHERE st.id = s.store_id) AS "storeName", s.brand_id AS "brandId",
            (SELECT b.name FROM brand b WHERE b.id = s.brand_id) AS "brandName",
            s.product_type AS "productType", s.pre_sale AS "preSale", h.total::int AS total
       FROM hits h
       JOIN product_sku s ON s.id = h.id
      ORDER BY ${orderBy(sort, ranked, 'h', 'h.rel')}`,
    p.values,
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && current > 1) {
    // Past the last page the window has no row to carry the count.
    total = await countMatches(q, search, leaves);
  }
  return {
    records: rows.map(({ total: _t, untaxed, price, marketPrice, ...r }) => ({
      ...r,
      price: priceString(price),
      marketPrice: priceString(marketPrice),
      untaxedPrice: priceString(untaxed),
    })),
    total,
    current,
    size,
  };
}

/**
 * The number of SKUs a search matches, nothing ranked or read for display. `leaves` as for
 * {@link searchCondition}.
 */
export async function countMatches(
  q: Queryable,
  search: SkuSearch,
  leaves: number[] | null,
): Promise<number> {
  const p = new Params();
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_sku s WHERE ${searchCondition(search, leaves, p)}`,
    p.values,
  );
  return rows[0]?.n ?? 0;
}

interface RawHit {
  storeName: string;
  brandName: string | null;
  price: string | null;
  marketPrice: string | null;
  untaxed: string | null;
  total: number;
}

/** Brand facet of a search: brands with their SKU counts, ignoring the brand filter itself. */
export async function brandFacets(
  q: Queryable,
  search: SkuSearch,
): Promise<Array<{ brandId: number; brandName: string; count: number }>> {
  const leaves = await resolveCategories(q, search.categoryIds);
  if (leaves && leaves.length === 0) return [];
  const p = new Params();
  const where = searchCondition(search, leaves, p, { ignoreBrands: true });
  const { rows } = await q.query<{ brandId: number; brandName: string; count: number }>(
    `SELECT b.id AS "brandId", b.name AS "brandName", count(*)::int AS count
       FROM product_sku s JOIN brand b ON b.id = s.brand_id
      WHERE ${where}
      GROUP BY b.id, b.name
      ORDER BY count(*) DESC, b.name
      LIMIT 100`,
    p.values,
  );
  return rows;
}
