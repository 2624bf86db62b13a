import {
  INVOICE_MESSAGES,
  isInvoiceNo,
  type StoreInvoice,
} from '../../../../machines/invoices/invoices.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { invoiceView } from './invoices.service.ts';
import {
  isInvoiceFile,
  markInvoiced,
  selectStoreInvoice,
  selectStoreInvoiceId,
  selectStoreInvoices,
  type StoreInvoiceRow,
  type StoreScope,
} from './store-invoices.repo.ts';

/** An invoice as the console shows it, under its order and store. */
const view = (
  shopId: string,
  { orderNo, storeId, storeName, buyer, total: _t, ...invoice }: StoreInvoiceRow,
): StoreInvoice => ({
  orderNo,
  storeId,
  storeName,
  buyer,
  invoice: invoiceView(shopId, invoice),
});

/** The invoices of the stores in scope, newest first, by status. */
export async function storeInvoices(
  q: Queryable,
  shopId: string,
  stores: StoreScope,
  status: 'applying' | 'invoiced' | undefined,
  current: number,
  size: number,
) {
  const rows = await selectStoreInvoices(q, stores, status ?? null, { current, size });
  return { records: rows.map((r) => view(shopId, r)), total: rows[0]?.total ?? 0, current, size };
}

/**
 * Issues an applying invoice of a store in scope with a PDF the caller uploaded for invoices: one
 * conditional UPDATE (`status = 'applying'`), so of two racing issues one wins and the other is told
 * 发票状态已变更. The buyer's change request, if any, is answered by it.
 */
export async function issueInvoice(
  q: Queryable,
  shopId: string,
  user: SessionUser,
  stores: StoreScope,
  body: { orderNo: string; fileId: string; invoiceNo: string },
): Promise<StoreInvoice> {
  const invoiceNo = body.invoiceNo.trim();
  if (!isInvoiceNo(invoiceNo)) throw badRequest(INVOICE_MESSAGES.invoiceNo);
  const isFile = await isInvoiceFile(q, body.fileId, user.userId);
  const id = await selectStoreInvoiceId(q, stores, body.orderNo);
  if (id === undefined) throw notFound(INVOICE_MESSAGES.missing);
  if (!isFile) throw badRequest(INVOICE_MESSAGES.file);
  if (!(await markInvoiced(q, id, body.fileId, invoiceNo)))
    throw new AppError(409, INVOICE_MESSAGES.statusChanged);
  return view(shopId, await selectStoreInvoice(q, id));
}
