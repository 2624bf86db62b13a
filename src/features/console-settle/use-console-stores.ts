import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { connect, type ConsoleStoresApi } from '../../../machines/console/console-stores.connect.ts';
import { consoleStoresMachine, parseConsoleStoreTab } from '../../../machines/console/console-stores.list.ts';
import {
  connect as connectStatus,
  type ConsoleStoresStatusApi,
} from '../../../machines/console/console-stores-status.connect.ts';
import { consoleStoresStatusMachine } from '../../../machines/console/console-stores-status.machine.ts';
import type { ManagedStore, StoreStatusEvent } from '../../../machines/console/console-settle.types.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { useConsoleList } from '../../shared/use-console-list.ts';
import { consoleStoresStatusActors, loadManagedStores } from './api.ts';

/** The operator's stores: tab, store name searched for and page live in the URL. */
export function useConsoleStores(shopId: string, onSessionLost: () => void): ConsoleStoresApi {
  return useConsoleList({
    machine: consoleStoresMachine,
    parseTab: parseConsoleStoreTab,
    allTab: 'all',
    loadPage: (query, signal) => loadManagedStores(shopId, query, signal),
    connect,
    onSessionLost,
  });
}

/**
 * The suspend / restore dialog (the one `.provide()` of machines/console/console-stores-status.machine.ts):
 * `onChanged` gets the store after the change, or the server's words when it was gone or had changed.
 */
export function useStoreStatusChange(
  shopId: string,
  onChanged: (changed: {
    store: ManagedStore | null;
    event: StoreStatusEvent;
    message: string | null;
  }) => void,
  onSessionLost: () => void,
): ConsoleStoresStatusApi {
  const [logic] = useState(() =>
    consoleStoresStatusMachine.provide({
      actors: consoleStoresStatusActors(shopId),
      actions: { changed: (_, params) => onChanged(params), sessionLost: onSessionLost },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return connectStatus(snapshot, send);
}
