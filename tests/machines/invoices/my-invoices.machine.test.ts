import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { InvoiceOrder, InvoiceState } from '../../../machines/invoices/invoices.types.ts';
import { connect, type MyInvoicesApi } from '../../../machines/invoices/my-invoices.connect.ts';
import { INVOICES_PAGE_SIZE, myInvoicesMachine } from '../../../machines/invoices/my-invoices.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// The buyer's 23 paid orders, newest first, each in one of the three invoice states.
const STATES: InvoiceState[] = ['none', 'applying', 'invoiced'];
const order = (seq: number): InvoiceOrder => ({
  orderNo: `2026022${String(seq).padStart(2, '0')}00000000000000`.slice(0, 21),
  storeName: seq % 2 ? '办公用品旗舰店' : '晨光文具专营店',
  orderStatus: 'pendingReceipt',
  payAmount: `${20 + seq}.00`,
  paidAt: `2026-02-${String(28 - seq).padStart(2, '0')}T02:00:00.000Z`,
  state: STATES[seq % 3]!,
  invoice: null,
});
const ALL = Array.from({ length: 23 }, (_, i) => order(i + 1));
const pageOf = ({ status, page }: { status: InvoiceState | null; page: number }) => {
  const kept = ALL.filter((o) => status === null || o.state === status);
  return {
    records: kept.slice((page - 1) * INVOICES_PAGE_SIZE, page * INVOICES_PAGE_SIZE),
    total: kept.length,
  };
};

function harness() {
  const env = controllableActors();
  const actor = createActor(
    myInvoicesMachine.provide({ actors: { loadPage: env.actor('loadPage') } }),
  ).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (does: (api: MyInvoicesApi) => void) => {
    does(api());
    await flush();
  };
  const loads = () => (env.inputs.loadPage ?? []) as Array<{ status: InvoiceState | null; page: number }>;
  const serve = () => env.resolve('loadPage', pageOf(loads().at(-1)!));
  return { env, api, act, loads, serve };
}

describe('my invoices machine', () => {
  it('loads every paid order, then filters by state from page 1', async () => {
    const { api, act, loads, serve } = harness();
    expect(loads()).toEqual([{ status: null, page: 1 }]);
    await serve();
    expect(api()).toMatchObject({ status: null, page: 1, pageCount: 3 });
    expect(api().records).toEqual(ALL.slice(0, 10));
    await act((a) => a.goToPage(3));
    await serve();
    await act((a) => a.setStatus('invoiced'));
    expect(api()).toMatchObject({ isLoading: true, status: 'invoiced', page: 1 });
    await serve();
    expect(api().records.every((r) => r.state === 'invoiced')).toBe(true);
    // The same filter again loads nothing.
    await act((a) => a.setStatus('invoiced'));
    expect(loads()).toEqual([
      { status: null, page: 1 },
      { status: null, page: 3 },
      { status: 'invoiced', page: 1 },
    ]);
  });

  it('a filter chosen while a page loads or after it failed is the one read; the late answer is dropped', async () => {
    const { env, api, act, loads, serve } = harness();
    const first = env.take('loadPage');
    await act((a) => a.setStatus('applying'));
    expect(loads().at(-1)).toEqual({ status: 'applying', page: 1 });
    first.resolve(pageOf({ status: null, page: 1 }));
    await flush();
    expect(api()).toMatchObject({ isLoading: true, status: 'applying', records: [] });
    await serve();
    expect(api().records.every((r) => r.state === 'applying')).toBe(true);
    await act((a) => a.setStatus('none'));
    await env.reject('loadPage', new Error('网络异常'));
    await act((a) => a.setStatus('invoiced'));
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, status: 'invoiced' });
    await serve();
    expect(api().records.every((r) => r.state === 'invoiced')).toBe(true);
  });
});

// Model: loads succeed or fail; once ready, a new filter, the same filter (ignored), a page in range.
type ModelEvent = { type: 'load.ok' | 'load.fails' | 'retry' | 'filter.new' | 'filter.same' | 'page.next' };
const listModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'myInvoicesModel',
  initial: 'loading',
  states: {
    loading: { on: { 'load.ok': 'ready', 'load.fails': 'failed' } },
    failed: { on: { retry: 'loading' } },
    ready: { on: { 'filter.new': 'loading', 'filter.same': 'ready', 'page.next': 'loading' } },
  },
});

describe('my invoices model', () => {
  const model = createTestModel(listModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, api, act, loads, serve } = harness();
    for (const { event, state } of path.steps) {
      const count = loads().length;
      switch (event.type) {
        case 'load.ok':
          await serve();
          break;
        case 'load.fails':
          await env.reject('loadPage', new Error('网络异常'));
          break;
        case 'retry':
          await act((a) => a.retry());
          expect(loads().at(-1)).toEqual(loads().at(-2));
          break;
        case 'filter.new': {
          const next = STATES.find((s) => s !== api().status)!;
          await act((a) => a.setStatus(next));
          expect(loads().at(-1)).toEqual({ status: next, page: 1 });
          break;
        }
        case 'filter.same':
          await act((a) => a.setStatus(api().status));
          expect(loads()).toHaveLength(count);
          break;
        case 'page.next': {
          const target = api().page === 1 ? 2 : 1;
          expect(api().canGo(target)).toBe(true);
          await act((a) => a.goToPage(target));
          expect(loads().at(-1)!.page).toBe(target);
          break;
        }
      }
      expect(api().isLoading).toBe(state.matches('loading'));
      expect(api().loadFailed).toBe(state.matches('failed'));
    }
  });
});
