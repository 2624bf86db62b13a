import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/cart/batch-order.connect.ts';
import { batchOrderMachine } from '../../../machines/cart/batch-order.machine.ts';
import type { BatchInputRow, BatchResult } from '../../../machines/cart/cart.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

/** The server's answer for rows: SKU 10001 exists with stock, anything else is unknown. */
function answer(rows: BatchInputRow[], commit: boolean): BatchResult {
  const out = rows.map((r, i) => {
    const ok = r.sku === '10001';
    return {
      row: i + 1,
      sku: r.sku,
      quantity: r.quantity,
      ok,
      message: ok ? '' : '商品不存在',
      skuId: ok ? 10001 : null,
      name: ok ? '签字笔' : null,
      price: ok ? '5.46' : null,
    };
  });
  const valid = out.filter((r) => r.ok).length;
  return { rows: out, validCount: valid, added: commit ? valid : 0 };
}

function harness(loggedIn = true) {
  const env = controllableActors();
  const machine = batchOrderMachine.provide({
    actors: { readFile: env.actor('readFile'), validateRows: env.actor('validateRows') },
  });
  const actor = createActor(machine, { input: { loggedIn, region: null } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const validate = () => {
    const inputs = env.inputs.validateRows as Array<{ rows: BatchInputRow[]; commit: boolean }>;
    const last = inputs.at(-1)!;
    return env.resolve('validateRows', answer(last.rows, last.commit));
  };
  return { env, api, validate };
}

describe('batch order connect', () => {
  it('add to cart and order now are disabled without valid rows', async () => {
    const { api, validate } = harness();
    expect(api().canAddToCart).toBe(false);
    expect(api().canOrderNow).toBe(false);
    api().changeText('99999 2');
    api().check();
    expect(api().isChecking).toBe(true);
    expect(api().isBusy).toBe(true);
    await validate();
    expect(api().result?.validCount).toBe(0);
    expect(api().canAddToCart).toBe(false);
    expect(api().canOrderNow).toBe(false);
  });

  it('valid rows can go to the cart, which then says how many were added', async () => {
    const { api, validate } = harness();
    api().changeText('10001 2\n99999 1');
    api().check();
    await validate();
    expect(api().canAddToCart).toBe(true);
    expect(api().canOrderNow).toBe(true);
    api().addToCart();
    expect(api().isAdding).toBe(true);
    await validate();
    expect(api().added).toEqual({ count: 1 });
  });

  it('editing after a check drops the result', async () => {
    const { api, validate } = harness();
    api().changeText('10001 2');
    api().check();
    await validate();
    api().changeText('10001 3');
    expect(api().result).toBeNull();
    expect(api().canAddToCart).toBe(false);
  });

  it('nothing to check is a notice', async () => {
    const { api } = harness();
    api().check();
    await flush();
    expect(api().notice).toEqual({ kind: 'empty' });
  });

  it('an anonymous visitor is asked to log in first', () => {
    expect(harness(false).api().needsLogin).toBe(true);
    expect(harness(true).api().needsLogin).toBe(false);
  });
});
