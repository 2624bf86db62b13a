import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/promotions/flash-sale.connect.ts';
import { flashSaleMachine } from '../../../machines/promotions/flash-sale.machine.ts';
import type { FlashSale, FlashSession } from '../../../machines/promotions/promotions.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const T0 = Date.parse('2026-11-28T06:30:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();
const item = (itemId: number, sold: number, stock = 10) => ({
  itemId,
  skuId: itemId * 100,
  name: `商品${itemId}`,
  mainImg: '',
  price: '9.90',
  originalPrice: '19.90',
  stock,
  sold,
  perUserLimit: 1,
  state: 'inProgress' as const,
});
/** An ended session, a running one (one item sold out) ending in 30 minutes, and one starting in 90. */
const SESSIONS: FlashSession[] = [
  { sessionId: 1, title: '08:00', startsAt: at(-300), endsAt: at(-180), state: 'ended', items: [item(1, 4)] },
  {
    sessionId: 2,
    title: '14:00',
    startsAt: at(-30),
    endsAt: at(30),
    state: 'inProgress',
    items: [item(2, 3), item(3, 10)],
  },
  {
    sessionId: 3,
    title: '16:00',
    startsAt: at(90),
    endsAt: at(150),
    state: 'notStarted',
    items: [item(4, 0)],
  },
];
const PAGE: FlashSale = { serverTime: at(0), sessions: SESSIONS };

function start(clientSkewMinutes = 0) {
  const env = controllableActors();
  const bought: number[] = [];
  const actor = createActor(
    flashSaleMachine.provide({
      actors: { loadFlashSale: env.actor('loadFlashSale') },
      actions: { goToCheckout: (_, p) => bought.push(p.skuId) },
    }),
    // The page's clock may be off: the machine follows the server's.
    { input: { now: T0 + clientSkewMinutes * MIN } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const tick = (minutes: number) =>
    actor.send({ type: 'clock.tick', now: T0 + (clientSkewMinutes + minutes) * MIN });
  return { env, actor, view, tick, bought };
}

describe('flash sale machine', () => {
  it('opens the running session with its countdown to the end, item states and progress', async () => {
    const { env, view } = start(7);
    await env.resolve('loadFlashSale', PAGE);
    const v = view();
    expect(v.tabs.map((t) => [t.sessionId, t.state, t.selected])).toEqual([
      [1, 'ended', false],
      [2, 'inProgress', true],
      [3, 'notStarted', false],
    ]);
    expect(v.countdown).toEqual({ to: 'end', days: 0, hours: 0, minutes: 30, seconds: 0 });
    expect(v.items.map((i) => [i.itemId, i.state, i.percent, i.canBuy])).toEqual([
      [2, 'inProgress', 30, true],
      [3, 'soldOut', 100, false],
    ]);
  });

  it('buys an item in progress only; an upcoming session counts down to its start', async () => {
    const { env, view, bought } = start();
    await env.resolve('loadFlashSale', PAGE);
    view().buy(3);
    view().buy(2);
    expect(bought).toEqual([200]);
    view().selectSession(3);
    expect(view()).toMatchObject({
      sessionState: 'notStarted',
      countdown: { to: 'start', hours: 1, minutes: 30 },
    });
    view().buy(4);
    expect(bought).toEqual([200]);
  });

  it('reads the sessions again when the clock crosses a session boundary', async () => {
    const { env, tick } = start();
    await env.resolve('loadFlashSale', PAGE);
    tick(10);
    expect(env.isPending('loadFlashSale')).toBe(false);
    tick(31);
    expect(env.isPending('loadFlashSale')).toBe(true);
  });

  it('switches to a tab picked while the sessions are read again at a boundary, and keeps it', async () => {
    const { env, view, tick } = start();
    await env.resolve('loadFlashSale', PAGE);
    tick(31);
    expect(view()).toMatchObject({ isLoading: true, tabs: [{}, {}, {}] });
    view().selectSession(3);
    expect(view().tabs.find((t) => t.selected)?.sessionId).toBe(3);
    await env.resolve('loadFlashSale', { ...PAGE, serverTime: at(31) });
    expect(view().tabs.find((t) => t.selected)?.sessionId).toBe(3);
  });
});

type ModelEvent = {
  type:
    | 'load.ok'
    | 'load.fails'
    | 'retry'
    | 'tick'
    | 'tick.boundary'
    | 'select.next'
    | 'buy.running'
    | 'buy.soldOut';
};
const model = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'flashSaleModel',
  initial: 'loading',
  states: {
    loading: { on: { 'load.ok': 'ready', 'load.fails': 'failed' } },
    // Read again at a boundary: the tabs stay.
    reloading: { on: { 'load.ok': 'ready', 'load.fails': 'failed', 'select.next': 'reloading' } },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        tick: 'ready',
        'tick.boundary': 'reloading',
        'select.next': 'ready',
        'buy.running': 'ready',
        'buy.soldOut': 'ready',
      },
    },
  },
});

describe('flash sale model', () => {
  const testModel = createTestModel(model, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(testModel);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(testModel, paths)).toEqual([]);
    expect(untakenDefinitions(testModel, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, view, tick, bought } = start();
    let minutes = 0;
    let buys = 0;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'load.ok':
          await env.resolve('loadFlashSale', { ...PAGE, serverTime: at(minutes) });
          break;
        case 'load.fails':
          await env.reject('loadFlashSale', new Error('网络异常'));
          break;
        case 'retry':
          view().retry();
          break;
        case 'tick':
          // Within the running session, no boundary crossed (a second at a time).
          minutes += 1 / 60;
          tick(minutes);
          break;
        case 'tick.boundary':
          // Back before the running session ends, then across its end: the page reads again.
          minutes = 29;
          tick(minutes);
          minutes = 31;
          tick(minutes);
          break;
        case 'select.next': {
          const tabs = view().tabs;
          const next = tabs[(tabs.findIndex((t) => t.selected) + 1) % tabs.length]!.sessionId;
          view().selectSession(next);
          expect(view().tabs.find((t) => t.selected)?.sessionId).toBe(next);
          break;
        }
        case 'buy.running': {
          const v = view();
          const item = v.items.find((x) => x.state === 'inProgress');
          if (item) {
            v.buy(item.itemId);
            buys += 1;
          }
          break;
        }
        case 'buy.soldOut':
          view().buy(3);
          break;
      }
      const v = view();
      expect(v.isLoading).toBe(state.matches('loading') || state.matches('reloading'));
      expect(v.loadFailed).toBe(state.matches('failed'));
      expect(bought).toHaveLength(buys);
      if (state.matches('ready')) expect(v.tabs.filter((t) => t.selected)).toHaveLength(1);
    }
  });
});
