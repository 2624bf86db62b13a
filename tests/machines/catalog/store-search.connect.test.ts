import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/store-search.connect.ts';
import { storeSearchMachine, type StoreHit } from '../../../machines/catalog/store-search.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { storeHit } from './connect-fixtures.ts';

/** The store search of a name with a search the test answers, and the view's API. */
function search(supplierName: string) {
  const env = controllableActors();
  const machine = storeSearchMachine.provide({
    actors: {
      searchStores: env.actor<{ records: StoreHit[]; total: number }, { supplierName: string }>(
        'searchStores',
      ),
    },
  });
  const actor = createActor(machine, { input: { supplierName } }).start();
  return { env, actor, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('store search view API', () => {
  it('shows the trimmed keyword while it searches, then the stores and their count', async () => {
    const { env, view } = search('  得力 ');
    expect(view()).toMatchObject({ keyword: '得力', isLoading: true, stores: [] });
    await env.resolve('searchStores', { records: [storeHit(1), storeHit(2)], total: 2 });
    expect(view()).toMatchObject({ isLoading: false, isEmpty: false, total: 2 });
    expect(view().stores.map((s) => s.storeId)).toEqual([1, 2]);
  });

  it('says 暂无相关店铺 when no store matches', async () => {
    const { env, view } = search('无');
    await env.resolve('searchStores', { records: [], total: 0 });
    expect(view()).toMatchObject({ isEmpty: true, stores: [], total: 0 });
  });

  it('searches again for a new name from the URL', async () => {
    const { env, actor, view } = search('得力');
    await env.resolve('searchStores', { records: [storeHit(1)], total: 1 });
    actor.send({ type: 'url.change', supplierName: '晨光' });
    expect(view()).toMatchObject({ keyword: '晨光', isLoading: true });
  });

  it('offers a retry after a failed search', async () => {
    const { env, view } = search('得力');
    await env.reject('searchStores');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false });
    view().retry();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
