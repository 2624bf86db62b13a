import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';
import { stockOf } from '../catalog/stock.service.ts';
import {
  countStoreGoods,
  selectOpenStore,
  selectOpenStoreName,
  selectStoreCategories,
  selectStoreGoods,
  selectStoreNotice,
  selectStoreNotices,
  type StoreGoodsFilter,
} from './stores.repo.ts';

type Schemas = components['schemas'];

/** A store's home (spec §2 shop/home with a storeId): the store, its categories and the caller's follow. */
export type StoreHome = Schemas['StoreHome'];

/** What a page of a store's goods asks for (openapi search.yaml StoreGoodsQuery). */
export type StoreGoodsQuery = Schemas['StoreGoodsQuery'];

/** A page of a store's goods, shaped like the goods hall's cards. */
export type StoreGoodsPage = Schemas['StoreGoodsPage'];

const STORE_NOT_FOUND = '店铺不存在';

/**
 * The store's name; 404 店铺不存在 unless the tenant has the store and it is open (another tenant's is
 * invisible under RLS).
 */
async function requireOpenStore(q: Queryable, storeId: number): Promise<string> {
  const name = await selectOpenStoreName(q, storeId);
  if (name === undefined) throw notFound(STORE_NOT_FOUND);
  return name;
}

/**
 * The store's home: name, logo, type, area, address and phone, description, goods on sale, its
 * second-level categories with counts, and whether `userId` (null: anonymous) follows it.
 */
export async function storeHome(q: Queryable, storeId: number, userId: number | null): Promise<StoreHome> {
  const store = await selectOpenStore(q, storeId, userId);
  if (!store) throw notFound(STORE_NOT_FOUND);
  return { ...store, categories: await selectStoreCategories(q, storeId) };
}

/**
 * A page of the store's goods on sale: names containing the keyword (case-insensitive), below the
 * category, in the goods hall's orders. A store has hundreds of goods, not the tenant's hundred
 * thousand, so one statement over the store's rows answers it without the hall's search index.
 */
export async function pageStoreGoods(q: Queryable, query: StoreGoodsQuery): Promise<StoreGoodsPage> {
  await requireOpenStore(q, query.storeId);
  const current = query.current ?? 1;
  const size = query.size ?? 20;
  const filter: StoreGoodsFilter = {
    storeId: query.storeId,
    keyword: (query.keyword ?? '').trim(),
    cateId: query.cateId ?? null,
    sort: query.sort ?? 'relevance',
  };
  const page = await selectStoreGoods(q, filter, { current, size }, stockOf);
  return {
    records: page.rows.map(({ untaxed, price, marketPrice, ...r }) => ({
      ...r,
      price: priceString(price),
      marketPrice: priceString(marketPrice),
      untaxedPrice: priceString(untaxed),
    })),
    total: page.total ?? (current > 1 ? await countStoreGoods(q, filter) : 0),
    current,
    size,
  };
}

/** A page of the store's notices, newest first, with the store's name. */
export async function pageStoreNotices(q: Queryable, storeId: number, current: number, size: number) {
  const storeName = await requireOpenStore(q, storeId);
  return { storeId, storeName, ...(await selectStoreNotices(q, storeId, current, size)), current, size };
}

/** One notice of the store; a notice of another store (or tenant) is 404 公告不存在. */
export async function storeNoticeDetail(q: Queryable, storeId: number, id: number) {
  await requireOpenStore(q, storeId);
  const notice = await selectStoreNotice(q, storeId, id);
  if (!notice) throw notFound('公告不存在');
  return notice;
}
