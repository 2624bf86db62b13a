import { assign, fromPromise, setup } from 'xstate';
import type { GoodsSort } from '../catalog/goods-hall.types.ts';
import {
  sameStoreQuery,
  storePageCount,
  type StoreGoods,
  type StoreGoodsQuery,
  type StoreOverview,
} from './store-home.types.ts';

export interface StoreHomeContext {
  storeId: number;
  loggedIn: boolean;
  overview: StoreOverview | null;
  query: StoreGoodsQuery;
  /** The keyword as typed in the store's search box, applied by `keyword.submit`. */
  keywordDraft: string;
  /** The last page of goods loaded; kept on screen while the next one loads. */
  goods: StoreGoods | null;
}

export type StoreHomeEvent =
  | { type: 'url.change'; query: StoreGoodsQuery }
  | { type: 'keyword.change'; value: string }
  | { type: 'keyword.submit' }
  | { type: 'category.select'; cateId: number | null }
  | { type: 'sort.select'; sort: GoodsSort }
  | { type: 'page.go'; page: number }
  | { type: 'follow.toggle' }
  | { type: 'store.retry' }
  | { type: 'goods.retry' };

/** What the app does with a changed query: write it to the URL (`replace` for filter edits, push otherwise). */
export interface StoreSyncUrlParams {
  query: StoreGoodsQuery;
  replace: boolean;
}

const firstPage = (q: StoreGoodsQuery, change: Partial<StoreGoodsQuery>): StoreGoodsQuery => ({
  ...q,
  ...change,
  page: 1,
});

/**
 * A store's home (spec §2 shop/home with a `storeId`). Its input is the query parsed from the URL and
 * whether a buyer is logged in. `loading` loads the store with its latest notices; an unknown, foreign or
 * closed store (the loader answers null), or a malformed id, ends in `notFound` (店铺不存在). `ready` has
 * two regions: `goods` (loading → listing | empty | failed) re-queries on every keyword, category, sort or
 * page change and hands the query to the app (`syncUrl`: a filter edit replaces the URL, a search or a
 * page is a new history entry), and a URL change from outside (back button) arrives as `url.change`
 * unless it is the echo of the page's own change; `follow` toggles 关注店铺 — for an anonymous visitor it
 * asks the app to log in (`requireLogin`) instead. The store never changes: the app starts another actor
 * for another store, or when the session changes. Tags `loading`, `notFound`, `error`, `goodsLoading`,
 * `goodsError`, `empty`, `followBusy`.
 */
export const storeHomeMachine = setup({
  types: {} as {
    context: StoreHomeContext;
    events: StoreHomeEvent;
    input: { query: StoreGoodsQuery; loggedIn: boolean };
  },
  actors: {
    /** null: the store does not exist, is another tenant's or is not open. */
    loadStore: fromPromise<StoreOverview | null, { storeId: number }>(async () => {
      throw new Error('loadStore is provided by the app');
    }),
    loadStoreGoods: fromPromise<StoreGoods, { query: StoreGoodsQuery }>(async () => {
      throw new Error('loadStoreGoods is provided by the app');
    }),
    toggleFollow: fromPromise<{ following: boolean }, { storeId: number }>(async () => {
      throw new Error('toggleFollow is provided by the app');
    }),
  },
  actions: {
    syncUrl: (_, _params: StoreSyncUrlParams) => {},
    requireLogin: () => {},
    /** Takes the goods query of a URL change; the store stays the one this actor was started for. */
    takeUrlQuery: assign(({ context, event }) => {
      if (event.type !== 'url.change') return {};
      const query = { ...event.query, storeId: context.storeId };
      return { query, keywordDraft: query.keyword };
    }),
  },
  guards: {
    isValidStoreId: ({ context }) => Number.isInteger(context.storeId) && context.storeId > 0,
    isNewQuery: ({ context, event }) =>
      event.type === 'url.change' &&
      !sameStoreQuery(context.query, { ...event.query, storeId: context.storeId }),
    isNewCategory: ({ context, event }) =>
      event.type === 'category.select' && event.cateId !== context.query.cateId,
    isNewSort: ({ context, event }) => event.type === 'sort.select' && event.sort !== context.query.sort,
    loggedIn: ({ context }) => context.loggedIn,
    canGoToPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.query.page &&
      event.page <= storePageCount(context.goods?.total ?? 0),
  },
}).createMachine({
  id: 'storeHome',
  context: ({ input }) => ({
    storeId: input.query.storeId,
    loggedIn: input.loggedIn,
    overview: null,
    query: input.query,
    keywordDraft: input.query.keyword,
    goods: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isValidStoreId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['loading'],
      on: { 'url.change': { guard: 'isNewQuery', actions: 'takeUrlQuery' } },
      invoke: {
        src: 'loadStore',
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['error'],
      on: {
        'store.retry': 'loading',
        'url.change': { guard: 'isNewQuery', actions: 'takeUrlQuery' },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        goods: {
          initial: 'loading',
          on: {
            'url.change': { guard: 'isNewQuery', target: '.loading', actions: 'takeUrlQuery' },
            'keyword.change': { actions: assign({ keywordDraft: ({ event }) => event.value }) },
            'keyword.submit': {
              target: '.loading',
              actions: [
                assign({
                  query: ({ context }) =>
                    firstPage(context.query, { keyword: context.keywordDraft.trim().slice(0, 50) }),
                }),
                assign({ keywordDraft: ({ context }) => context.query.keyword }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: false }) },
              ],
            },
            'category.select': {
              guard: 'isNewCategory',
              target: '.loading',
              actions: [
                assign({ query: ({ context, event }) => firstPage(context.query, { cateId: event.cateId }) }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
              ],
            },
            'sort.select': {
              guard: 'isNewSort',
              target: '.loading',
              actions: [
                assign({ query: ({ context, event }) => firstPage(context.query, { sort: event.sort }) }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
              ],
            },
            'page.go': {
              guard: 'canGoToPage',
              target: '.loading',
              actions: [
                assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: false }) },
              ],
            },
          },
          states: {
            loading: {
              tags: ['goodsLoading'],
              invoke: {
                src: 'loadStoreGoods',
                input: ({ context }) => ({ query: context.query }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.records.length > 0,
                    target: 'listing',
                    actions: assign({ goods: ({ event }) => event.output }),
                  },
                  { target: 'empty', actions: assign({ goods: ({ event }) => event.output }) },
                ],
                onError: 'failed',
              },
            },
            listing: {},
            empty: { tags: ['empty'] },
            failed: { tags: ['goodsError'], on: { 'goods.retry': 'loading' } },
          },
        },
        follow: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'follow.toggle': [{ guard: 'loggedIn', target: 'toggling' }, { actions: 'requireLogin' }],
              },
            },
            toggling: {
              tags: ['followBusy'],
              invoke: {
                src: 'toggleFollow',
                input: ({ context }) => ({ storeId: context.storeId }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    overview: ({ context, event }) =>
                      context.overview && {
                        ...context.overview,
                        home: { ...context.overview.home, following: event.output.following },
                      },
                  }),
                },
                // The API layer has shown why (a toast); the button stays as it was.
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
