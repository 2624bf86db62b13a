import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';
import { keywordQuery, type KeywordQuery } from './tokenize.ts';

/** Orders of the goods hall. `relevance` puts names where the keyword comes earlier first. */
type SkuSort = components['schemas']['GoodsSort'];

/** One SKU of a result page. Prices are decimal strings (never floats); null means "no price" (***). */
type SkuHit = components['schemas']['SkuCard'];

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

/** Collects positional parameters while a statement is assembled. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function keywordCondition(kq: KeywordQuery, p: Params, expandPrefixes: boolean): string {
  // name_lc is lower(name) (migration 0010): for UTF-8, ILIKE lowers both sides and compares with LIKE, so
  // this is the same test without lowering every candidate's name again.
  const substring = `s.name_lc LIKE lower(${p.add(kq.like)})`;
  // A keyword without letters, digits or CJK has no lexeme to look up: the substring test alone decides.
  if (!kq.lexemes) return substring;
  // The expansion runs once per statement (a sub-select), and its tsquery goes to the index.
  const query =
    expandPrefixes && kq.prefix
      ? `(SELECT search_expand_prefix(${p.add(kq.lexemes)}, ${p.add(kq.prefix)}))`
      : `${p.add(kq.lexemes)}::tsquery`;
  const lexemes = `s.search_tokens @@ ${query}`;
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
  options: {
    ignoreBrands?: boolean;
    /**
     * Prefix terms looked up as the lexemes they begin (migration 0015): for the condition that reads
     * the search index, not for one tested row by row.
     */
    expandPrefixes?: boolean;
  } = {},
): string {
  const expand = options.expandPrefixes ?? false;
  const where = ['s.status = 1', ...keywordClauses(search, (k) => keywordCondition(k, p, expand))];
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
 * The keywords of a search as clauses made by `condition`: the main keyword's, then the further keywords'
 * joined by OR (`matchAny`) or AND. Blank keywords make none.
 */
function keywordClauses(search: SkuSearch, condition: (k: KeywordQuery) => string): string[] {
  const clauses: string[] = [];
  const main = search.keyword ? keywordQuery(search.keyword) : null;
  if (main) clauses.push(condition(main));
  const extra = (search.keywords ?? []).map(keywordQuery).filter((k): k is KeywordQuery => k !== null);
  if (extra.length) {
    const parts = extra.map(condition);
    clauses.push(parts.length === 1 ? parts[0]! : `(${parts.join(search.matchAny ? ' OR ' : ' AND ')})`);
  }
  return clauses;
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

/**
 * How many rows of an order index a page of a capped listing reads before it ranks every match instead:
 * enough for the first pages of a keyword that matches one good in a hundred, little next to ranking
 * 8,000 matches.
 */
const WALK_LIMIT = 2000;

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
 * The display columns of a hit, for alias `s` (product_sku), with the stock that `stockOf` (the
 * catalogue's expression, catalog/stock.service.ts) makes.
 */
function hitColumns(stockOf: (alias: string) => string): string {
  return `s.id AS "skuId", s.spu_code AS "spuCode", s.name, s.model, s.main_img AS "mainImgUrl",
            s.price::text AS price, s.market_price::text AS "marketPrice",
            round(s.price / (1 + s.tax_rate), 7)::text AS untaxed, ${stockOf('s')} AS stock, s.sales, s.store_id AS "storeId",
            (SELECT st.name FROM store st WHERE st.id = s.store_id) AS "storeName", s.brand_id AS "brandId",
            (SELECT b.name FROM brand b WHERE b.id = s.brand_id) AS "brandName",
            s.product_type AS "productType", s.pre_sale AS "preSale"`;
}

/**
 * The one statement of a search (see searchSkus in skus.service.ts): the total of at most `maxListed + 1`
 * matches and page `offset`/`pageSize` of them, ranked by `sort` while the matches are at most
 * `maxListed`, else by `cappedSort` (read along its index for sales or newest). `leaves` are the resolved
 * category ids (see {@link resolveCategories}). Past `maxListed` a page by price, or one that
 * {@link WALK_LIMIT} rows do not fill, comes back short: the caller then ranks every match with
 * {@link rankAll}. `stockOf` is the catalogue's stock expression (catalog/stock.service.ts).
 */
export async function selectHitPage(
  q: Queryable,
  search: SkuSearch,
  leaves: number[] | null,
  page: {
    sort: SkuSort;
    cappedSort: Exclude<SkuSort, 'relevance'>;
    offset: number;
    pageSize: number;
    maxListed: number;
  },
  stockOf: (alias: string) => string,
): Promise<{ total: number; records: SkuHit[] }> {
  const { sort, cappedSort, offset, pageSize, maxListed } = page;
  const main = search.keyword ? keywordQuery(search.keyword) : null;
  // Whether the index of the capped listing's order is walked.
  const walk = cappedSort === 'sales' || cappedSort === 'newest';
  const p = new Params();
  // A search whose plan the keywords decide alone is prepared, and looks its prefixes up as lexemes. The
  // others are planned for their values, which needs the tsquery as a value: an expanded one is known
  // only when the statement runs, and would leave the planner guessing between the indexes.
  const prepare = planStable(search);
  const where = searchCondition(search, leaves, p, { expandPrefixes: prepare });
  // Relevance is where the keyword first occurs in the name (earlier first), then sales.
  const rel =
    main && sort === 'relevance' ? `NULLIF(strpos(s.name_lc, lower(${p.add(main.text)})), 0)` : null;
  const ranked = rel !== null;
  const columns = sortColumns(sort).map((c) => `s.${c}`);
  const limit = `LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`;
  // The page of a capped listing. By sales or newest, a walk along the order's index: it tests the
  // condition as a column of the walked rows, not as a filter, so that its LIMIT bounds the rows read, and
  // stops once it has the page (its rows come in the order of the index). When the keywords cannot match
  // as pinyin, every match contains them, and the walk tests that on the columns the index carries
  // (migration 0016) before it reads a row for the whole condition, in a sub-select (as a join, the
  // planner would rather hash every match). Its rows have no relevance: the final ORDER BY puts them by
  // sales. By price, the ranking of every match, reading on where `m` stopped.
  const walkColumns = (a: string) => sortColumns(cappedSort).map((c) => `${a}.${c}`);
  const pre = walk ? walkPrefilter(search, 'x', p) : null;
  const cappedAlias = walk ? 'w' : 's';
  const cappedPage = !walk
    ? `SELECT s.* FROM matches s WHERE (SELECT total FROM n) > ${maxListed}`
    : pre
      ? `SELECT w.id, ${walkColumns('w')}${ranked ? ', NULL::int' : ''} FROM (
            SELECT x.id, ${walkColumns('x')}, ${pre} AS pre
              FROM product_sku x ORDER BY ${orderBy(cappedSort, false, 'x', '')} LIMIT ${WALK_LIMIT}) w
         WHERE w.pre AND (SELECT ${searchCondition(search, leaves, p)} FROM product_sku s WHERE s.id = w.id)
           AND (SELECT total FROM n) > ${maxListed}`
      : `SELECT w.id, ${walkColumns('w')}${ranked ? ', NULL::int' : ''} FROM (
            SELECT s.id, ${walkColumns('s')}, ${searchCondition(search, leaves, p)} AS ok
              FROM product_sku s ORDER BY ${orderBy(cappedSort, false, 's', '')} LIMIT ${WALK_LIMIT}) w
         WHERE w.ok AND (SELECT total FROM n) > ${maxListed}`;
  // `m` takes at most maxListed + 1 matches, with only the id and the sort keys, so counting and ranking
  // them handles narrow rows. `matches` is a CTE of its own so that it is planned for all its rows,
  // through the GIN index, and still stops once `m` has its fill (a CTE is read as it is needed); as a
  // subquery PostgreSQL would plan it for the LIMIT and read the table sequentially. Of the branches of
  // `hits` only one runs: the ranking of `m` when it is not full, the capped page when it is. The display
  // columns are read for the rows of the page alone; the LEFT JOIN keeps the total when the page is empty.
  const { rows } = await q.query<HitRow & { total: number }>(
    `WITH matches AS MATERIALIZED (
       SELECT s.id, ${[...columns, ...(rel ? [`${rel} AS rel`] : [])].join(', ')} FROM product_sku s WHERE ${where}),
     m AS MATERIALIZED (SELECT * FROM matches LIMIT ${maxListed + 1}),
     n AS (SELECT count(*)::int AS total FROM m),
     hits AS (
       (SELECT s.* FROM m s
         WHERE (SELECT total FROM n) <= ${maxListed}
         ORDER BY ${orderBy(sort, ranked, 's', 'rel')} ${limit})
       UNION ALL
       (${cappedPage}
         ORDER BY ${orderBy(cappedSort, false, cappedAlias, '')} ${limit}))
     SELECT n.total, ${hitColumns(stockOf)}
       FROM n LEFT JOIN (hits h JOIN product_sku s ON s.id = h.id) ON true
      ORDER BY ${orderBy(sort, ranked, 'h', 'h.rel')}`,
    p.values,
    { prepare },
  );
  const total = rows[0]?.total ?? 0;
  const records = rows.map(({ total: _t, ...r }) => r).filter((r) => r.skuId !== null);
  return { total, records: records.map(toHit) };
}

/**
 * A condition on alias `a` that every match of `search` meets and that reads only what the order indexes
 * carry besides their keys (status and name_lc, migration 0016): the substring test of every keyword, as
 * `searchCondition` combines them. Null when there are no keywords, or when one may match as pinyin,
 * which the name does not contain.
 */
function walkPrefilter(search: SkuSearch, a: string, p: Params): string | null {
  // Decided before any parameter is added: a statement may not carry a parameter it does not use.
  const pinyin = [search.keyword, ...(search.keywords ?? [])].some((k) => k && keywordQuery(k)?.pinyin);
  if (pinyin) return null;
  const contains = keywordClauses(search, (k) => `${a}.name_lc LIKE lower(${p.add(k.like)})`);
  return contains.length ? [`${a}.status = 1`, ...contains].join(' AND ') : null;
}

/**
 * True when the plan of a search does not depend on its values, so that its statement can be prepared:
 * the keywords decide it alone (GIN for the matches, the order's index for a capped page, the primary key
 * for the page's rows), and parsing and planning the statement anew took about a sixth of a broad
 * keyword's time. Category, brand and price filters each have an index of their own, and which one reads
 * the fewest rows depends on the values: those searches are planned for their values every time.
 */
function planStable(search: SkuSearch): boolean {
  const keyword = Boolean(search.keyword?.trim()) || Boolean(search.keywords?.some((k) => k.trim()));
  return (
    keyword && !search.categoryIds?.length && !search.brandIds?.length && !search.priceMin && !search.priceMax
  );
}

/**
 * A page of a capped listing ranked from every match (see {@link selectHitPage}). `matches` is a CTE of
 * its own for the reason given there: planned for the LIMIT, PostgreSQL would walk an order index instead.
 */
export async function rankAll(
  q: Queryable,
  search: SkuSearch,
  leaves: number[] | null,
  sort: Exclude<SkuSort, 'relevance'>,
  size: number,
  offset: number,
  stockOf: (alias: string) => string,
): Promise<SkuHit[]> {
  const p = new Params();
  const columns = sortColumns(sort).map((c) => `s.${c}`);
  const { rows } = await q.query<HitRow>(
    `WITH matches AS MATERIALIZED (
       SELECT s.id, ${columns.join(', ')} FROM product_sku s WHERE ${searchCondition(search, leaves, p)}),
     hits AS (
       SELECT * FROM matches s ORDER BY ${orderBy(sort, false, 's', '')}
        LIMIT ${p.add(size)} OFFSET ${p.add(offset)})
     SELECT ${hitColumns(stockOf)}
       FROM hits h JOIN product_sku s ON s.id = h.id
      ORDER BY ${orderBy(sort, false, 'h', '')}`,
    p.values,
  );
  return rows.map(toHit);
}

function toHit({ untaxed, price, marketPrice, ...r }: HitRow): SkuHit {
  return {
    ...(r as Omit<SkuHit, 'price' | 'marketPrice' | 'untaxedPrice'>),
    price: priceString(price),
    marketPrice: priceString(marketPrice),
    untaxedPrice: priceString(untaxed),
  };
}

/** A row of {@link hitColumns}; every column is null on the row that only carries a total. */
type HitRow = Omit<SkuHit, 'storeName' | 'brandName' | 'price' | 'marketPrice' | 'untaxedPrice'> & {
  storeName: string;
  brandName: string | null;
  price: string | null;
  marketPrice: string | null;
  untaxed: string | null;
};

/** Brand facet of a search: brands with their SKU counts, ignoring the brand filter itself. */
export async function selectBrandFacets(
  q: Queryable,
  search: SkuSearch,
  leaves: number[] | null,
): Promise<Array<{ brandId: number; brandName: string; count: number }>> {
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
