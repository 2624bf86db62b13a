import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { AfterSaleSummary } from './after-sales.types.ts';

export const AFTER_SALES_PAGE_SIZE = 10;

export interface MyAfterSalesContext {
  page: number;
  records: AfterSaleSummary[];
  total: number;
  error: string | null;
}

/**
 * The buyer's after-sales requests (spec §2 uc-aftersales), newest first, a page at a time
 * (`loadPage`). Tags `loading`, `error`.
 */
export const myAfterSalesMachine = setup({
  types: {} as {
    context: MyAfterSalesContext;
    events: { type: 'page.go'; page: number } | { type: 'list.retry' };
  },
  actors: {
    loadPage: fromPromise<{ records: AfterSaleSummary[]; total: number }, { page: number }>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
}).createMachine({
  id: 'myAfterSales',
  context: { page: 1, records: [], total: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page }),
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
            event.page <= Math.max(1, Math.ceil(context.total / AFTER_SALES_PAGE_SIZE)) &&
            event.page !== context.page,
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
  },
});
