import type { EventFrom, SnapshotFrom } from 'xstate';
import { type OrderDetail, type OrderDetailAction, type orderDetailMachine } from './order-detail.machine.ts';
import { nextOrderStatus } from './order-lifecycle.machine.ts';

/** What the order page reads from the order detail machine; the view computes none of it. */
export interface OrderDetailApi {
  /** No such order of the buyer's (or no order number). */
  isNotFound: boolean;
  loadFailed: boolean;
  isLoading: boolean;
  retry(): void;
  order: OrderDetail | null;
  /** Why loading or the last action failed (the server's words). */
  error: string | null;
  /** The order waits for payment: its expiry shows and 去支付 is offered (the lifecycle allows PAY). */
  isUnpaid: boolean;
  /** 取消订单 is offered where the lifecycle lets the buyer cancel. */
  canCancel: boolean;
  /** 确认收货 is offered where the lifecycle lets the buyer confirm receipt. */
  canReceive: boolean;
  /**
   * The lines offer 申请售后 (the order was paid and not cancelled); the application page asks the server
   * whether the line is eligible now (该商品不支持退款申请 otherwise).
   */
  offersAfterSales: boolean;
  request(action: OrderDetailAction): void;
  /** The action whose confirmation is open (also while it is sent), or null. */
  confirming: OrderDetailAction | null;
  /** The confirmed action is being sent. */
  isActing: boolean;
  confirm(): void;
  dismiss(): void;
}

/** Order statuses whose lines may have an after-sales request: paid, not cancelled. */
const AFTER_SALES_STATUSES: readonly OrderDetail['status'][] = [
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'evaluated',
  'completed',
];

export function connect(
  snapshot: SnapshotFrom<typeof orderDetailMachine>,
  send: (event: EventFrom<typeof orderDetailMachine>) => void,
): OrderDetailApi {
  const { order, error, pending } = snapshot.context;
  const isActing = snapshot.hasTag('acting');
  return {
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    isLoading: snapshot.hasTag('loading') || order === null,
    retry: () => send({ type: 'detail.retry' }),
    order,
    error,
    isUnpaid: order !== null && !order.recycled && nextOrderStatus(order.status, 'PAY') !== null,
    canCancel: snapshot.can({ type: 'action.request', action: 'cancel' }),
    canReceive: snapshot.can({ type: 'action.request', action: 'receive' }),
    offersAfterSales: order !== null && !order.recycled && AFTER_SALES_STATUSES.includes(order.status),
    request: (action) => send({ type: 'action.request', action }),
    confirming: snapshot.hasTag('confirming') || isActing ? pending : null,
    isActing,
    confirm: () => send({ type: 'action.confirm' }),
    dismiss: () => send({ type: 'action.dismiss' }),
  };
}
