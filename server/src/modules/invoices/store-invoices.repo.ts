import type { Queryable } from '../../platform/db/database.ts';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoices.repo.ts';

/** The stores a console user works for, or every store for the mall operator (console/staff.service.ts). */
export type StoreScope = readonly number[] | 'any';

const COLUMNS = `o.order_no AS "orderNo", i.store_id AS "storeId", st.name AS "storeName",
       o.receiver AS buyer, ${INVOICE_COLUMNS}`;
const FROM = `invoice i JOIN mall_order o ON o.id = i.order_id JOIN store st ON st.id = i.store_id`;
const IN_SCOPE = `($1::bigint[] IS NULL OR i.store_id = ANY($1::bigint[]))`;

/** An invoice with its order's number, its store and the order's receiver. */
export type StoreInvoiceRow = InvoiceRow & {
  orderNo: string;
  storeId: number;
  storeName: string;
  buyer: string;
  total?: number;
};

const scopeParam = (stores: StoreScope) => (stores === 'any' ? null : [...stores]);

/** A page of the invoices of the stores in scope, in the status unless it is null, newest first; each row carries the total. */
export async function selectStoreInvoices(
  q: Queryable,
  stores: StoreScope,
  status: 'applying' | 'invoiced' | null,
  page: { current: number; size: number },
): Promise<StoreInvoiceRow[]> {
  const { rows } = await q.query<StoreInvoiceRow>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM ${FROM}
      WHERE ${IN_SCOPE} AND ($2::text IS NULL OR i.status = $2)
      ORDER BY i.created_at DESC, i.id DESC LIMIT $3 OFFSET $4`,
    [scopeParam(stores), status, page.size, (page.current - 1) * page.size],
  );
  return rows;
}

/** Whether the file is a PDF the user uploaded for invoices. */
export async function isInvoiceFile(q: Queryable, fileId: string, userId: number): Promise<boolean> {
  const file = await q.query(
    `SELECT 1 FROM file_object
      WHERE id = $1 AND purpose = 'invoice' AND content_type = 'application/pdf' AND owner_user_id = $2`,
    [fileId, userId],
  );
  return file.rows.length > 0;
}

/** The id of the invoice of an order of a store in scope; undefined when none. */
export async function selectStoreInvoiceId(
  q: Queryable,
  stores: StoreScope,
  orderNo: string,
): Promise<number | undefined> {
  const { rows: found } = await q.query<{ id: number }>(
    `SELECT i.id FROM ${FROM} WHERE ${IN_SCOPE} AND o.order_no = $2`,
    [scopeParam(stores), orderNo],
  );
  return found[0]?.id;
}

/**
 * Issues an applying invoice with its PDF and number, answering any change request, by one conditional
 * UPDATE (`status = 'applying'`); false when it is no longer applying.
 */
export async function markInvoiced(
  q: Queryable,
  invoiceId: number,
  fileId: string,
  invoiceNo: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE invoice SET status = 'invoiced', file_id = $2, invoice_no = $3, invoiced_at = now(),
            change_request = NULL
      WHERE id = $1 AND status = 'applying'`,
    [invoiceId, fileId, invoiceNo],
  );
  return rowCount === 1;
}

/** An invoice by id, as {@link selectStoreInvoices} has it. */
export async function selectStoreInvoice(q: Queryable, invoiceId: number): Promise<StoreInvoiceRow> {
  const { rows } = await q.query<StoreInvoiceRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE i.id = $1`, [
    invoiceId,
  ]);
  return rows[0]!;
}
