import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { cartMachine, type CartEvent } from '../../../machines/cart/cart.machine.ts';
import type { CartLine, CartView, Region } from '../../../machines/cart/cart.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const line = (lineId: number, storeId: number, extra: Partial<CartLine> = {}): CartLine => ({
  lineId,
  skuId: 1000 + lineId,
  storeId,
  name: `商品${lineId}`,
  mainImg: '/img',
  unit: '个',
  specs: '',
  goodsKind: 'physical',
  price: '10.00',
  addedPrice: '10.00',
  quantity: '1',
  stock: 5,
  checked: false,
  amount: '10.00',
  problem: null,
  message: '',
  ...extra,
});

/** Store 1: a checked line and an undeliverable one; store 2: one unchecked line. */
function cartOf(lines: CartLine[] = defaultLines(), extra: Partial<CartView> = {}): CartView {
  const stores = [...new Set(lines.map((l) => l.storeId))].map((storeId) => ({
    storeId,
    storeName: `店铺${storeId}`,
    lines: lines.filter((l) => l.storeId === storeId),
  }));
  return {
    stores,
    lineCount: lines.length,
    checkedCount: lines.filter((l) => l.checked).length,
    checkedAmount: '10.00',
    decimalScale: 0,
    maxSettle: 50,
    ...extra,
  };
}
const defaultLines = () => [
  line(1, 1, { checked: true }),
  line(2, 1, { problem: 'undeliverable', message: '当前地区不支持配送' }),
  line(3, 2, { stock: 2 }),
];
const EMPTY = cartOf([]);
const REGION: Region = { provinceCode: '650000', cityCode: '650100', countyCode: '650102' };

function harness(region: Region | null = null) {
  const env = controllableActors();
  const effects = { cartChanged: 0, submitOrder: 0 };
  const machine = cartMachine.provide({
    actors: {
      loadCart: env.actor('loadCart'),
      updateLine: env.actor('updateLine'),
      checkLines: env.actor('checkLines'),
      deleteLines: env.actor('deleteLines'),
      canSubmitOrder: env.actor('canSubmitOrder'),
    },
    actions: {
      cartChanged: () => void effects.cartChanged++,
      goToSubmitOrder: () => void effects.submitOrder++,
    },
  });
  const actor = createActor(machine, { input: { region } }).start();
  const send = async (...events: CartEvent[]) => {
    for (const e of events) actor.send(e);
    await Promise.resolve();
  };
  return { env, actor, effects, send };
}

async function loaded(cart: CartView = cartOf(), region: Region | null = null) {
  const h = harness(region);
  await h.env.resolve('loadCart', cart);
  return h;
}

describe('cart machine', () => {
  it('loads the cart for the chosen region, grouped by store', async () => {
    const { actor, env } = await loaded(cartOf(), REGION);
    expect(env.inputs.loadCart).toEqual([{ region: REGION }]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.cart?.stores.map((s) => s.storeName)).toEqual(['店铺1', '店铺2']);
  });

  it('an empty cart is empty; a failed load can be retried', async () => {
    const { actor } = await loaded(EMPTY);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    const failing = harness();
    await failing.env.reject('loadCart');
    expect(failing.actor.getSnapshot().hasTag('error')).toBe(true);
    await failing.send({ type: 'cart.retry' });
    expect(failing.env.isPending('loadCart')).toBe(true);
  });

  it('+ and − change the quantity within 1 and the stock, then reload', async () => {
    const { actor, env, send } = await loaded();
    expect(actor.getSnapshot().can({ type: 'quantity.decrement', lineId: 3 })).toBe(false);
    await send({ type: 'quantity.increment', lineId: 3 });
    expect(env.inputs.updateLine).toEqual([{ lineId: 3, quantity: '2' }]);
    expect(actor.getSnapshot().context.cart?.stores[1]!.lines[0]!.quantity).toBe('2');
    await env.resolve('updateLine');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await env.resolve(
      'loadCart',
      cartOf(defaultLines().map((l) => (l.lineId === 3 ? { ...l, quantity: '2' } : l))),
    );
    expect(actor.getSnapshot().can({ type: 'quantity.increment', lineId: 3 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'quantity.decrement', lineId: 3 })).toBe(true);
  });

  it('a typed quantity above the stock is 库存不足 and a malformed one 请输入正确的商品数量, without a call', async () => {
    const { actor, env, send } = await loaded();
    await send({ type: 'quantity.edit', lineId: 3, quantity: '9' }, { type: 'quantity.commit', lineId: 3 });
    expect(actor.getSnapshot().context.lineErrors[3]).toEqual({ problem: 'insufficient' });
    for (const bad of ['0', '1.5', 'abc', '', '-1']) {
      await send({ type: 'quantity.edit', lineId: 3, quantity: bad }, { type: 'quantity.commit', lineId: 3 });
      expect(actor.getSnapshot().context.lineErrors[3]).toEqual({ problem: 'badQuantity' });
    }
    expect(env.inputs.updateLine).toBeUndefined();
    await send({ type: 'quantity.edit', lineId: 3, quantity: '02' }, { type: 'quantity.commit', lineId: 3 });
    expect(actor.getSnapshot().context.lineErrors[3]).toBeUndefined();
    expect(env.inputs.updateLine).toEqual([{ lineId: 3, quantity: '2' }]);
  });

  it('decimals are accepted up to the shop decimal scale', async () => {
    const { actor, env, send } = await loaded(cartOf(defaultLines(), { decimalScale: 2 }));
    await send(
      { type: 'quantity.edit', lineId: 1, quantity: '1.255' },
      { type: 'quantity.commit', lineId: 1 },
    );
    expect(actor.getSnapshot().context.lineErrors[1]).toEqual({ problem: 'badQuantity' });
    await send(
      { type: 'quantity.edit', lineId: 1, quantity: '1.25' },
      { type: 'quantity.commit', lineId: 1 },
    );
    expect(env.inputs.updateLine).toEqual([{ lineId: 1, quantity: '1.25' }]);
  });

  it("the server's refusal of a quantity shows beside the line and the cart reloads", async () => {
    const { actor, env, send } = await loaded();
    await send({ type: 'quantity.increment', lineId: 1 });
    await env.reject('updateLine', new Error('库存不足'));
    await env.resolve('loadCart', cartOf());
    expect(actor.getSnapshot().context.lineErrors[1]).toEqual({ message: '库存不足' });
    expect(actor.getSnapshot().context.cart?.stores[0]!.lines[0]!.quantity).toBe('1');
  });

  it('a line with a problem cannot be checked, a checked one can be unchecked', async () => {
    const { actor, env, send } = await loaded(
      cartOf([
        line(1, 1, { checked: true, problem: 'outOfStock' }),
        line(2, 1, { problem: 'undeliverable' }),
      ]),
    );
    expect(actor.getSnapshot().can({ type: 'line.toggle', lineId: 2 })).toBe(false);
    await send({ type: 'line.toggle', lineId: 1 });
    expect(env.inputs.updateLine).toEqual([{ lineId: 1, checked: false }]);
    expect(actor.getSnapshot().context.cart?.stores[0]!.lines[0]!.checked).toBe(false);
  });

  it('a store and all check the checkable unchecked lines, or uncheck the checked ones', async () => {
    const { actor, env, send } = await loaded();
    await send({ type: 'store.toggle', storeId: 1 });
    // Store 1: line 1 is checked and line 2 is undeliverable, so the store is "all checked": uncheck.
    expect(env.inputs.checkLines).toEqual([{ checked: false, lineIds: [1] }]);
    await env.resolve('checkLines');
    await env.resolve('loadCart', cartOf());
    await send({ type: 'all.toggle' });
    expect(env.inputs.checkLines![1]).toEqual({ checked: true, lineIds: [3] });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('deletes one line or the checked lines only after a confirmation', async () => {
    const { actor, env, effects, send } = await loaded();
    await send({ type: 'line.delete', lineId: 3 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    await send({ type: 'delete.cancel' });
    expect(env.inputs.deleteLines).toBeUndefined();
    await send({ type: 'checked.delete' });
    expect(actor.getSnapshot().context.pendingDelete).toEqual([1]);
    await send({ type: 'delete.confirm' });
    expect(env.inputs.deleteLines).toEqual([{ lineIds: [1] }]);
    await env.resolve('deleteLines');
    expect(effects.cartChanged).toBe(1);
    await env.resolve('loadCart', EMPTY);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
  });

  it('settles the checked lines: none checked and more than 50 are refused before asking the server', async () => {
    const none = await loaded(cartOf([line(1, 1)]));
    await none.send({ type: 'settle' });
    expect(none.actor.getSnapshot().context.notice).toEqual({ kind: 'noneChecked' });

    const many = Array.from({ length: 51 }, (_, i) => line(i + 1, 1, { checked: true }));
    const tooMany = await loaded(cartOf(many));
    await tooMany.send({ type: 'settle' });
    expect(tooMany.actor.getSnapshot().context.notice).toEqual({ kind: 'tooMany', max: 50 });
    expect(tooMany.env.inputs.canSubmitOrder).toBeUndefined();

    const fifty = await loaded(cartOf(many.slice(0, 50)), REGION);
    await fifty.send({ type: 'settle' });
    expect(fifty.env.inputs.canSubmitOrder).toEqual([{ region: REGION }]);
    await fifty.env.resolve('canSubmitOrder', { canOrder: true, message: '', problems: [] });
    expect(fifty.effects.submitOrder).toBe(1);
  });

  it("the server's reason not to settle is shown", async () => {
    const { actor, env, effects, send } = await loaded();
    await send({ type: 'settle' });
    await env.resolve('canSubmitOrder', { canOrder: false, message: '当前地区不支持配送', problems: [] });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'server', message: '当前地区不支持配送' });
    expect(effects.submitOrder).toBe(0);
  });

  it('a new region reloads the cart; the same region does not', async () => {
    const { env, send } = await loaded();
    await send({ type: 'region.change', region: null });
    expect(env.isPending('loadCart')).toBe(false);
    await send({ type: 'region.change', region: REGION });
    expect(env.inputs.loadCart).toEqual([{ region: null }, { region: REGION }]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the buyer's actions and the server's answers. The cart is always the same three lines (line 1
// checked, line 2 undeliverable, line 3 unchecked), so every action stays possible.

type ModelEvent = {
  type:
    | 'cart.loads'
    | 'cart.loadsEmpty'
    | 'load.fails'
    | 'retry'
    | 'region.change'
    | 'quantity.increment'
    | 'line.toggle'
    | 'all.toggle'
    | 'line.delete'
    | 'delete.cancel'
    | 'delete.confirm'
    | 'server.accepts'
    | 'server.refuses'
    | 'settle';
};

const cartModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'cartModel',
  initial: 'loading',
  states: {
    loading: { on: { 'cart.loads': 'idle', 'cart.loadsEmpty': 'empty', 'load.fails': 'failed' } },
    failed: { on: { retry: 'loading' } },
    empty: { on: { 'region.change': 'loading' } },
    idle: {
      on: {
        'quantity.increment': 'updating',
        'line.toggle': 'updating',
        'all.toggle': 'checking',
        'line.delete': 'confirming',
        settle: 'settling',
        'region.change': 'loading',
      },
    },
    updating: { on: { 'server.accepts': 'refreshing', 'server.refuses': 'refreshing' } },
    checking: { on: { 'server.accepts': 'refreshing', 'server.refuses': 'refreshing' } },
    confirming: { on: { 'delete.cancel': 'idle', 'delete.confirm': 'deleting' } },
    deleting: { on: { 'server.accepts': 'refreshing', 'server.refuses': 'idle' } },
    refreshing: {
      on: {
        'cart.loads': 'idle',
        'cart.loadsEmpty': 'empty',
        'load.fails': 'idle',
        'region.change': 'loading',
      },
    },
    settling: { on: { 'server.accepts': 'leaving', 'server.refuses': 'idle' } },
    leaving: {},
  },
});

const MUTATIONS = ['updateLine', 'checkLines', 'deleteLines', 'canSubmitOrder'] as const;

describe('cart model', () => {
  const model = createTestModel(cartModel);
  // Simple paths run to thousands: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { actor, env, effects, send } = harness();
    const pending = () => MUTATIONS.find((m) => env.isPending(m))!;
    let regions = 0;
    await path.test({
      events: {
        'cart.loads': () => env.resolve('loadCart', cartOf()),
        'cart.loadsEmpty': () => env.resolve('loadCart', EMPTY),
        'load.fails': () => env.reject('loadCart'),
        retry: () => send({ type: 'cart.retry' }),
        'region.change': () =>
          send({ type: 'region.change', region: { ...REGION, townCode: String(650102000 + ++regions) } }),
        'quantity.increment': () => send({ type: 'quantity.increment', lineId: 1 }),
        'line.toggle': () => send({ type: 'line.toggle', lineId: 3 }),
        'all.toggle': () => send({ type: 'all.toggle' }),
        'line.delete': () => send({ type: 'line.delete', lineId: 3 }),
        'delete.cancel': () => send({ type: 'delete.cancel' }),
        'delete.confirm': () => send({ type: 'delete.confirm' }),
        settle: () => send({ type: 'settle' }),
        'server.accepts': () => {
          const name = pending();
          return env.resolve(
            name,
            name === 'canSubmitOrder' ? { canOrder: true, message: '', problems: [] } : undefined,
          );
        },
        'server.refuses': () => {
          const name = pending();
          return name === 'canSubmitOrder'
            ? env.resolve(name, { canOrder: false, message: '当前地区不支持配送', problems: [] })
            : env.reject(name, new Error('操作失败'));
        },
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          const name = String(state.value);
          expect(effects.submitOrder).toBe(name === 'leaving' ? 1 : 0);
          switch (name) {
            case 'loading':
              expect(s.hasTag('loading')).toBe(true);
              return;
            case 'failed':
              expect(s.hasTag('error')).toBe(true);
              return;
            case 'empty':
              expect(s.hasTag('empty')).toBe(true);
              return;
            case 'idle':
              expect(s.matches({ ready: 'idle' })).toBe(true);
              expect(s.hasTag('busy')).toBe(false);
              expect(s.context.pendingDelete).toEqual([]);
              return;
            case 'confirming':
              expect(s.hasTag('confirming')).toBe(true);
              expect(s.context.pendingDelete).toEqual([3]);
              return;
            default:
              expect(s.matches({ ready: name as 'updating' })).toBe(true);
              expect(s.hasTag('busy')).toBe(true);
          }
        },
      },
    });
  });
});
