import type { components } from '../../openapi/generated/search.ts';
import { GOODS_SORTS, type GoodsSort, type SkuCard } from '../catalog/goods-hall.types.ts';

type SearchSchemas = components['schemas'];

/** A store's home (openapi search.yaml StoreHome): the store, its goods count, categories, the caller's follow. */
export type StoreHome = SearchSchemas['StoreHome'];

/** A second-level category of the store's goods with how many it holds. */
export type StoreCategory = SearchSchemas['StoreCategory'];

/** One line of a store's notice list. */
export type StoreNoticeSummary = SearchSchemas['StoreNoticeSummary'];

/** A page of a store's notices with the store's name. */
export type StoreNoticePage = SearchSchemas['StoreNoticePage'];

/** One notice of a store. */
export type StoreNoticeDetail = SearchSchemas['StoreNoticeDetail'];

/** What the store home loads first: the store and its latest notices. */
export interface StoreOverview {
  home: StoreHome;
  notices: StoreNoticeSummary[];
}

/** A page of the store's goods and how many match. */
export interface StoreGoods {
  records: SkuCard[];
  total: number;
}

/** Goods per page of a store, and the notices its home shows. */
export const STORE_PAGE_SIZE = 20;
export const STORE_HOME_NOTICES = 3;
/** Notices per page of a store's notice list. */
export const STORE_NOTICE_PAGE_SIZE = 10;

/**
 * What the store home shows, as its URL carries it: the store (`storeId`) and its goods query — a
 * keyword within the store (`keyword`), a category (`cateId`), the order (`sort`) and the page (`page`).
 * The URL alone restores the view.
 */
export interface StoreGoodsQuery {
  storeId: number;
  keyword: string;
  cateId: number | null;
  sort: GoodsSort;
  page: number;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/**
 * The store query of a URL search string (`?storeId=…` or without `?`). A missing or malformed
 * `storeId` gives NaN (the page shows 店铺不存在); malformed filters are dropped.
 */
export function parseStoreQuery(search: string): StoreGoodsQuery {
  const p = new URLSearchParams(search);
  const sort = p.get('sort') ?? '';
  return {
    storeId: positiveInt(p.get('storeId')) ?? Number.NaN,
    keyword: (p.get('keyword') ?? '').trim().slice(0, 50),
    cateId: positiveInt(p.get('cateId')),
    sort: (GOODS_SORTS as readonly string[]).includes(sort) ? (sort as GoodsSort) : 'relevance',
    page: Math.min(positiveInt(p.get('page')) ?? 1, 100_000),
  };
}

/** The canonical URL of the store home showing `q`: defaults are left out. */
export function storeHomeHref(domain: string, q: StoreGoodsQuery): string {
  const entries: Array<[string, string]> = [['storeId', String(q.storeId)]];
  if (q.keyword) entries.push(['keyword', q.keyword]);
  if (q.cateId !== null) entries.push(['cateId', String(q.cateId)]);
  if (q.sort !== 'relevance') entries.push(['sort', q.sort]);
  if (q.page > 1) entries.push(['page', String(q.page)]);
  return `/${domain}/shop/home?${new URLSearchParams(entries).toString()}`;
}

/** Whether two queries show the same goods (a URL echo of the page's own change is not a new query). */
export function sameStoreQuery(a: StoreGoodsQuery, b: StoreGoodsQuery): boolean {
  return storeHomeHref('', a) === storeHomeHref('', b);
}

/** The request body of POST /store/goods for a query. */
export function storeGoodsRequest(q: StoreGoodsQuery): SearchSchemas['StoreGoodsQuery'] {
  return {
    storeId: q.storeId,
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.cateId !== null ? { cateId: q.cateId } : {}),
    sort: q.sort,
    current: q.page,
    size: STORE_PAGE_SIZE,
  };
}

/** The number of pages of a store's goods (at least 1). */
export function storePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / STORE_PAGE_SIZE));
}
