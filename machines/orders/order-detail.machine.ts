import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/order.ts';
import { errorMessage } from '../shared/errors.ts';
import { buyerActions } from './order-lifecycle.machine.ts';

type OrderSchemas = components['schemas'];

/** One order of the buyer (openapi order.yaml OrderDetail). */
export type OrderDetail = OrderSchemas['OrderDetail'];

/** An order in a list (openapi order.yaml OrderSummary). */
export type OrderSummary = OrderSchemas['OrderSummary'];

/** One checkout submission and its orders, one per store (openapi order.yaml Submission). */
export type Submission = OrderSchemas['Submission'];

/** Order numbers are 18 to 24 digits (openapi order.yaml). */
export function parseOrderNo(raw: string | null | undefined): string | null {
  return raw && /^[0-9]{18,24}$/.test(raw) ? raw : null;
}

export interface OrderDetailContext {
  orderNo: string | null;
  order: OrderDetail | null;
  error: string | null;
}

export type OrderDetailEvent =
  | { type: 'cancel.request' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'detail.retry' };

/**
 * An order's page (spec §2 order-detail): `loadOrder` (null = not the buyer's or unknown) → `ready`. The
 * buttons follow the order lifecycle: cancel is offered where {@link buyerActions} allows CANCEL; it needs
 * a confirmation (`confirming`, spec §4 "irreversible") before `cancelOrder`, after which the order
 * reloads and `notifyCanceled` confirms; a refusal (订单状态已变化) is kept in `error` and the order reloads.
 * Tags `loading`, `notFound`, `error`, `confirming`, `canceling`.
 */
export const orderDetailMachine = setup({
  types: {} as {
    context: OrderDetailContext;
    events: OrderDetailEvent;
    input: { orderNo: string | null };
  },
  actors: {
    loadOrder: fromPromise<OrderDetail | null, { orderNo: string }>(async () => {
      throw new Error('loadOrder is provided by the app');
    }),
    cancelOrder: fromPromise<void, { orderNo: string }>(async () => {
      throw new Error('cancelOrder is provided by the app');
    }),
  },
  actions: {
    notifyCanceled: () => {},
  },
  guards: {
    hasOrderNo: ({ context }) => context.orderNo !== null,
    canCancel: ({ context }) =>
      context.order !== null && buyerActions(context.order.status).includes('CANCEL'),
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ orderNo: parseOrderNo(input.orderNo), order: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasOrderNo', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo! }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'ready', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    notFound: { tags: ['notFound'] },
    failed: { tags: ['error'], on: { 'detail.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cancel.request': { guard: 'canCancel', target: 'confirming', actions: assign({ error: null }) },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: { 'cancel.confirm': 'canceling', 'cancel.dismiss': 'idle' },
        },
        canceling: {
          tags: ['canceling'],
          invoke: {
            src: 'cancelOrder',
            input: ({ context }) => ({ orderNo: context.orderNo! }),
            onDone: { target: '#orderDetail.loading', actions: 'notifyCanceled' },
            onError: {
              target: '#orderDetail.loading',
              actions: assign({ error: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
  },
});
