import type { EventFrom, SnapshotFrom } from 'xstate';
import type { Submission } from '../orders/order-detail.machine.ts';
import type { createContentPageMachine } from '../website/content-page.machine.ts';

/** Pay success runs the content page machine over one submission (key = submissionId). */
export type PaySuccessMachine = ReturnType<typeof createContentPageMachine<Submission>>;

/** What pay success reads from its machine; the view computes none of it. */
export interface PaySuccessApi {
  /** No such submission of the buyer's. */
  isNotFound: boolean;
  loadFailed: boolean;
  isLoading: boolean;
  retry(): void;
  submission: Submission | null;
  /** Where the submission stands (the page's title and what it offers); null until it is loaded. */
  status: Submission['status'] | null;
}

export function connect(
  snapshot: SnapshotFrom<PaySuccessMachine>,
  send: (event: EventFrom<PaySuccessMachine>) => void,
): PaySuccessApi {
  const submission = snapshot.context.data;
  return {
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    isLoading: snapshot.hasTag('loading') || submission === null,
    retry: () => send({ type: 'content.retry' }),
    submission,
    status: submission?.status ?? null,
  };
}
