import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/comparison.connect.ts';
import { comparisonSearchMachine } from '../../../machines/catalog/comparison.machine.ts';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import type { CompareItem } from '../../../machines/widgets/compare-panel.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { compareItem, skuCard } from './connect-fixtures.ts';

/** The comparison search with actors the test answers, and the view's API. */
function search() {
  const env = controllableActors();
  const machine = comparisonSearchMachine.provide({
    actors: {
      searchGoods: env.actor<{ records: SkuCard[]; total: number }, { keyword: string }>('searchGoods'),
      loadCompareList: env.actor<CompareItem[], void>('loadCompareList'),
      addCompareItem: env.actor<CompareItem[], { skuId: number }>('addCompareItem'),
      removeCompareItem: env.actor<CompareItem[], { skuId: number }>('removeCompareItem'),
    },
  });
  const actor = createActor(machine).start();
  return { env, view: () => connect(actor.getSnapshot(), actor.send) };
}

/** The search with `listed` in the comparison list and SKUs 1…5 found. */
async function found(listed: number[]) {
  const started = search();
  await started.env.resolve('loadCompareList', listed.map(compareItem));
  await started.env.resolve('searchGoods', { records: [1, 2, 3, 4, 5].map(skuCard), total: 5 });
  return started;
}

const offers = (view: () => ReturnType<typeof connect>) =>
  view().results.map((r) => [r.sku.skuId, r.listed ? 'listed' : r.canAdd ? 'add' : 'none']);

describe('comparison search view API', () => {
  it('marks listed goods and offers the others while the list has room', async () => {
    const { view } = await found([2]);
    expect(view()).toMatchObject({ isSearching: false, canStartComparison: false, listFull: false });
    expect(offers(view)).toEqual([
      [1, 'add'],
      [2, 'listed'],
      [3, 'add'],
      [4, 'add'],
      [5, 'add'],
    ]);
  });

  it('offers nothing more once four goods are listed, and lets the comparison start', async () => {
    const { view } = await found([1, 2, 3, 4]);
    expect(view()).toMatchObject({ listFull: true, canStartComparison: true });
    expect(offers(view)).toContainEqual([5, 'none']);
  });

  it('offers no add while the list is loading or changing, and holds 删除 while it changes', async () => {
    const { env, view } = search();
    await env.resolve('searchGoods', { records: [1, 2].map(skuCard), total: 2 });
    expect(offers(view)).toEqual([
      [1, 'none'],
      [2, 'none'],
    ]);
    await env.resolve('loadCompareList', [compareItem(1)]);
    view().add(2);
    expect(view()).toMatchObject({ isBusy: true });
    expect(offers(view)).toEqual([
      [1, 'listed'],
      [2, 'none'],
    ]);
    await env.resolve('addCompareItem', [compareItem(1), compareItem(2)]);
    expect(view()).toMatchObject({ isBusy: false, canStartComparison: true });
    view().remove(1);
    expect(view().isBusy).toBe(true);
  });

  it('holds 删除 while the list is read again after a failed change', async () => {
    const { env, view } = await found([1, 2]);
    view().remove(1);
    await env.reject('removeCompareItem');
    expect(view()).toMatchObject({ items: [compareItem(1), compareItem(2)], isBusy: true });
    await env.resolve('loadCompareList', [compareItem(2)]);
    expect(view()).toMatchObject({ items: [compareItem(2)], isBusy: false });
  });

  it('searches the typed keyword on submit', async () => {
    const { env, view } = await found([]);
    view().changeKeyword(' 签字笔 ');
    expect(view().keyword).toBe(' 签字笔 ');
    view().submitSearch();
    expect(view().isSearching).toBe(true);
    expect(env.inputs.searchGoods?.at(-1)).toEqual({ keyword: '签字笔' });
    await env.resolve('searchGoods', { records: [], total: 0 });
    expect(view()).toMatchObject({ isEmpty: true, results: [] });
  });

  it('offers retries for a failed search and a failed list', async () => {
    const { env, view } = search();
    await env.reject('searchGoods');
    await env.reject('loadCompareList');
    expect(view()).toMatchObject({ searchFailed: true, listFailed: true });
    view().retrySearch();
    view().retryList();
    expect(view()).toMatchObject({ searchFailed: false, listFailed: false, isSearching: true });
  });
});
