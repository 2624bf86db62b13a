import type { EventFrom, SnapshotFrom } from 'xstate';
import type { StoreInvoice } from '../invoices/invoices.types.ts';
import { connectConsoleList, type ConsoleListApi } from './console-list.machine.ts';
import {
  CONSOLE_INVOICE_TABS,
  type ConsoleInvoiceTab,
  type consoleInvoicesMachine,
} from './console-invoices.list.ts';

/** What the console's invoice list reads from its machine. */
export interface ConsoleInvoicesApi extends ConsoleListApi<ConsoleInvoiceTab> {
  /** The rows, each with whether it may be issued now (an application not yet invoiced). */
  invoices: Array<StoreInvoice & { canIssue: boolean }>;
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleInvoicesMachine>,
  send: (event: EventFrom<typeof consoleInvoicesMachine>) => void,
): ConsoleInvoicesApi {
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_INVOICE_TABS),
    invoices: (snapshot.context.page?.records ?? []).map((r) => ({
      ...r,
      canIssue: r.invoice.status === 'applying',
    })),
  };
}
