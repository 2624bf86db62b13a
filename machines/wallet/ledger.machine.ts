import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';

/** The filters of a ledger: direction, source or use, China days (YYYY-MM-DD) and an order number. */
export interface LedgerFilter {
  direction: 'all' | 'in' | 'out';
  reason: string | null;
  from: string | null;
  to: string | null;
  orderNo: string | null;
}

export const NO_FILTER: LedgerFilter = {
  direction: 'all',
  reason: null,
  from: null,
  to: null,
  orderNo: null,
};

export interface LedgerContext {
  filter: LedgerFilter;
  page: number;
  size: number;
  records: unknown[];
  total: number;
  /** What the page shows beside the lines (the balance); the app's loader answers it. */
  extra: unknown;
  error: string | null;
}

export type LedgerEvent =
  | { type: 'filter.change'; filter: LedgerFilter }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' };

const sameFilter = (a: LedgerFilter, b: LedgerFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A ledger (uc-balance's balance lines, uc-integral's points lines): a page at a time, newest first,
 * narrowed by direction, source or use, dates and order number; a new filter starts again at page 1, the
 * same filter loads nothing. `list.reload` reads the page again after the balance or the points changed
 * (a top-up paid, a sign-in). Tags `loading`, `error`.
 */
export const ledgerMachine = setup({
  types: {} as { context: LedgerContext; events: LedgerEvent; input: { size: number } },
  actors: {
    loadPage: fromPromise<
      { records: unknown[]; total: number; extra?: unknown },
      { filter: LedgerFilter; page: number; size: number }
    >(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
  guards: {
    isNewFilter: ({ context, event }) =>
      event.type === 'filter.change' && !sameFilter(context.filter, event.filter),
    isOtherPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= Math.max(1, Math.ceil(context.total / context.size)) &&
      event.page !== context.page,
  },
}).createMachine({
  id: 'ledger',
  context: ({ input }) => ({
    filter: NO_FILTER,
    page: 1,
    size: input.size,
    records: [],
    total: 0,
    extra: null,
    error: null,
  }),
  initial: 'loading',
  // A filter, or a reload after the balance or points changed, applies also while a page loads or has
  // failed: the newest read wins, the one it replaces is dropped.
  on: {
    'filter.change': {
      guard: 'isNewFilter',
      target: '.loading',
      reenter: true,
      actions: assign({ filter: ({ event }) => event.filter, page: 1 }),
    },
    'list.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, page: context.page, size: context.size }),
        onDone: {
          target: 'ready',
          actions: assign({
            records: ({ event }) => event.output.records,
            total: ({ event }) => event.output.total,
            extra: ({ event }) => event.output.extra ?? null,
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
    ready: {
      on: {
        'page.go': {
          guard: 'isOtherPage',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
  },
});
