import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { replyProblem, type StoreComment } from '../comments/comments.types.ts';
import { consoleErrorGuards } from './console.types.ts';

export interface CommentReplyContext {
  /** The comment being answered (while the dialog is open). */
  comment: StoreComment | null;
  /** What the seller wrote last (kept while it is checked and sent). */
  text: string;
  /** The server's words when the reply failed. */
  error: string | null;
}

export type CommentReplyEvent =
  | { type: 'reply.open'; comment: StoreComment }
  | { type: 'reply.submit'; text: string }
  | { type: 'reply.dismiss' };

/**
 * The seller's reply to one comment in the console (/vp/comments): the dialog opens on a comment without
 * a reply, checks the text (1–200 characters, `replyProblem`) and sends it (`sendReply`). Done, the list
 * shows it (`replied`); 已回复过该评价 (409: someone answered first) closes the dialog and shows the
 * list as it is now (`replied` too, with the server's words). A 401 tells the app the session is gone.
 * Tags `open`, `invalid`, `sending`.
 */
export const commentReplyMachine = setup({
  types: {} as { context: CommentReplyContext; events: CommentReplyEvent },
  actors: {
    sendReply: fromPromise<StoreComment, { id: number; reply: string }>(async () => {
      throw new Error('sendReply is provided by the app');
    }),
  },
  actions: {
    replied: (_, _params: { comment: StoreComment | null; message: string | null }) => {},
    sessionLost: () => {},
  },
  guards: {
    canReply: ({ event }) => event.type === 'reply.open' && event.comment.reply === null,
    isValid: ({ event }) => event.type === 'reply.submit' && replyProblem(event.text) === null,
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'commentReply',
  context: { comment: null, text: '', error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'reply.open': {
          guard: 'canReply',
          target: 'editing',
          actions: assign({ comment: ({ event }) => event.comment, text: '', error: null }),
        },
      },
    },
    editing: {
      tags: ['open'],
      initial: 'clean',
      states: { clean: {}, invalid: { tags: ['invalid'] } },
      on: {
        'reply.submit': [
          {
            guard: 'isValid',
            target: 'sending',
            actions: assign({ text: ({ event }) => event.text.trim(), error: null }),
          },
          { target: '.invalid', actions: assign({ text: ({ event }) => event.text }) },
        ],
        'reply.dismiss': { target: 'closed', actions: assign({ comment: null, error: null }) },
      },
    },
    sending: {
      tags: ['open', 'sending'],
      invoke: {
        src: 'sendReply',
        input: ({ context }) => ({ id: context.comment!.id, reply: context.text }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'replied', params: ({ event }) => ({ comment: event.output, message: null }) },
            assign({ comment: null }),
          ],
        },
        onError: [
          { guard: 'isUnauthorized', target: 'editing', actions: 'sessionLost' },
          {
            guard: 'isConflict',
            target: 'closed',
            actions: [
              {
                type: 'replied',
                params: ({ event }) => ({ comment: null, message: errorMessage(event.error) }),
              },
              assign({ comment: null }),
            ],
          },
          { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
  },
});
