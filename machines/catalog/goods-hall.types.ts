import type { components } from '../../openapi/generated/search.ts';
import { isPriceBound } from '../shared/price.ts';

type SearchSchemas = components['schemas'];

/** The sort orders of the goods hall (综合, 价格↑, 价格↓, 销量, 新品; openapi search.yaml GoodsSort). */
export type GoodsSort = SearchSchemas['GoodsSort'];
export const GOODS_SORTS = [
  'relevance',
  'priceAsc',
  'priceDesc',
  'sales',
  'newest',
] as const satisfies readonly GoodsSort[];

/** Goods per hall page. */
export const HALL_PAGE_SIZE = 20;

/**
 * Everything the goods hall shows, as its URL carries it: the spec §2 parameters (pn, sc, st, t and the
 * three category levels with their names) plus the hall's own filters, sort and page, and whether it is
 * the welfare hall (`/welfare/list`, or `isWelfare=1` on `/list`). The URL alone restores the view.
 */
export interface GoodsHallQuery {
  pn: string;
  sc: string[];
  st: 0 | 1 | null;
  t: string;
  cpid: number | null;
  cpName: string;
  cid: number | null;
  cName: string;
  thCid: number | null;
  thCName: string;
  brand: number[];
  priceMin: string;
  priceMax: string;
  inStock: boolean;
  /** Only welfare goods (spec §2 /welfare/list, `isWelfare=1`). */
  welfare: boolean;
  sort: GoodsSort;
  page: number;
}

/** One product card of the hall (openapi search.yaml SkuCard). */
export type SkuCard = SearchSchemas['SkuCard'];

/**
 * A page of hall results with the facets of the whole match (openapi search.yaml GoodsPage), without
 * `current` and `size`: the hall's query owns the page.
 */
export type GoodsPage = Omit<SearchSchemas['GoodsPage'], 'current' | 'size'>;

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/**
 * The hall query of a URL search string (`?pn=…` or without `?`); unknown or malformed values are dropped.
 * `onWelfarePath`: the URL is /welfare/list, which lists welfare goods without `isWelfare=1`.
 */
export function parseHallQuery(search: string, onWelfarePath = false): GoodsHallQuery {
  const p = new URLSearchParams(search);
  const text = (key: string) => (p.get(key) ?? '').slice(0, 50);
  const price = (key: string) => {
    const v = (p.get(key) ?? '').trim();
    return v !== '' && isPriceBound(v) ? v : '';
  };
  const st = p.get('st');
  const sort = p.get('sort');
  return {
    pn: text('pn'),
    sc: p
      .getAll('sc')
      .flatMap((s) => s.split(','))
      .map((s) => s.trim().slice(0, 50))
      .filter((s) => s !== '')
      .slice(0, 10),
    st: st === '0' || st === '1' ? (Number(st) as 0 | 1) : null,
    t: text('t'),
    cpid: positiveInt(p.get('cpid')),
    cpName: text('cpName'),
    cid: positiveInt(p.get('cid')),
    cName: text('cName'),
    thCid: positiveInt(p.get('thCid')),
    thCName: text('thCName'),
    brand: [
      ...new Set(
        (p.get('brand') ?? '')
          .split(',')
          .map((b) => positiveInt(b.trim()))
          .filter((b): b is number => b !== null),
      ),
    ]
      .sort((a, b) => a - b)
      .slice(0, 50),
    priceMin: price('priceMin'),
    priceMax: price('priceMax'),
    inStock: p.get('inStock') === '1',
    welfare: onWelfarePath || p.get('isWelfare') === '1',
    sort: (GOODS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GoodsSort) : 'relevance',
    page: Math.min(positiveInt(p.get('page')) ?? 1, 100_000),
  };
}

/** The canonical URL search string of a hall query (`?…`, or '' when it has nothing): defaults are left out. */
export function hallSearch(q: GoodsHallQuery): string {
  const entries: Array<[string, string]> = [];
  const add = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') entries.push([key, String(value)]);
  };
  add('pn', q.pn);
  for (const s of q.sc) add('sc', s);
  add('st', q.st);
  add('t', q.t);
  add('cpid', q.cpid);
  add('cpName', q.cpName);
  add('cid', q.cid);
  add('cName', q.cName);
  add('thCid', q.thCid);
  add('thCName', q.thCName);
  add('brand', [...q.brand].sort((a, b) => a - b).join(','));
  add('priceMin', q.priceMin);
  add('priceMax', q.priceMax);
  if (q.inStock) add('inStock', '1');
  if (q.welfare) add('isWelfare', '1');
  if (q.sort !== 'relevance') add('sort', q.sort);
  if (q.page > 1) add('page', q.page);
  const s = new URLSearchParams(entries).toString();
  return s ? `?${s}` : '';
}

/**
 * The URL of the hall showing `q`: on /welfare/list (`onWelfarePath`) a welfare query needs no `isWelfare=1`;
 * elsewhere it is /list with the canonical search.
 */
export function hallHref(domain: string, q: GoodsHallQuery, onWelfarePath = false): string {
  return onWelfarePath && q.welfare
    ? `/${domain}/welfare/list${hallSearch({ ...q, welfare: false })}`
    : `/${domain}/list${hallSearch(q)}`;
}

/** Whether two queries describe the same view (a URL echo of the hall's own change is not a new query). */
export function sameHallQuery(a: GoodsHallQuery, b: GoodsHallQuery): boolean {
  return hallSearch(a) === hallSearch(b);
}

/**
 * The query of a breadcrumb level (0 全部商品 … 3): keywords, the categories above it and the welfare
 * restriction; filters reset.
 */
export function categoryLevelQuery(q: GoodsHallQuery, level: 0 | 1 | 2 | 3): GoodsHallQuery {
  return {
    ...parseHallQuery(''),
    welfare: q.welfare,
    pn: q.pn,
    sc: q.sc,
    st: q.st,
    cpid: level >= 1 ? q.cpid : null,
    cpName: level >= 1 ? q.cpName : '',
    cid: level >= 2 ? q.cid : null,
    cName: level >= 2 ? q.cName : '',
    thCid: level >= 3 ? q.thCid : null,
    thCName: level >= 3 ? q.thCName : '',
  };
}

/** The request body of POST /product/pageListForFront for a query. */
export function goodsRequest(q: GoodsHallQuery): SearchSchemas['GoodsQuery'] {
  return {
    ...(q.pn ? { pn: q.pn } : {}),
    ...(q.sc.length ? { sc: q.sc } : {}),
    ...(q.st !== null ? { st: q.st } : {}),
    ...(q.cpid !== null ? { cpid: q.cpid } : {}),
    ...(q.cid !== null ? { cid: q.cid } : {}),
    ...(q.thCid !== null ? { thCid: q.thCid } : {}),
    ...(q.brand.length ? { brandIds: q.brand } : {}),
    ...(q.priceMin ? { priceMin: q.priceMin } : {}),
    ...(q.priceMax ? { priceMax: q.priceMax } : {}),
    ...(q.inStock ? { inStock: true } : {}),
    ...(q.welfare ? { isWelfare: 1 as const } : {}),
    sort: q.sort,
    current: q.page,
    size: HALL_PAGE_SIZE,
  };
}

/** The number of pages of a result total (at least 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / HALL_PAGE_SIZE));
}
