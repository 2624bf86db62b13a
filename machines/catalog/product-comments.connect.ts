import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  commentPages,
  type ProductComment,
  type productCommentsMachine,
} from './product-comments.machine.ts';

type Snapshot = SnapshotFrom<typeof productCommentsMachine>;
type Send = (event: EventFrom<typeof productCommentsMachine>) => void;

/** What 商品评价 reads from its machine, and the intents it sends. */
export interface ProductCommentsApi {
  isLoading: boolean;
  loadFailed: boolean;
  /** 暂无评价. */
  isEmpty: boolean;
  /** The average rating and the number of comments, once there are any. */
  summary: { averageRating: number; total: number } | null;
  /** The page of comments shown (the last one loaded, kept while the next loads). */
  comments: ProductComment[];
  /** Pagination shows once a page has loaded. */
  showsPagination: boolean;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): ProductCommentsApi {
  const { page, current } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty'),
    summary: page && page.total > 0 ? { averageRating: page.averageRating, total: page.total } : null,
    comments: page?.records ?? [],
    showsPagination: page !== null,
    page: current,
    pageCount: commentPages(page),
    canGoToPage: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
    retry: () => send({ type: 'comments.retry' }),
  };
}
