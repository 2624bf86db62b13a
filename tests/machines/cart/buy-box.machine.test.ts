import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { buyBoxMachine, type BuyBoxEvent } from '../../../machines/cart/buy-box.machine.ts';
import type { DirectLine, Region } from '../../../machines/cart/cart.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const REGION: Region = { provinceCode: '650000', cityCode: '650100', countyCode: '650102' };
const ORDERABLE = { canOrder: true, message: '', problems: [] };

function harness({ stock = 3, decimalScale = 0, loggedIn = true, region = REGION as Region | null } = {}) {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const effects = { login: 0, added: 0, cartChanged: 0, orders: [] as DirectLine[][] };
  const machine = buyBoxMachine.provide({
    actors: {
      checkSku: env.actor('checkSku'),
      addToCart: env.actor('addToCart'),
      canDirectSubmit: env.actor('canDirectSubmit'),
    },
    actions: {
      requireLogin: () => void effects.login++,
      notifyAdded: () => void effects.added++,
      cartChanged: () => void effects.cartChanged++,
      goToSubmitOrder: (_, { lines }) => void effects.orders.push(lines),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { skuId: 7, stock, decimalScale, region, loggedIn },
  }).start();
  const send = async (...events: BuyBoxEvent[]) => {
    for (const e of events) actor.send(e);
    await flush();
  };
  const settle = async () => {
    clock.increment(300);
    await flush();
  };
  return { env, clock, actor, effects, send, settle };
}

describe('buy box machine', () => {
  it('checks the SKU for the region once the quantity stops changing', async () => {
    const { env, actor, send, settle, clock } = harness();
    await send({ type: 'quantity.increment' });
    clock.increment(200);
    await send({ type: 'quantity.increment' });
    clock.increment(200);
    expect(env.inputs.checkSku).toBeUndefined();
    await settle();
    expect(env.inputs.checkSku).toEqual([{ skuId: 7, quantity: '3', region: REGION }]);
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await env.resolve('checkSku', ORDERABLE);
    expect(actor.getSnapshot().matches({ delivery: 'orderable' })).toBe(true);
  });

  it('当前地区不支持配送 blocks adding and buying', async () => {
    const { env, actor, settle } = harness();
    await settle();
    await env.resolve('checkSku', {
      canOrder: false,
      message: '当前地区不支持配送',
      problems: [{ skuId: 7, problem: 'undeliverable', message: '当前地区不支持配送' }],
    });
    const snap = actor.getSnapshot();
    expect(snap.hasTag('blocked')).toBe(true);
    expect(snap.context.check?.message).toBe('当前地区不支持配送');
    expect(snap.can({ type: 'cart.add' })).toBe(false);
    expect(snap.can({ type: 'buy.now' })).toBe(false);
  });

  it('a new region checks again; the same region does not', async () => {
    const { env, send, settle } = harness();
    await settle();
    await env.resolve('checkSku', ORDERABLE);
    await send({ type: 'region.change', region: { ...REGION } });
    await settle();
    expect(env.inputs.checkSku).toHaveLength(1);
    await send({ type: 'region.change', region: { ...REGION, countyCode: '650103' } });
    await settle();
    expect(env.inputs.checkSku).toHaveLength(2);
  });

  it('the stepper stays between 1 and the stock; a typed quantity above it is 库存不足 without a check', async () => {
    const { env, actor, send, settle } = harness();
    expect(actor.getSnapshot().can({ type: 'quantity.decrement' })).toBe(false);
    await send({ type: 'quantity.increment' }, { type: 'quantity.increment' });
    expect(actor.getSnapshot().context.quantity).toBe('3');
    expect(actor.getSnapshot().can({ type: 'quantity.increment' })).toBe(false);
    await send({ type: 'quantity.change', quantity: '9' });
    await settle();
    expect(actor.getSnapshot().hasTag('insufficientStock')).toBe(true);
    expect(env.inputs.checkSku).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'cart.add' })).toBe(false);
  });

  it('请输入正确的商品数量 for a malformed quantity; decimals within the shop scale are fine', async () => {
    const whole = harness();
    await whole.send({ type: 'quantity.change', quantity: '1.5' });
    expect(whole.actor.getSnapshot().hasTag('badQuantity')).toBe(true);
    await whole.send({ type: 'quantity.change', quantity: '' });
    expect(whole.actor.getSnapshot().hasTag('badQuantity')).toBe(true);

    const decimal = harness({ decimalScale: 2 });
    await decimal.send({ type: 'quantity.change', quantity: '1.5' });
    expect(decimal.actor.getSnapshot().hasTag('badQuantity')).toBe(false);
    await decimal.send({ type: 'quantity.increment' });
    expect(decimal.actor.getSnapshot().context.quantity).toBe('2.5');
  });

  it('a SKU without stock is 库存不足 at once', () => {
    const { actor } = harness({ stock: 0 });
    expect(actor.getSnapshot().hasTag('insufficientStock')).toBe(true);
  });

  it('加入购物车 adds the quantity, says so and refreshes the header count', async () => {
    const { env, effects, send } = harness();
    await send({ type: 'quantity.increment' }, { type: 'cart.add' });
    expect(env.inputs.addToCart).toEqual([{ skuId: 7, quantity: '2' }]);
    await env.resolve('addToCart');
    expect(effects).toMatchObject({ added: 1, cartChanged: 1 });
  });

  it("a refused add keeps the server's reason", async () => {
    const { env, actor, effects, send } = harness();
    await send({ type: 'cart.add' });
    await env.reject('addToCart', new Error('活动太火爆，请稍后再试'));
    expect(actor.getSnapshot().context.error).toBe('活动太火爆，请稍后再试');
    expect(effects.added).toBe(0);
  });

  it('立即购买 asks canDirectSubmitOrder, then goes to submit-order with the line', async () => {
    const { env, effects, send } = harness();
    await send({ type: 'buy.now' });
    expect(env.inputs.canDirectSubmit).toEqual([{ lines: [{ skuId: 7, quantity: '1' }], region: REGION }]);
    await env.resolve('canDirectSubmit', ORDERABLE);
    expect(effects.orders).toEqual([[{ skuId: 7, quantity: '1' }]]);
  });

  it('立即购买 refused shows the reason and stays', async () => {
    const { env, actor, effects, send } = harness();
    await send({ type: 'buy.now' });
    await env.resolve('canDirectSubmit', { canOrder: false, message: '活动未开始', problems: [] });
    expect(actor.getSnapshot().context.error).toBe('活动未开始');
    expect(effects.orders).toEqual([]);
  });

  it('an anonymous visitor is asked to log in instead', async () => {
    const { env, effects, send } = harness({ loggedIn: false });
    await send({ type: 'cart.add' }, { type: 'buy.now' });
    expect(effects.login).toBe(2);
    expect(env.inputs.addToCart).toBeUndefined();
  });

  it('another variant starts again at 1 and checks that SKU', async () => {
    const { env, actor, send, settle } = harness();
    await send({ type: 'quantity.increment' }, { type: 'product.change', skuId: 8, stock: 10 });
    expect(actor.getSnapshot().context).toMatchObject({ skuId: 8, stock: 10, quantity: '1' });
    await settle();
    expect(env.inputs.checkSku).toEqual([{ skuId: 8, quantity: '1', region: REGION }]);
  });
});
