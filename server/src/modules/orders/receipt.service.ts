import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { earnOrderGrowth } from '../member/growth.service.ts';
import { earnOrderPoints } from '../wallet/points.service.ts';
import { markOrderReceived } from './fulfilment.repo.ts';

/** An order about to count as received: its status, buyer, and what was paid and not refunded. */
export interface OrderToReceive {
  id: number;
  status: OrderStatus;
  userId: number;
  paid: string;
  payMethod: string | null;
}

/**
 * Moves an order from its status to `to` as received (the lifecycle's RECEIVE), once, and grants the
 * points and growth value it earns, in the caller's transaction: the buyer's confirmation, the deadline's, and an order of
 * vouchers whose last code was used all come through here. False when the status changed meanwhile.
 */
export async function receiveOrder(q: Queryable, order: OrderToReceive, to: OrderStatus): Promise<boolean> {
  if (!(await markOrderReceived(q, order.id, to, order.status))) return false;
  await earnOrderPoints(q, {
    orderId: order.id,
    userId: order.userId,
    paid: order.paid,
    payMethod: order.payMethod,
  });
  await earnOrderGrowth(q, {
    orderId: order.id,
    userId: order.userId,
    paid: order.paid,
    payMethod: order.payMethod,
  });
  return true;
}
