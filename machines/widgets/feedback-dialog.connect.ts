import type { EventFrom, SnapshotFrom } from 'xstate';
import type { FeedbackOptions, FeedbackRecord, feedbackDialogMachine } from './feedback-dialog.machine.ts';

/** What the feedback button and dialog read from their machine, and the intents they send. */
export interface FeedbackDialogApi {
  isOpen: boolean;
  isLoading: boolean;
  loadFailed: boolean;
  /** Problem types and suppliers; the form shows once they are loaded. */
  options: FeedbackOptions | null;
  isSubmitting: boolean;
  /** The server's message for a refused submission, shown as is. */
  error: string | null;
  open(): void;
  close(): void;
  retry(): void;
  submit(record: FeedbackRecord): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof feedbackDialogMachine>,
  send: (event: EventFrom<typeof feedbackDialogMachine>) => void,
): FeedbackDialogApi {
  return {
    isOpen: snapshot.hasTag('open'),
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    options: snapshot.context.options,
    isSubmitting: snapshot.hasTag('busy'),
    error: snapshot.context.error,
    open: () => send({ type: 'feedback.open' }),
    close: () => send({ type: 'feedback.close' }),
    retry: () => send({ type: 'feedback.retry' }),
    submit: (record) => send({ type: 'feedback.submit', record }),
  };
}
