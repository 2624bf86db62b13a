import type { OrderDetail, Submission } from '../../machines/order-detail.machine.ts';
import { unwrap } from './client.ts';
import { ApiError } from './middleware.ts';
import { orderApi } from './services.ts';

/** A submission with its orders (pay success, the counter). */
export async function loadSubmission(submissionId: number, signal?: AbortSignal): Promise<Submission> {
  return unwrap(await orderApi.GET('/od/submission', { params: { query: { submissionId } }, signal }));
}

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
