import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { storeSearchMachine, type StoreHit } from '../../../machines/catalog/store-search.machine.ts';

const store: StoreHit = {
  storeId: 2,
  storeName: '得力集团官方旗舰店',
  logo: '/l',
  storeType: 2,
  area: '浙江省 宁波市',
  description: '',
  skuCount: 139,
};

function search(supplierName: string) {
  const asked: string[] = [];
  const machine = storeSearchMachine.provide({
    actors: {
      searchStores: fromPromise(async ({ input }) => {
        asked.push(input.supplierName);
        return input.supplierName.includes('得力')
          ? { records: [store], total: 1 }
          : { records: [], total: 0 };
      }),
    },
  });
  return { actor: createActor(machine, { input: { supplierName } }).start(), asked };
}

describe('store search machine', () => {
  it('lists the stores whose name contains the keyword', async () => {
    const { actor } = search('得力');
    const snap = await waitFor(actor, (s) => s.matches('listing'));
    expect(snap.context.stores.map((s) => s.storeName)).toEqual(['得力集团官方旗舰店']);
  });

  it('shows 暂无相关店铺 (empty) when none matches', async () => {
    const { actor, asked } = search('无此店铺');
    const snap = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snap.hasTag('empty')).toBe(true);
    expect(snap.hasTag('error')).toBe(false);
    expect(snap.context.stores).toEqual([]);
    expect(snap.context.total).toBe(0);
    expect(asked).toEqual(['无此店铺']);
  });

  it('searches again when the URL keyword changes, not for the same keyword', async () => {
    const { actor, asked } = search('无此店铺');
    await waitFor(actor, (s) => s.hasTag('empty'));
    actor.send({ type: 'url.change', supplierName: '无此店铺' });
    actor.send({ type: 'url.change', supplierName: '得力' });
    await waitFor(actor, (s) => s.matches('listing'));
    expect(asked).toEqual(['无此店铺', '得力']);
  });
});
