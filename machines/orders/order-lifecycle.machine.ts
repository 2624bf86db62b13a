import { setup, transition } from 'xstate';
import type { components } from '../../openapi/generated/order.ts';

/**
 * The life of one order (spec §4 "Order statuses"): submit, pay, ship, receive, evaluate. The server asks
 * {@link nextOrderStatus} before every status change and writes it with a conditional UPDATE on the
 * status it read, so the client (which renders from the same definition) and the server agree by
 * construction, and two racing changes cannot both apply.
 */
export const ORDER_STATUSES = [
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'evaluated',
  'completed',
  'canceled',
  'grouping',
] as const satisfies readonly OrderStatus[];
/** An order's status on the wire (openapi order.yaml OrderStatus). */
export type OrderStatus = components['schemas']['OrderStatus'];

export type OrderEvent =
  /** Payment confirmed (balance, points, or a verified provider callback). */
  | { type: 'PAY' }
  /** A group-buy order paid before its group is full. */
  | { type: 'PAY_GROUP' }
  | { type: 'GROUP_FORMED' }
  /** The group's time ran out before it was full: the paid order is cancelled and refunded. */
  | { type: 'GROUP_FAILED' }
  /** The buyer cancels an unpaid order (irreversible, after confirmation). */
  | { type: 'CANCEL' }
  /** Unpaid for 30 minutes: the sweeper cancels it. */
  | { type: 'EXPIRE' }
  | { type: 'SHIP' }
  /** The buyer confirms receipt. */
  | { type: 'RECEIVE' }
  | { type: 'EVALUATE' }
  /** The evaluation window closes without a comment, or after one. */
  | { type: 'COMPLETE' }
  /**
   * Every line of an order not yet received has been refunded in full (after-sales): the order closes,
   * so nothing is left to ship or to confirm.
   */
  | { type: 'REFUND_ALL' };

export const orderLifecycleMachine = setup({
  types: { events: {} as OrderEvent },
}).createMachine({
  id: 'orderLifecycle',
  initial: 'pendingPayment',
  states: {
    pendingPayment: {
      on: {
        PAY: 'pendingDelivery',
        PAY_GROUP: 'grouping',
        CANCEL: 'canceled',
        EXPIRE: 'canceled',
      },
    },
    grouping: { on: { GROUP_FORMED: 'pendingDelivery', GROUP_FAILED: 'canceled' } },
    pendingDelivery: { on: { SHIP: 'pendingReceipt', REFUND_ALL: 'canceled' } },
    pendingReceipt: { on: { RECEIVE: 'pendingEvaluation', REFUND_ALL: 'canceled' } },
    pendingEvaluation: { on: { EVALUATE: 'evaluated', COMPLETE: 'completed' } },
    evaluated: { on: { COMPLETE: 'completed' } },
    completed: { type: 'final' },
    canceled: { type: 'final' },
  },
});

/** The status an order moves to on an event, or null when the lifecycle does not allow the event there. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent['type']): OrderStatus | null {
  const from = orderLifecycleMachine.resolveState({ value: status, context: {} });
  const [next] = transition(orderLifecycleMachine, from, { type: event } as OrderEvent);
  const value = next.value as OrderStatus;
  return value === status ? null : value;
}

/** Events a buyer can trigger from an order in this status (the order pages show a button for each). */
export function buyerActions(status: OrderStatus): Array<'CANCEL' | 'RECEIVE' | 'EVALUATE'> {
  return (['CANCEL', 'RECEIVE', 'EVALUATE'] as const).filter((e) => nextOrderStatus(status, e) !== null);
}

/**
 * Whether the buyer may move an order in this status to the recycle bin: the finished ones (canceled,
 * completed, evaluated). The list shows the button by it and the server refuses the rest with 订单状态已变更;
 * whether the order is already in the bin is the caller's to check.
 */
export function canRecycle(status: OrderStatus): boolean {
  return status === 'canceled' || status === 'completed' || status === 'evaluated';
}

/**
 * The i18n key of an order's status as the order pages name it: an order of service vouchers whose codes
 * await use reads 待使用 rather than 待收货 (its codes are its delivery; spec §4 Voucher: to be used).
 */
export function orderStatusKey(status: OrderStatus, voucherOrder: boolean): string {
  return voucherOrder && status === 'pendingReceipt' ? 'order:status.awaitingUse' : `order:status.${status}`;
}

/**
 * Actions the buyer takes on an order: an order of service vouchers is received by its codes being used
 * (the server refuses a confirmation), so it offers no 确认收货.
 */
export function buyerOrderActions(status: OrderStatus, voucherOrder: boolean) {
  return buyerActions(status).filter((e) => !(voucherOrder && e === 'RECEIVE'));
}
