import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { ManagedStorePage } from '../../../machines/console/console-settle.types.ts';
import { connect } from '../../../machines/console/console-stores.connect.ts';
import {
  consoleStoresMachine,
  parseConsoleStoreTab,
  type ConsoleStoreQuery,
  type ConsoleStoreTab,
} from '../../../machines/console/console-stores.list.ts';
import { connect as connectStatus } from '../../../machines/console/console-stores-status.connect.ts';
import { consoleStoresStatusMachine } from '../../../machines/console/console-stores-status.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { managedStore } from './console-settle.fixtures.ts';
import {
  apiError,
  consoleListModel,
  expectListState,
  listHarness,
  listModelEvents,
  modelCoverPaths,
} from './console-test-support.ts';

const STATUSES = ['open', 'notOpen', 'offline', 'suspended'] as const;

/** A fake server: 12 stores of the tab asked for (`all` cycles through the statuses), two pages of ten. */
function answer(query: ConsoleStoreQuery): ManagedStorePage {
  const all = Array.from({ length: 12 }, (_, i) =>
    managedStore(i + 1, query.tab === 'all' ? STATUSES[i % 4]! : query.tab),
  );
  return {
    records: all.slice((query.current - 1) * 10, query.current * 10),
    total: all.length,
    current: query.current,
    size: 10,
  };
}

const harness = (input: ConsoleStoreQuery = { tab: 'all', keyword: '', current: 1 }) =>
  listHarness({ machine: consoleStoresMachine, loader: 'loadPage', connect, answer, input });

describe('console stores list machine', () => {
  it('reads the tab from the URL, and anything else as every store', () => {
    expect(parseConsoleStoreTab('suspended')).toBe('suspended');
    expect(parseConsoleStoreTab('notOpen')).toBe('notOpen');
    expect(parseConsoleStoreTab('reviewing')).toBe('all');
    expect(parseConsoleStoreTab(null)).toBe('all');
  });

  it('offers to suspend every store but a suspended one, which it offers to restore', async () => {
    const { api, serve } = harness();
    await serve();
    expect(api().tabs).toEqual(['all', 'open', 'notOpen', 'offline', 'suspended']);
    expect(
      api()
        .stores.slice(0, 4)
        .map((s) => [s.status, s.events]),
    ).toEqual([
      ['open', ['SUSPEND']],
      ['notOpen', ['SUSPEND']],
      ['offline', ['SUSPEND']],
      ['suspended', ['RESTORE']],
    ]);
  });

  it('searches by the store name typed, from page 1, and writes it to the URL', async () => {
    const { api, act, lastQuery, serve, urls } = harness({ tab: 'notOpen', keyword: '', current: 2 });
    await serve();
    await act((a) => a.changeKeyword('  鑫源  '));
    expect(api().keyword).toBe('  鑫源  ');
    await act((a) => a.search());
    expect(lastQuery()).toEqual({ tab: 'notOpen', keyword: '鑫源', current: 1 });
    expect(urls).toEqual([{ tab: 'notOpen', keyword: '鑫源', current: 1 }]);
    await serve();
    expect(api().searchedKeyword).toBe('鑫源');
  });
});

const otherTab = (tab: ConsoleStoreTab): ConsoleStoreTab => (tab === 'all' ? 'suspended' : 'all');

/** The list as the operator browses it (console-test-support.ts). */
const storesModel = consoleListModel<ConsoleStoreTab>('storesModel', 'all', otherTab);

describe('console stores list model', () => {
  const paths = modelCoverPaths(storesModel, 5);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    await path.test({
      events: { ...listModelEvents(h, 'loadPage', otherTab) },
      states: {
        '*': (state) =>
          expectListState(h, state, 'all', (a, tab, page) => {
            expect(a.stores).toHaveLength(page === 1 ? 10 : 2);
            for (const s of a.stores)
              expect(s.events).toEqual([s.status === 'suspended' ? 'RESTORE' : 'SUSPEND']);
            if (tab !== 'all') expect(a.stores.every((s) => s.status === tab)).toBe(true);
          }),
      },
    });
  });
});

const OPEN = managedStore(7, 'open');
const NOT_OPEN = managedStore(8, 'notOpen');
const SUSPENDED = managedStore(7, 'suspended');
const REASON = '多名买家投诉发货商品与描述不符';

function statusHarness() {
  const env = controllableActors();
  const effects: string[] = [];
  const changed: Array<{ store: unknown; event: string; message: string | null }> = [];
  const machine = consoleStoresStatusMachine.provide({
    actors: { changeStatus: env.actor('changeStatus') },
    actions: {
      changed: (_, params) => void changed.push(params),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine).start();
  const api = () => connectStatus(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, changed, api, act };
}

describe('console store status dialog', () => {
  it('opens only for what the store lifecycle allows', async () => {
    const { api, act } = statusHarness();
    await act((a) => a.open(SUSPENDED, 'SUSPEND'));
    expect(api().store).toBeNull();
    await act((a) => a.open(OPEN, 'RESTORE'));
    expect(api().store).toBeNull();
    await act((a) => a.open(NOT_OPEN, 'SUSPEND'));
    expect(api()).toMatchObject({ store: NOT_OPEN, event: 'SUSPEND', problem: null, error: null });
  });

  it('a suspension needs a reason: nothing is sent without one', async () => {
    const { env, api, act } = statusHarness();
    await act((a) => a.open(OPEN, 'SUSPEND'));
    await act((a) => a.submit('  '));
    expect(api().problem).toBe('required');
    await act((a) => a.submit('好'.repeat(201)));
    expect(api().problem).toBe('tooLong');
    expect(env.inputs).toEqual({});
  });

  it('sends the trimmed reason; a restoration sends no reason', async () => {
    const { env, changed, api, act } = statusHarness();
    await act((a) => a.open(OPEN, 'SUSPEND'));
    await act((a) => a.submit(`  ${REASON}\n`));
    expect(env.inputs.changeStatus).toEqual([{ storeId: 7, event: 'SUSPEND', remark: REASON }]);
    await env.resolve('changeStatus', SUSPENDED);
    expect(api().store).toBeNull();
    await act((a) => a.open(SUSPENDED, 'RESTORE'));
    await act((a) => a.submit());
    expect(env.inputs.changeStatus?.at(-1)).toEqual({ storeId: 7, event: 'RESTORE', remark: '' });
    await env.resolve('changeStatus', managedStore(7, 'offline'));
    expect(changed.map((c) => [c.event, (c.store as { status: string }).status, c.message])).toEqual([
      ['SUSPEND', 'suspended', null],
      ['RESTORE', 'offline', null],
    ]);
  });
});

type ModelEvent = {
  type:
    | 'open.refused'
    | 'open.suspend'
    | 'open.restore'
    | 'submit.empty'
    | 'submit.reason'
    | 'submit'
    | 'dismiss'
    | 'send.ok'
    | 'send.fails'
    | 'send.gone'
    | 'send.unauthorized';
};
interface ModelContext {
  event: 'SUSPEND' | 'RESTORE' | null;
  invalid: boolean;
  failed: boolean;
}
const FRESH: ModelContext = { event: null, invalid: false, failed: false };

/** The dialog as the operator uses it; the server decides what the change answers. */
const statusModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent },
  guards: {
    suspending: ({ context }) => context.event === 'SUSPEND',
    restoring: ({ context }) => context.event === 'RESTORE',
  },
}).createMachine({
  id: 'storeStatusModel',
  context: FRESH,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'open.refused': 'closed',
        'open.suspend': { target: 'editing', actions: assign({ ...FRESH, event: 'SUSPEND' }) },
        'open.restore': { target: 'editing', actions: assign({ ...FRESH, event: 'RESTORE' }) },
      },
    },
    editing: {
      on: {
        'submit.empty': { guard: 'suspending', actions: assign({ invalid: true }) },
        'submit.reason': {
          guard: 'suspending',
          target: 'sending',
          actions: assign({ invalid: false, failed: false }),
        },
        submit: { guard: 'restoring', target: 'sending', actions: assign({ failed: false }) },
        dismiss: { target: 'closed', actions: assign(FRESH) },
      },
    },
    sending: {
      on: {
        'send.ok': 'changed',
        'send.fails': { target: 'editing', actions: assign({ failed: true }) },
        'send.gone': 'gone',
        'send.unauthorized': 'lost',
      },
    },
    changed: {},
    gone: {},
    lost: {},
  },
});

describe('console store status model', () => {
  const paths = modelCoverPaths(statusModel, 8);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, changed, api, act } = statusHarness();
    let store = OPEN;
    await path.test({
      events: {
        'open.refused': () => act((a) => a.open(SUSPENDED, 'SUSPEND')),
        'open.suspend': () => act((a) => a.open((store = OPEN), 'SUSPEND')),
        'open.restore': () => act((a) => a.open((store = SUSPENDED), 'RESTORE')),
        'submit.empty': () => act((a) => a.submit(' ')),
        'submit.reason': () => act((a) => a.submit(REASON)),
        submit: () => act((a) => a.submit()),
        dismiss: () => act((a) => a.dismiss()),
        'send.ok': () => env.resolve('changeStatus', store === OPEN ? SUSPENDED : managedStore(7, 'offline')),
        'send.fails': () => env.reject('changeStatus', apiError(400, '店铺当前状态不能执行该操作')),
        'send.gone': () => env.reject('changeStatus', apiError(404, '店铺不存在')),
        'send.unauthorized': () => env.reject('changeStatus', apiError(401, '请先登录')),
      },
      states: {
        closed: () => {
          expect(api()).toMatchObject({ store: null, event: null });
          expect([changed, effects]).toEqual([[], []]);
        },
        editing: (state) => {
          const { event, invalid, failed } = state.context;
          expect(api()).toMatchObject({
            store,
            event,
            problem: invalid ? 'required' : null,
            isSending: false,
            error: failed ? '店铺当前状态不能执行该操作' : null,
          });
          expect(env.isPending('changeStatus')).toBe(false);
        },
        sending: (state) => {
          expect(api()).toMatchObject({ store, isSending: true, error: null });
          expect(env.inputs.changeStatus?.at(-1)).toEqual({
            storeId: 7,
            event: state.context.event,
            remark: state.context.event === 'SUSPEND' ? REASON : '',
          });
        },
        changed: (state) => {
          expect(api().store).toBeNull();
          expect(changed).toEqual([
            {
              store: state.context.event === 'SUSPEND' ? SUSPENDED : managedStore(7, 'offline'),
              event: state.context.event,
              message: null,
            },
          ]);
        },
        gone: (state) => {
          expect(api().store).toBeNull();
          expect(changed).toEqual([{ store: null, event: state.context.event, message: '店铺不存在' }]);
        },
        lost: () => {
          expect(effects).toEqual(['lost']);
          expect(api()).toMatchObject({ store, isSending: false });
        },
      },
    });
  });
});
