import type { Invoice, InvoiceOrder, InvoiceState } from '../../../../machines/invoices/invoices.types.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** The invoice's columns as {@link InvoiceRow} (alias i). */
export const INVOICE_COLUMNS = `i.kind, i.title_type AS "titleType", i.title, i.taxpayer_id AS "taxpayerId",
       i.content, i.amount::text AS amount, i.status, i.change_request AS "changeRequest",
       i.invoice_no AS "invoiceNo", i.invoiced_at AS "invoicedAt", i.created_at AS "appliedAt",
       i.file_id AS "fileId"`;

/** An invoice as stored: {@link Invoice} with its PDF's file id in place of the URL. */
export type InvoiceRow = Omit<Invoice, 'invoicedAt' | 'appliedAt' | 'fileUrl'> & {
  invoicedAt: Date | null;
  appliedAt: Date;
  fileId: string | null;
};

/** An order with its invoice's columns (all null when it has none). */
export interface InvoiceOrderRow {
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

/**
 * A page of the user's orders (not deleted) of `statuses` with their invoice, in the invoice state unless
 * it is null ('none': without an invoice), newest first; each row carries the total.
 */
export async function selectInvoiceOrders(
  q: Queryable,
  userId: number,
  statuses: readonly string[],
  state: InvoiceState | null,
  page: { current: number; size: number },
) {
  const { rows } = await q.query<InvoiceOrderRow & InvoiceRow>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total
       FROM ${ORDER_FROM}
      WHERE o.user_id = $1 AND o.deleted_at IS NULL AND o.status = ANY($2::text[])
        AND ($3::text IS NULL OR COALESCE(i.status, 'none') = $3)
      ORDER BY o.created_at DESC, o.id DESC LIMIT $4 OFFSET $5`,
    [userId, statuses, state, page.size, (page.current - 1) * page.size],
  );
  return rows;
}

/** One of the user's orders (not deleted) with its invoice; undefined when none. */
export async function selectInvoiceOrder(q: Queryable, userId: number, orderNo: string) {
  const { rows } = await q.query<InvoiceOrderRow & InvoiceRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
      WHERE o.user_id = $1 AND o.order_no = $2 AND o.deleted_at IS NULL`,
    [userId, orderNo],
  );
  return rows[0];
}

/** The user's order (not deleted): its id, status and whether it has an invoice; undefined when none. */
export async function selectOrderToInvoice(q: Queryable, userId: number, orderNo: string) {
  const { rows } = await q.query<{ id: number; status: string; hasInvoice: boolean }>(
    `SELECT o.id, o.status, EXISTS (SELECT 1 FROM invoice i WHERE i.order_id = o.id) AS "hasInvoice"
       FROM mall_order o WHERE o.user_id = $1 AND o.order_no = $2 AND o.deleted_at IS NULL`,
    [userId, orderNo],
  );
  return rows[0];
}

/** The invoice's title fields as stored. */
export interface InvoiceTitle {
  kind: string;
  titleType: string;
  title: string;
  taxpayerId: string;
}

/**
 * The order's invoice in `applying`, for what was paid less what was refunded, by one INSERT … ON
 * CONFLICT DO NOTHING on the order's unique key; false when the order already has one.
 */
export async function insertInvoice(
  q: Queryable,
  orderId: number,
  title: InvoiceTitle,
  content: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO invoice (shop_id, order_id, user_id, store_id, kind, title_type, title, taxpayer_id, content,
                          amount, status)
     SELECT o.shop_id, o.id, o.user_id, o.store_id, $2, $3, $4, $5, $6, o.pay_amount - o.refunded_amount,
            'applying'
       FROM mall_order o WHERE o.id = $1
     ON CONFLICT (shop_id, order_id) DO NOTHING`,
    [orderId, title.kind, title.titleType, title.title, title.taxpayerId, content],
  );
  return rowCount === 1;
}

/**
 * Moves the invoice of the user's order (not deleted) from invoiced back to applying with new title fields
 * and the change request noted, dropping the issued PDF, by one conditional UPDATE; false when it is not
 * invoiced (or there is none).
 */
export async function updateInvoiceForChange(
  q: Queryable,
  userId: number,
  orderNo: string,
  request: string,
  title: InvoiceTitle,
  content: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE invoice i SET status = 'applying', change_request = $3, kind = $4, title_type = $5, title = $6,
            taxpayer_id = $7, content = $8, file_id = NULL, invoice_no = NULL, invoiced_at = NULL
       FROM mall_order o
      WHERE o.id = i.order_id AND o.user_id = $1 AND o.order_no = $2 AND o.deleted_at IS NULL
        AND i.status = 'invoiced'`,
    [userId, orderNo, request, title.kind, title.titleType, title.title, title.taxpayerId, content],
  );
  return rowCount === 1;
}
