import { assign, fromPromise, setup } from 'xstate';
import { nextOrderStatus } from '../orders/order-lifecycle.machine.ts';
import { errorMessage } from '../shared/errors.ts';
import { consoleErrorGuards, parseOrderNo, type ConsoleOrderDetail, type ShipPlan } from './console.types.ts';
import { shipPlanProblems, toShipPlan, type PackageDraft } from './shipment.ts';

export interface ConsoleOrderDetailContext {
  orderNo: string | null;
  order: ConsoleOrderDetail | null;
  /** Why loading failed, or why the last shipment was refused (the server's words). */
  error: string | null;
}

export type ConsoleOrderDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'ship.open' }
  | { type: 'ship.cancel' }
  | { type: 'ship.submit'; packages: PackageDraft[] };

/** Whether the order's lifecycle lets the store ship it now. */
export const canShipOrder = (order: ConsoleOrderDetail | null) =>
  order !== null && nextOrderStatus(order.status, 'SHIP') !== null;

/**
 * One order in the console (/vp/orders/detail, and the printable delivery note): `loadOrder` (404 → not
 * found) → `ready`. An order awaiting delivery can be shipped: the dialog (`shipping`) takes one or several
 * packages, checked by the shipment rules (machines/console/shipment.ts) before `shipOrder` sends them;
 * then the order reloads and `notifyShipped` confirms. A refusal stays in the dialog with the server's
 * words; 订单状态已变更 (409) closes it and reloads the order. A 401 tells the app the session is gone.
 * Tags `loading`, `notFound`, `error`, `shipping`, `sending`.
 */
export const consoleOrderDetailMachine = setup({
  types: {} as {
    context: ConsoleOrderDetailContext;
    events: ConsoleOrderDetailEvent;
    input: { orderNo: string | null };
  },
  actors: {
    loadOrder: fromPromise<ConsoleOrderDetail, { orderNo: string }>(async () => {
      throw new Error('loadOrder is provided by the app');
    }),
    shipOrder: fromPromise<void, ShipPlan>(async () => {
      throw new Error('shipOrder is provided by the app');
    }),
  },
  actions: {
    notifyShipped: () => {},
    sessionLost: () => {},
  },
  guards: {
    hasOrderNo: ({ context }) => context.orderNo !== null,
    canShip: ({ context }) => canShipOrder(context.order),
    isPlanValid: ({ context, event }) =>
      event.type === 'ship.submit' &&
      event.packages.length >= 1 &&
      event.packages.length <= 20 &&
      context.order !== null &&
      shipPlanProblems(context.order.lines, event.packages).length === 0,
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'consoleOrderDetail',
  context: ({ input }) => ({ orderNo: parseOrderNo(input.orderNo), order: null, error: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasOrderNo', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo! }),
        onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { guard: 'isUnauthorized', target: 'failed', actions: 'sessionLost' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['error'],
      on: { 'detail.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'ship.open': { guard: 'canShip', target: 'shipping', actions: assign({ error: null }) } },
        },
        shipping: {
          tags: ['shipping'],
          initial: 'editing',
          on: { 'ship.cancel': { target: 'idle', actions: assign({ error: null }) } },
          states: {
            editing: {
              on: {
                'ship.submit': {
                  guard: 'isPlanValid',
                  target: 'sending',
                  actions: assign({ error: null }),
                },
              },
            },
            sending: {
              tags: ['sending'],
              // The dialog cannot be closed while its packages are being sent.
              on: { 'ship.cancel': {} },
              invoke: {
                src: 'shipOrder',
                input: ({ context, event }) => {
                  if (event.type !== 'ship.submit') throw new Error('sending starts with ship.submit');
                  return toShipPlan(context.orderNo!, context.order!.lines, event.packages);
                },
                onDone: { target: '#consoleOrderDetail.loading', actions: 'notifyShipped' },
                onError: [
                  { guard: 'isUnauthorized', target: 'editing', actions: 'sessionLost' },
                  {
                    guard: 'isConflict',
                    target: '#consoleOrderDetail.loading',
                    actions: assign({ error: ({ event }) => errorMessage(event.error) }),
                  },
                  { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
                ],
              },
            },
          },
        },
      },
    },
  },
});
