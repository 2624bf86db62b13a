import { fromPromise } from 'xstate';
import type { OrderDetail } from '../../../machines/orders/order-detail.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import { orderApi } from '../../shared/api/services.ts';

/** One of the buyer's orders, or null when there is no such order of theirs (a 404 envelope). */
export async function loadOrderDetail(orderNo: string, signal?: AbortSignal): Promise<OrderDetail | null> {
  try {
    return unwrap(await orderApi.GET('/od/orderDetail', { params: { query: { orderNo } }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** Cancels an unpaid order (and the other orders of its submission). */
export async function cancelOrder(orderNo: string): Promise<void> {
  unwrap(await orderApi.POST('/od/cancelOrder', { body: { orderNo } }));
}

/** The order page's requests (machines/orders/order-detail.machine.ts), given to it by use-order-detail.ts. */
export const orderDetailActors = {
  loadOrder: fromPromise<OrderDetail | null, { orderNo: string }>(({ input, signal }) =>
    loadOrderDetail(input.orderNo, signal),
  ),
  cancelOrder: fromPromise<void, { orderNo: string }>(({ input }) => cancelOrder(input.orderNo)),
};
