import type { components } from '../../openapi/generated/comments.ts';

type Schemas = components['schemas'];
export type PendingCommentLine = Schemas['PendingCommentLine'];
export type MyComment = Schemas['MyComment'];
export type NewComment = Schemas['NewComment'];

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
