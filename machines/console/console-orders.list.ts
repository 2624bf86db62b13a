import { createConsoleListMachine, parseTab, type ConsoleListQuery } from './console-list.machine.ts';
import type { ConsoleOrderPage, ConsoleOrderStatus } from './console.types.ts';

export { KEYWORD_MAX } from './console-list.machine.ts';

/** The status tabs of the console's order list, in their order; `all` asks for every status. */
export const CONSOLE_ORDER_TABS = [
  'all',
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'completed',
  'canceled',
] as const satisfies ReadonlyArray<'all' | ConsoleOrderStatus>;
export type ConsoleOrderTab = (typeof CONSOLE_ORDER_TABS)[number];

/** What the list shows: a tab, the order number or goods name searched for, and the page. */
export type ConsoleOrderQuery = ConsoleListQuery<ConsoleOrderTab>;

/** A tab from the URL, or `all`. */
export function parseConsoleOrderTab(raw: string | null | undefined): ConsoleOrderTab {
  return parseTab(CONSOLE_ORDER_TABS, raw);
}

/**
 * The console's order list (/vp/orders): status tabs, a search by order number or goods name, pages of
 * ten (machines/console/console-list.machine.ts).
 */
export const consoleOrdersMachine = createConsoleListMachine<ConsoleOrderTab, ConsoleOrderPage>(
  'consoleOrders',
);
