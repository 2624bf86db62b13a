import type { EventFrom, SnapshotFrom } from 'xstate';
import { GOODS_SORTS, type GoodsSort, type SkuCard } from '../catalog/goods-hall.types.ts';
import type { storeHomeMachine } from './store-home.machine.ts';
import { storePageCount, type StoreHome, type StoreNoticeSummary } from './store-home.types.ts';

type Snapshot = SnapshotFrom<typeof storeHomeMachine>;
type Send = (event: EventFrom<typeof storeHomeMachine>) => void;

/** A category chip of the store's filter. */
export interface StoreCategoryChip {
  cateId: number;
  cateName: string;
  skuCount: number;
  selected: boolean;
}

/** What the store home reads from its machine, and the intents it sends; the view computes none of it. */
export interface StoreHomeApi {
  storeId: number;
  isLoading: boolean;
  /** 店铺不存在: unknown, another tenant's, not open, or a malformed id. */
  isNotFound: boolean;
  loadFailed: boolean;
  retryStore(): void;

  /** The store once loaded (name, logo, type, area, address, phone, description, goods count). */
  store: StoreHome | null;
  /** The latest notices (three at most); 更多 leads to the store's notice list. */
  notices: StoreNoticeSummary[];

  following: boolean;
  /** aria-pressed of 关注店铺: the follow state for a logged-in buyer, none for a visitor (who logs in first). */
  followPressed: boolean | undefined;
  /** A follow toggle is on its way: the button waits. */
  followBusy: boolean;
  /** 关注店铺 / 已关注; an anonymous visitor is asked to log in. */
  toggleFollow(): void;

  /** 全部 is the chosen category. */
  allCategoriesSelected: boolean;
  categories: StoreCategoryChip[];
  /** Shows a category's goods (null: all); choosing the current one does nothing. */
  selectCategory(cateId: number | null): void;

  /** The keyword as typed, and the one the goods are searched by. */
  keywordDraft: string;
  keyword: string;
  changeKeyword(value: string): void;
  submitKeyword(): void;

  sorts: Array<{ sort: GoodsSort; selected: boolean }>;
  selectSort(sort: GoodsSort): void;

  /** The number of goods matching once a page has loaded. */
  goodsTotal: number | null;
  goodsLoading: boolean;
  goodsFailed: boolean;
  /** 暂无相关商品. */
  goodsEmpty: boolean;
  /** The last page loaded, kept while the next one loads; undefined before the first. */
  records: SkuCard[] | undefined;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  retryGoods(): void;
}

export function connect(snapshot: Snapshot, send: Send): StoreHomeApi {
  const { storeId, loggedIn, overview, query, keywordDraft, goods } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  const isNotFound = snapshot.hasTag('notFound');
  const home = overview?.home ?? null;
  return {
    storeId,
    isLoading,
    isNotFound,
    loadFailed: snapshot.hasTag('error'),
    retryStore: () => send({ type: 'store.retry' }),

    store: home,
    notices: overview?.notices ?? [],

    following: home?.following ?? false,
    followPressed: loggedIn ? (home?.following ?? false) : undefined,
    followBusy: snapshot.hasTag('followBusy'),
    toggleFollow: () => send({ type: 'follow.toggle' }),

    allCategoriesSelected: query.cateId === null,
    categories: (home?.categories ?? []).map((c) => ({ ...c, selected: c.cateId === query.cateId })),
    selectCategory: (cateId) => send({ type: 'category.select', cateId }),

    keywordDraft,
    keyword: query.keyword,
    changeKeyword: (value) => send({ type: 'keyword.change', value }),
    submitKeyword: () => send({ type: 'keyword.submit' }),

    sorts: GOODS_SORTS.map((sort) => ({ sort, selected: query.sort === sort })),
    selectSort: (sort) => send({ type: 'sort.select', sort }),

    goodsTotal: goods?.total ?? null,
    goodsLoading: snapshot.hasTag('goodsLoading'),
    goodsFailed: snapshot.hasTag('goodsError'),
    goodsEmpty: snapshot.hasTag('empty'),
    records: goods?.records,
    page: query.page,
    pageCount: storePageCount(goods?.total ?? 0),
    canGoToPage: (page) => snapshot.can({ type: 'page.go', page }),
    goToPage: (page) => send({ type: 'page.go', page }),
    retryGoods: () => send({ type: 'goods.retry' }),
  };
}
