import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errors.ts';

export interface PagedListContext {
  page: number;
  size: number;
  records: unknown[];
  total: number;
  error: string | null;
}

/**
 * A read-only list a page at a time (the user centre's comment lists): `loadPage` answers the records of
 * a page and the total; paging stays within the pages there are. The page's connect types the records.
 * Tags `loading`, `error`.
 */
export const pagedListMachine = setup({
  types: {} as {
    context: PagedListContext;
    events: { type: 'page.go'; page: number } | { type: 'list.retry' };
    input: { size: number };
  },
  actors: {
    loadPage: fromPromise<{ records: unknown[]; total: number }, { page: number; size: number }>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
}).createMachine({
  id: 'pagedList',
  context: ({ input }) => ({ page: 1, size: input.size, records: [], total: 0, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page, size: context.size }),
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
            event.page <= Math.max(1, Math.ceil(context.total / context.size)) &&
            event.page !== context.page,
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
  },
});
