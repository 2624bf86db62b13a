import type { components } from '../../openapi/generated/comments.ts';

type Schemas = components['schemas'];
export type PendingCommentLine = Schemas['PendingCommentLine'];
export type MyComment = Schemas['MyComment'];
export type NewComment = Schemas['NewComment'];
/** A comment on one of the stores a console user works for, with the seller's reply once written. */
export type StoreComment = Schemas['StoreComment'];
export type StoreCommentPage = Schemas['StoreCommentPage'];

/** Spec §5: "Comment required, max 150, up to 9 pictures". */
export const COMMENT_MAX = 150;
export const COMMENT_PICTURES_MAX = 9;

/** A comment's rule failure, as a message key, or null. */
export function commentProblem(content: string): 'contentRequired' | 'contentMax' | null {
  const text = content.trim();
  if (text === '') return 'contentRequired';
  if ([...text].length > COMMENT_MAX) return 'contentMax';
  return null;
}

/** The seller's reply: 1–200 characters once trimmed, once per comment (openapi comments.yaml). */
export const REPLY_MAX = 200;

/** What the server answers for each broken rule of a reply; the console says the same before sending. */
export const REPLY_MESSAGES = {
  empty: '回复内容不能为空',
  long: `回复内容不能超过${REPLY_MAX}字`,
  already: '已回复过该评价',
} as const;

/** A reply's rule failure, or null. */
export function replyProblem(text: string): 'empty' | 'long' | null {
  const reply = text.trim();
  if (reply === '') return 'empty';
  return [...reply].length > REPLY_MAX ? 'long' : null;
}
