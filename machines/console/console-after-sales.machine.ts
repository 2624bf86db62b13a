import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { consoleListGuards, parseTab } from './console-list.ts';
import type { AfterSalePage, ConsoleAfterSaleStatus } from './console.types.ts';

/** The status tabs of the console's after-sales list, in their order; `all` asks for every status. */
export const CONSOLE_AFS_TABS = [
  'all',
  'applied',
  'awaitingReturn',
  'returnShipped',
  'refunding',
  'refunded',
  'refused',
  'withdrawn',
  'closed',
] as const satisfies ReadonlyArray<'all' | ConsoleAfterSaleStatus>;
export type ConsoleAfsTab = (typeof CONSOLE_AFS_TABS)[number];

/** What the list shows: a tab and the page. */
export interface ConsoleAfsQuery {
  tab: ConsoleAfsTab;
  current: number;
}

/** A tab from the URL, or `all`. */
export function parseConsoleAfsTab(raw: string | null | undefined): ConsoleAfsTab {
  return parseTab(CONSOLE_AFS_TABS, raw);
}

export interface ConsoleAfterSalesContext {
  query: ConsoleAfsQuery;
  page: AfterSalePage | null;
  error: string | null;
}

export type ConsoleAfterSalesEvent =
  { type: 'tab.select'; tab: ConsoleAfsTab } | { type: 'page.go'; page: number } | { type: 'list.retry' };

/**
 * The console's after-sales list (/vp/after-sales): status tabs and pages of ten, newest first. Every
 * change reloads the list (`loadAfterSales`) and is written to the URL (`syncUrl`); a 401 tells the app
 * the session is gone (`sessionLost`). Tags `loading`, `error`.
 */
export const consoleAfterSalesMachine = setup({
  types: {} as {
    context: ConsoleAfterSalesContext;
    events: ConsoleAfterSalesEvent;
    input: ConsoleAfsQuery;
  },
  actors: {
    loadAfterSales: fromPromise<AfterSalePage, ConsoleAfsQuery>(async () => {
      throw new Error('loadAfterSales is provided by the app');
    }),
  },
  actions: {
    syncUrl: (_, _query: ConsoleAfsQuery) => {},
    sessionLost: () => {},
  },
  guards: consoleListGuards,
}).createMachine({
  id: 'consoleAfterSales',
  context: ({ input }) => ({ query: input, page: null, error: null }),
  initial: 'loading',
  on: {
    'tab.select': {
      guard: 'isNewTab',
      target: '.loading',
      actions: [
        assign({ query: ({ event }) => ({ tab: event.tab, current: 1 }) }),
        { type: 'syncUrl', params: ({ context }) => context.query },
      ],
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadAfterSales',
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
