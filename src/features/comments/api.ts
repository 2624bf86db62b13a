import { fromPromise } from 'xstate';
import type { MyComment, NewComment, PendingCommentLine } from '../../../machines/comments/comments.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import { commentsApi } from '../../shared/api/services.ts';

/** The buyer's lines awaiting a comment, a page at a time (uc-evaluation). */
export const pendingCommentsActors = {
  loadPage: fromPromise<{ records: unknown[]; total: number }, { page: number; size: number }>(
    async ({ input, signal }) => {
      const page = unwrap(
        await commentsApi.GET('/cm/pending', {
          params: { query: { current: input.page, size: input.size } },
          signal,
        }),
      );
      return { records: page.records, total: page.total };
    },
  ),
};

/** The buyer's comments, a page at a time (uc-comments). */
export const myCommentsActors = {
  loadPage: fromPromise<{ records: unknown[]; total: number }, { page: number; size: number }>(
    async ({ input, signal }) => {
      const page = unwrap(
        await commentsApi.GET('/cm/mine', {
          params: { query: { current: input.page, size: input.size } },
          signal,
        }),
      );
      return { records: page.records, total: page.total };
    },
  ),
};

/** One of the buyer's comments (uc-evalDetail), or null when it is not theirs. */
export const commentDetailActors = {
  load: fromPromise<unknown, { id: string }>(async ({ input, signal }) => {
    try {
      return unwrap(
        await commentsApi.GET('/cm/detail', { params: { query: { id: Number(input.id) } }, signal }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 404) return null;
      throw error;
    }
  }),
};

/** Every line of one order still awaiting a comment (the pending list holds at most 50 lines a page). */
async function pendingLinesOf(orderNo: string, signal?: AbortSignal): Promise<PendingCommentLine[]> {
  const lines: PendingCommentLine[] = [];
  for (let current = 1; ; current++) {
    const page = unwrap(
      await commentsApi.GET('/cm/pending', { params: { query: { current, size: 50 } }, signal }),
    );
    lines.push(...page.records.filter((r) => r.orderNo === orderNo));
    if (current * 50 >= page.total) return lines;
  }
}

/** Writing the comments of one order (machines/comments/write-comments.machine.ts). */
export const writeCommentsActors = {
  loadLines: fromPromise<PendingCommentLine[], { orderNo: string }>(({ input, signal }) =>
    pendingLinesOf(input.orderNo, signal),
  ),
  sendComments: fromPromise<void, { orderNo: string; comments: NewComment[] }>(async ({ input }) => {
    unwrap(await commentsApi.POST('/cm/write', { body: input }));
  }),
};

export type { MyComment, PendingCommentLine };
