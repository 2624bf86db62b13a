import type { Queryable } from '../../platform/db/database.ts';

/** The buyer's orders (not in the recycle bin) by the statuses the workbench counts. */
export async function selectBuyerCounts(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    pendingPayment: number;
    pendingDelivery: number;
    pendingReceipt: number;
    pendingEvaluation: number;
    openAfterSales: number;
  }>(
    `SELECT count(*) FILTER (WHERE status = 'pendingPayment')::int AS "pendingPayment",
            count(*) FILTER (WHERE status = 'pendingDelivery')::int AS "pendingDelivery",
            count(*) FILTER (WHERE status = 'pendingReceipt')::int AS "pendingReceipt",
            count(*) FILTER (WHERE status = 'pendingEvaluation')::int AS "pendingEvaluation",
            (SELECT count(*)::int FROM after_sale a
              WHERE a.user_id = $1 AND a.status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding'))
              AS "openAfterSales"
       FROM mall_order WHERE user_id = $1 AND recycled_at IS NULL`,
    [userId],
  );
  return rows[0]!;
}

/**
 * The stores the user owns (by application) or works for (as staff), with what waits for them: paid
 * orders to ship and after-sales requests to answer (applied, or a return received back to check).
 */
export async function selectWorkStores(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    storeId: number;
    storeName: string;
    status: number;
    role: 'owner' | 'staff' | 'service';
    toShip: number;
    toAnswer: number;
  }>(
    `WITH mine AS (
       SELECT id AS store_id, 'owner' AS role FROM store WHERE owner_user_id = $1
       UNION
       SELECT store_id, role FROM store_staff WHERE user_id = $1)
     SELECT DISTINCT ON (st.id) st.id AS "storeId", st.name AS "storeName", st.status, m.role,
            (SELECT count(*)::int FROM mall_order o WHERE o.store_id = st.id AND o.status = 'pendingDelivery') AS "toShip",
            (SELECT count(*)::int FROM after_sale a WHERE a.store_id = st.id AND a.status IN ('applied', 'returnShipped'))
              AS "toAnswer"
       FROM mine m JOIN store st ON st.id = m.store_id
      ORDER BY st.id, (m.role = 'owner') DESC`,
    [userId],
  );
  return rows;
}
