import { createConsoleListMachine, type ConsoleListQuery } from './console-list.machine.ts';
import type { StoreApplicationPage, StoreApplicationStatus } from './console-settle.types.ts';

/** The status tabs of the store applications, in their order: those to review come first (and by default). */
export const CONSOLE_SETTLE_TABS = [
  'reviewing',
  'rejected',
  'approved',
] as const satisfies readonly StoreApplicationStatus[];
export type ConsoleSettleTab = (typeof CONSOLE_SETTLE_TABS)[number];

/** What the list shows: a tab and the page (no search box: `keyword` stays ''). */
export type ConsoleSettleQuery = ConsoleListQuery<ConsoleSettleTab>;

/** A tab from the URL, or `reviewing` (the list has no "all" tab). */
export function parseConsoleSettleTab(raw: string | null | undefined): ConsoleSettleTab {
  return (CONSOLE_SETTLE_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as ConsoleSettleTab)
    : 'reviewing';
}

/**
 * The mall operator's store applications (/vp/settle): by status, expedited ones first, then the oldest
 * submission first (the server's order), pages of ten.
 */
export const consoleSettleMachine = createConsoleListMachine<ConsoleSettleTab, StoreApplicationPage>(
  'consoleSettle',
);
