import { fromPromise } from 'xstate';
import type {
  ConsoleOrderDetail,
  ConsoleOrderPage,
  ShipPlan,
} from '../../../machines/console/console.types.ts';
import { CONSOLE_PAGE_SIZE } from '../../../machines/console/console.types.ts';
import type { ConsoleOrderQuery } from '../../../machines/console/console-orders.list.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleApi } from '../../shared/api/services.ts';

/**
 * A page of the console's orders (machines/console/console-orders.list.ts's `loadPage`): the stores'
 * orders, or for the purchaser management platform the orders of the purchaser's organisation.
 */
export async function loadConsoleOrders(
  shopId: string,
  input: ConsoleOrderQuery,
  signal: AbortSignal,
  source: 'store' | 'purchase' = 'store',
): Promise<ConsoleOrderPage> {
  return unwrap(
    await consoleApi(shopId).GET(source === 'store' ? '/console/orders' : '/console/purchase-orders', {
      params: {
        query: {
          current: input.current,
          size: CONSOLE_PAGE_SIZE,
          ...(input.tab === 'all' ? {} : { status: input.tab }),
          ...(input.keyword ? { keyword: input.keyword } : {}),
        },
      },
      signal,
    }),
  );
}

/** The actors of machines/console/console-order-detail.machine.ts. */
export const consoleOrderDetailActors = (shopId: string) => {
  const api = consoleApi(shopId);
  return {
    loadOrder: fromPromise<ConsoleOrderDetail, { orderNo: string }>(async ({ input, signal }) =>
      unwrap(
        await api.GET('/console/orders/detail', { params: { query: { orderNo: input.orderNo } }, signal }),
      ),
    ),
    shipOrder: fromPromise<void, ShipPlan>(async ({ input, signal }) => {
      unwrap(await api.POST('/console/orders/ship', { body: input, signal }));
    }),
  };
};
