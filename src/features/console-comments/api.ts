import { fromPromise } from 'xstate';
import type { StoreComment, StoreCommentPage } from '../../../machines/comments/comments.types.ts';
import { CONSOLE_PAGE_SIZE } from '../../../machines/console/console.types.ts';
import type { ConsoleCommentQuery } from '../../../machines/console/console-comments.list.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleCommentsApi } from '../../shared/api/services.ts';

/** A page of the comments on the stores in scope (the list machine's `loadPage`). */
export async function loadConsoleComments(
  shopId: string,
  input: ConsoleCommentQuery,
  signal: AbortSignal,
): Promise<StoreCommentPage> {
  return unwrap(
    await consoleCommentsApi(shopId).GET('/cm/store/list', {
      params: {
        query: {
          current: input.current,
          size: CONSOLE_PAGE_SIZE,
          ...(input.tab === 'all' ? {} : { replied: input.tab === 'replied' }),
        },
      },
      signal,
    }),
  );
}

/** The actor of machines/console/comment-reply.machine.ts. */
export const commentReplyActors = (shopId: string) => ({
  sendReply: fromPromise<StoreComment, { id: number; reply: string }>(async ({ input, signal }) =>
    unwrap(await consoleCommentsApi(shopId).POST('/cm/store/reply', { body: input, signal })),
  ),
});
