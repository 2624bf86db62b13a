import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bannerLink, connect } from '../../../machines/home/home.connect.ts';
import { homeMachine, type HomeContent } from '../../../machines/home/home.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const hotWords = ['手机', '打印纸'];
const content: HomeContent = {
  banners: [
    { id: 1, title: '办公', imgUrl: '/b1.png', linkUrl: '/list?pn=office' },
    { id: 2, title: '外链', imgUrl: '/b2.png', linkUrl: 'https://example.com/a' },
    { id: 3, title: '无链接', imgUrl: '/b3.png', linkUrl: '' },
  ],
};

function harness() {
  const env = controllableActors();
  const machine = homeMachine.provide({ actors: { loadHome: env.actor('loadHome') } });
  const actor = createActor(machine, { input: { shopId: 'DEMO' } }).start();
  return { env, actor, api: () => connect(actor.getSnapshot(), actor.send, hotWords) };
}

describe('home connect', () => {
  it("is loading first, with nothing to show (not even the shell's hot words)", () => {
    const { api } = harness();
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, banners: [], hotWords: [] });
  });

  it("shows the shell data's hot words, and none before the shell data has them", async () => {
    const { api, env, actor } = harness();
    await env.resolve('loadHome', content);
    expect(api().hotWords).toEqual(hotWords);
    expect(connect(actor.getSnapshot(), actor.send).hotWords).toEqual([]);
  });

  it('gives each banner its link: inside the shop, external, or none', async () => {
    const { api, env } = harness();
    await env.resolve('loadHome', content);
    expect(api()).toMatchObject({ isLoading: false, loadFailed: false, hotWords: ['手机', '打印纸'] });
    expect(api().banners.map((b) => b.link)).toEqual([
      { kind: 'shop', path: '/list?pn=office' },
      { kind: 'external', href: 'https://example.com/a' },
      null,
    ]);
    expect(bannerLink('javascript:alert(1)')).toBeNull();
  });

  it('offers a retry after a failed load', async () => {
    const { api, env } = harness();
    await env.reject('loadHome');
    expect(api()).toMatchObject({ isLoading: false, loadFailed: true });
    api().retry();
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false });
    expect(env.inputs.loadHome).toHaveLength(2);
  });
});
