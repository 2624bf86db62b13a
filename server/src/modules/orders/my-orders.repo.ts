import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectOrderSummaries } from './orders.repo.ts';

/** The user's submissions with an order awaiting payment past its time, by id. */
export async function selectDueSubmissions(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT DISTINCT submission_id AS id FROM mall_order
      WHERE user_id = $1 AND status = 'pendingPayment' AND expires_at <= now() ORDER BY 1`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** A LIKE pattern matching the text anywhere, with its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the user's orders in the recycle bin or out of it, in `statuses`, whose number is the keyword
 * or one of whose goods' names contains it, created within the days `from`–`to` (YYYY-MM-DD, China time,
 * inclusive); newest first.
 */
export async function selectOrderList(
  q: Queryable,
  userId: number,
  filter: {
    recycled: boolean;
    statuses: readonly OrderStatus[];
    keyword: string | null;
    from: string | null;
    to: string | null;
  },
  page: { current: number; size: number },
) {
  return selectOrderSummaries(
    q,
    userId,
    `(o.recycled_at IS NOT NULL) = $1
     AND o.status = ANY($2::text[])
     AND ($3::text IS NULL OR o.order_no = $3
          OR EXISTS (SELECT 1 FROM order_line k WHERE k.order_id = o.id AND k.name ILIKE $4))
     AND ($5::date IS NULL OR o.created_at >= $5::date::timestamp AT TIME ZONE 'Asia/Shanghai')
     AND ($6::date IS NULL OR o.created_at < ($6::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai')`,
    [
      filter.recycled,
      filter.statuses,
      filter.keyword,
      filter.keyword === null ? null : containing(filter.keyword),
      filter.from,
      filter.to,
    ],
    page,
  );
}

/** How many of the user's orders (not deleted) there are of each status, in the recycle bin and out of it. */
export async function selectOrderCounts(q: Queryable, userId: number) {
  const { rows } = await q.query<{ status: OrderStatus; recycled: boolean; n: number }>(
    `SELECT status, recycled_at IS NOT NULL AS recycled, count(*)::int AS n FROM mall_order
      WHERE user_id = $1 AND deleted_at IS NULL GROUP BY 1, 2`,
    [userId],
  );
  return rows;
}

/** How many of the user's after-sales requests are in one of `statuses`. */
export async function countAfterSales(
  q: Queryable,
  userId: number,
  statuses: readonly string[],
): Promise<number> {
  const { rows: afs } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM after_sale WHERE user_id = $1 AND status = ANY($2::text[])',
    [userId, statuses],
  );
  return afs[0]?.n ?? 0;
}

export interface OwnOrder {
  id: number;
  status: OrderStatus;
  recycled: boolean;
}

/** The user's order by number, not deleted, and whether it is in the recycle bin; undefined when none. */
export async function selectOwnOrder(
  q: Queryable,
  userId: number,
  orderNo: string,
): Promise<OwnOrder | undefined> {
  const { rows } = await q.query<OwnOrder>(
    `SELECT id, status, recycled_at IS NOT NULL AS recycled FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  return rows[0];
}

/** Moves the order to the recycle bin if it is still `status`, out of the bin and not deleted; false otherwise. */
export async function markRecycled(q: Queryable, orderId: number, status: OrderStatus): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE mall_order SET recycled_at = now()
      WHERE id = $1 AND status = $2 AND recycled_at IS NULL AND deleted_at IS NULL`,
    [orderId, status],
  );
  return rowCount === 1;
}

/** Takes the order out of the recycle bin if it is in it and not deleted; false otherwise. */
export async function markRestored(q: Queryable, orderId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE mall_order SET recycled_at = NULL
      WHERE id = $1 AND recycled_at IS NOT NULL AND deleted_at IS NULL`,
    [orderId],
  );
  return rowCount === 1;
}

/** Deletes the order for its buyer if it is in the recycle bin and not deleted yet; false otherwise. */
export async function markDeleted(q: Queryable, orderId: number): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE mall_order SET deleted_at = now()
      WHERE id = $1 AND recycled_at IS NOT NULL AND deleted_at IS NULL`,
    [orderId],
  );
  return rowCount === 1;
}

/** The SKU, name and quantity of each line of the order, by id. */
export async function selectLinesToReorder(q: Queryable, orderId: number) {
  const { rows } = await q.query<{ skuId: number; name: string; quantity: string }>(
    `SELECT sku_id AS "skuId", name, trim_scale(quantity)::text AS quantity
       FROM order_line WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows;
}
