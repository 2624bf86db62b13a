import type { StoreInvoice } from '../invoices/invoices.types.ts';
import {
  createConsoleListMachine,
  parseTab,
  type ConsoleListPage,
  type ConsoleListQuery,
} from './console-list.machine.ts';

/** The status tabs of the console's invoice list: every invoice, those to issue, those issued. */
export const CONSOLE_INVOICE_TABS = ['all', 'applying', 'invoiced'] as const;
export type ConsoleInvoiceTab = (typeof CONSOLE_INVOICE_TABS)[number];
export type ConsoleInvoiceQuery = ConsoleListQuery<ConsoleInvoiceTab>;
export type StoreInvoicePage = ConsoleListPage<StoreInvoice>;

/** A tab from the URL, or `all`. */
export function parseConsoleInvoiceTab(raw: string | null | undefined): ConsoleInvoiceTab {
  return parseTab(CONSOLE_INVOICE_TABS, raw);
}

/** The console's invoices (/vp/invoices): the buyers' applications to issue and those issued, by tab. */
export const consoleInvoicesMachine = createConsoleListMachine<ConsoleInvoiceTab, StoreInvoicePage>(
  'consoleInvoices',
);
