import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect } from '../../../machines/promotions/group-join.connect.ts';
import { groupJoinMachine } from '../../../machines/promotions/group-join.machine.ts';
import type { GroupList, GroupView } from '../../../machines/promotions/promotions.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const T0 = Date.parse('2026-11-28T06:30:00Z');
const MIN = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();
const group = (groupId: number, o: Partial<GroupView> = {}): GroupView => ({
  groupId,
  activityId: 7,
  size: 3,
  seats: 1,
  paid: 1,
  status: 'open',
  expiresAt: at(120),
  leading: false,
  joined: false,
  members: [{ nickName: '王**国', avatar: '', leader: true, paid: true }],
  ...o,
});
/** An open group with a seat, one the buyer is in, and one about to close in 10 minutes. */
const LIST: GroupList = {
  serverTime: at(0),
  groups: [group(1), group(2, { joined: true }), group(3, { expiresAt: at(10) })],
};

function start(signedIn = true) {
  const env = controllableActors();
  const went: Array<{ activityId: number; groupId?: number }> = [];
  let logins = 0;
  const actor = createActor(
    groupJoinMachine.provide({
      actors: { loadGroups: env.actor('loadGroups') },
      actions: {
        goToCheckout: (_, p) => went.push(p),
        requestLogin: () => {
          logins += 1;
        },
      },
    }),
    { input: { activityId: 7, signedIn, now: T0 } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  return { env, actor, view, went, logins: () => logins };
}

describe('group join machine', () => {
  it('lists the open groups with seats missing and time left; joins one with a seat, starts a new one', async () => {
    const { env, view, went } = start();
    await env.resolve('loadGroups', LIST);
    expect(view().groups.map((g) => [g.groupId, g.missing, g.canJoin, g.timeLeft?.hours])).toEqual([
      [1, 2, true, 2],
      [2, 2, false, 2],
      [3, 2, true, 0],
    ]);
    view().join(2);
    view().join(1);
    view().start();
    expect(went).toEqual([{ activityId: 7, groupId: 1 }, { activityId: 7 }]);
  });

  it('cannot join a group once its time ran out', async () => {
    const { env, actor, view, went } = start();
    await env.resolve('loadGroups', LIST);
    actor.send({ type: 'clock.tick', now: T0 + 11 * MIN });
    expect(view().groups[2]).toMatchObject({ canJoin: false, timeLeft: null });
    view().join(3);
    expect(went).toEqual([]);
  });

  it('starts a group while the open groups still load, and after they failed to load', async () => {
    const { env, view, went } = start();
    view().start();
    expect(went).toEqual([{ activityId: 7 }]);
    await env.reject('loadGroups', new Error('网络异常'));
    view().start();
    expect(went).toEqual([{ activityId: 7 }, { activityId: 7 }]);
  });

  it('asks a visitor to log in first', async () => {
    const { env, view, went, logins } = start(false);
    await env.resolve('loadGroups', LIST);
    view().start();
    view().join(1);
    expect([went, logins()]).toEqual([[], 2]);
  });
});

type ModelEvent = { type: 'load.ok' | 'load.fails' | 'retry' | 'tick' | 'start' | 'join.open' | 'join.mine' };
const model = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'groupJoinModel',
  initial: 'loading',
  states: {
    loading: { on: { 'load.ok': 'ready', 'load.fails': 'failed', start: 'loading' } },
    failed: { on: { retry: 'loading', start: 'failed' } },
    ready: { on: { tick: 'ready', start: 'ready', 'join.open': 'ready', 'join.mine': 'ready' } },
  },
});

describe('group join model', () => {
  const testModel = createTestModel(model, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(testModel);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(testModel, paths)).toEqual([]);
    expect(untakenDefinitions(testModel, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, actor, view, went } = start();
    let expected = 0;
    let minutes = 0;
    for (const { event, state } of path.steps) {
      switch (event.type) {
        case 'load.ok':
          await env.resolve('loadGroups', LIST);
          break;
        case 'load.fails':
          await env.reject('loadGroups', new Error('网络异常'));
          break;
        case 'retry':
          view().retry();
          break;
        case 'tick':
          minutes += 1;
          actor.send({ type: 'clock.tick', now: T0 + minutes * MIN });
          break;
        case 'start':
          view().start();
          expected += 1;
          break;
        case 'join.open':
          view().join(1);
          expected += 1;
          break;
        case 'join.mine':
          view().join(2);
          break;
      }
      const v = view();
      expect(v.isLoading).toBe(state.matches('loading'));
      expect(v.loadFailed).toBe(state.matches('failed'));
      expect(went).toHaveLength(expected);
    }
  });
});
