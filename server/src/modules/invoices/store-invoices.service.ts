import {
  INVOICE_MESSAGES,
  isInvoiceNo,
  type StoreInvoice,
} from '../../../../machines/invoices/invoices.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { INVOICE_COLUMNS, invoiceView, type InvoiceRow } from './invoices.service.ts';

/** The stores a console user works for, or every store for the mall operator (console/staff.service.ts). */
type StoreScope = readonly number[] | 'any';

const COLUMNS = `o.order_no AS "orderNo", i.store_id AS "storeId", st.name AS "storeName",
       o.receiver AS buyer, ${INVOICE_COLUMNS}`;
const FROM = `invoice i JOIN mall_order o ON o.id = i.order_id JOIN store st ON st.id = i.store_id`;
const IN_SCOPE = `($1::bigint[] IS NULL OR i.store_id = ANY($1::bigint[]))`;

type Row = InvoiceRow & {
  orderNo: string;
  storeId: number;
  storeName: string;
  buyer: string;
  total?: number;
};

const view = (
  shopId: string,
  { orderNo, storeId, storeName, buyer, total: _t, ...invoice }: Row,
): StoreInvoice => ({
  orderNo,
  storeId,
  storeName,
  buyer,
  invoice: invoiceView(shopId, invoice),
});

const scopeParam = (stores: StoreScope) => (stores === 'any' ? null : [...stores]);

/** The invoices of the stores in scope, newest first, by status. */
export async function storeInvoices(
  q: Queryable,
  shopId: string,
  stores: StoreScope,
  status: 'applying' | 'invoiced' | undefined,
  current: number,
  size: number,
) {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
      WHERE ${IN_SCOPE} AND ($2::text IS NULL OR i.status = $2)
      ORDER BY i.created_at DESC, i.id DESC LIMIT $3 OFFSET $4`,
    [scopeParam(stores), status ?? null, size, (current - 1) * size],
  );
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
  const file = await q.query(
    `SELECT 1 FROM file_object
      WHERE id = $1 AND purpose = 'invoice' AND content_type = 'application/pdf' AND owner_user_id = $2`,
    [body.fileId, user.userId],
  );
  const { rows: found } = await q.query<{ id: number }>(
    `SELECT i.id FROM ${FROM} WHERE ${IN_SCOPE} AND o.order_no = $2`,
    [scopeParam(stores), body.orderNo],
  );
  if (!found[0]) throw notFound(INVOICE_MESSAGES.missing);
  if (file.rows.length === 0) throw badRequest(INVOICE_MESSAGES.file);
  const { rowCount } = await q.query(
    `UPDATE invoice SET status = 'invoiced', file_id = $2, invoice_no = $3, invoiced_at = now(),
            change_request = NULL
      WHERE id = $1 AND status = 'applying'`,
    [found[0].id, body.fileId, invoiceNo],
  );
  if (rowCount !== 1) throw new AppError(409, INVOICE_MESSAGES.statusChanged);
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM ${FROM} WHERE i.id = $1`, [found[0].id]);
  return view(shopId, rows[0]!);
}
