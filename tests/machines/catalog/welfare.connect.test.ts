import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/welfare.connect.ts';
import { welfareMachine, type WelfareZone } from '../../../machines/catalog/welfare.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const ZONES: WelfareZone[] = [
  { id: 5, name: '限时秒杀', zoneType: 6, activity: { id: 1001, allorpartorg: 1, showOrgarea: 0 } },
  { id: 8, name: '员工福利专区', zoneType: 3, activity: null },
  { id: 9, name: '比价专区', zoneType: 8, activity: null },
];

/** The welfare bar with loaders the test answers, a recorded login request, and the view's API. */
function bar(loggedIn: boolean, userType: number | null) {
  const env = controllableActors();
  let loginRequests = 0;
  const machine = welfareMachine.provide({
    actors: {
      loadWelfareZones: env.actor<WelfareZone[], void>('loadWelfareZones'),
      loadWelfareScore: env.actor<number, void>('loadWelfareScore'),
    },
    actions: { requireLogin: () => void loginRequests++ },
  });
  const actor = createActor(machine, { input: { loggedIn, userType } }).start();
  return { env, loginRequests: () => loginRequests, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('welfare bar view API', () => {
  it('offers an anonymous visitor the login popup instead of points', () => {
    const { loginRequests, view } = bar(false, null);
    expect(view().scoreStatus).toBe('anonymous');
    view().logIn();
    expect(loginRequests()).toBe(1);
  });

  it("shows a logged-in user's points once loaded", async () => {
    const { env, view } = bar(true, 2);
    expect(view().scoreStatus).toBe('loading');
    await env.resolve('loadWelfareScore', 1280);
    expect(view()).toMatchObject({ scoreStatus: 'shown', score: 1280 });
  });

  it('offers a retry when the points fail to load', async () => {
    const { env, view } = bar(true, 2);
    await env.reject('loadWelfareScore');
    expect(view().scoreStatus).toBe('failed');
    view().retryScore();
    expect(view().scoreStatus).toBe('loading');
    await env.resolve('loadWelfareScore', 0);
    expect(view()).toMatchObject({ scoreStatus: 'shown', score: 0 });
  });

  it('links the zones the visitor may open, none until they load', async () => {
    const { env, view } = bar(true, 7);
    expect(view().zones).toEqual([]);
    await env.resolve('loadWelfareZones', ZONES);
    expect(view().zones.map((z) => z.id)).toEqual([8]);
  });
});
