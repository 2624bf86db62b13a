import type { EventFrom, SnapshotFrom } from 'xstate';
import type { StoreInvoice } from '../invoices/invoices.types.ts';
import type { ChosenFile } from '../shared/picture-upload.machine.ts';
import type { InvoiceIssueProblems, invoiceIssueMachine } from './invoice-issue.machine.ts';

/** What the issue dialog reads from its machine. */
export interface InvoiceIssueApi {
  /** The invoice being issued while the dialog is open, else null. */
  invoice: StoreInvoice | null;
  open(invoice: StoreInvoice): void;
  /** The chosen PDF's name, or null. */
  fileName: string | null;
  chooseFile(info: ChosenFile, file: unknown): void;
  problems: InvoiceIssueProblems;
  isSending: boolean;
  error: string | null;
  submit(invoiceNo: string): void;
  dismiss(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof invoiceIssueMachine>,
  send: (event: EventFrom<typeof invoiceIssueMachine>) => void,
): InvoiceIssueApi {
  const { invoice, fileInfo, problems, error } = snapshot.context;
  return {
    invoice: snapshot.hasTag('open') ? invoice : null,
    open: (i) => send({ type: 'issue.open', invoice: i }),
    fileName: fileInfo?.name ?? null,
    chooseFile: (info, file) => send({ type: 'file.choose', info, file }),
    problems,
    isSending: snapshot.hasTag('sending'),
    error,
    submit: (invoiceNo) => send({ type: 'issue.submit', invoiceNo }),
    dismiss: () => send({ type: 'issue.dismiss' }),
  };
}
