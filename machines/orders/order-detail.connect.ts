import type { EventFrom, SnapshotFrom } from 'xstate';
import type { OrderDetail, orderDetailMachine } from './order-detail.machine.ts';
import { nextOrderStatus } from './order-lifecycle.machine.ts';

/** What the order page reads from the order detail machine; the view computes none of it. */
export interface OrderDetailApi {
  /** No such order of the buyer's (or no order number). */
  isNotFound: boolean;
  loadFailed: boolean;
  isLoading: boolean;
  retry(): void;
  order: OrderDetail | null;
  /** Why loading or cancelling failed (the server's words). */
  error: string | null;
  /** The order waits for payment: its expiry shows and 去支付 is offered (the lifecycle allows PAY). */
  isUnpaid: boolean;
  /** 取消订单 is offered where the lifecycle lets the buyer cancel. */
  canCancel: boolean;
  requestCancel(): void;
  /** The confirmation is open (also while the cancel is sent). */
  isConfirmingCancel: boolean;
  isCanceling: boolean;
  confirmCancel(): void;
  dismissCancel(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof orderDetailMachine>,
  send: (event: EventFrom<typeof orderDetailMachine>) => void,
): OrderDetailApi {
  const { order, error } = snapshot.context;
  const isCanceling = snapshot.hasTag('canceling');
  return {
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    isLoading: snapshot.hasTag('loading') || order === null,
    retry: () => send({ type: 'detail.retry' }),
    order,
    error,
    isUnpaid: order !== null && nextOrderStatus(order.status, 'PAY') !== null,
    canCancel: snapshot.can({ type: 'cancel.request' }),
    requestCancel: () => send({ type: 'cancel.request' }),
    isConfirmingCancel: snapshot.hasTag('confirming') || isCanceling,
    isCanceling,
    confirmCancel: () => send({ type: 'cancel.confirm' }),
    dismissCancel: () => send({ type: 'cancel.dismiss' }),
  };
}
