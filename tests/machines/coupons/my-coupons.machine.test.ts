import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/coupons/my-coupons.connect.ts';
import { myCouponsMachine } from '../../../machines/coupons/my-coupons.machine.ts';
import type { MyCouponPage, MyCouponStatus } from '../../../machines/coupons/coupons.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const COUNTS = { unused: 12, used: 1, expired: 3 };
const page = (status: MyCouponStatus): MyCouponPage => ({
  records: [],
  total: COUNTS[status],
  current: 1,
  size: 10,
  counts: COUNTS,
});

function start() {
  const env = controllableActors();
  const actor = createActor(myCouponsMachine.provide({ actors: { loadPage: env.actor('loadPage') } }), {
    input: {},
  }).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const loads = () => (env.inputs.loadPage ?? []) as Array<{ status: MyCouponStatus; page: number }>;
  return { env, view, loads };
}

describe('my coupons machine', () => {
  it('starts on 未使用 with the counts of every tab, and reads another tab from its first page', async () => {
    const { env, view, loads } = start();
    expect(loads()).toEqual([{ status: 'unused', page: 1, size: 10 }]);
    await env.resolve('loadPage', page('unused'));
    expect(view()).toMatchObject({ status: 'unused', counts: COUNTS, pageCount: 2 });
    view().goToPage(2);
    await env.resolve('loadPage', page('unused'));
    view().selectTab('expired');
    expect(loads().at(-1)).toEqual({ status: 'expired', page: 1, size: 10 });
    await env.resolve('loadPage', page('expired'));
    view().selectTab('expired');
    expect(loads()).toHaveLength(3);
    expect(view().canGo(2)).toBe(false);
  });

  it('a tab chosen while the first page loads is the one shown: the read it replaces is dropped', async () => {
    const { env, view, loads } = start();
    const first = env.take('loadPage');
    view().selectTab('used');
    expect(loads().at(-1)).toEqual({ status: 'used', page: 1, size: 10 });
    expect(view()).toMatchObject({ status: 'used', isLoading: true });
    // The 未使用 page answers late: it is not shown.
    first.resolve({ ...page('unused'), records: [{ userCouponId: 1 }] });
    await flush();
    expect(view()).toMatchObject({ status: 'used', isLoading: true, records: [] });
    await env.resolve('loadPage', page('used'));
    expect(view()).toMatchObject({ status: 'used', isLoading: false, counts: COUNTS });
  });

  it('offers a retry when the list fails', async () => {
    const { env, view, loads } = start();
    await env.reject('loadPage', new Error('网络异常'));
    expect(view()).toMatchObject({ loadFailed: true, error: '网络异常' });
    view().retry();
    expect(loads()).toHaveLength(2);
  });
});

type ModelEvent = { type: 'load.ok' | 'load.fails' | 'retry' | 'tab.used' | 'tab.expired' | 'page.next' };
const model = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'myCouponsModel',
  initial: 'loading',
  states: {
    loading: {
      on: { 'load.ok': 'ready', 'load.fails': 'failed', 'tab.used': 'loading', 'tab.expired': 'loading' },
    },
    failed: { on: { retry: 'loading', 'tab.used': 'loading', 'tab.expired': 'loading' } },
    ready: { on: { 'tab.used': 'loading', 'tab.expired': 'loading', 'page.next': 'loading' } },
  },
});

describe('my coupons model', () => {
  const testModel = createTestModel(model, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(testModel);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(testModel, paths)).toEqual([]);
    expect(untakenDefinitions(testModel, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, loads } = start();
    let status: MyCouponStatus = 'unused';
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'load.ok':
          await env.resolve('loadPage', { ...page(status), total: 40 });
          break;
        case 'load.fails':
          await env.reject('loadPage', new Error('网络异常'));
          break;
        case 'retry':
          view().retry();
          break;
        case 'tab.used':
        case 'tab.expired': {
          const next: MyCouponStatus = event.type === 'tab.used' ? 'used' : 'expired';
          // Choosing the tab already shown reads nothing; the model then picks the other one.
          status = view().status === next ? (next === 'used' ? 'expired' : 'used') : next;
          view().selectTab(status);
          expect(loads().at(-1)).toMatchObject({ status, page: 1 });
          break;
        }
        case 'page.next':
          view().goToPage(view().page + 1);
          break;
      }
      const v = view();
      expect(v.isLoading).toBe(state.matches('loading'));
      expect(v.loadFailed).toBe(state.matches('failed'));
      expect(v.status).toBe(status);
    }
  });
});
