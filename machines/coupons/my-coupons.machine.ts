import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { MyCoupon, MyCouponPage, MyCouponStatus } from './coupons.types.ts';

export interface MyCouponsContext {
  status: MyCouponStatus;
  page: number;
  size: number;
  records: MyCoupon[];
  total: number;
  counts: MyCouponPage['counts'] | null;
  error: string | null;
}

export type MyCouponsEvent =
  { type: 'tab.select'; status: MyCouponStatus } | { type: 'page.go'; page: number } | { type: 'list.retry' };

/**
 * My coupons (uc-coupons): one status tab at a time (未使用, 已使用, 已过期) with the count of each, a
 * page at a time. Choosing another tab reads its first page, also while a page is loading or has failed
 * (the newest tab wins; the read it replaces is dropped); the counts come with every page.
 * Tags `loading`, `error`.
 */
export const myCouponsMachine = setup({
  types: {} as {
    context: MyCouponsContext;
    events: MyCouponsEvent;
    input: { status?: MyCouponStatus; size?: number };
  },
  actors: {
    loadPage: fromPromise<MyCouponPage, { status: MyCouponStatus; page: number; size: number }>(async () => {
      throw new Error('loadPage is provided by the app');
    }),
  },
}).createMachine({
  id: 'myCoupons',
  context: ({ input }) => ({
    status: input.status ?? 'unused',
    page: 1,
    size: input.size ?? 10,
    records: [],
    total: 0,
    counts: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'tab.select': {
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
        input: ({ context }) => ({ status: context.status, page: context.page, size: context.size }),
        onDone: {
          target: 'ready',
          actions: assign({
            records: ({ event }) => event.output.records,
            total: ({ event }) => event.output.total,
            counts: ({ event }) => event.output.counts,
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
