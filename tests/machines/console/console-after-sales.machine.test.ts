import { describe, expect, it } from 'vitest';
import type {
  AfterSalePage,
  AfterSaleSummary,
  ConsoleAfterSaleStatus,
} from '../../../machines/console/console.types.ts';
import { connect } from '../../../machines/console/console-after-sales.connect.ts';
import {
  consoleAfterSalesMachine,
  parseConsoleAfsTab,
  type ConsoleAfsQuery,
  type ConsoleAfsTab,
} from '../../../machines/console/console-after-sales.list.ts';
import {
  listHarness,
  consoleListModel,
  expectListState,
  listModelEvents,
  modelCoverPaths,
} from './console-test-support.ts';

const request = (n: number, status: ConsoleAfterSaleStatus): AfterSaleSummary => ({
  afsNo: `AS20260301${String(n).padStart(10, '0')}`,
  orderNo: '202603011000000001',
  kind: 'refund',
  status,
  storeName: '集采自营店',
  name: 'A4复印纸',
  mainImg: '',
  quantity: '1',
  amount: '20.00',
  createdAt: '2026-03-01T02:00:00Z',
});

/** A fake server: 12 requests of the tab asked for (two pages of ten). */
function answer(query: ConsoleAfsQuery): AfterSalePage {
  const status = query.tab === 'all' ? 'applied' : query.tab;
  const all = Array.from({ length: 12 }, (_, i) => request(i + 1, status));
  return {
    records: all.slice((query.current - 1) * 10, query.current * 10),
    total: 12,
    current: query.current,
    size: 10,
  };
}

const harness = (input: ConsoleAfsQuery = { tab: 'all', keyword: '', current: 1 }) =>
  listHarness({ machine: consoleAfterSalesMachine, loader: 'loadPage', connect, answer, input });

describe('console after-sales machine', () => {
  it('reads the tab from the URL, and anything else as every request', () => {
    expect(parseConsoleAfsTab('applied')).toBe('applied');
    expect(parseConsoleAfsTab('nope')).toBe('all');
  });

  it('an empty tab says so', async () => {
    const { env, api, act, lastQuery } = harness();
    await act((a) => a.selectTab('closed'));
    expect(lastQuery()).toEqual({ tab: 'closed', keyword: '', current: 1 });
    await env.resolve('loadPage', { records: [], total: 0, current: 1, size: 10 });
    expect(api()).toMatchObject({ isEmpty: true, pageCount: 1 });
  });
});

const otherTab = (tab: ConsoleAfsTab): ConsoleAfsTab => (tab === 'all' ? 'applied' : 'all');

/** The list as the seller browses it (console-test-support.ts). */
const afsModel = consoleListModel<ConsoleAfsTab>('afsModel', 'all', otherTab);

describe('console after-sales model', () => {
  const paths = modelCoverPaths(afsModel, 5);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    await path.test({
      events: {
        ...listModelEvents(h, 'loadPage', otherTab),
      },
      states: {
        '*': (state) =>
          expectListState(h, state, 'all', (a, tab, page) => {
            expect(a.requests).toHaveLength(page === 1 ? 10 : 2);
            expect(a.requests[0]?.status).toBe(tab === 'all' ? 'applied' : tab);
          }),
      },
    });
  });
});
