import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { homeMachine, type HomeContent, type ShopSummary } from '../../machines/home.machine.ts';

const content: HomeContent = {
  welcome: '欢迎',
  title: '集采商城',
  copyright: '©',
  categories: [],
  hotWords: ['签字笔'],
  banners: [],
};
const shop: ShopSummary = { shopId: 'DEMO', shopName: '集采商城' };

function machineWith(options: { shop: ShopSummary | null; loadFails: number }) {
  let failures = options.loadFails;
  const visited: string[] = [];
  const machine = homeMachine.provide({
    actors: {
      resolveShop: fromPromise(async () => options.shop),
      loadHome: fromPromise(async () => {
        if (failures-- > 0) throw new Error('network');
        return content;
      }),
    },
    actions: { goToProjectNotFound: () => void visited.push('/404-project') },
  });
  return { machine, visited };
}

describe('home machine', () => {
  it('resolves the shop and shows its content', async () => {
    const { machine } = machineWith({ shop, loadFails: 0 });
    const actor = createActor(machine, { input: { domain: 'demo' } }).start();
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.content?.hotWords).toEqual(['签字笔']);
  });

  it('sends an unknown shop to /404-project', async () => {
    const { machine, visited } = machineWith({ shop: null, loadFails: 0 });
    const actor = createActor(machine, { input: { domain: 'nosuchshop' } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(visited).toEqual(['/404-project']);
  });

  it('offers a retry after a failed load, and the retry can succeed', async () => {
    const { machine } = machineWith({ shop, loadFails: 1 });
    const actor = createActor(machine, { input: { domain: 'demo' } }).start();
    const failed = await waitFor(actor, (s) => s.hasTag('error'));
    expect(failed.can({ type: 'home.retry' })).toBe(true);
    actor.send({ type: 'home.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
