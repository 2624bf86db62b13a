import { fromPromise } from 'xstate';
import type {
  ApplyInvoiceBody,
  ChangeInvoiceBody,
  InvoiceOrder,
  InvoiceState,
} from '../../../machines/invoices/invoices.types.ts';
import { INVOICES_PAGE_SIZE } from '../../../machines/invoices/my-invoices.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { invoicesApi } from '../../shared/api/services.ts';

/** The buyer's paid orders with their invoice state (machines/invoices/my-invoices.machine.ts). */
export const myInvoicesActors = {
  loadPage: fromPromise<
    { records: InvoiceOrder[]; total: number },
    { status: InvoiceState | null; page: number }
  >(async ({ input, signal }) => {
    const page = unwrap(
      await invoicesApi.GET('/inv/list', {
        params: {
          query: {
            current: input.page,
            size: INVOICES_PAGE_SIZE,
            ...(input.status ? { status: input.status } : {}),
          },
        },
        signal,
      }),
    );
    return { records: page.records, total: page.total };
  }),
};

/** One order's invoice (machines/invoices/invoice-detail.machine.ts). */
export const invoiceDetailActors = {
  loadDetail: fromPromise<InvoiceOrder, { orderNo: string }>(async ({ input, signal }) =>
    unwrap(await invoicesApi.GET('/inv/detail', { params: { query: input }, signal })),
  ),
  applyInvoice: fromPromise<InvoiceOrder, ApplyInvoiceBody>(async ({ input }) =>
    unwrap(await invoicesApi.POST('/inv/apply', { body: input })),
  ),
  changeInvoice: fromPromise<InvoiceOrder, ChangeInvoiceBody>(async ({ input }) =>
    unwrap(await invoicesApi.POST('/inv/change', { body: input })),
  ),
};
