import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  visibleWelfareZones,
  welfareMachine,
  welfareZoneHref,
  type WelfareZone,
} from '../../../machines/catalog/welfare.machine.ts';

const ZONES: WelfareZone[] = [
  { id: 5, name: '限时秒杀', zoneType: 6, activity: { id: 1001, allorpartorg: 1, showOrgarea: 0 } },
  { id: 6, name: '区域特惠', zoneType: 6, activity: { id: 1002, allorpartorg: 0, showOrgarea: 1 } },
  { id: 8, name: '员工福利专区', zoneType: 3, activity: null },
  { id: 9, name: '比价专区', zoneType: 8, activity: null },
];

/** The welfare bar with fake loaders (an Error answer fails the call) and a recorded login request. */
function start(
  input: { loggedIn: boolean; userType: number | null },
  scores: Array<number | Error> = [1280],
) {
  let scoreCalls = 0;
  let loginRequests = 0;
  const machine = welfareMachine.provide({
    actors: {
      loadWelfareZones: fromPromise(async () => ZONES),
      loadWelfareScore: fromPromise(async () => {
        scoreCalls++;
        const next = scores.shift();
        if (next === undefined || next instanceof Error) throw next ?? new Error('no answer');
        return next;
      }),
    },
    actions: { requireLogin: () => void loginRequests++ },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, scoreCalls: () => scoreCalls, loginRequests: () => loginRequests };
}

describe('welfare links', () => {
  it('sends an activity zone to its welfare activity or subsidiary page, any other zone to its zone page', () => {
    expect(welfareZoneHref(ZONES[0]!, 'demo')).toBe('/demo/welfare/activity?id=1001&zoneId=5');
    expect(welfareZoneHref(ZONES[1]!, 'demo')).toBe('/demo/welfare/subsidiary-zone?id=1002&zoneId=6');
    expect(welfareZoneHref(ZONES[2]!, 'demo')).toBe('/demo/zone?zoneId=8&zoneType=3&isWelfare=1');
  });

  it('offers no comparison zone, and no activity zone to a personal user (spec §4)', () => {
    expect(visibleWelfareZones(ZONES, 2).map((z) => z.id)).toEqual([5, 6, 8]);
    expect(visibleWelfareZones(ZONES, null).map((z) => z.id)).toEqual([5, 6, 8]);
    expect(visibleWelfareZones(ZONES, 7).map((z) => z.id)).toEqual([8]);
  });
});

describe('welfare machine', () => {
  it("loads the zones and a logged-in user's welfare points", async () => {
    const { actor } = start({ loggedIn: true, userType: 2 });
    const snap = await waitFor(actor, (s) => s.hasTag('scoreShown') && s.matches({ zones: 'ready' }));
    expect(snap.context.score).toBe(1280);
    expect(snap.context.zones.map((z) => z.name)).toEqual(['限时秒杀', '区域特惠', '员工福利专区']);
  });

  it('hides activity zones from a personal user', async () => {
    const { actor } = start({ loggedIn: true, userType: 7 });
    const snap = await waitFor(actor, (s) => s.matches({ zones: 'ready' }));
    expect(snap.context.zones.map((z) => z.name)).toEqual(['员工福利专区']);
  });

  it('never asks for the points of an anonymous visitor, and offers the login popup instead', async () => {
    const { actor, scoreCalls, loginRequests } = start({ loggedIn: false, userType: null });
    await waitFor(actor, (s) => s.matches({ zones: 'ready' }));
    expect(actor.getSnapshot().hasTag('anonymous')).toBe(true);
    actor.send({ type: 'score.login' });
    expect(loginRequests()).toBe(1);
    expect(scoreCalls()).toBe(0);
  });

  it('a failed points load can be retried', async () => {
    const { actor, scoreCalls } = start({ loggedIn: true, userType: 2 }, [new Error('network'), 600]);
    await waitFor(actor, (s) => s.hasTag('scoreError'));
    expect(actor.getSnapshot().context.score).toBeNull();
    actor.send({ type: 'score.retry' });
    const snap = await waitFor(actor, (s) => s.hasTag('scoreShown'));
    expect(snap.context.score).toBe(600);
    expect(scoreCalls()).toBe(2);
  });
});
