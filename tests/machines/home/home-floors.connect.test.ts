import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/home/home-floors.connect.ts';
import { homeFloorsMachine, type HomeFloorsContent } from '../../../machines/home/home-floors.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const content: HomeFloorsContent = { floors: [], hotGoods: [], notices: [] };

function harness() {
  const env = controllableActors();
  const machine = homeFloorsMachine.provide({ actors: { loadFloors: env.actor('loadFloors') } });
  const actor = createActor(machine, { input: { shopId: 'DEMO' } }).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('home floors connect', () => {
  it('has no content while loading, then the content', async () => {
    const { api, env } = harness();
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, content: null });
    await env.resolve('loadFloors', content);
    expect(api()).toMatchObject({ isLoading: false, loadFailed: false, content });
  });

  it('offers a retry after a failed load', async () => {
    const { api, env } = harness();
    await env.reject('loadFloors');
    expect(api().loadFailed).toBe(true);
    api().retry();
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false });
  });
});
