import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ConsoleOrder } from './console.types.ts';
import { connectConsoleList, type ConsoleListApi } from './console-list.machine.ts';
import {
  CONSOLE_ORDER_TABS,
  type ConsoleOrderTab,
  type consoleOrdersMachine,
} from './console-orders.list.ts';
import { nextOrderStatus } from '../orders/order-lifecycle.machine.ts';

/** What the console's order list reads from its machine. */
export interface ConsoleOrdersApi extends ConsoleListApi<ConsoleOrderTab> {
  orders: Array<ConsoleOrder & { canShip: boolean }>;
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleOrdersMachine>,
  send: (event: EventFrom<typeof consoleOrdersMachine>) => void,
): ConsoleOrdersApi {
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_ORDER_TABS),
    orders: (snapshot.context.page?.records ?? []).map((o) => ({
      ...o,
      canShip: nextOrderStatus(o.status, 'SHIP') !== null,
    })),
  };
}
