import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { commentProblem, type NewComment, type PendingCommentLine } from './comments.types.ts';

export interface CommentDraft {
  rating: number;
  content: string;
  anonymous: boolean;
}

export interface WriteCommentsContext {
  orderNo: string;
  lines: PendingCommentLine[];
  drafts: Record<number, CommentDraft>;
  /** Set once a submit was tried: the form then shows each line's rule failure. */
  checked: boolean;
  error: string | null;
}

export type WriteCommentsEvent =
  | { type: 'draft.rating'; lineId: number; rating: number }
  | { type: 'draft.content'; lineId: number; content: string }
  | { type: 'draft.anonymous'; lineId: number; anonymous: boolean }
  | { type: 'comments.submit'; pictures: Record<number, string[]> }
  | { type: 'comments.retry' };

const EMPTY: CommentDraft = { rating: 5, content: '', anonymous: false };

/** The lines whose comment is written (some text): only those are sent; the others stay to comment later. */
export function writtenLines(context: WriteCommentsContext): number[] {
  return context.lines.map((l) => l.lineId).filter((id) => (context.drafts[id]?.content ?? '').trim() !== '');
}

/** Whether what is written may be sent: at least one comment, each within the spec's rules. */
export function canSend(context: WriteCommentsContext): boolean {
  const written = writtenLines(context);
  return written.length > 0 && written.every((id) => commentProblem(context.drafts[id]!.content) === null);
}

/**
 * Writing the comments of one received order (spec §2 write-comments): `loadLines` lists the order's
 * lines still awaiting a comment (none: `nothingToDo`). Each line has a rating (5 stars by default), a
 * text of at most 150 characters, pictures and the anonymous flag; the buyer may comment some lines now
 * and the rest later. `sendComments` sends the written ones; then `goToMyComments`. The server's refusal
 * is kept in `error`. Tags `loading`, `error`, `empty`, `submitting`.
 */
export const writeCommentsMachine = setup({
  types: {} as {
    context: WriteCommentsContext;
    events: WriteCommentsEvent;
    input: { orderNo: string };
  },
  actors: {
    loadLines: fromPromise<PendingCommentLine[], { orderNo: string }>(async () => {
      throw new Error('loadLines is provided by the app');
    }),
    sendComments: fromPromise<void, { orderNo: string; comments: NewComment[] }>(async () => {
      throw new Error('sendComments is provided by the app');
    }),
  },
  actions: {
    goToMyComments: () => {},
  },
}).createMachine({
  id: 'writeComments',
  context: ({ input }) => ({ orderNo: input.orderNo, lines: [], drafts: {}, checked: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadLines',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'nothingToDo' },
          {
            target: 'editing',
            actions: assign(({ event }) => ({
              lines: event.output,
              drafts: Object.fromEntries(event.output.map((l) => [l.lineId, EMPTY])),
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'comments.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    nothingToDo: { tags: ['empty'] },
    editing: {
      on: {
        'draft.rating': {
          guard: ({ event }) => Number.isInteger(event.rating) && event.rating >= 1 && event.rating <= 5,
          actions: assign({
            drafts: ({ context, event }) => ({
              ...context.drafts,
              [event.lineId]: { ...context.drafts[event.lineId]!, rating: event.rating },
            }),
          }),
        },
        'draft.content': {
          actions: assign({
            drafts: ({ context, event }) => ({
              ...context.drafts,
              [event.lineId]: { ...context.drafts[event.lineId]!, content: event.content },
            }),
          }),
        },
        'draft.anonymous': {
          actions: assign({
            drafts: ({ context, event }) => ({
              ...context.drafts,
              [event.lineId]: { ...context.drafts[event.lineId]!, anonymous: event.anonymous },
            }),
          }),
        },
        'comments.submit': [
          {
            guard: ({ context }) => canSend(context),
            target: 'submitting',
            actions: assign({ checked: true, error: null }),
          },
          { actions: assign({ checked: true }) },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'sendComments',
        input: ({ context, event }) => {
          const pictures = (event as Extract<WriteCommentsEvent, { type: 'comments.submit' }>).pictures;
          return {
            orderNo: context.orderNo,
            comments: writtenLines(context).map((lineId) => ({
              lineId,
              rating: context.drafts[lineId]!.rating,
              content: context.drafts[lineId]!.content.trim(),
              pictures: pictures[lineId] ?? [],
              anonymous: context.drafts[lineId]!.anonymous,
            })),
          };
        },
        onDone: { target: 'done', actions: 'goToMyComments' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
