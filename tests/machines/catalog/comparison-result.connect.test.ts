import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/comparison-result.connect.ts';
import {
  comparisonResultMachine,
  type ComparisonGroup,
} from '../../../machines/catalog/comparison-result.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { comparisonGroup } from './connect-fixtures.ts';

/** The comparison result of a zone with a loader the test answers, and the view's API. */
function result(zoneId: number) {
  const env = controllableActors();
  const machine = comparisonResultMachine.provide({
    actors: { loadComparison: env.actor<ComparisonGroup[] | null, { zoneId: number }>('loadComparison') },
  });
  const actor = createActor(machine, { input: { zoneId } }).start();
  return { env, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('comparison result view API', () => {
  it('badges the cheapest offer only beside other offers', async () => {
    const { env, view } = result(8);
    expect(view()).toMatchObject({ isLoading: true, groups: [] });
    await env.resolve('loadComparison', [
      comparisonGroup('签字笔', ['1.00', '1.20', '1.50']),
      comparisonGroup('笔记本', ['8.00']),
    ]);
    const [pens, notebooks] = view().groups;
    expect(pens?.offers.map((o) => [o.cheapest, o.cheapestBadge])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(notebooks?.offers.map((o) => [o.cheapest, o.cheapestBadge])).toEqual([[true, false]]);
  });

  it('says when the zone has nothing to compare', async () => {
    const { env, view } = result(8);
    await env.resolve('loadComparison', []);
    expect(view()).toMatchObject({ isEmpty: true, isLoading: false, groups: [] });
  });

  it('shows a refused or malformed zone as unavailable', async () => {
    expect(result(Number.NaN).view()).toMatchObject({ isUnavailable: true, isLoading: false });
    const refused = result(8);
    await refused.env.resolve('loadComparison', null);
    expect(refused.view()).toMatchObject({ isUnavailable: true });
  });

  it('offers a retry after a failed load', async () => {
    const { env, view } = result(8);
    await env.reject('loadComparison');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false });
    view().retry();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
