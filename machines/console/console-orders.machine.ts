import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { consoleListGuards, parseTab } from './console-list.ts';
import type { ConsoleOrderPage, ConsoleOrderStatus } from './console.types.ts';

/** The status tabs of the console's order list, in their order; `all` asks for every status. */
export const CONSOLE_ORDER_TABS = [
  'all',
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'completed',
  'canceled',
] as const satisfies ReadonlyArray<'all' | ConsoleOrderStatus>;
export type ConsoleOrderTab = (typeof CONSOLE_ORDER_TABS)[number];

/** What the list shows: a tab, the order number or goods name searched for, and the page. */
export interface ConsoleOrderQuery {
  tab: ConsoleOrderTab;
  keyword: string;
  current: number;
}

/** The keyword box holds at most this many characters (openapi console.yaml). */
export const KEYWORD_MAX = 40;

/** A tab from the URL, or `all`. */
export function parseConsoleOrderTab(raw: string | null | undefined): ConsoleOrderTab {
  return parseTab(CONSOLE_ORDER_TABS, raw);
}

export interface ConsoleOrdersContext {
  query: ConsoleOrderQuery;
  /** What the keyword box holds (searched on submit). */
  draft: string;
  page: ConsoleOrderPage | null;
  error: string | null;
}

export type ConsoleOrdersEvent =
  | { type: 'tab.select'; tab: ConsoleOrderTab }
  | { type: 'keyword.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

/**
 * The console's order list (/vp/orders): status tabs, a search by order number or goods name, pages of
 * ten. Every change of the query reloads the list (`loadOrders`; a newer query supersedes one in flight)
 * and is written to the URL (`syncUrl`); a 401 tells the app the session is gone (`sessionLost`).
 * Tags `loading`, `error`.
 */
export const consoleOrdersMachine = setup({
  types: {} as {
    context: ConsoleOrdersContext;
    events: ConsoleOrdersEvent;
    input: ConsoleOrderQuery;
  },
  actors: {
    loadOrders: fromPromise<ConsoleOrderPage, ConsoleOrderQuery>(async () => {
      throw new Error('loadOrders is provided by the app');
    }),
  },
  actions: {
    syncUrl: (_, _query: ConsoleOrderQuery) => {},
    sessionLost: () => {},
  },
  guards: consoleListGuards,
}).createMachine({
  id: 'consoleOrders',
  context: ({ input }) => ({
    query: { ...input, keyword: input.keyword.trim().slice(0, KEYWORD_MAX) },
    draft: input.keyword.trim().slice(0, KEYWORD_MAX),
    page: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'keyword.change': { actions: assign({ draft: ({ event }) => event.value.slice(0, KEYWORD_MAX) }) },
    'tab.select': {
      guard: 'isNewTab',
      target: '.loading',
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, tab: event.tab, current: 1 }) }),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
    'search.submit': {
      target: '.loading',
      actions: [
        assign({
          query: ({ context }) => ({ ...context.query, keyword: context.draft.trim(), current: 1 }),
        }),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrders',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isUnauthorized', target: 'failed', actions: 'sessionLost' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    ready: {
      on: {
        'page.go': {
          guard: 'canGoToPage',
          target: 'loading',
          actions: [
            assign({ query: ({ context, event }) => ({ ...context.query, current: event.page }) }),
            { type: 'syncUrl', params: ({ context }) => context.query },
          ],
        },
      },
    },
    failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
  },
});
