import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';

type FrontSchemas = components['schemas'];

/** The dialog's choices: the FEEDBACK dictionary (only code and label are shown) and the suppliers. */
export interface FeedbackOptions {
  problemTypes: Array<Pick<FrontSchemas['DictItem'], 'code' | 'label'>>;
  suppliers: FrontSchemas['SupplierRef'][];
}

/** What the dialog submits (spec §3 "Feedback record"); the form validates it first (spec §5). */
export type FeedbackRecord = FrontSchemas['FeedbackRecord'];

/**
 * The feedback dialog: opening loads the problem types and suppliers; a valid form is submitted and the
 * dialog closes with 提交成功; a refused submission keeps the form and shows the server's message.
 */
export const feedbackDialogMachine = setup({
  types: {} as {
    context: { options: FeedbackOptions | null; error: string | null };
    events:
      | { type: 'feedback.open' }
      | { type: 'feedback.close' }
      | { type: 'feedback.submit'; record: FeedbackRecord }
      | { type: 'feedback.retry' };
  },
  actors: {
    loadFeedbackOptions: fromPromise<FeedbackOptions, void>(async () => ({
      problemTypes: [],
      suppliers: [],
    })),
    submitFeedback: fromPromise<void, FeedbackRecord>(async () => {}),
  },
  actions: { notifySubmitted: () => {} },
}).createMachine({
  id: 'feedbackDialog',
  context: { options: null, error: null },
  initial: 'closed',
  states: {
    closed: { on: { 'feedback.open': 'loading' } },
    loading: {
      tags: ['open', 'loading'],
      invoke: {
        src: 'loadFeedbackOptions',
        onDone: { target: 'editing', actions: assign({ options: ({ event }) => event.output, error: null }) },
        onError: 'failed',
      },
      on: { 'feedback.close': 'closed' },
    },
    failed: { tags: ['open', 'error'], on: { 'feedback.retry': 'loading', 'feedback.close': 'closed' } },
    editing: {
      tags: ['open'],
      on: { 'feedback.submit': 'submitting', 'feedback.close': 'closed' },
    },
    submitting: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'submitFeedback',
        input: ({ event }) => (event as { record: FeedbackRecord }).record,
        onDone: { target: 'closed', actions: [assign({ error: null }), 'notifySubmitted'] },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
  },
});
