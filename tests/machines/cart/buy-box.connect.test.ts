import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/cart/buy-box.connect.ts';
import { buyBoxMachine } from '../../../machines/cart/buy-box.machine.ts';
import type { Region } from '../../../machines/cart/cart.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const REGION: Region = { provinceCode: '650000', cityCode: '650100', countyCode: '650102' };
const ORDERABLE = { canOrder: true, message: '', problems: [] };

function harness({ stock = 3, decimalScale = 0, loggedIn = true } = {}) {
  const env = controllableActors();
  const clock = new SimulatedClock();
  let logins = 0;
  const machine = buyBoxMachine.provide({
    actors: {
      checkSku: env.actor('checkSku'),
      addToCart: env.actor('addToCart'),
      canDirectSubmit: env.actor('canDirectSubmit'),
    },
    actions: { requireLogin: () => void logins++ },
  });
  const actor = createActor(machine, {
    clock,
    input: { skuId: 7, stock, decimalScale, region: REGION, loggedIn },
  }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const settle = async () => {
    clock.increment(300);
    await flush();
  };
  return { env, api, settle, logins: () => logins };
}

describe('buy box connect', () => {
  it('shows the delivery check, then that the SKU can be ordered here', async () => {
    const { env, api, settle } = harness();
    expect(api().isChecking).toBe(false);
    await settle();
    expect(api().isChecking).toBe(true);
    await env.resolve('checkSku', ORDERABLE);
    expect(api().isChecking).toBe(false);
    expect(api().isOrderable).toBe(true);
    expect(api().blocked).toBeNull();
  });

  it('a blocked SKU says why and cannot be added or bought', async () => {
    const { env, api, settle } = harness();
    await settle();
    await env.resolve('checkSku', {
      canOrder: false,
      message: '',
      problems: [{ skuId: 7, problem: 'undeliverable', message: '当前地区不支持配送' }],
    });
    expect(api().blocked).toEqual({ message: '', problem: 'undeliverable' });
    expect(api().canAddToCart).toBe(false);
    expect(api().canBuyNow).toBe(false);
  });

  it('a failed check offers a retry', async () => {
    const { env, api, settle } = harness();
    await settle();
    await env.reject('checkSku');
    expect(api().checkFailed).toBe(true);
    api().retryCheck();
    expect(api().isChecking).toBe(true);
  });

  it('a quantity above the stock is 库存不足 and cannot be added; the stepper stops at the stock', async () => {
    const { api } = harness();
    expect(api().canDecrement).toBe(false);
    api().increment();
    api().increment();
    expect(api().quantity).toBe('3');
    expect(api().canIncrement).toBe(false);
    api().changeQuantity('9');
    expect(api().quantityProblem).toBe('insufficient');
    expect(api().canAddToCart).toBe(false);
    api().changeQuantity('abc');
    expect(api().quantityProblem).toBe('badQuantity');
    api().changeQuantity('2');
    expect(api().quantityProblem).toBeNull();
  });

  it('the quantity box takes decimals only where the shop allows them', () => {
    expect(harness().api().allowsDecimals).toBe(false);
    expect(harness({ decimalScale: 2 }).api().allowsDecimals).toBe(true);
  });

  it('adding shows on its button; a refusal shows the server words', async () => {
    const { env, api } = harness();
    api().addToCart();
    expect(api().isAdding).toBe(true);
    await env.reject('addToCart', new Error('商品已下架'));
    expect(api().isAdding).toBe(false);
    expect(api().error).toBe('商品已下架');
  });

  it('an anonymous visitor is asked to log in', () => {
    const { api, logins } = harness({ loggedIn: false });
    expect(api().canBuyNow).toBe(true);
    api().buyNow();
    expect(logins()).toBe(1);
    expect(api().isBuying).toBe(false);
  });
});
