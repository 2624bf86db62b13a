import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/widgets/compare-panel.connect.ts';
import { comparePanelMachine, type CompareItem } from '../../../machines/widgets/compare-panel.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const item = (skuId: number): CompareItem => ({ skuId, name: `商品${skuId}`, mainImgUrl: '' });

function harness() {
  const env = controllableActors();
  const deleted: string[] = [];
  const machine = comparePanelMachine.provide({
    actors: {
      loadCompareList: env.actor('loadCompareList'),
      deleteCompareItem: env.actor('deleteCompareItem'),
    },
    actions: { notifyDeleted: () => void deleted.push('删除成功') },
  });
  const actor = createActor(machine).start();
  return { env, deleted, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('compare panel connect', () => {
  it('is not empty while the list loads, and empty once it is known to be', async () => {
    const { api, env } = harness();
    api().toggle();
    expect(api()).toMatchObject({ isOpen: true, isLoading: true, isEmpty: false, max: 4 });
    await env.resolve('loadCompareList', []);
    expect(api()).toMatchObject({ isLoading: false, isEmpty: true });
  });

  it('is busy while an item is deleted, then reloads the list', async () => {
    const { api, env, deleted } = harness();
    api().toggle();
    await env.resolve('loadCompareList', [item(1), item(2)]);
    expect(api()).toMatchObject({ items: [item(1), item(2)], isBusy: false, isEmpty: false });
    api().remove(1);
    expect(api().isBusy).toBe(true);
    expect(env.inputs.deleteCompareItem).toEqual([{ skuId: 1 }]);
    await env.resolve('deleteCompareItem', [item(2)]);
    expect(deleted).toEqual(['删除成功']);
    expect(api()).toMatchObject({ isBusy: true, isLoading: true });
    await env.resolve('loadCompareList', [item(2)]);
    expect(api()).toMatchObject({ items: [item(2)], isBusy: false });
  });

  it('keeps the delete buttons waiting while the list shown is read again, or failed to be', async () => {
    const { api, env } = harness();
    api().toggle();
    await env.resolve('loadCompareList', [item(1), item(2)]);
    api().close();
    api().toggle();
    expect(api()).toMatchObject({ items: [item(1), item(2)], isLoading: true, isBusy: true });
    await env.reject('loadCompareList');
    expect(api()).toMatchObject({ items: [item(1), item(2)], loadFailed: true, isBusy: true });
    api().retry();
    await env.resolve('loadCompareList', [item(1)]);
    expect(api().isBusy).toBe(false);
  });

  it('offers a retry after a failed load and closes', async () => {
    const { api, env } = harness();
    api().toggle();
    await env.reject('loadCompareList');
    expect(api().loadFailed).toBe(true);
    api().close();
    expect(api().isOpen).toBe(false);
  });
});
