import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/order.ts';
import { errorMessage } from '../shared/errors.ts';
import { buyerOrderActions } from './order-lifecycle.machine.ts';

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

/** What the buyer can do on the order's page, each after a confirmation. */
export type OrderDetailAction = 'cancel' | 'receive';

export interface OrderDetailContext {
  orderNo: string | null;
  order: OrderDetail | null;
  error: string | null;
  /** The action waiting for its confirmation or being sent. */
  pending: OrderDetailAction | null;
}

export type OrderDetailEvent =
  | { type: 'action.request'; action: OrderDetailAction }
  | { type: 'action.confirm' }
  | { type: 'action.dismiss' }
  | { type: 'detail.retry' };

const LIFECYCLE_EVENT = { cancel: 'CANCEL', receive: 'RECEIVE' } as const;

/** Whether the order's lifecycle lets the buyer take this action now. */
export const detailActionAllowed = (order: OrderDetail | null, action: OrderDetailAction) =>
  order !== null &&
  !order.recycled &&
  buyerOrderActions(order.status, isVoucherOrder(order)).includes(LIFECYCLE_EVENT[action]);

/** An order of service vouchers only: its codes are its delivery (see {@link orderStatusKey}). */
export const isVoucherOrder = (order: Pick<OrderDetail, 'lines'>) =>
  order.lines.length > 0 && order.lines.every((l) => l.goodsKind === 'voucher');

/**
 * An order's page (spec §2 order-detail): `loadOrder` (null = not the buyer's or unknown) → `ready`. The
 * buttons follow the order lifecycle ({@link buyerActions}): cancel where CANCEL is allowed, confirm
 * receipt where RECEIVE is. Each needs a confirmation (`confirming`; spec §4: cancelling is irreversible)
 * before `cancelOrder` or `confirmReceipt`, after which the order reloads and `notifyDone` confirms; a
 * refusal (订单状态已变更) is kept in `error` and the order reloads.
 * Tags `loading`, `notFound`, `error`, `confirming`, `acting`.
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
    confirmReceipt: fromPromise<void, { orderNo: string }>(async () => {
      throw new Error('confirmReceipt is provided by the app');
    }),
  },
  actions: {
    notifyDone: (_, _params: { action: OrderDetailAction }) => {},
  },
  guards: {
    hasOrderNo: ({ context }) => context.orderNo !== null,
    allowed: ({ context, event }) =>
      event.type === 'action.request' && detailActionAllowed(context.order, event.action),
    pendingCancel: ({ context }) => context.pending === 'cancel',
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ orderNo: parseOrderNo(input.orderNo), order: null, error: null, pending: null }),
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
            'action.request': {
              guard: 'allowed',
              target: 'confirming',
              actions: assign({ pending: ({ event }) => event.action, error: null }),
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'action.confirm': [{ guard: 'pendingCancel', target: 'canceling' }, { target: 'receiving' }],
            'action.dismiss': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        canceling: {
          tags: ['acting'],
          invoke: {
            src: 'cancelOrder',
            input: ({ context }) => ({ orderNo: context.orderNo! }),
            onDone: {
              target: '#orderDetail.loading',
              actions: [{ type: 'notifyDone', params: { action: 'cancel' } }, assign({ pending: null })],
            },
            onError: {
              target: '#orderDetail.loading',
              actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
            },
          },
        },
        receiving: {
          tags: ['acting'],
          invoke: {
            src: 'confirmReceipt',
            input: ({ context }) => ({ orderNo: context.orderNo! }),
            onDone: {
              target: '#orderDetail.loading',
              actions: [{ type: 'notifyDone', params: { action: 'receive' } }, assign({ pending: null })],
            },
            onError: {
              target: '#orderDetail.loading',
              actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
            },
          },
        },
      },
    },
  },
});
