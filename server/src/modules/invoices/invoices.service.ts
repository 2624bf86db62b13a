import {
  INVOICE_MESSAGES,
  firstInvoiceProblem,
  PERSONAL_TITLE,
  type ApplyInvoiceBody,
  type ChangeInvoiceBody,
  type Invoice,
  type InvoiceOrder,
  type InvoiceOrderPage,
  type InvoiceState,
  type InvoiceTitleFields,
} from '../../../../machines/invoices/invoices.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { ORDER_NOT_FOUND } from '../orders/orders.service.ts';
import {
  insertInvoice,
  selectInvoiceOrder,
  selectInvoiceOrders,
  selectOrderToInvoice,
  updateInvoiceForChange,
  type InvoiceOrderRow,
  type InvoiceRow,
} from './invoices.repo.ts';

/** The order statuses of a paid order: such an order may have an invoice (issue #16 item 5). */
export const PAID_STATUSES = [
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'evaluated',
  'completed',
];

export type { InvoiceRow };

export const fileUrl = (shopId: string, fileId: string) => `/iiot/jcmall-oss/file/${shopId}/${fileId}`;

/** An invoice row as the wire has it: the PDF's URL only once issued. */
export function invoiceView(shopId: string, { invoicedAt, appliedAt, fileId, ...r }: InvoiceRow): Invoice {
  return {
    ...r,
    invoicedAt: invoicedAt?.toISOString() ?? null,
    appliedAt: appliedAt.toISOString(),
    fileUrl: r.status === 'invoiced' && fileId ? fileUrl(shopId, fileId) : null,
  };
}

/** An order row as the wire has it, with its invoice's state ('none' without one). */
function orderView(shopId: string, row: InvoiceOrderRow & Partial<InvoiceRow>): InvoiceOrder {
  const invoice = row.hasInvoice ? invoiceView(shopId, row as InvoiceRow) : null;
  return {
    orderNo: row.orderNo,
    storeName: row.storeName,
    orderStatus: row.orderStatus,
    payAmount: row.payAmount,
    paidAt: row.paidAt?.toISOString() ?? null,
    state: invoice?.status ?? 'none',
    invoice,
  };
}

/** The caller's paid orders (not deleted) with their invoice state, newest first. */
export async function myInvoices(
  q: Queryable,
  shopId: string,
  userId: number,
  status: InvoiceState | undefined,
  current: number,
  size: number,
): Promise<InvoiceOrderPage> {
  const rows = await selectInvoiceOrders(q, userId, PAID_STATUSES, status ?? null, { current, size });
  return { records: rows.map((r) => orderView(shopId, r)), total: rows[0]?.total ?? 0, current, size };
}

/** One of the caller's orders with its invoice; 订单不存在 for anyone else's (or a deleted one). */
export async function myInvoiceDetail(
  q: Queryable,
  shopId: string,
  userId: number,
  orderNo: string,
): Promise<InvoiceOrder> {
  const row = await selectInvoiceOrder(q, userId, orderNo);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return orderView(shopId, row);
}

/** The title fields as stored: trimmed, 个人 for an empty personal title is the page's, not ours. */
function checkedTitle(f: InvoiceTitleFields) {
  const problem = firstInvoiceProblem(f);
  if (problem) throw badRequest(INVOICE_MESSAGES[problem]);
  const title = f.title.trim();
  return {
    kind: f.kind,
    titleType: f.titleType,
    title: title || PERSONAL_TITLE,
    taxpayerId: f.titleType === 'unit' ? (f.taxpayerId ?? '').trim() : '',
  };
}

/**
 * Applies for the invoice of one of the caller's paid orders. One INSERT … ON CONFLICT DO NOTHING on the
 * order's unique key, so of concurrent applications one is stored and the others are told 该订单已申请发票.
 * The amount is what was paid less what was refunded.
 */
export async function applyInvoice(
  q: Queryable,
  shopId: string,
  userId: number,
  body: ApplyInvoiceBody,
): Promise<InvoiceOrder> {
  const title = checkedTitle(body);
  const order = await selectOrderToInvoice(q, userId, body.orderNo);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.hasInvoice) throw new AppError(409, INVOICE_MESSAGES.applied);
  if (!PAID_STATUSES.includes(order.status)) throw new AppError(409, INVOICE_MESSAGES.unpaid);
  if (!(await insertInvoice(q, order.id, title, body.content)))
    throw new AppError(409, INVOICE_MESSAGES.applied);
  return myInvoiceDetail(q, shopId, userId, body.orderNo);
}

/**
 * The buyer asks for an issued invoice to be re-issued (update: a new title; exchange: another kind):
 * one conditional UPDATE from invoiced back to applying with the new title fields and the request
 * noted, so the seller issues it again; the old PDF is no longer offered. 发票状态已变更 when the invoice
 * is not issued (still applying, or a racing request came first).
 */
export async function changeInvoice(
  q: Queryable,
  shopId: string,
  userId: number,
  body: ChangeInvoiceBody,
): Promise<InvoiceOrder> {
  const title = checkedTitle(body);
  const changed = await updateInvoiceForChange(q, userId, body.orderNo, body.request, title, body.content);
  const order = await myInvoiceDetail(q, shopId, userId, body.orderNo);
  if (!changed) {
    if (!order.invoice) throw notFound(INVOICE_MESSAGES.missing);
    throw new AppError(409, INVOICE_MESSAGES.statusChanged);
  }
  return order;
}

/** Where the caller's issued invoice is; 发票尚未开具 before it is issued. */
export async function downloadInvoice(
  q: Queryable,
  shopId: string,
  userId: number,
  orderNo: string,
): Promise<{ url: string; invoiceNo: string }> {
  const { invoice } = await myInvoiceDetail(q, shopId, userId, orderNo);
  if (!invoice) throw notFound(INVOICE_MESSAGES.missing);
  if (invoice.status !== 'invoiced' || !invoice.fileUrl) throw new AppError(409, INVOICE_MESSAGES.notIssued);
  return { url: invoice.fileUrl, invoiceNo: invoice.invoiceNo ?? '' };
}
