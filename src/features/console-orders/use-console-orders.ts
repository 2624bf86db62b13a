import { connect, type ConsoleOrdersApi } from '../../../machines/console/console-orders.connect.ts';
import { consoleOrdersMachine, parseConsoleOrderTab } from '../../../machines/console/console-orders.list.ts';
import { useConsoleList } from '../../shared/use-console-list.ts';
import { loadConsoleOrders } from './api.ts';

/**
 * The console's order list (the stores' orders, or the purchaser's organisation's): the query (`status`,
 * `keyword`, `page`) lives in the URL.
 */
export function useConsoleOrders(
  shopId: string,
  onSessionLost: () => void,
  source: 'store' | 'purchase' = 'store',
): ConsoleOrdersApi {
  return useConsoleList({
    machine: consoleOrdersMachine,
    parseTab: parseConsoleOrderTab,
    allTab: 'all',
    loadPage: (query, signal) => loadConsoleOrders(shopId, query, signal, source),
    connect,
    onSessionLost,
  });
}
