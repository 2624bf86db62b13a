import type { EventFrom, SnapshotFrom } from 'xstate';
import type { InvoiceForm, invoiceDetailMachine } from './invoice-detail.machine.ts';
import type { InvoiceOrder } from './invoices.types.ts';

/** What the invoice page reads from its machine. */
export interface InvoiceDetailApi {
  isLoading: boolean;
  loadFailed: boolean;
  retry(): void;
  order: InvoiceOrder | null;
  /** The form is shown: an application (no invoice yet) or a change request (`isChanging`). */
  isEditing: boolean;
  isChanging: boolean;
  isSubmitting: boolean;
  /** 申请换开/修改 is offered (an issued invoice). */
  canChange: boolean;
  startChange(): void;
  cancel(): void;
  /** The server's refusal, or why loading failed. */
  error: string | null;
  submit(form: InvoiceForm): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof invoiceDetailMachine>,
  send: (event: EventFrom<typeof invoiceDetailMachine>) => void,
): InvoiceDetailApi {
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'detail.retry' }),
    order: snapshot.context.order,
    isEditing: snapshot.hasTag('editing'),
    isChanging: snapshot.matches('changing') || snapshot.matches('submittingChange'),
    isSubmitting: snapshot.hasTag('submitting'),
    canChange: snapshot.can({ type: 'change.start' }),
    startChange: () => send({ type: 'change.start' }),
    cancel: () => send({ type: 'form.cancel' }),
    error: snapshot.context.error,
    submit: (form) => send({ type: 'form.submit', form }),
  };
}
