import type { EventFrom, SnapshotFrom } from 'xstate';
import { connectConsoleList, type ConsoleListApi } from './console-list.machine.ts';
import {
  CONSOLE_SETTLE_TABS,
  type ConsoleSettleTab,
  type consoleSettleMachine,
} from './console-settle.list.ts';
import type { StoreApplication } from './console-settle.types.ts';

/** What the operator's application list reads from its machine. */
export interface ConsoleSettleApi extends ConsoleListApi<ConsoleSettleTab> {
  applications: StoreApplication[];
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleSettleMachine>,
  send: (event: EventFrom<typeof consoleSettleMachine>) => void,
): ConsoleSettleApi {
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_SETTLE_TABS),
    applications: snapshot.context.page?.records ?? [],
  };
}
