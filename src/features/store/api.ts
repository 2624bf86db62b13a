/**
 * A store's own pages: their requests and, per machine, the actors that run them. use-store-home.ts and
 * use-store-notices.ts hand them to their machines; views never import this file.
 */
import { fromPromise } from 'xstate';
import {
  STORE_HOME_NOTICES,
  STORE_NOTICE_PAGE_SIZE,
  storeGoodsRequest,
  type StoreGoods,
  type StoreGoodsQuery,
  type StoreNoticeDetail,
  type StoreNoticePage,
  type StoreOverview,
} from '../../../machines/store/store-home.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { orNull } from '../../shared/api/or-null.ts';
import { productApi, searchApi } from '../../shared/api/services.ts';

// orNull: null for a 404 envelope (店铺不存在: unknown, another tenant's or not open; 公告不存在).

/** A positive integer of a URL value, or null. */
const idOf = (raw: string | null | undefined): number | null => {
  const n = Number(raw);
  return raw && /^\d{1,15}$/.test(raw) && n >= 1 ? n : null;
};

/** The store with its latest notices, or null for 店铺不存在. */
export async function loadStoreOverview(
  storeId: number,
  signal?: AbortSignal,
): Promise<StoreOverview | null> {
  return orNull(async () => {
    const [home, notices] = await Promise.all([
      searchApi.GET('/store/home', { params: { query: { storeId } }, signal }).then(unwrap),
      searchApi
        .GET('/store/notice/page', {
          params: { query: { storeId, current: 1, size: STORE_HOME_NOTICES } },
          signal,
        })
        .then(unwrap),
    ]);
    return { home, notices: notices.records };
  });
}

/** A page of the store's goods for a query. */
export async function loadStoreGoods(query: StoreGoodsQuery, signal?: AbortSignal): Promise<StoreGoods> {
  const data = unwrap(await searchApi.POST('/store/goods', { body: storeGoodsRequest(query), signal }));
  return { records: data.records, total: data.total };
}

/** Follows the store (关注店铺), or unfollows it. */
export async function toggleStoreFollow(storeId: number): Promise<{ following: boolean }> {
  return unwrap(await productApi.POST('/store/follow/toggle', { body: { storeId } }));
}

/** A page of the store's notices (the URL's `storeId` and `current`), or null for 店铺不存在. */
export async function loadStoreNoticePage(
  storeId: string | null,
  current: string | null,
  signal?: AbortSignal,
): Promise<StoreNoticePage | null> {
  const id = idOf(storeId);
  if (id === null) return null;
  const query = { storeId: id, current: idOf(current) ?? 1, size: STORE_NOTICE_PAGE_SIZE };
  return orNull(async () => unwrap(await searchApi.GET('/store/notice/page', { params: { query }, signal })));
}

/** One notice of the store (the URL's `storeId` and `id`), or null for 公告不存在 or 店铺不存在. */
export async function loadStoreNoticeDetail(
  storeId: string | null,
  id: string | null,
  signal?: AbortSignal,
): Promise<StoreNoticeDetail | null> {
  const store = idOf(storeId);
  const notice = idOf(id);
  if (store === null || notice === null) return null;
  return orNull(async () =>
    unwrap(
      await searchApi.GET('/store/notice/detail', {
        params: { query: { storeId: store, id: notice } },
        signal,
      }),
    ),
  );
}

export const storeHomeActors = {
  loadStore: fromPromise<StoreOverview | null, { storeId: number }>(({ input, signal }) =>
    loadStoreOverview(input.storeId, signal),
  ),
  loadStoreGoods: fromPromise<StoreGoods, { query: StoreGoodsQuery }>(({ input, signal }) =>
    loadStoreGoods(input.query, signal),
  ),
  toggleFollow: fromPromise<{ following: boolean }, { storeId: number }>(({ input }) =>
    toggleStoreFollow(input.storeId),
  ),
};
