import { connect, type ConsoleSettleApi } from '../../../machines/console/console-settle.connect.ts';
import {
  consoleSettleMachine,
  parseConsoleSettleTab,
} from '../../../machines/console/console-settle.list.ts';
import { useConsoleList } from '../../shared/use-console-list.ts';
import { loadStoreApplications } from './api.ts';

/** The operator's store applications: tab and page live in the URL (待审核 needs no `status`). */
export function useConsoleSettle(shopId: string, onSessionLost: () => void): ConsoleSettleApi {
  return useConsoleList({
    machine: consoleSettleMachine,
    parseTab: parseConsoleSettleTab,
    allTab: 'reviewing',
    loadPage: (query, signal) => loadStoreApplications(shopId, query, signal),
    connect,
    onSessionLost,
  });
}
