import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/collection/collection-list.connect.ts';
import { collectionListMachine } from '../../../machines/collection/collection-list.machine.ts';
import {
  footprintDays,
  type CollectionKind,
  type FavouriteGoods,
  type Footprint,
} from '../../../machines/collection/collection.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const goods = (skuId: number, onSale = true): FavouriteGoods => ({
  skuId,
  name: `商品${skuId}`,
  mainImgUrl: '/img.png',
  price: '10.00',
  onSale,
  storeId: 1,
  storeName: '店铺',
  favouritedAt: '2026-11-20 10:00:00',
});
const footprint = (skuId: number, at: string): Footprint => ({
  skuId,
  name: `商品${skuId}`,
  mainImgUrl: '/img.png',
  price: '5.00',
  lastViewedAt: at,
});

function harness(kind: CollectionKind, ordering = true, size = 2) {
  const env = controllableActors();
  const notifyDone = vi.fn();
  const cartChanged = vi.fn();
  const actor = createActor(
    collectionListMachine.provide({
      actors: { loadPage: env.actor('loadPage'), runAction: env.actor('runAction') },
      actions: { notifyDone: (_, params) => notifyDone(params.action), cartChanged },
    }),
    { input: { kind, ordering, size } },
  ).start();
  const api = () => connect(actor.getSnapshot(), actor.send, '2026-11-25');
  return { env, api, notifyDone, cartChanged };
}

describe('collection list machine', () => {
  it('offers 加入购物车 only for favourites on sale in a shop that takes orders', async () => {
    const { env, api } = harness('goods');
    await env.resolve('loadPage', { records: [goods(1), goods(2, false)], total: 2 });
    expect(api().rows.map((r) => r.actions)).toEqual([['addToCart', 'remove'], ['remove']]);
    const closed = harness('goods', false);
    await closed.env.resolve('loadPage', { records: [goods(1)], total: 1 });
    expect(closed.api().rows[0]!.actions).toEqual(['remove']);
    // An action the row does not offer is ignored.
    closed.api().request('addToCart', 1);
    expect(closed.env.isPending('runAction')).toBe(false);
  });

  it('adds to the cart without reloading, and a removal reloads the last page when it emptied this one', async () => {
    const { env, api, notifyDone, cartChanged } = harness('goods');
    await env.resolve('loadPage', { records: [goods(1), goods(2)], total: 3 });
    api().request('addToCart', 1);
    expect(api().acting).toEqual({ action: 'addToCart', key: 1 });
    await env.resolve('runAction');
    expect(cartChanged).toHaveBeenCalledTimes(1);
    expect(notifyDone).toHaveBeenLastCalledWith('addToCart');
    expect(env.isPending('loadPage')).toBe(false);

    api().goToPage(2);
    await env.resolve('loadPage', { records: [goods(3)], total: 3 });
    expect(api().page).toBe(2);
    api().request('remove', 3);
    expect(env.inputs.runAction!.at(-1)).toEqual({ kind: 'goods', action: 'remove', key: 3 });
    await env.resolve('runAction');
    expect(notifyDone).toHaveBeenLastCalledWith('remove');
    await env.resolve('loadPage', { records: [], total: 2 });
    expect(env.inputs.loadPage!.at(-1)).toEqual({ kind: 'goods', page: 1, size: 2 });
    await env.resolve('loadPage', { records: [goods(1), goods(2)], total: 2 });
    expect(api().page).toBe(1);
    expect(api().pageCount).toBe(1);
  });

  it('holds every row’s buttons while one row’s action is sent, one at a time', async () => {
    const { env, api } = harness('goods');
    await env.resolve('loadPage', { records: [goods(1), goods(2)], total: 2 });
    expect([api().canRequest('remove', 2), api().canRequest('addToCart', 2)]).toEqual([true, true]);
    api().request('addToCart', 1);
    expect([api().canRequest('remove', 2), api().canRequest('addToCart', 2)]).toEqual([false, false]);
    await env.resolve('runAction');
    expect(api().canRequest('remove', 2)).toBe(true);
  });

  it('keeps a refused action’s message and stays on the list', async () => {
    const { env, api } = harness('stores');
    await env.resolve('loadPage', {
      records: [{ storeId: 7, storeName: '店', logo: '', storeType: 3, skuCount: 1, followedAt: '' }],
      total: 1,
    });
    api().request('remove', 7);
    await env.reject('runAction', new Error('网络异常'));
    expect(api().error).toBe('网络异常');
    expect(api().rows).toHaveLength(1);
    expect(api().canClear).toBe(false);
  });

  it('clears footprints only after a confirmation, and groups them by day', async () => {
    const { env, api } = harness('footprints', true, 50);
    await env.resolve('loadPage', {
      records: [
        footprint(1, '2026-11-25 09:00:00'),
        footprint(2, '2026-11-24 18:00:00'),
        footprint(3, '2026-11-20 08:00:00'),
      ],
      total: 3,
    });
    expect(api().days.map((d) => [d.label, d.date, d.items.length])).toEqual([
      ['today', '2026-11-25', 1],
      ['yesterday', '2026-11-24', 1],
      ['date', '2026-11-20', 1],
    ]);
    expect(api().canClear).toBe(true);
    api().clear();
    expect(api().isConfirming).toBe(true);
    api().dismiss();
    expect(api().isConfirming).toBe(false);
    expect(env.isPending('runAction')).toBe(false);
    api().clear();
    api().confirm();
    expect(env.inputs.runAction!.at(-1)).toEqual({ kind: 'footprints', action: 'clear', key: null });
    await env.resolve('runAction');
    await env.resolve('loadPage', { records: [], total: 0 });
    expect(api().isEmpty).toBe(true);
    expect(api().canClear).toBe(false);
  });

  it('retries a failed load', async () => {
    const { env, api } = harness('goods');
    await env.reject('loadPage', new Error('网络异常'));
    expect(api().loadFailed).toBe(true);
    api().retry();
    await env.resolve('loadPage', { records: [], total: 0 });
    expect(api().isEmpty).toBe(true);
  });

  it('footprintDays crosses a month end', () => {
    const days = footprintDays([footprint(1, '2026-11-30 10:00:00')], '2026-12-01');
    expect(days[0]!.label).toBe('yesterday');
  });
});
