import type { EventFrom, SnapshotFrom } from 'xstate';
import { replyProblem, type StoreComment } from '../comments/comments.types.ts';
import type { commentReplyMachine } from './comment-reply.machine.ts';

/** What the reply dialog reads from its machine. */
export interface CommentReplyApi {
  /** The comment being answered while the dialog is open, else null. */
  comment: StoreComment | null;
  open(comment: StoreComment): void;
  /** The rule the last text broke (after a submit), else null. */
  problem: ReturnType<typeof replyProblem>;
  isSending: boolean;
  error: string | null;
  submit(text: string): void;
  dismiss(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof commentReplyMachine>,
  send: (event: EventFrom<typeof commentReplyMachine>) => void,
): CommentReplyApi {
  const { comment, text, error } = snapshot.context;
  return {
    comment: snapshot.hasTag('open') ? comment : null,
    open: (c) => send({ type: 'reply.open', comment: c }),
    problem: snapshot.hasTag('invalid') ? replyProblem(text) : null,
    isSending: snapshot.hasTag('sending'),
    error,
    submit: (t) => send({ type: 'reply.submit', text: t }),
    dismiss: () => send({ type: 'reply.dismiss' }),
  };
}
