import type { EventFrom, SnapshotFrom } from 'xstate';
import type { createContentPageMachine } from './content-page.machine.ts';
import { noticePageCount, type NoticePage, type NoticeSummary } from './content-page.types.ts';

type ContentPageMachine<TData> = ReturnType<typeof createContentPageMachine<TData>>;

/** The mode a content screen shows: a spinner, 重试, its not-found or empty text, or the content. */
export type ContentStatus = 'loading' | 'failed' | 'notFound' | 'empty' | 'ready';

/** What a content screen (help, shop home, notices, about) reads from its machine. */
export interface ContentPageApi<TData> {
  status: ContentStatus;
  /** The key shown (article code, page number, notice id). */
  key: string;
  /** The loaded content; kept while a new key loads (the help topics stay beside the article). */
  data: TData | null;
  retry(): void;
}

export function connect<TData>(
  snapshot: SnapshotFrom<ContentPageMachine<TData>>,
  send: (event: EventFrom<ContentPageMachine<TData>>) => void,
): ContentPageApi<TData> {
  const status: ContentStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('error')
      ? 'failed'
      : snapshot.hasTag('notFound')
        ? 'notFound'
        : snapshot.hasTag('empty')
          ? 'empty'
          : 'ready';
  return {
    status,
    key: snapshot.context.key,
    data: snapshot.context.data,
    retry: () => send({ type: 'content.retry' }),
  };
}

/** The pager of a notice list: this page, how many, and the neighbours the buttons go to. */
export interface NoticePager {
  page: number;
  count: number;
  /** More than one page: the pager shows. */
  shows: boolean;
  previous: number | null;
  next: number | null;
}

/**
 * A content screen whose data is a page of notices (the shop home's latest, the notice list; a store's
 * notice list, whose page carries more).
 */
export interface NoticePageApi<TPage extends NoticePage = NoticePage> extends ContentPageApi<TPage> {
  /** The notices of the page; none before it loads. */
  notices: NoticeSummary[];
  pager: NoticePager;
}

export function connectNotices<TPage extends NoticePage = NoticePage>(
  snapshot: SnapshotFrom<ContentPageMachine<TPage>>,
  send: (event: EventFrom<ContentPageMachine<TPage>>) => void,
): NoticePageApi<TPage> {
  const api = connect(snapshot, send);
  const data = api.data;
  const page = data?.current ?? 1;
  const count = data ? noticePageCount(data.total, data.size) : 1;
  return {
    ...api,
    notices: data?.records ?? [],
    pager: {
      page,
      count,
      shows: count > 1,
      previous: page > 1 ? page - 1 : null,
      next: page < count ? page + 1 : null,
    },
  };
}
