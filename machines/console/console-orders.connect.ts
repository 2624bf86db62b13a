import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ConsoleOrder } from './console.types.ts';
import { connectConsoleList, type ConsoleListApi } from './console-list.ts';
import {
  CONSOLE_ORDER_TABS,
  type ConsoleOrderTab,
  type consoleOrdersMachine,
} from './console-orders.machine.ts';
import { nextOrderStatus } from '../orders/order-lifecycle.machine.ts';

/** What the console's order list reads from its machine. */
export interface ConsoleOrdersApi extends ConsoleListApi<ConsoleOrderTab> {
  keyword: string;
  /** The keyword the shown list was searched with. */
  searchedKeyword: string;
  changeKeyword(value: string): void;
  search(): void;
  orders: Array<ConsoleOrder & { canShip: boolean }>;
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleOrdersMachine>,
  send: (event: EventFrom<typeof consoleOrdersMachine>) => void,
): ConsoleOrdersApi {
  const { query, draft, page } = snapshot.context;
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_ORDER_TABS),
    keyword: draft,
    searchedKeyword: query.keyword,
    changeKeyword: (value) => send({ type: 'keyword.change', value }),
    search: () => send({ type: 'search.submit' }),
    orders: (page?.records ?? []).map((o) => ({ ...o, canShip: nextOrderStatus(o.status, 'SHIP') !== null })),
  };
}
