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

  it('cannot retry while loading', () => {
    const actor = createActor(machineFailing(0), { input: { shopId: 'DEMO' } }).start();
    expect(actor.getSnapshot().can({ type: 'home.retry' })).toBe(false);
  });
});
