import { describe, expect, it } from 'vitest';
import { connect } from '../../../machines/console/console-settle.connect.ts';
import {
  consoleSettleMachine,
  parseConsoleSettleTab,
  type ConsoleSettleQuery,
  type ConsoleSettleTab,
} from '../../../machines/console/console-settle.list.ts';
import {
  operatorRemarkProblem,
  parseApplicationId,
  settleDecisions,
  storeStatusEvents,
  type StoreApplicationPage,
} from '../../../machines/console/console-settle.types.ts';
import { application } from './console-settle.fixtures.ts';
import {
  consoleListModel,
  expectListState,
  listHarness,
  listModelEvents,
  modelCoverPaths,
} from './console-test-support.ts';

/** A fake server: 12 applications of the tab asked for (two pages of ten), the first two expedited. */
function answer(query: ConsoleSettleQuery): StoreApplicationPage {
  const all = Array.from({ length: 12 }, (_, i) =>
    application(i + 1, query.tab, query.tab === 'reviewing' && i < 2),
  );
  return {
    records: all.slice((query.current - 1) * 10, query.current * 10),
    total: all.length,
    current: query.current,
    size: 10,
  };
}

const harness = (input: ConsoleSettleQuery = { tab: 'reviewing', keyword: '', current: 1 }) =>
  listHarness({ machine: consoleSettleMachine, loader: 'loadPage', connect, answer, input });

describe('the operator’s rules', () => {
  it('reads the tab from the URL, and anything else as 待审核 (there is no “all”)', () => {
    expect(parseConsoleSettleTab('rejected')).toBe('rejected');
    expect(parseConsoleSettleTab('approved')).toBe('approved');
    expect(parseConsoleSettleTab('all')).toBe('reviewing');
    expect(parseConsoleSettleTab('')).toBe('reviewing');
    expect(parseConsoleSettleTab(null)).toBe('reviewing');
  });

  it('reads an application id from the URL only when it is a positive integer', () => {
    expect(parseApplicationId('7')).toBe(7);
    expect(parseApplicationId('0')).toBeNull();
    expect(parseApplicationId('-1')).toBeNull();
    expect(parseApplicationId('1.5')).toBeNull();
    expect(parseApplicationId('abc')).toBeNull();
    expect(parseApplicationId('1234567890')).toBeNull();
    expect(parseApplicationId(null)).toBeNull();
  });

  it('remarks and reasons are required and at most 200 characters, counted as code points', () => {
    expect(operatorRemarkProblem('')).toBe('required');
    expect(operatorRemarkProblem(' \n ')).toBe('required');
    expect(operatorRemarkProblem(`  ${'好'.repeat(200)} `)).toBeNull();
    expect(operatorRemarkProblem('好'.repeat(201))).toBe('tooLong');
    expect(operatorRemarkProblem('𠮷'.repeat(200))).toBeNull();
    expect(operatorRemarkProblem('𠮷'.repeat(201))).toBe('tooLong');
  });

  it('the store lifecycle says what the operator may do', () => {
    expect(settleDecisions('reviewing')).toEqual(['APPROVE', 'REJECT']);
    expect(settleDecisions('rejected')).toEqual([]);
    expect(settleDecisions('approved')).toEqual([]);
    expect(storeStatusEvents('open')).toEqual(['SUSPEND']);
    expect(storeStatusEvents('notOpen')).toEqual(['SUSPEND']);
    expect(storeStatusEvents('offline')).toEqual(['SUSPEND']);
    expect(storeStatusEvents('suspended')).toEqual(['RESTORE']);
  });
});

describe('console settle list machine', () => {
  it('asks for 待审核 first and shows the rows as the server orders them', async () => {
    const { api, lastQuery, serve, urls } = harness();
    expect(lastQuery()).toEqual({ tab: 'reviewing', keyword: '', current: 1 });
    await serve();
    expect(api().tabs).toEqual(['reviewing', 'rejected', 'approved']);
    expect(api().applications.map((a) => [a.id, a.expedited])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i + 1, i < 2]),
    );
    expect(urls).toEqual([]);
  });

  it('writes another tab to the URL from page 1', async () => {
    const { api, act, lastQuery, serve, urls } = harness({ tab: 'reviewing', keyword: '', current: 2 });
    await serve();
    await act((a) => a.selectTab('rejected'));
    expect(lastQuery()).toEqual({ tab: 'rejected', keyword: '', current: 1 });
    expect(urls).toEqual([{ tab: 'rejected', keyword: '', current: 1 }]);
    await serve();
    expect(api().applications.every((a) => a.status === 'rejected')).toBe(true);
  });
});

const otherTab = (tab: ConsoleSettleTab): ConsoleSettleTab =>
  tab === 'reviewing' ? 'rejected' : 'reviewing';

/** The list as the operator browses it (console-test-support.ts). */
const settleModel = consoleListModel<ConsoleSettleTab>('settleModel', 'reviewing', otherTab);

describe('console settle list model', () => {
  const paths = modelCoverPaths(settleModel, 5);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    await path.test({
      events: { ...listModelEvents(h, 'loadPage', otherTab) },
      states: {
        '*': (state) =>
          expectListState(h, state, 'reviewing', (a, tab, page) => {
            expect(a.applications).toHaveLength(page === 1 ? 10 : 2);
            expect(a.total).toBe(12);
            expect(a.applications.every((row) => row.status === tab)).toBe(true);
          }),
      },
    });
  });
});
