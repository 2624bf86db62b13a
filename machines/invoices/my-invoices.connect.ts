import type { EventFrom, SnapshotFrom } from 'xstate';
import type { InvoiceOrder, InvoiceState } from './invoices.types.ts';
import { INVOICES_PAGE_SIZE, type myInvoicesMachine } from './my-invoices.machine.ts';

export interface MyInvoicesApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  status: InvoiceState | null;
  setStatus(status: InvoiceState | null): void;
  records: InvoiceOrder[];
  page: number;
  pageCount: number;
  canGo(page: number): boolean;
  goToPage(page: number): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof myInvoicesMachine>,
  send: (event: EventFrom<typeof myInvoicesMachine>) => void,
): MyInvoicesApi {
  const { status, page, records, total, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    retry: () => send({ type: 'list.retry' }),
    status,
    setStatus: (s) => send({ type: 'filter.set', status: s }),
    records,
    page,
    pageCount: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)),
    canGo: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
  };
}
