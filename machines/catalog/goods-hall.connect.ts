import type { EventFrom, SnapshotFrom } from 'xstate';
import type { goodsHallMachine } from './goods-hall.machine.ts';
import {
  categoryLevelQuery,
  GOODS_SORTS,
  pageCount,
  type GoodsHallQuery,
  type GoodsSort,
  type SkuCard,
} from './goods-hall.types.ts';

type Snapshot = SnapshotFrom<typeof goodsHallMachine>;
type Send = (event: EventFrom<typeof goodsHallMachine>) => void;

/** A category level of the breadcrumb: named by the server's category path when loaded, else by the URL. */
export interface HallCrumb {
  level: 1 | 2 | 3;
  name: string;
}

/** What the goods hall page reads from its machine, and the intents it sends; the view computes none of it. */
export interface GoodsHallApi {
  /** The welfare hall (/welfare/list or `isWelfare=1`): the welfare bar and titles show. */
  isWelfare: boolean;
  /** The searched words (pn and sc), '' when the hall browses categories only. */
  keyword: string;
  /** The chosen category levels, top first (全部商品 is level 0, not listed). */
  crumbs: HallCrumb[];
  /** The query a breadcrumb level links to (filters reset). */
  levelQuery(level: 0 | 1 | 2 | 3): GoodsHallQuery;

  /** The brand facets of the whole match, each with whether it is checked. */
  brands: Array<{ brandId: number; brandName: string; count: number; checked: boolean }>;
  toggleBrand(brandId: number): void;

  /** The price range as typed. */
  priceDraft: { min: string; max: string };
  /** The typed range was refused by 确定. */
  priceInvalid: boolean;
  /** i18n key of why, while `priceInvalid`. */
  priceError: 'goods:price.invalid' | 'goods:price.reversed' | null;
  /** A price range is applied (清除 shows). */
  hasPriceFilter: boolean;
  changePrice(field: 'min' | 'max', value: string): void;
  applyPrice(): void;
  clearPrice(): void;

  inStockOnly: boolean;
  toggleStock(): void;

  sorts: Array<{ sort: GoodsSort; selected: boolean }>;
  /** Re-sorts unless `sort` is the current order. */
  selectSort(sort: GoodsSort): void;

  /** 共 n 件商品 (or n+ when capped) once a page has loaded. */
  resultCount: { total: number; capped: boolean } | null;
  isLoading: boolean;
  loadFailed: boolean;
  isEmpty: boolean;
  /** The last page loaded, kept while the next one loads; undefined before the first. */
  records: SkuCard[] | undefined;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): GoodsHallApi {
  const { query, result, priceDraft, priceError } = snapshot.context;
  const path = result?.facets.categoryPath ?? [];
  const levels: Array<{ level: 1 | 2 | 3; id: number | null; name: string }> = [
    { level: 1, id: query.cpid, name: query.cpName },
    { level: 2, id: query.cid, name: query.cName },
    { level: 3, id: query.thCid, name: query.thCName },
  ];
  const priceInvalid = snapshot.hasTag('priceInvalid');
  return {
    isWelfare: query.welfare,
    keyword: [query.pn, ...query.sc].filter(Boolean).join(' '),
    crumbs: levels
      .filter((l) => l.id !== null)
      .map((l) => ({
        level: l.level,
        name: path.find((c) => c.cateId === l.id)?.cateName ?? (l.name || String(l.id)),
      })),
    levelQuery: (level) => categoryLevelQuery(query, level),

    brands: (result?.facets.brands ?? []).map((b) => ({ ...b, checked: query.brand.includes(b.brandId) })),
    toggleBrand: (brandId) => send({ type: 'brand.toggle', brandId }),

    priceDraft,
    priceInvalid,
    priceError: priceInvalid ? priceError : null,
    hasPriceFilter: Boolean(query.priceMin || query.priceMax),
    changePrice: (field, value) => send({ type: 'price.change', field, value }),
    applyPrice: () => send({ type: 'price.apply' }),
    clearPrice: () => send({ type: 'price.clear' }),

    inStockOnly: query.inStock,
    toggleStock: () => send({ type: 'stock.toggle' }),

    sorts: GOODS_SORTS.map((sort) => ({ sort, selected: query.sort === sort })),
    selectSort: (sort) => {
      if (query.sort !== sort) send({ type: 'sort.select', sort });
    },

    resultCount: result && { total: result.total, capped: result.capped },
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty'),
    records: result?.records,
    page: query.page,
    pageCount: pageCount(result?.total ?? 0),
    canGoToPage: (page) => snapshot.can({ type: 'page.go', page }),
    goToPage: (page) => send({ type: 'page.go', page }),
    retry: () => send({ type: 'hall.retry' }),
  };
}
