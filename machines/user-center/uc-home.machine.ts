import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import type { OrderSummary } from '../orders/order-detail.machine.ts';
import type { OrderCounts } from '../orders/my-orders.machine.ts';

/** What the user centre's home page shows: order counts by status, recent orders, balance and points. */
export interface UcHomeData {
  counts: OrderCounts;
  recent: OrderSummary[];
  wallet: { balance: string; points: number };
  /** The member's level and paid membership (member-center), when it could be read. */
  member?: { level: number; paidUntil: string | null; paidActive: boolean };
}

/**
 * The user centre's home (spec §2 uc-home): `loadHome` fetches the order counts, the latest orders and
 * the wallet together; a failure offers a retry. Tags `loading`, `error`.
 */
export const ucHomeMachine = setup({
  types: {} as { context: { data: UcHomeData | null; error: string | null }; events: { type: 'home.retry' } },
  actors: {
    loadHome: fromPromise<UcHomeData>(async () => {
      throw new Error('loadHome is provided by the app');
    }),
  },
}).createMachine({
  id: 'ucHome',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadHome',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { tags: ['error'], on: { 'home.retry': 'loading' } },
    ready: {},
  },
});
