import { connect, type ConsoleAfterSalesApi } from '../../../machines/console/console-after-sales.connect.ts';
import {
  consoleAfterSalesMachine,
  parseConsoleAfsTab,
} from '../../../machines/console/console-after-sales.list.ts';
import { useConsoleList } from '../../shared/use-console-list.ts';
import { loadConsoleAfterSales } from './api.ts';

/** The console's after-sales list: tab and page live in the URL. */
export function useConsoleAfterSales(shopId: string, onSessionLost: () => void): ConsoleAfterSalesApi {
  return useConsoleList({
    machine: consoleAfterSalesMachine,
    parseTab: parseConsoleAfsTab,
    allTab: 'all',
    loadPage: (query, signal) => loadConsoleAfterSales(shopId, query, signal),
    connect,
    onSessionLost,
  });
}
