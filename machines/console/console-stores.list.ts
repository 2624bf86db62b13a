import { createConsoleListMachine, parseTab, type ConsoleListQuery } from './console-list.machine.ts';
import type { ManagedStorePage, ManagedStoreStatus } from './console-settle.types.ts';

/** The status tabs of the mall's stores, in their order; `all` asks for every status. */
export const CONSOLE_STORE_TABS = [
  'all',
  'open',
  'notOpen',
  'offline',
  'suspended',
] as const satisfies ReadonlyArray<'all' | ManagedStoreStatus>;
export type ConsoleStoreTab = (typeof CONSOLE_STORE_TABS)[number];

/** What the list shows: a tab, the store name searched for, the page. */
export type ConsoleStoreQuery = ConsoleListQuery<ConsoleStoreTab>;

/** A tab from the URL, or `all`. */
export function parseConsoleStoreTab(raw: string | null | undefined): ConsoleStoreTab {
  return parseTab(CONSOLE_STORE_TABS, raw);
}

/** The mall operator's stores (/vp/stores): status tabs, a search by store name, pages of ten by name. */
export const consoleStoresMachine = createConsoleListMachine<ConsoleStoreTab, ManagedStorePage>(
  'consoleStores',
);
