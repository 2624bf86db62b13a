import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { connect, type ConsoleInvoicesApi } from '../../../machines/console/console-invoices.connect.ts';
import {
  consoleInvoicesMachine,
  parseConsoleInvoiceTab,
} from '../../../machines/console/console-invoices.list.ts';
import {
  connect as connectIssue,
  type InvoiceIssueApi,
} from '../../../machines/console/invoice-issue.connect.ts';
import { invoiceIssueMachine } from '../../../machines/console/invoice-issue.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { useConsoleList } from '../../shared/use-console-list.ts';
import { invoiceIssueActors, loadConsoleInvoices } from './api.ts';

/** The console's invoice list: tab and page live in the URL. */
export function useConsoleInvoices(shopId: string, onSessionLost: () => void): ConsoleInvoicesApi {
  return useConsoleList({
    machine: consoleInvoicesMachine,
    parseTab: parseConsoleInvoiceTab,
    allTab: 'all',
    loadPage: (query, signal) => loadConsoleInvoices(shopId, query, signal),
    connect,
    onSessionLost,
  });
}

/**
 * The issue dialog (the one `.provide()` of machines/console/invoice-issue.machine.ts): `onIssued` gets the
 * invoice issued, or the server's words when it had changed meanwhile.
 */
export function useInvoiceIssue(
  shopId: string,
  onIssued: (issued: { invoiceNo: string | null; message: string | null }) => void,
  onSessionLost: () => void,
): InvoiceIssueApi {
  const [logic] = useState(() =>
    invoiceIssueMachine.provide({
      actors: invoiceIssueActors(shopId),
      actions: {
        issued: (_, { invoice, message }) =>
          onIssued({ invoiceNo: invoice?.invoice.invoiceNo ?? null, message }),
        sessionLost: onSessionLost,
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return connectIssue(snapshot, send);
}
