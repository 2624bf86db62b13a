import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { homeMachine, type HomeContent } from '../../../machines/home/home.machine.ts';

const content: HomeContent = {
  banners: [{ id: 1, title: '办公', imgUrl: '/b1.png', linkUrl: '/list?pn=签字笔' }],
};

function machineFailing(times: number) {
  let failures = times;
  return homeMachine.provide({
    actors: {
      loadHome: fromPromise(async () => {
        if (failures-- > 0) throw new Error('network');
        return content;
      }),
    },
  });
}

describe('home machine', () => {
  it("loads the shop's home content", async () => {
    const actor = createActor(machineFailing(0), { input: { shopId: 'DEMO' } }).start();
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.content?.banners.map((b) => b.title)).toEqual(['办公']);
  });

  it('offers a retry after a failed load, and the retry can succeed', async () => {
    const actor = createActor(machineFailing(1), { input: { shopId: 'DEMO' } }).start();
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.can({ type: 'home.retry' })).toBe(true);
    actor.send({ type: 'home.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('starts ready with content it is given (the first view in the page), without a load', () => {
    let loads = 0;
    const machine = homeMachine.provide({
      actors: {
        loadHome: fromPromise(async () => {
          loads += 1;
          return content;
        }),
      },
    });
    const actor = createActor(machine, { input: { shopId: 'DEMO', content } }).start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.content).toBe(content);
    expect(loads).toBe(0);
    // Without it (null), it loads as before.
    const loading = createActor(machine, { input: { shopId: 'DEMO', content: null } }).start();
    expect(loading.getSnapshot().hasTag('loading')).toBe(true);
    expect(loads).toBe(1);
  });

  it('cannot retry while loading', () => {
    const actor = createActor(machineFailing(0), { input: { shopId: 'DEMO' } }).start();
    expect(actor.getSnapshot().can({ type: 'home.retry' })).toBe(false);
  });
});
