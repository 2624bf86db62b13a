import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import {
  keyOf,
  needsConfirmation,
  rowActions,
  type CollectionAction,
  type CollectionKind,
  type CollectionRecord,
} from './collection.types.ts';

export interface CollectionListContext {
  kind: CollectionKind;
  /** The shop takes orders (orderFlag): favourites on sale offer 加入购物车. */
  ordering: boolean;
  page: number;
  size: number;
  records: CollectionRecord[];
  total: number;
  /** The action waiting for its confirmation or being sent; `key` is null for clear. */
  pending: { action: CollectionAction; key: number | null } | null;
  /** Why loading or the last action failed (the server's words). */
  error: string | null;
}

export type CollectionListEvent =
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'action.request'; action: CollectionAction; key: number | null }
  | { type: 'action.confirm' }
  | { type: 'action.dismiss' };

export interface CollectionListInput {
  kind: CollectionKind;
  ordering: boolean;
  size: number;
}

const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** Whether the list offers the action: clear for footprints when there are some, the others per row. */
function allowed(context: CollectionListContext, action: CollectionAction, key: number | null): boolean {
  if (action === 'clear') return context.kind === 'footprints' && context.total > 0 && key === null;
  const record = context.records.find((r) => keyOf(context.kind, r) === key);
  return record !== undefined && rowActions(context.kind, record, context.ordering).includes(action);
}

/**
 * A list of the user centre's collection pages (spec §2 uc-collection: favourite goods, followed stores;
 * uc-footprint: footprints), a page at a time (`loadPage`). A row's action (remove; add a favourite on
 * sale to the cart when the shop takes orders) and clearing every footprint go through `runAction`;
 * clearing is confirmed first (`confirming`). A removal reloads the page, or the last page when it
 * emptied this one; adding to the cart keeps the list and announces the cart changed (`cartChanged`).
 * `notifyDone` confirms each; a failure is kept in `error`. Tags `loading`, `error`, `confirming`,
 * `acting`.
 */
export const collectionListMachine = setup({
  types: {} as { context: CollectionListContext; events: CollectionListEvent; input: CollectionListInput },
  actors: {
    loadPage: fromPromise<
      { records: CollectionRecord[]; total: number },
      { kind: CollectionKind; page: number; size: number }
    >(async () => {
      throw new Error('loadPage is provided by the app');
    }),
    runAction: fromPromise<void, { kind: CollectionKind; action: CollectionAction; key: number | null }>(
      async () => {
        throw new Error('runAction is provided by the app');
      },
    ),
  },
  actions: {
    notifyDone: (_, _params: { action: CollectionAction }) => {},
    cartChanged: () => {},
  },
}).createMachine({
  id: 'collectionList',
  context: ({ input }) => ({
    kind: input.kind,
    ordering: input.ordering,
    page: 1,
    size: input.size,
    records: [],
    total: 0,
    pending: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ kind: context.kind, page: context.page, size: context.size }),
        onDone: [
          {
            // A removal emptied the last page: load the page before it instead of an empty one.
            guard: ({ context, event }) => context.page > pageCountOf(event.output.total, context.size),
            target: 'loading',
            reenter: true,
            actions: assign({
              page: ({ context, event }) => pageCountOf(event.output.total, context.size),
            }),
          },
          {
            target: 'ready',
            actions: assign({
              records: ({ event }) => event.output.records,
              total: ({ event }) => event.output.total,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.go': {
              guard: ({ context, event }) =>
                Number.isInteger(event.page) &&
                event.page >= 1 &&
                event.page <= pageCountOf(context.total, context.size) &&
                event.page !== context.page,
              target: '#collectionList.loading',
              actions: assign({ page: ({ event }) => event.page, error: null }),
            },
            'action.request': {
              guard: ({ context, event }) => allowed(context, event.action, event.key),
              target: 'confirming',
              actions: assign({
                pending: ({ event }) => ({ action: event.action, key: event.key }),
                error: null,
              }),
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          always: { guard: ({ context }) => !needsConfirmation(context.pending!.action), target: 'acting' },
          on: {
            'action.confirm': 'acting',
            'action.dismiss': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        acting: {
          tags: ['acting'],
          invoke: {
            src: 'runAction',
            input: ({ context }) => ({ kind: context.kind, ...context.pending! }),
            onDone: [
              {
                guard: ({ context }) => context.pending!.action === 'addToCart',
                target: 'idle',
                actions: [
                  { type: 'notifyDone', params: ({ context }) => ({ action: context.pending!.action }) },
                  'cartChanged',
                  assign({ pending: null }),
                ],
              },
              {
                target: '#collectionList.loading',
                actions: [
                  { type: 'notifyDone', params: ({ context }) => ({ action: context.pending!.action }) },
                  assign({ pending: null }),
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
            },
          },
        },
      },
    },
  },
});
