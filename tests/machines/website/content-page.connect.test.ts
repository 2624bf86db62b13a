import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect, connectNotices } from '../../../machines/website/content-page.connect.ts';
import { createContentPageMachine } from '../../../machines/website/content-page.machine.ts';
import type { NoticePage } from '../../../machines/website/content-page.types.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const notice = (id: number) => ({ id, title: `公告${id}`, summary: '', publishedAt: '2026-01-20 10:00:00' });
const page = (current: number, total: number, count = 10): NoticePage => ({
  records: Array.from({ length: count }, (_, i) => notice(i + 1)),
  total,
  current,
  size: 10,
});

function harness<T>(isEmpty?: (data: T) => boolean) {
  const env = controllableActors();
  const machine = createContentPageMachine<T>().provide({
    actors: { loadContent: env.actor('loadContent') },
    ...(isEmpty ? { guards: { isEmpty: (_: unknown, { data }: { data: T }) => isEmpty(data) } } : {}),
  });
  const actor = createActor(machine, { input: { key: '1' } }).start();
  return { env, actor };
}

describe('content page connect', () => {
  it('says loading, then ready with the data', async () => {
    const { env, actor } = harness<{ title: string }>();
    expect(connect(actor.getSnapshot(), actor.send)).toMatchObject({
      status: 'loading',
      key: '1',
      data: null,
    });
    await env.resolve('loadContent', { title: '关于我们' });
    expect(connect(actor.getSnapshot(), actor.send)).toMatchObject({
      status: 'ready',
      data: { title: '关于我们' },
    });
  });

  it('says notFound when the loader finds nothing', async () => {
    const { env, actor } = harness<{ title: string }>();
    await env.resolve('loadContent', null);
    expect(connect(actor.getSnapshot(), actor.send).status).toBe('notFound');
  });

  it('says failed and retries', async () => {
    const { env, actor } = harness<{ title: string }>();
    await env.reject('loadContent');
    const api = connect(actor.getSnapshot(), actor.send);
    expect(api.status).toBe('failed');
    api.retry();
    expect(connect(actor.getSnapshot(), actor.send).status).toBe('loading');
  });

  it('says empty when the guard finds no records', async () => {
    const { env, actor } = harness<NoticePage>((data) => data.records.length === 0);
    await env.resolve('loadContent', page(1, 0, 0));
    expect(connectNotices(actor.getSnapshot(), actor.send)).toMatchObject({ status: 'empty', notices: [] });
  });

  it('pages the notices: no pager for one page, neighbours for the middle of three', async () => {
    const one = harness<NoticePage>();
    await one.env.resolve('loadContent', page(1, 4, 4));
    expect(connectNotices(one.actor.getSnapshot(), one.actor.send).pager).toEqual({
      page: 1,
      count: 1,
      shows: false,
      previous: null,
      next: null,
    });
    const three = harness<NoticePage>();
    await three.env.resolve('loadContent', page(2, 25));
    const api = connectNotices(three.actor.getSnapshot(), three.actor.send);
    expect(api.notices).toHaveLength(10);
    expect(api.pager).toEqual({ page: 2, count: 3, shows: true, previous: 1, next: 3 });
  });

  it('offers no next page on the last one', async () => {
    const { env, actor } = harness<NoticePage>();
    await env.resolve('loadContent', page(3, 25, 5));
    expect(connectNotices(actor.getSnapshot(), actor.send).pager).toMatchObject({ previous: 2, next: null });
  });
});
