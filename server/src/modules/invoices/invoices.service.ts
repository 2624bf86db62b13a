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

/** The order statuses of a paid order: such an order may have an invoice (issue #16 item 5). */
export const PAID_STATUSES = [
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'evaluated',
  'completed',
];

/** The invoice's columns as {@link Invoice} (alias i), with the shop's file URL. */
export const INVOICE_COLUMNS = `i.kind, i.title_type AS "titleType", i.title, i.taxpayer_id AS "taxpayerId",
       i.content, i.amount::text AS amount, i.status, i.change_request AS "changeRequest",
       i.invoice_no AS "invoiceNo", i.invoiced_at AS "invoicedAt", i.created_at AS "appliedAt",
       i.file_id AS "fileId"`;

export type InvoiceRow = Omit<Invoice, 'invoicedAt' | 'appliedAt' | 'fileUrl'> & {
  invoicedAt: Date | null;
  appliedAt: Date;
  fileId: string | null;
};

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

interface OrderRow {
  orderNo: string;
  storeName: string;
  orderStatus: InvoiceOrder['orderStatus'];
  payAmount: string;
  paidAt: Date | null;
  hasInvoice: boolean;
  total?: number;
}

const ORDER_COLUMNS = `o.order_no AS "orderNo", st.name AS "storeName", o.status AS "orderStatus",
       o.pay_amount::text AS "payAmount", o.paid_at AS "paidAt", (i.id IS NOT NULL) AS "hasInvoice",
       ${INVOICE_COLUMNS}`;
const ORDER_FROM = `mall_order o JOIN store st ON st.id = o.store_id
       LEFT JOIN invoice i ON i.order_id = o.id`;

function orderView(shopId: string, row: OrderRow & Partial<InvoiceRow>): InvoiceOrder {
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
  const { rows } = await q.query<OrderRow & InvoiceRow>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total
       FROM ${ORDER_FROM}
      WHERE o.user_id = $1 AND o.deleted_at IS NULL AND o.status = ANY($2::text[])
        AND ($3::text IS NULL OR COALESCE(i.status, 'none') = $3)
      ORDER BY o.created_at DESC, o.id DESC LIMIT $4 OFFSET $5`,
    [userId, PAID_STATUSES, status ?? null, size, (current - 1) * size],
  );
  return { records: rows.map((r) => orderView(shopId, r)), total: rows[0]?.total ?? 0, current, size };
}

/** One of the caller's orders with its invoice; 订单不存在 for anyone else's (or a deleted one). */
export async function myInvoiceDetail(
  q: Queryable,
  shopId: string,
  userId: number,
  orderNo: string,
): Promise<InvoiceOrder> {
  const { rows } = await q.query<OrderRow & InvoiceRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.user_id = $1 AND o.order_no = $2 AND o.deleted_at IS NULL`,
    [userId, orderNo],
  );
  if (!rows[0]) throw notFound(ORDER_NOT_FOUND);
  return orderView(shopId, rows[0]);
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
  const { rows } = await q.query<{ id: number; status: string; hasInvoice: boolean }>(
    `SELECT o.id, o.status, EXISTS (SELECT 1 FROM invoice i WHERE i.order_id = o.id) AS "hasInvoice"
       FROM mall_order o WHERE o.user_id = $1 AND o.order_no = $2 AND o.deleted_at IS NULL`,
    [userId, body.orderNo],
  );
  const order = rows[0];
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.hasInvoice) throw new AppError(409, INVOICE_MESSAGES.applied);
  if (!PAID_STATUSES.includes(order.status)) throw new AppError(409, INVOICE_MESSAGES.unpaid);
  const { rowCount } = await q.query(
    `INSERT INTO invoice (shop_id, order_id, user_id, store_id, kind, title_type, title, taxpayer_id, content,
                          amount, status)
     SELECT o.shop_id, o.id, o.user_id, o.store_id, $2, $3, $4, $5, $6, o.pay_amount - o.refunded_amount,
            'applying'
       FROM mall_order o WHERE o.id = $1
     ON CONFLICT (shop_id, order_id) DO NOTHING`,
    [order.id, title.kind, title.titleType, title.title, title.taxpayerId, body.content],
  );
  if (rowCount !== 1) throw new AppError(409, INVOICE_MESSAGES.applied);
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
  const { rowCount } = await q.query(
    `UPDATE invoice i SET status = 'applying', change_request = $3, kind = $4, title_type = $5, title = $6,
            taxpayer_id = $7, content = $8, file_id = NULL, invoice_no = NULL, invoiced_at = NULL
       FROM mall_order o
      WHERE o.id = i.order_id AND o.user_id = $1 AND o.order_no = $2 AND o.deleted_at IS NULL
        AND i.status = 'invoiced'`,
    [
      userId,
      body.orderNo,
      body.request,
      title.kind,
      title.titleType,
      title.title,
      title.taxpayerId,
      body.content,
    ],
  );
  const order = await myInvoiceDetail(q, shopId, userId, body.orderNo);
  if (rowCount !== 1) {
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
