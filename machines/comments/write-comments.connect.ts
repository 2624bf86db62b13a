import type { EventFrom, SnapshotFrom } from 'xstate';
import { commentProblem, type PendingCommentLine } from './comments.types.ts';
import { writtenLines, type CommentDraft, type writeCommentsMachine } from './write-comments.machine.ts';

/** What the write-comments page reads from its machine. */
export interface WriteCommentsApi {
  isLoading: boolean;
  loadFailed: boolean;
  retry(): void;
  /** Every line of the order has its comment already (or the order awaits none). */
  isNothingToDo: boolean;
  lines: Array<{
    line: PendingCommentLine;
    draft: CommentDraft;
    /** The line's rule failure once a submit was tried (written lines only). */
    problem: 'contentRequired' | 'contentMax' | null;
  }>;
  /** A submit was tried with nothing written. */
  nothingWritten: boolean;
  setRating(lineId: number, rating: number): void;
  setContent(lineId: number, content: string): void;
  setAnonymous(lineId: number, anonymous: boolean): void;
  isSubmitting: boolean;
  submit(pictures: Record<number, string[]>): void;
  error: string | null;
}

export function connect(
  snapshot: SnapshotFrom<typeof writeCommentsMachine>,
  send: (event: EventFrom<typeof writeCommentsMachine>) => void,
): WriteCommentsApi {
  const { context } = snapshot;
  const written = new Set(writtenLines(context));
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'comments.retry' }),
    isNothingToDo: snapshot.hasTag('empty'),
    lines: context.lines.map((line) => {
      const draft = context.drafts[line.lineId]!;
      return {
        line,
        draft,
        problem: context.checked && written.has(line.lineId) ? commentProblem(draft.content) : null,
      };
    }),
    nothingWritten: context.checked && written.size === 0,
    setRating: (lineId, rating) => send({ type: 'draft.rating', lineId, rating }),
    setContent: (lineId, content) => send({ type: 'draft.content', lineId, content }),
    setAnonymous: (lineId, anonymous) => send({ type: 'draft.anonymous', lineId, anonymous }),
    isSubmitting: snapshot.hasTag('submitting') || snapshot.status === 'done',
    submit: (pictures) => send({ type: 'comments.submit', pictures }),
    error: context.error,
  };
}
