import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  FLOOR_SIZE,
  homeFloorsMachine,
  type HomeFloorsContent,
} from '../../../machines/home/home-floors.machine.ts';

const content: HomeFloorsContent = {
  floors: [{ cateId: 1, cateName: '办公用品', children: [{ cateId: 2, cateName: '书写工具' }], goods: [] }],
  hotGoods: [],
  notices: [{ id: 1, title: '关于春节放假的通知', publishedAt: '2026-01-20 10:00:00' }],
};

describe('home floors', () => {
  it('loads the floors of the shop with the floor size', async () => {
    const inputs: Array<{ shopId: string; size: number }> = [];
    const actor = createActor(
      homeFloorsMachine.provide({
        actors: {
          loadFloors: fromPromise(async ({ input }) => {
            inputs.push(input);
            return content;
          }),
        },
      }),
      { input: { shopId: 'DEMO' } },
    ).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.content).toEqual(content);
    expect(inputs).toEqual([{ shopId: 'DEMO', size: FLOOR_SIZE }]);
  });

  it('retries a failed load', async () => {
    let fail = true;
    const actor = createActor(
      homeFloorsMachine.provide({
        actors: {
          loadFloors: fromPromise(async (): Promise<HomeFloorsContent> => {
            if (fail) throw new Error('offline');
            return content;
          }),
        },
      }),
      { input: { shopId: 'DEMO' } },
    ).start();
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().can({ type: 'floors.retry' })).toBe(true);
    fail = false;
    actor.send({ type: 'floors.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
