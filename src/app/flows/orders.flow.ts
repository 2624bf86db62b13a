import { fromPromise } from 'xstate';
import { orderDetailMachine } from '../../../machines/order-detail.machine.ts';
import { cancelOrder, loadOrderDetail } from '../../api/orders.ts';

/** The order page with its real actors; the page adds `notifyCanceled`. */
export const orderDetailFlow = orderDetailMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => loadOrderDetail(input.orderNo, signal)),
    cancelOrder: fromPromise(({ input }) => cancelOrder(input.orderNo)),
  },
});
