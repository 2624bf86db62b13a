import { expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFrom,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import type { ConsoleListApi } from '../../../machines/console/console-list.machine.ts';

/** A rejection as the API layer makes it: the HTTP status and the server's words. */
export const apiError = (status: number, message: string, code = status) =>
  Object.assign(new Error(message), { status, code });

/**
 * The paths that take every transition of a test model, and the two checks each console model test makes
 * on them: every transition taken, and more than `fewest` but fewer than 300 paths.
 */
export function modelCoverPaths<T extends AnyStateMachine>(machine: T, fewest: number) {
  const model = createTestModel(machine, {
    filterEvents: (state, event) => (state as AnyMachineSnapshot).can(event),
  });
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(fewest);
    expect(paths.length).toBeLessThan(300);
  });

  return paths;
}

/**
 * A console list machine (status tabs and paging) running against a controllable `loader`: the queries
 * it wrote to the URL, its effects, its connect, and `serve` to answer the last query with `answer`.
 */
export function listHarness<M extends AnyStateMachine, Q, A>(options: {
  machine: M;
  loader: string;
  connect: (snapshot: SnapshotFrom<M>, send: (event: EventFrom<M>) => void) => A;
  answer: (query: Q) => unknown;
  input: Q;
}) {
  const { loader } = options;
  const env = controllableActors();
  const effects: string[] = [];
  const urls: Q[] = [];
  const machine = (options.machine as AnyStateMachine).provide({
    actors: { [loader]: env.actor(loader) },
    actions: {
      syncUrl: (_: unknown, q: Q) => void urls.push(q),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine, { input: options.input }).start();
  const api = () => options.connect(actor.getSnapshot() as SnapshotFrom<M>, actor.send);
  const act = async (fn: (a: A) => void) => {
    fn(api());
    await flush();
  };
  const lastQuery = () => env.inputs[loader]?.at(-1) as Q;
  const serve = () => env.resolve(loader, options.answer(lastQuery()));
  return { env, effects, urls, actor, api, act, lastQuery, serve };
}

/**
 * The environment and user events the two list models share: a load answered, failed or refused with a
 * 401, a retry, another tab, the next and the previous page.
 */
export function listModelEvents<T extends string>(
  harness: {
    env: ReturnType<typeof controllableActors>;
    act: (fn: (a: ConsoleListApi<T>) => void) => Promise<void>;
    serve: () => Promise<void>;
  },
  loader: string,
  otherTab: (tab: T) => T,
) {
  const { env, act, serve } = harness;
  return {
    'load.ok': () => serve(),
    'load.fails': () => env.reject(loader, apiError(500, '服务器错误')),
    'load.unauthorized': () => env.reject(loader, apiError(401, '请先登录')),
    retry: () => act((a) => a.retry()),
    'tab.other': () => act((a) => a.selectTab(otherTab(a.tab))),
    'page.next': () => act((a) => a.goToPage(2)),
    'page.prev': () => act((a) => a.goToPage(1)),
    reload: () => act((a) => a.reload()),
  };
}

/** What the seller does to a console list without a search box, and what its server answers. */
export type ListModelEvent = {
  type:
    | 'load.ok'
    | 'load.fails'
    | 'load.unauthorized'
    | 'retry'
    | 'reload'
    | 'tab.other'
    | 'page.next'
    | 'page.prev';
};

/**
 * The test model of a console list as the seller browses it (the server answers two pages for every
 * tab): written by hand, not read from createConsoleListMachine, so the lists are checked against it.
 */
export function consoleListModel<T extends string>(id: string, first: T, otherTab: (tab: T) => T) {
  const tabOther = { target: `#${id}.loading`, actions: 'otherTab' } as const;
  return setup({
    types: {} as { context: { tab: T; page: number }; events: ListModelEvent },
    actions: { otherTab: assign({ tab: ({ context }) => otherTab(context.tab), page: 1 }) },
  }).createMachine({
    id,
    context: { tab: first, page: 1 },
    initial: 'loading',
    states: {
      loading: {
        on: {
          'load.ok': 'ready',
          'load.fails': 'failed',
          'load.unauthorized': 'lost',
          'tab.other': tabOther,
        },
      },
      ready: {
        on: {
          reload: 'loading',
          'tab.other': tabOther,
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
      failed: { on: { retry: 'loading', 'tab.other': tabOther } },
      lost: { on: { retry: 'loading' } },
    },
  });
}

/**
 * The checks every console list model makes in every state: the tab and page shown, the URL, the query
 * asked while loading, the failure and the lost session; `ready` adds the list's own checks of its rows.
 */
export function expectListState<T extends string, A extends ConsoleListApi<T>>(
  harness: {
    env: ReturnType<typeof controllableActors>;
    effects: string[];
    urls: unknown[];
    api: () => A;
    lastQuery: () => unknown;
  },
  state: { context: { tab: T; page: number }; matches(value: string): boolean },
  all: T,
  ready: (api: A, tab: T, page: number) => void,
): void {
  const { env, effects, urls, api, lastQuery } = harness;
  const { tab, page } = state.context;
  const a = api();
  expect([a.tab, a.page]).toEqual([tab, page]);
  if (tab !== all || page !== 1) expect(urls.at(-1)).toEqual({ tab, keyword: '', current: page });
  if (state.matches('loading')) {
    expect(a.isLoading).toBe(true);
    expect(env.isPending('loadPage')).toBe(true);
    expect(lastQuery()).toEqual({ tab, keyword: '', current: page });
  }
  if (state.matches('ready')) ready(a, tab, page);
  if (state.matches('failed')) expect(a).toMatchObject({ loadFailed: true, error: '服务器错误' });
  if (state.matches('lost')) expect(effects).toContain('lost');
}
