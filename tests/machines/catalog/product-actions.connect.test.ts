import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/product-actions.connect.ts';
import {
  productActionsMachine,
  type ProductUserState,
} from '../../../machines/catalog/product-actions.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const userState = (change: Partial<ProductUserState> = {}): ProductUserState => ({
  favourited: false,
  following: false,
  compared: false,
  compareCount: 0,
  ...change,
});

/** The product actions of SKU 7 in store 3, with actors the test answers, and the view's API. */
function actions(loggedIn: boolean, skuId = 7) {
  const env = controllableActors();
  const calls: string[] = [];
  const machine = productActionsMachine.provide({
    actors: {
      recordFootprint: env.actor<unknown, { skuId: number }>('recordFootprint'),
      loadUserState: env.actor<ProductUserState, { skuId: number }>('loadUserState'),
      toggleFavourite: env.actor<{ favourited: boolean }, { skuId: number }>('toggleFavourite'),
      toggleFollow: env.actor<{ following: boolean }, { storeId: number }>('toggleFollow'),
      addCompare: env.actor<{ count: number }, { skuId: number }>('addCompare'),
    },
    actions: {
      requireLogin: () => void calls.push('login'),
      notifyCompared: () => void calls.push('compared'),
    },
  });
  const actor = createActor(machine, { input: { skuId, storeId: 3, loggedIn } }).start();
  return { env, calls, view: () => connect(actor.getSnapshot(), actor.send) };
}

/** A logged-in viewer's actions once the footprint is recorded and the state loaded. */
async function ready(state: ProductUserState) {
  const started = actions(true);
  await started.env.resolve('recordFootprint');
  await started.env.resolve('loadUserState', state);
  return started;
}

describe('product actions view API', () => {
  it('asks an anonymous viewer to log in, with no pressed state to report', () => {
    const { calls, view } = actions(false);
    expect(view()).toMatchObject({
      isBusy: false,
      showsPressed: false,
      favourited: false,
      offersCompare: true,
    });
    view().favourite();
    view().follow();
    view().addToCompare();
    expect(calls).toEqual(['login', 'login', 'login']);
  });

  it('keeps the buttons waiting while the footprint and the state load', async () => {
    const { env, view } = actions(true);
    expect(view()).toMatchObject({ isBusy: true, showsPressed: true });
    await env.resolve('recordFootprint');
    expect(view().isBusy).toBe(true);
    await env.resolve('loadUserState', userState({ following: true }));
    expect(view()).toMatchObject({ isBusy: false, following: true, favourited: false });
  });

  it('waits while a favourite toggles, then shows the answer', async () => {
    const { env, view } = await ready(userState());
    view().favourite();
    expect(view()).toMatchObject({ isBusy: true, compareDisabled: true });
    await env.resolve('toggleFavourite', { favourited: true });
    expect(view()).toMatchObject({ isBusy: false, favourited: true });
  });

  it('disables 加入对比 once the SKU is compared', async () => {
    const { env, calls, view } = await ready(userState({ compareCount: 1 }));
    expect(view()).toMatchObject({ compared: false, compareDisabled: false, offersCompare: true });
    view().addToCompare();
    await env.resolve('addCompare', { count: 2 });
    expect(view()).toMatchObject({ compared: true, compareDisabled: true, offersCompare: true });
    expect(calls).toEqual(['compared']);
  });

  it('hides 加入对比 when the list is full without this SKU, not when it holds it', async () => {
    expect((await ready(userState({ compareCount: 4 }))).view().offersCompare).toBe(false);
    expect((await ready(userState({ compareCount: 4, compared: true }))).view().offersCompare).toBe(true);
  });

  it('reads the state again on a click after it failed to load, then shows it', async () => {
    const { env, view } = actions(true);
    await env.resolve('recordFootprint');
    await env.reject('loadUserState', new Error('网络异常'));
    expect(view().isBusy).toBe(false);
    view().favourite();
    expect(view().isBusy).toBe(true);
    await env.resolve('loadUserState', userState({ favourited: true }));
    expect(view()).toMatchObject({ isBusy: false, favourited: true });
    expect(env.isPending('toggleFavourite')).toBe(false);
    view().favourite();
    expect(env.isPending('toggleFavourite')).toBe(true);
  });

  it('waits in idle, buttons free, until a product is loaded', () => {
    const { view } = actions(true, 0);
    expect(view()).toMatchObject({ isBusy: false, favourited: false, following: false });
  });
});
