import { describe, expect, it } from 'vitest';
import type { StoreComment, StoreCommentPage } from '../../../machines/comments/comments.types.ts';
import { connect } from '../../../machines/console/console-comments.connect.ts';
import {
  consoleCommentsMachine,
  parseConsoleCommentTab,
  type ConsoleCommentQuery,
  type ConsoleCommentTab,
} from '../../../machines/console/console-comments.list.ts';
import {
  apiError,
  listHarness,
  consoleListModel,
  expectListState,
  listModelEvents,
  modelCoverPaths,
} from './console-test-support.ts';

const storeComment = (n: number, replied: boolean): StoreComment => ({
  id: 3000 + n,
  orderNo: `2026030110000000${String(n).padStart(2, '0')}`,
  storeId: 1,
  storeName: '集采自营店',
  skuId: 101,
  name: '得力A4复印纸 70g 500张/包',
  mainImg: '',
  specs: '70g；500张/包',
  userName: n % 3 === 0 ? '王**' : '李晓明',
  anonymous: n % 3 === 0,
  rating: 5 - (n % 2),
  content: '纸张洁白厚实，打印不卡纸，物流也很快。',
  pictures: [],
  createdAt: '2026-03-05T02:00:00Z',
  reply: replied ? '感谢您的认可，欢迎再次光临！' : null,
  repliedAt: replied ? '2026-03-05T06:00:00Z' : null,
});

/** Whether the n-th comment of a tab is answered: `all` mixes both. */
const repliedOf = (tab: ConsoleCommentTab, n: number) => (tab === 'all' ? n % 2 === 0 : tab === 'replied');

/** A fake server: 13 comments of the tab asked for (two pages of ten). */
function answer(query: ConsoleCommentQuery): StoreCommentPage {
  const all = Array.from({ length: 13 }, (_, i) => storeComment(i + 1, repliedOf(query.tab, i + 1)));
  return {
    records: all.slice((query.current - 1) * 10, query.current * 10),
    total: all.length,
    current: query.current,
    size: 10,
  };
}

const harness = (input: ConsoleCommentQuery = { tab: 'all', keyword: '', current: 1 }) =>
  listHarness({ machine: consoleCommentsMachine, loader: 'loadPage', connect, answer, input });

describe('console comments machine', () => {
  it('reads the tab from the URL, and anything else as every comment', () => {
    expect(parseConsoleCommentTab('unreplied')).toBe('unreplied');
    expect(parseConsoleCommentTab('replied')).toBe('replied');
    expect(parseConsoleCommentTab('pending')).toBe('all');
    expect(parseConsoleCommentTab('')).toBe('all');
    expect(parseConsoleCommentTab(null)).toBe('all');
    expect(parseConsoleCommentTab(undefined)).toBe('all');
  });

  it('shows the comments as the server answers them, with the tab asked for', async () => {
    const { api, act, lastQuery, serve, urls } = harness();
    await serve();
    expect(api().comments).toEqual(answer({ tab: 'all', keyword: '', current: 1 }).records);
    await act((a) => a.selectTab('unreplied'));
    expect(lastQuery()).toEqual({ tab: 'unreplied', keyword: '', current: 1 });
    expect(urls).toEqual([lastQuery()]);
    await serve();
    expect(api().comments.every((c) => c.reply === null)).toBe(true);
  });

  it('loads the same page again after a reply is sent from it, without touching the URL', async () => {
    const { env, urls, api, act, serve } = harness({ tab: 'unreplied', keyword: '', current: 2 });
    await serve();
    await act((a) => a.reload());
    expect(api().isLoading).toBe(true);
    expect(env.inputs.loadPage).toEqual([
      { tab: 'unreplied', keyword: '', current: 2 },
      { tab: 'unreplied', keyword: '', current: 2 },
    ]);
    expect(urls).toEqual([]);
    await env.resolve('loadPage', { records: [], total: 10, current: 2, size: 10 });
    expect(api()).toMatchObject({ isEmpty: true, page: 2, comments: [] });
  });

  it('a 401 tells the app that the session is gone', async () => {
    const { env, effects, api } = harness();
    await env.reject('loadPage', apiError(401, '请先登录'));
    expect(effects).toEqual(['lost']);
    expect(api().loadFailed).toBe(true);
  });
});

const otherTab = (tab: ConsoleCommentTab): ConsoleCommentTab => (tab === 'all' ? 'unreplied' : 'all');

/** The list as the seller browses it (console-test-support.ts). */
const commentsModel = consoleListModel<ConsoleCommentTab>('commentsModel', 'all', otherTab);

describe('console comments model', () => {
  const paths = modelCoverPaths(commentsModel, 5);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = harness();
    await path.test({
      events: {
        ...listModelEvents(h, 'loadPage', otherTab),
      },
      states: {
        '*': (state) =>
          expectListState(h, state, 'all', (a, tab, page) => {
            expect(a.comments).toHaveLength(page === 1 ? 10 : 3);
            expect(a.total).toBe(13);
            expect(a.comments.map((c) => c.reply !== null)).toEqual(
              a.comments.map((_c, i) => repliedOf(tab, (page - 1) * 10 + i + 1)),
            );
          }),
      },
    });
  });
});
