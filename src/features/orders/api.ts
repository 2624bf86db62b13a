import { fromPromise } from 'xstate';
import type { OrderDetail } from '../../../machines/orders/order-detail.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import { accountApi, orderApi } from '../../shared/api/services.ts';
import type { UcHomeData } from '../../../machines/user-center/uc-home.machine.ts';
import {
  PAGE_SIZE,
  type BuyAgainResult,
  type OrderCounts,
  type OrderListAction,
  type OrderQuery,
  type OrdersLoaded,
} from '../../../machines/orders/my-orders.machine.ts';

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
  confirmReceipt: fromPromise<void, { orderNo: string }>(async ({ input }) => {
    unwrap(await orderApi.POST('/od/confirmReceipt', { body: { orderNo: input.orderNo } }));
  }),
};

/** A page of my orders (or the recycle bin) and the tab counts, loaded together. */
export async function loadMyOrders(
  query: OrderQuery,
  recycled: boolean,
  signal?: AbortSignal,
): Promise<OrdersLoaded> {
  const [page, counts] = await Promise.all([
    orderApi.GET('/od/orderList', {
      params: {
        query: {
          tab: query.tab,
          recycled,
          current: query.current,
          size: PAGE_SIZE,
          ...(query.keyword ? { keyword: query.keyword } : {}),
          ...(query.from ? { from: query.from } : {}),
          ...(query.to ? { to: query.to } : {}),
        },
      },
      signal,
    }),
    loadOrderCounts(signal),
  ]);
  const { records, total } = unwrap(page);
  return { records, total, counts };
}

export async function loadOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  return unwrap(await orderApi.GET('/od/orderCounts', { signal }));
}

/** Sends one action of the order list; buy again answers what it put into the cart. */
export async function runOrderAction(
  action: OrderListAction,
  orderNo: string,
): Promise<BuyAgainResult | null> {
  const body = { orderNo };
  switch (action) {
    case 'cancel':
      unwrap(await orderApi.POST('/od/cancelOrder', { body }));
      return null;
    case 'receive':
      unwrap(await orderApi.POST('/od/confirmReceipt', { body }));
      return null;
    case 'recycle':
      unwrap(await orderApi.POST('/od/recycleOrder', { body }));
      return null;
    case 'restore':
      unwrap(await orderApi.POST('/od/restoreOrder', { body }));
      return null;
    case 'delete':
      unwrap(await orderApi.POST('/od/deleteOrder', { body }));
      return null;
    case 'buyAgain':
      return unwrap(await orderApi.POST('/od/buyAgain', { body }));
  }
}

/** The buyer's balance and points (the user centre's account summary). */
export async function loadWallet(signal?: AbortSignal): Promise<{ balance: string; points: number }> {
  return unwrap(await accountApi.GET('/account/wallet', { signal }));
}

/** My orders' requests (machines/orders/my-orders.machine.ts), given to it by use-my-orders.ts. */
export const myOrdersActors = {
  loadOrders: fromPromise<OrdersLoaded, { query: OrderQuery; recycled: boolean }>(({ input, signal }) =>
    loadMyOrders(input.query, input.recycled, signal),
  ),
  runAction: fromPromise<BuyAgainResult | null, { action: OrderListAction; orderNo: string }>(({ input }) =>
    runOrderAction(input.action, input.orderNo),
  ),
};

/** The user centre home's request (machines/user-center/uc-home.machine.ts). */
export const ucHomeActors = {
  loadHome: fromPromise<UcHomeData>(async ({ signal }) => {
    const [counts, recent, wallet, member] = await Promise.all([
      loadOrderCounts(signal),
      orderApi.GET('/od/orderList', { params: { query: { tab: 'all', current: 1, size: 3 } }, signal }),
      loadWallet(signal),
      accountApi.GET('/member/summary', { signal }),
    ]);
    // The member summary is an extra: without it the page still shows orders and the wallet.
    const m = member.data?.data;
    return {
      counts,
      recent: unwrap(recent).records,
      wallet,
      ...(m ? { member: { level: m.level, paidUntil: m.paidUntil, paidActive: m.paidActive } } : {}),
    };
  }),
};
