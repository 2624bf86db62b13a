import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/shell/search-box.connect.ts';
import { searchBoxMachine, type SearchType } from '../../../machines/shell/search-box.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

function harness() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const results: Array<{ keyword: string; type: SearchType }> = [];
  const machine = searchBoxMachine.provide({
    actors: { fetchSuggestions: env.actor('fetchSuggestions') },
    actions: { goToResults: (_, params) => void results.push(params) },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  return { env, clock, results, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('search box connect', () => {
  it('shows suggestions after the pause, and closes them on request', async () => {
    const { api, env, clock } = harness();
    expect(api()).toMatchObject({ type: 'goods', types: ['goods', 'store'], showsSuggestions: false });
    api().changeKeyword('手机');
    expect(api().keyword).toBe('手机');
    clock.increment(200);
    await env.resolve('fetchSuggestions', ['手机壳', '手机支架']);
    expect(api()).toMatchObject({ showsSuggestions: true, suggestions: ['手机壳', '手机支架'] });
    api().closeSuggestions();
    expect(api().showsSuggestions).toBe(false);
  });

  it('does not show an empty suggestion list', async () => {
    const { api, env, clock } = harness();
    api().changeKeyword('zzz');
    clock.increment(200);
    await env.resolve('fetchSuggestions', []);
    expect(api().showsSuggestions).toBe(false);
  });

  it('warns about an empty keyword for 1 s, by search type', () => {
    const { api, clock, results } = harness();
    api().submit();
    expect(api().warning).toBe('search.emptyGoods');
    clock.increment(1000);
    expect(api().warning).toBeNull();
    api().switchType('store');
    api().submit();
    expect(api()).toMatchObject({ type: 'store', warning: 'search.emptyStore' });
    expect(results).toEqual([]);
  });

  it('searches the typed keyword, or the suggestion or hot word given', () => {
    const { api, results } = harness();
    api().changeKeyword(' 螺丝 ');
    api().submit();
    api().switchType('store');
    api().submit('五金店');
    expect(results).toEqual([
      { keyword: '螺丝', type: 'goods' },
      { keyword: '五金店', type: 'store' },
    ]);
  });
});
