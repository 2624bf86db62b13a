import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createContentPageMachine } from '../../../machines/website/content-page.machine.ts';
import { noticeListPage, noticePageCount } from '../../../machines/website/content-page.types.ts';

interface Page {
  items: string[];
}

const PAGES: Record<string, Page> = { '1': { items: ['公告一', '公告二'] }, '2': { items: [] } };

function open(key: string, fail = { times: 0 }) {
  const asked: string[] = [];
  const machine = createContentPageMachine<Page>().provide({
    actors: {
      loadContent: fromPromise(async ({ input }) => {
        asked.push(input.key);
        if (fail.times > 0) {
          fail.times -= 1;
          throw new Error('网络异常');
        }
        return PAGES[input.key] ?? null;
      }),
    },
    guards: { isEmpty: (_, { data }) => data.items.length === 0 },
  });
  return { actor: createActor(machine, { input: { key } }).start(), asked };
}

describe('content page machine', () => {
  it('starts loading and shows the loaded content', async () => {
    const { actor } = open('1');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const snap = await waitFor(actor, (s) => s.matches('ready'));
    expect(snap.context.data?.items).toEqual(['公告一', '公告二']);
  });

  it('is notFound (公告不存在) when the loader answers null', async () => {
    const snap = await waitFor(open('99').actor, (s) => !s.hasTag('loading'));
    expect(snap.hasTag('notFound')).toBe(true);
    expect(snap.context.data).toBeNull();
  });

  it('is empty (暂无记录) when the app says the content is empty', async () => {
    const snap = await waitFor(open('2').actor, (s) => !s.hasTag('loading'));
    expect(snap.hasTag('empty')).toBe(true);
    expect(snap.hasTag('notFound') || snap.hasTag('error')).toBe(false);
    expect(snap.matches('ready')).toBe(false);
    expect(snap.context.data).toEqual({ items: [] });
  });

  it('fails on an error and loads again on retry', async () => {
    const { actor, asked } = open('1', { times: 1 });
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'content.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(asked).toEqual(['1', '1']);
  });

  it('reloads for a new key and ignores the same key', async () => {
    const { actor, asked } = open('1');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'content.load', key: '1' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'content.load', key: '2' });
    const snap = await waitFor(actor, (s) => s.hasTag('empty'));
    expect(snap.context.key).toBe('2');
    expect(asked).toEqual(['1', '2']);
  });
});

describe('notice list helpers', () => {
  it('reads the page number from ?current=, 1 when missing or bad', () => {
    expect([noticeListPage('3'), noticeListPage(null), noticeListPage('0'), noticeListPage('x')]).toEqual([
      3, 1, 1, 1,
    ]);
  });

  it('counts at least one page', () => {
    expect([noticePageCount(0), noticePageCount(8), noticePageCount(21)]).toEqual([1, 1, 3]);
  });
});
