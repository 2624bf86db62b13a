import {
  REPLY_MESSAGES,
  replyProblem,
  type StoreComment,
  type StoreCommentPage,
} from '../../../../machines/comments/comments.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { maskName } from '../catalog/comments.service.ts';
import { COMMENT_MESSAGES } from './comments.service.ts';
import {
  selectStoreComment,
  selectStoreComments,
  updateReply,
  type StoreCommentRow,
  type StoreScope,
} from './store-comments.repo.ts';

export { REPLY_MESSAGES, type StoreComment, type StoreCommentPage };

/** A comment as the console shows it: the buyer's name masked when they wrote anonymously. */
const storeComment = ({ createdAt, repliedAt, ...r }: StoreCommentRow): StoreComment => ({
  ...r,
  userName: maskName(r.userName, r.anonymous),
  createdAt: createdAt.toISOString(),
  repliedAt: repliedAt?.toISOString() ?? null,
});

/** The comments on the stores in scope, newest first; `replied` keeps the replied or unanswered ones. */
export async function storeComments(
  q: Queryable,
  stores: StoreScope,
  replied: boolean | undefined,
  current: number,
  size: number,
): Promise<StoreCommentPage> {
  const { rows, total } = await selectStoreComments(q, stores, replied, { current, size });
  return { records: rows.map(storeComment), total, current, size };
}

/**
 * The seller's one reply to a comment on a store in scope (1–200 characters once trimmed). One
 * conditional UPDATE (`reply IS NULL`), so of two racing replies one wins and the other is told
 * 已回复过该评价; a comment on another store is not found.
 */
export async function replyComment(
  q: Queryable,
  stores: StoreScope,
  id: number,
  text: string,
): Promise<StoreComment> {
  const reply = text.trim();
  const problem = replyProblem(reply);
  if (problem) throw badRequest(REPLY_MESSAGES[problem]);
  const replied = await updateReply(q, stores, id, reply);
  const row = await selectStoreComment(q, stores, id);
  if (!row) throw notFound(COMMENT_MESSAGES.commentMissing);
  if (!replied) throw new AppError(409, REPLY_MESSAGES.already);
  return storeComment(row);
}
