import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect, priceChange } from '../../../machines/cart/cart.connect.ts';
import { cartMachine } from '../../../machines/cart/cart.machine.ts';
import type { CartLine, CartView } from '../../../machines/cart/cart.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';

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

const cartOf = (lines: CartLine[]): CartView => ({
  stores: [...new Set(lines.map((l) => l.storeId))].map((storeId) => ({
    storeId,
    storeName: `店铺${storeId}`,
    lines: lines.filter((l) => l.storeId === storeId),
  })),
  lineCount: lines.length,
  checkedCount: lines.filter((l) => l.checked).length,
  checkedAmount: '10.00',
  decimalScale: 0,
  maxSettle: 50,
});

/** Store 1: a checked line and an undeliverable one; store 2: one unchecked line whose price rose. */
const CART = cartOf([
  line(1, 1, { checked: true }),
  line(2, 1, { problem: 'undeliverable', message: '当前地区不支持配送' }),
  line(3, 2, { price: '12.00', addedPrice: '10.00' }),
]);

function harness() {
  const env = controllableActors();
  const machine = cartMachine.provide({
    actors: {
      loadCart: env.actor('loadCart'),
      updateLine: env.actor('updateLine'),
      checkLines: env.actor('checkLines'),
      deleteLines: env.actor('deleteLines'),
      canSubmitOrder: env.actor('canSubmitOrder'),
    },
  });
  const actor = createActor(machine, { input: { region: null } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const row = (lineId: number) =>
    api()
      .stores.flatMap((s) => s.lines)
      .find((l) => l.line.lineId === lineId)!;
  return { env, actor, api, row };
}

describe('cart connect', () => {
  it('shows loading, then the lines grouped by store', async () => {
    const { env, api } = harness();
    expect(api().isLoading).toBe(true);
    await env.resolve('loadCart', CART);
    expect(api().isLoading).toBe(false);
    expect(api().isEmpty).toBe(false);
    expect(api().stores.map((s) => s.lines.map((l) => l.line.lineId))).toEqual([[1, 2], [3]]);
    expect(api().checkedCount).toBe(1);
    expect(api().checkedAmount).toBe('10.00');
  });

  it('a line with a problem cannot be checked, and says why', async () => {
    const { env, row } = harness();
    await env.resolve('loadCart', CART);
    expect(row(2).canToggle).toBe(false);
    expect(row(2).problem).toEqual({ kind: 'undeliverable', message: '当前地区不支持配送' });
    expect(row(1).canToggle).toBe(true);
    expect(row(3).canToggle).toBe(true);
  });

  it('a store box is ticked when every checkable line of it is', async () => {
    const { env, api } = harness();
    await env.resolve('loadCart', CART);
    const [store1, store2] = api().stores;
    expect(store1!.checked).toBe(true);
    expect(store2!.checked).toBe(false);
    expect(api().allChecked).toBe(false);
  });

  it('shows a price change since adding', async () => {
    const { env, row } = harness();
    await env.resolve('loadCart', CART);
    expect(row(3).priceChange).toBe('up');
    expect(row(1).priceChange).toBeNull();
    expect(priceChange({ price: '9.5', addedPrice: '10.00' })).toBe('down');
    expect(priceChange({ price: null, addedPrice: '10.00' })).toBeNull();
  });

  it('typing shows the draft; a bad quantity is a line error after commit', async () => {
    const { env, row } = harness();
    await env.resolve('loadCart', CART);
    row(3).editQuantity('9');
    expect(row(3).quantity).toBe('9');
    row(3).commitQuantity();
    expect(row(3).error).toEqual({ problem: 'insufficient' });
  });

  it('the quantity box and the buttons wait while a change is saved', async () => {
    const { env, row } = harness();
    await env.resolve('loadCart', CART);
    row(3).increment();
    expect(row(3).quantity).toBe('2');
    expect(row(3).quantityDisabled).toBe(true);
    expect(row(3).canIncrement).toBe(false);
    expect(row(1).canToggle).toBe(false);
  });

  it('deleting asks first, about the lines chosen', async () => {
    const { env, api, row } = harness();
    await env.resolve('loadCart', CART);
    row(3).remove();
    expect(api().isConfirmingDelete).toBe(true);
    expect(api().deleteCount).toBe(1);
    api().cancelDelete();
    expect(api().isConfirmingDelete).toBe(false);
  });

  it('settling shows on the button until the page leaves', async () => {
    const { env, api } = harness();
    await env.resolve('loadCart', CART);
    expect(api().canSettle).toBe(true);
    api().settle();
    expect(api().isSettling).toBe(true);
    expect(api().canSettle).toBe(false);
    await env.resolve('canSubmitOrder', { canOrder: false, message: '库存不足', problems: [] });
    expect(api().isSettling).toBe(false);
    expect(api().notice).toEqual({ kind: 'server', message: '库存不足' });
  });

  it('an empty cart offers to go shopping; a failed load offers a retry', async () => {
    const { env, api } = harness();
    await env.reject('loadCart');
    expect(api().loadFailed).toBe(true);
    api().retry();
    expect(api().isLoading).toBe(true);
    await env.resolve('loadCart', cartOf([]));
    expect(api().isEmpty).toBe(true);
  });
});
