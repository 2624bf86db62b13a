import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { connect } from '../../../machines/store/store-home.connect.ts';
import { storeHomeMachine, type StoreSyncUrlParams } from '../../../machines/store/store-home.machine.ts';
import {
  parseStoreQuery,
  sameStoreQuery,
  storeGoodsRequest,
  storeHomeHref,
  type StoreGoods,
  type StoreGoodsQuery,
  type StoreOverview,
} from '../../../machines/store/store-home.types.ts';
import { skuCard } from '../catalog/connect-fixtures.ts';
import { modelCoverPaths } from '../console/console-test-support.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const overview = (following = false): StoreOverview => ({
  home: {
    storeId: 7,
    storeName: '得力集团官方旗舰店',
    logo: '/logo.svg',
    storeType: 2,
    area: '浙江省 宁波市 宁海县',
    address: '得力工业园区1号',
    contactPhone: '400-185-0555',
    description: '得力集团官方授权企业采购店铺。',
    skuCount: 45,
    following,
    categories: [
      { cateId: 11, cateName: '书写工具', skuCount: 30 },
      { cateId: 12, cateName: '纸张本册', skuCount: 15 },
    ],
  },
  notices: [
    { id: 1, storeId: 7, title: '春节期间发货安排', summary: '', publishedAt: '2026-11-05 09:00:00' },
  ],
});

/** 45 goods: three pages. */
const someGoods = (query: StoreGoodsQuery): StoreGoods => ({ records: [skuCard(query.page)], total: 45 });
const noGoods: StoreGoods = { records: [], total: 0 };

/** The store home of a URL against controllable actors, with its URL writes and login requests. */
function harness(search = '?storeId=7', loggedIn = true) {
  const env = controllableActors();
  const urls: StoreSyncUrlParams[] = [];
  const effects: string[] = [];
  const machine = storeHomeMachine.provide({
    actors: {
      loadStore: env.actor('loadStore'),
      loadStoreGoods: env.actor('loadStoreGoods'),
      toggleFollow: env.actor('toggleFollow'),
    },
    actions: {
      syncUrl: (_, params) => void urls.push(params),
      requireLogin: () => void effects.push('login'),
    },
  });
  const actor = createActor(machine, { input: { query: parseStoreQuery(search), loggedIn } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  const lastGoodsQuery = () => (env.inputs.loadStoreGoods?.at(-1) as { query: StoreGoodsQuery }).query;
  /** Loads the store, then answers the goods query with some goods. */
  const ready = async (following = false) => {
    await env.resolve('loadStore', overview(following));
    await env.resolve('loadStoreGoods', someGoods(lastGoodsQuery()));
  };
  return { env, urls, effects, actor, api, act, lastGoodsQuery, ready };
}

describe('store home URL', () => {
  it('round-trips the goods query, leaving defaults out', () => {
    const search = '?storeId=7&keyword=签字笔&cateId=11&sort=priceAsc&page=2';
    const query = parseStoreQuery(search);
    expect(query).toEqual({ storeId: 7, keyword: '签字笔', cateId: 11, sort: 'priceAsc', page: 2 });
    const href = storeHomeHref('demo', query);
    expect(href.startsWith('/demo/shop/home?')).toBe(true);
    expect(parseStoreQuery(href.slice(href.indexOf('?')))).toEqual(query);
    expect(storeHomeHref('demo', { ...query, keyword: '', cateId: null, sort: 'relevance', page: 1 })).toBe(
      '/demo/shop/home?storeId=7',
    );
  });

  it('drops malformed values, and a missing store id is NaN', () => {
    expect(parseStoreQuery('?storeId=x&cateId=-1&sort=random&page=0&keyword=%20')).toEqual({
      storeId: Number.NaN,
      keyword: '',
      cateId: null,
      sort: 'relevance',
      page: 1,
    });
    expect(parseStoreQuery(`?storeId=7&keyword=${'笔'.repeat(60)}`).keyword).toHaveLength(50);
  });

  it('compares queries by what they show, and asks the server for a page of 20', () => {
    expect(
      sameStoreQuery(parseStoreQuery('?storeId=7&sort=sales'), parseStoreQuery('?sort=sales&storeId=7')),
    ).toBe(true);
    expect(sameStoreQuery(parseStoreQuery('?storeId=7'), parseStoreQuery('?storeId=7&page=2'))).toBe(false);
    expect(storeGoodsRequest(parseStoreQuery('?storeId=7&cateId=11&page=3'))).toEqual({
      storeId: 7,
      cateId: 11,
      sort: 'relevance',
      current: 3,
      size: 20,
    });
  });
});

describe('store home machine', () => {
  it('is 店铺不存在 for a malformed id without asking, and when the server knows no such store', async () => {
    const bad = harness('?storeId=abc');
    expect(bad.api().isNotFound).toBe(true);
    expect(bad.env.isPending('loadStore')).toBe(false);
    const unknown = harness('?storeId=999');
    expect(unknown.env.inputs.loadStore).toEqual([{ storeId: 999 }]);
    await unknown.env.resolve('loadStore', null);
    expect(unknown.api()).toMatchObject({ isNotFound: true, store: null, isLoading: false });
  });

  it('loads the store with its notices, then the goods the URL asks for, writing nothing back', async () => {
    const { env, api, urls, lastGoodsQuery } = harness('?storeId=7&keyword=笔&cateId=12&sort=sales&page=2');
    await env.resolve('loadStore', overview());
    expect(lastGoodsQuery()).toEqual({ storeId: 7, keyword: '笔', cateId: 12, sort: 'sales', page: 2 });
    await env.resolve('loadStoreGoods', someGoods(lastGoodsQuery()));
    expect(api()).toMatchObject({
      keyword: '笔',
      keywordDraft: '笔',
      allCategoriesSelected: false,
      goodsTotal: 45,
      page: 2,
      pageCount: 3,
    });
    expect(api().store?.storeName).toBe('得力集团官方旗舰店');
    expect(api().notices.map((n) => n.title)).toEqual(['春节期间发货安排']);
    expect(api().categories.map((c) => c.selected)).toEqual([false, true]);
    expect(api().sorts.find((s) => s.selected)?.sort).toBe('sales');
    expect(urls).toEqual([]);
  });

  it('searches the typed keyword from page 1 as a new history entry', async () => {
    const { api, act, urls, lastGoodsQuery, ready } = harness('?storeId=7&cateId=11&page=2');
    await ready();
    await act((a) => a.changeKeyword('  签字笔 '));
    expect(api().keywordDraft).toBe('  签字笔 ');
    await act((a) => a.submitKeyword());
    expect(lastGoodsQuery()).toEqual({
      storeId: 7,
      keyword: '签字笔',
      cateId: 11,
      sort: 'relevance',
      page: 1,
    });
    expect(urls).toEqual([{ query: lastGoodsQuery(), replace: false }]);
    expect(api()).toMatchObject({ keyword: '签字笔', keywordDraft: '签字笔', goodsLoading: true });
  });

  it('a category or an order replaces the URL from page 1; the current one does nothing', async () => {
    const { env, api, act, urls, lastGoodsQuery, ready } = harness('?storeId=7&page=3');
    await ready();
    await act((a) => a.selectCategory(null));
    await act((a) => a.selectSort('relevance'));
    expect(env.inputs.loadStoreGoods).toHaveLength(1);
    await act((a) => a.selectCategory(12));
    expect(lastGoodsQuery()).toMatchObject({ cateId: 12, page: 1 });
    expect(urls.at(-1)).toEqual({ query: lastGoodsQuery(), replace: true });
    await env.resolve('loadStoreGoods', someGoods(lastGoodsQuery()));
    await act((a) => a.selectSort('priceDesc'));
    expect(lastGoodsQuery()).toMatchObject({ cateId: 12, sort: 'priceDesc', page: 1 });
    expect(urls.at(-1)).toEqual({ query: lastGoodsQuery(), replace: true });
    expect(api().goodsLoading).toBe(true);
  });

  it('goes to an existing page only, as a new history entry', async () => {
    const { env, api, act, urls, lastGoodsQuery, ready } = harness();
    await ready();
    expect([0, 1, 2, 3, 4].map((p) => api().canGoToPage(p))).toEqual([false, false, true, true, false]);
    await act((a) => a.goToPage(3));
    expect(lastGoodsQuery().page).toBe(3);
    expect(urls).toEqual([{ query: lastGoodsQuery(), replace: false }]);
    await env.resolve('loadStoreGoods', noGoods);
    // An empty page past the end (the store sold out meanwhile) still leads back to page 1.
    expect(api()).toMatchObject({ goodsEmpty: true, pageCount: 1 });
    expect([1, 2].map((p) => api().canGoToPage(p))).toEqual([true, false]);
  });

  it('ignores the URL echo of its own change; a change from outside re-queries and refills the search box', async () => {
    const { env, api, act, actor, urls, ready } = harness();
    await ready();
    await act((a) => a.selectSort('sales'));
    await env.resolve('loadStoreGoods', someGoods(urls[0]!.query));
    actor.send({ type: 'url.change', query: parseStoreQuery('?storeId=7&sort=sales') });
    expect(api().goodsLoading).toBe(false);
    expect(env.inputs.loadStoreGoods).toHaveLength(2);

    actor.send({ type: 'url.change', query: parseStoreQuery('?storeId=7&keyword=本子') });
    expect(api()).toMatchObject({ goodsLoading: true, keyword: '本子', keywordDraft: '本子' });
    // The store is the actor's own: a URL naming another store does not change what it asks for.
    actor.send({ type: 'url.change', query: parseStoreQuery('?storeId=8&cateId=11') });
    await flush();
    expect(env.inputs.loadStoreGoods?.at(-1)).toEqual({
      query: { storeId: 7, keyword: '', cateId: 11, sort: 'relevance', page: 1 },
    });
    expect(urls).toHaveLength(1);
  });

  it('a URL change while the store loads is what the first goods query asks for', async () => {
    const { env, actor, lastGoodsQuery } = harness();
    actor.send({ type: 'url.change', query: parseStoreQuery('?storeId=7&page=2') });
    await env.resolve('loadStore', overview());
    expect(lastGoodsQuery().page).toBe(2);
    expect(env.inputs.loadStoreGoods).toHaveLength(1);
  });

  it('asks an anonymous visitor to log in instead of following', async () => {
    const { env, api, act, effects, ready } = harness('?storeId=7', false);
    await ready();
    expect(api()).toMatchObject({ following: false, followPressed: undefined });
    await act((a) => a.toggleFollow());
    expect(effects).toEqual(['login']);
    expect(env.isPending('toggleFollow')).toBe(false);
  });

  it('follows and unfollows for a logged-in buyer; a refused toggle leaves it as it was', async () => {
    const { env, api, act, ready } = harness();
    await ready(false);
    expect(api().followPressed).toBe(false);
    await act((a) => a.toggleFollow());
    expect(api().followBusy).toBe(true);
    expect(env.inputs.toggleFollow).toEqual([{ storeId: 7 }]);
    await env.resolve('toggleFollow', { following: true });
    expect(api()).toMatchObject({ following: true, followPressed: true, followBusy: false });
    await act((a) => a.toggleFollow());
    await env.reject('toggleFollow');
    expect(api()).toMatchObject({ following: true, followBusy: false });
  });
});

type ModelEvent = {
  type:
    | 'store.found'
    | 'store.missing'
    | 'store.fails'
    | 'store.retry'
    | 'goods.some'
    | 'goods.none'
    | 'goods.fails'
    | 'goods.retry'
    | 'search'
    | 'category.other'
    | 'sort.other'
    | 'page.other'
    | 'url.back'
    | 'follow'
    | 'follow.ok'
    | 'follow.fails';
};

/**
 * The store home as a logged-in buyer uses it; the server decides what each load and toggle answers.
 * Every goods answer with goods has three pages, so a listing always has another page to go to.
 */
const storeModel = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'storeModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        'store.found': 'ready',
        'store.missing': 'notFound',
        'store.fails': 'failed',
        'url.back': 'loading',
      },
    },
    notFound: {},
    failed: { on: { 'store.retry': 'loading', 'url.back': 'failed' } },
    ready: {
      type: 'parallel',
      states: {
        goods: {
          initial: 'loading',
          on: {
            search: '.loading',
            'category.other': '.loading',
            'sort.other': '.loading',
            'url.back': '.loading',
          },
          states: {
            loading: { on: { 'goods.some': 'listing', 'goods.none': 'empty', 'goods.fails': 'failed' } },
            listing: { on: { 'page.other': 'loading' } },
            empty: {},
            failed: { on: { 'goods.retry': 'loading' } },
          },
        },
        follow: {
          initial: 'idle',
          states: {
            idle: { on: { follow: 'toggling' } },
            toggling: { on: { 'follow.ok': 'idle', 'follow.fails': 'idle' } },
          },
        },
      },
    },
  },
});

describe('store home model', () => {
  const paths = modelCoverPaths(storeModel, 20);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, api, act, actor, lastGoodsQuery } = harness('?storeId=7');
    const current = () => actor.getSnapshot().context.query;
    await path.test({
      events: {
        'store.found': () => env.resolve('loadStore', overview()),
        'store.missing': () => env.resolve('loadStore', null),
        'store.fails': () => env.reject('loadStore'),
        'store.retry': () => act((a) => a.retryStore()),
        'goods.some': () => env.resolve('loadStoreGoods', someGoods(lastGoodsQuery())),
        'goods.none': () => env.resolve('loadStoreGoods', noGoods),
        'goods.fails': () => env.reject('loadStoreGoods'),
        'goods.retry': () => act((a) => a.retryGoods()),
        search: () =>
          act((a) => {
            a.changeKeyword('签字笔');
            api().submitKeyword();
          }),
        'category.other': () => act((a) => a.selectCategory(current().cateId === 11 ? 12 : 11)),
        'sort.other': () => act((a) => a.selectSort(current().sort === 'sales' ? 'priceAsc' : 'sales')),
        'page.other': () => act((a) => a.goToPage(current().page === 1 ? 2 : 1)),
        'url.back': async () => {
          const q = current();
          actor.send({ type: 'url.change', query: { ...q, page: 1, cateId: q.cateId === null ? 12 : null } });
          await flush();
        },
        follow: () => act((a) => a.toggleFollow()),
        'follow.ok': () => env.resolve('toggleFollow', { following: !api().following }),
        'follow.fails': () => env.reject('toggleFollow'),
      },
      states: {
        loading: () => {
          expect(api().isLoading).toBe(true);
          expect(env.isPending('loadStore')).toBe(true);
        },
        notFound: () => expect(api()).toMatchObject({ isNotFound: true, isLoading: false, store: null }),
        failed: () => expect(api()).toMatchObject({ loadFailed: true, isLoading: false }),
        ready: () => expect(api().store?.storeId).toBe(7),
        'ready.goods.loading': () => {
          expect(api().goodsLoading).toBe(true);
          expect(env.isPending('loadStoreGoods')).toBe(true);
          expect(lastGoodsQuery()).toEqual(current());
        },
        'ready.goods.listing': () =>
          expect(api()).toMatchObject({
            goodsLoading: false,
            goodsEmpty: false,
            goodsFailed: false,
            pageCount: 3,
          }),
        'ready.goods.empty': () => expect(api()).toMatchObject({ goodsEmpty: true, goodsLoading: false }),
        'ready.goods.failed': () => expect(api()).toMatchObject({ goodsFailed: true, goodsLoading: false }),
        'ready.follow.idle': () => expect(api().followBusy).toBe(false),
        'ready.follow.toggling': () => {
          expect(api().followBusy).toBe(true);
          expect(env.isPending('toggleFollow')).toBe(true);
        },
      },
    });
  });
});
