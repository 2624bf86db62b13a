import type { EventFrom, SnapshotFrom } from 'xstate';
import type { AfterSaleSummary } from './console.types.ts';
import { connectConsoleList, type ConsoleListApi } from './console-list.machine.ts';
import {
  CONSOLE_AFS_TABS,
  type ConsoleAfsTab,
  type consoleAfterSalesMachine,
} from './console-after-sales.list.ts';

/** What the console's after-sales list reads from its machine. */
export interface ConsoleAfterSalesApi extends ConsoleListApi<ConsoleAfsTab> {
  requests: AfterSaleSummary[];
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleAfterSalesMachine>,
  send: (event: EventFrom<typeof consoleAfterSalesMachine>) => void,
): ConsoleAfterSalesApi {
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_AFS_TABS),
    requests: snapshot.context.page?.records ?? [],
  };
}
