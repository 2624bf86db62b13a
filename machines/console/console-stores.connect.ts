import type { EventFrom, SnapshotFrom } from 'xstate';
import { connectConsoleList, type ConsoleListApi } from './console-list.machine.ts';
import { storeStatusEvents, type ManagedStore, type StoreStatusEvent } from './console-settle.types.ts';
import {
  CONSOLE_STORE_TABS,
  type ConsoleStoreTab,
  type consoleStoresMachine,
} from './console-stores.list.ts';

/** What the operator's store list reads from its machine. */
export interface ConsoleStoresApi extends ConsoleListApi<ConsoleStoreTab> {
  /** The rows, each with what the store lifecycle lets the operator do to it now. */
  stores: Array<ManagedStore & { events: StoreStatusEvent[] }>;
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleStoresMachine>,
  send: (event: EventFrom<typeof consoleStoresMachine>) => void,
): ConsoleStoresApi {
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_STORE_TABS),
    stores: (snapshot.context.page?.records ?? []).map((s) => ({
      ...s,
      events: storeStatusEvents(s.status),
    })),
  };
}
