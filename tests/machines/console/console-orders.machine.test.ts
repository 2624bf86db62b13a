import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { ConsoleOrder, ConsoleOrderPage } from '../../../machines/console/console.types.ts';
import { connect } from '../../../machines/console/console-orders.connect.ts';
import {
  consoleOrdersMachine,
  parseConsoleOrderTab,
  type ConsoleOrderQuery,
  type ConsoleOrderTab,
} from '../../../machines/console/console-orders.list.ts';
import { apiError, listHarness, listModelEvents, modelCoverPaths } from './console-test-support.ts';

const order = (n: number, status: ConsoleOrder['status']): ConsoleOrder => ({
  orderNo: `2026030110000000${String(n).padStart(2, '0')}`,
  storeName: '集采自营店',
  status,
  buyer: '王建国',
  payAmount: '40.00',
  lineCount: 1,
  firstLineName: 'A4复印纸',
  createdAt: '2026-03-01T02:00:00Z',
  paidAt: '2026-03-01T02:01:00Z',
});

/** A fake server: 15 orders of the tab asked for (two pages of ten), the number searched for on top. */
function answer(query: ConsoleOrderQuery): ConsoleOrderPage {
  const status = query.tab === 'all' ? 'pendingDelivery' : query.tab;
  const all = Array.from({ length: 15 }, (_, i) => order(i + 1, status));
  return {
    records: all.slice((query.current - 1) * 10, query.current * 10),
    total: all.length,
    current: query.current,
    size: 10,
  };
}

const harness = (input: ConsoleOrderQuery = { tab: 'all', keyword: '', current: 1 }) =>
  listHarness({ machine: consoleOrdersMachine, loader: 'loadPage', connect, answer, input });

describe('console orders machine', () => {
  it('reads the tab from the URL, and anything else as all orders', () => {
    expect(parseConsoleOrderTab('pendingDelivery')).toBe('pendingDelivery');
    expect(parseConsoleOrderTab('grouping')).toBe('all');
    expect(parseConsoleOrderTab(null)).toBe('all');
  });

  it('searches by the keyword typed, from page 1, and writes the query to the URL', async () => {
    const { api, act, lastQuery, serve, urls } = harness({ tab: 'pendingDelivery', keyword: '', current: 2 });
    expect(lastQuery()).toEqual({ tab: 'pendingDelivery', keyword: '', current: 2 });
    await serve();
    await act((a) => a.changeKeyword(' 202603011000000001 '));
    expect(api().searchedKeyword).toBe('');
    await act((a) => a.search());
    expect(lastQuery()).toEqual({ tab: 'pendingDelivery', keyword: '202603011000000001', current: 1 });
    expect(urls.at(-1)).toEqual(lastQuery());
  });

  it('offers only the pages there are, and not the one shown', async () => {
    const { api, serve } = harness();
    await serve();
    expect(api().pageCount).toBe(2);
    expect([0, 1, 2, 3].map((p) => api().canGoToPage(p))).toEqual([false, false, true, false]);
    expect(api().orders.every((o) => o.canShip)).toBe(true);
  });

  it('a 401 tells the app that the session is gone', async () => {
    const { env, effects, api } = harness();
    await env.reject('loadPage', apiError(401, '请先登录'));
    expect(effects).toEqual(['lost']);
    expect(api().loadFailed).toBe(true);
  });
});

type ModelEvent = {
  type:
    | 'load.ok'
    | 'load.fails'
    | 'load.unauthorized'
    | 'retry'
    | 'tab.other'
    | 'search'
    | 'page.next'
    | 'page.prev';
};
interface ModelContext {
  tab: ConsoleOrderTab;
  keyword: string;
  page: number;
}

const otherTab = (tab: ConsoleOrderTab): ConsoleOrderTab => (tab === 'all' ? 'pendingDelivery' : 'all');
const KEYWORD = 'A4';

const toLoading = {
  'tab.other': { target: '#ordersModel.loading', actions: 'otherTab' },
  search: { target: '#ordersModel.loading', actions: 'search' },
} as const;

/** The list as a user browses it; the server answers two pages for every query. */
const ordersModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent },
  actions: {
    otherTab: assign({ tab: ({ context }) => otherTab(context.tab), page: 1 }),
    search: assign({ keyword: KEYWORD, page: 1 }),
  },
}).createMachine({
  id: 'ordersModel',
  context: { tab: 'all', keyword: '', page: 1 },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.ok': 'ready',
        'load.fails': 'failed',
        'load.unauthorized': 'lost',
        ...toLoading,
      },
    },
    ready: {
      on: {
        ...toLoading,
        'page.next': {
          guard: ({ context }) => context.page === 1,
          target: 'loading',
          actions: assign({ page: 2 }),
        },
        'page.prev': {
          guard: ({ context }) => context.page === 2,
          target: 'loading',
          actions: assign({ page: 1 }),
        },
      },
    },
    failed: { on: { retry: 'loading', ...toLoading } },
    lost: { on: { retry: 'loading' } },
  },
});

describe('console orders model', () => {
  const paths = modelCoverPaths(ordersModel, 10);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    const { env, effects, urls, api, act, lastQuery } = h;
    await path.test({
      events: {
        ...listModelEvents(h, 'loadPage', otherTab),
        search: async () => {
          await act((a) => a.changeKeyword(KEYWORD));
          await act((a) => a.search());
        },
      },
      states: {
        '*': (state) => {
          const { tab, keyword, page } = state.context;
          const a = api();
          expect([a.tab, a.searchedKeyword, a.page]).toEqual([tab, keyword, page]);
          if (tab !== 'all' || keyword !== '' || page !== 1)
            expect(urls.at(-1)).toEqual({ tab, keyword, current: page });
          if (state.matches('loading')) {
            expect(a.isLoading).toBe(true);
            expect(env.isPending('loadPage')).toBe(true);
            expect(lastQuery()).toEqual({ tab, keyword, current: page });
          }
          if (state.matches('ready')) {
            expect(a.orders).toHaveLength(page === 1 ? 10 : 5);
            expect(a.total).toBe(15);
          }
          if (state.matches('failed')) expect(a).toMatchObject({ loadFailed: true, error: '服务器错误' });
          if (state.matches('lost')) expect(effects).toContain('lost');
        },
      },
    });
  });
});
