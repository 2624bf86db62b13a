import { createConsoleListMachine, parseTab, type ConsoleListQuery } from './console-list.machine.ts';
import type { AfterSalePage, ConsoleAfterSaleStatus } from './console.types.ts';

/** The status tabs of the console's after-sales list, in their order; `all` asks for every status. */
export const CONSOLE_AFS_TABS = [
  'all',
  'applied',
  'awaitingReturn',
  'returnShipped',
  'refunding',
  'refunded',
  'refused',
  'withdrawn',
  'closed',
] as const satisfies ReadonlyArray<'all' | ConsoleAfterSaleStatus>;
export type ConsoleAfsTab = (typeof CONSOLE_AFS_TABS)[number];

/** What the list shows: a tab and the page (no search box: `keyword` stays ''). */
export type ConsoleAfsQuery = ConsoleListQuery<ConsoleAfsTab>;

/** A tab from the URL, or `all`. */
export function parseConsoleAfsTab(raw: string | null | undefined): ConsoleAfsTab {
  return parseTab(CONSOLE_AFS_TABS, raw);
}

/** The console's after-sales list (/vp/after-sales): status tabs and pages of ten, newest first. */
export const consoleAfterSalesMachine = createConsoleListMachine<ConsoleAfsTab, AfterSalePage>(
  'consoleAfterSales',
);
