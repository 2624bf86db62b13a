import { fromPromise } from 'xstate';
import { CONSOLE_PAGE_SIZE } from '../../../machines/console/console.types.ts';
import type {
  ConsoleInvoiceQuery,
  StoreInvoicePage,
} from '../../../machines/console/console-invoices.list.ts';
import type { StoreInvoice } from '../../../machines/invoices/invoices.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { consoleInvoicesApi, consoleOssApi } from '../../shared/api/services.ts';

/** A page of the invoices of the stores in scope (the list machine's `loadPage`). */
export async function loadConsoleInvoices(
  shopId: string,
  input: ConsoleInvoiceQuery,
  signal: AbortSignal,
): Promise<StoreInvoicePage> {
  return unwrap(
    await consoleInvoicesApi(shopId).GET('/inv/store/list', {
      params: {
        query: {
          current: input.current,
          size: CONSOLE_PAGE_SIZE,
          ...(input.tab === 'all' ? {} : { status: input.tab }),
        },
      },
      signal,
    }),
  );
}

/** The actors of machines/console/invoice-issue.machine.ts: the PDF goes up first, then the issue. */
export const invoiceIssueActors = (shopId: string) => ({
  uploadPdf: fromPromise<{ fileId: string }, { file: unknown }>(async ({ input, signal }) => {
    const file = input.file as File;
    const form = new FormData();
    form.append('purpose', 'invoice');
    form.append('file', file, file.name);
    const stored = unwrap(
      await consoleOssApi(shopId).POST('/file/upload', {
        body: { file: '', purpose: 'invoice' } as never,
        bodySerializer: () => form,
        signal,
      }),
    );
    return { fileId: stored.fileId };
  }),
  issue: fromPromise<StoreInvoice, { orderNo: string; fileId: string; invoiceNo: string }>(
    async ({ input, signal }) =>
      unwrap(await consoleInvoicesApi(shopId).POST('/inv/store/issue', { body: input, signal })),
  ),
});
