import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { InvoiceOrder, InvoiceState } from './invoices.types.ts';

export const INVOICES_PAGE_SIZE = 10;

export interface MyInvoicesContext {
  /** The invoice state shown (null: every paid order). */
  status: InvoiceState | null;
  page: number;
  records: InvoiceOrder[];
  total: number;
  error: string | null;
}

export type MyInvoicesEvent =
  | { type: 'filter.set'; status: InvoiceState | null }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' };

/**
 * The buyer's paid orders with their invoice state (spec §2 uc-invoice), newest first, a page at a time
 * (`loadPage`), filtered by state (none, applying, invoiced, or all): a new filter starts at page 1.
 * Tags `loading`, `error`.
 */
export const myInvoicesMachine = setup({
  types: {} as { context: MyInvoicesContext; events: MyInvoicesEvent },
  actors: {
    loadPage: fromPromise<
      { records: InvoiceOrder[]; total: number },
      { status: InvoiceState | null; page: number }
    >(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
}).createMachine({
  id: 'myInvoices',
  context: { status: null, page: 1, records: [], total: 0, error: null },
  initial: 'loading',
  // A filter applies also while a page loads or has failed: the newest wins, the read it replaces is dropped.
  on: {
    'filter.set': {
      guard: ({ context, event }) => event.status !== context.status,
      target: '.loading',
      reenter: true,
      actions: assign({ status: ({ event }) => event.status, page: 1, error: null }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ status: context.status, page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign({
            records: ({ event }) => event.output.records,
            total: ({ event }) => event.output.total,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      on: {
        'page.go': {
          guard: ({ context, event }) =>
            Number.isInteger(event.page) &&
            event.page >= 1 &&
            event.page <= Math.max(1, Math.ceil(context.total / INVOICES_PAGE_SIZE)) &&
            event.page !== context.page,
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
  },
});
