import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/make-comparison.connect.ts';
import {
  makeComparisonMachine,
  type CompareDetail,
} from '../../../machines/catalog/make-comparison.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { compareDetail } from './connect-fixtures.ts';

/** The side-by-side comparison with a loader the test answers, and the view's API. */
function comparison() {
  const env = controllableActors();
  const machine = makeComparisonMachine.provide({
    actors: { loadCompareDetails: env.actor<CompareDetail[], void>('loadCompareDetails') },
  });
  const actor = createActor(machine).start();
  return { env, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('make comparison view API', () => {
  it('offers 只看不同 once the comparison shows, and then shows only the rows that differ', async () => {
    const { env, view } = comparison();
    expect(view()).toMatchObject({ isLoading: true, isComparing: false });
    await env.resolve('loadCompareDetails', [
      compareDetail(1, { price: '12.50', specs: [{ name: '颜色', value: '黑' }] }),
      compareDetail(2, { price: '9.90', specs: [{ name: '颜色', value: '黑' }] }),
    ]);
    expect(view()).toMatchObject({ isLoading: false, isComparing: true, onlyDiff: false });
    expect(view().details.map((d) => d.skuId)).toEqual([1, 2]);
    expect(view().rows.map((r) => r.key)).toEqual(['price', 'brand', 'model', 'store', 'stock', 'spec:颜色']);

    view().toggleDiff();
    expect(view()).toMatchObject({ onlyDiff: true });
    expect(view().rows.map((r) => r.key)).toEqual(['price']);
    view().toggleDiff();
    expect(view().rows).toHaveLength(6);
  });

  it('offers no 只看不同 when nothing is compared', async () => {
    const { env, view } = comparison();
    await env.resolve('loadCompareDetails', []);
    expect(view()).toMatchObject({ isEmpty: true, isComparing: false, rows: [] });
  });

  it('offers a retry after a failed load', async () => {
    const { env, view } = comparison();
    await env.reject('loadCompareDetails');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false, isComparing: false });
    view().retry();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
