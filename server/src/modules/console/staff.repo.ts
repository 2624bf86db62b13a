import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** A role in a store's staff (openapi console.yaml ConsoleMe.stores.role, less the mall operator). */
type StoreRole = Exclude<components['schemas']['ConsoleMe']['stores'][number]['role'], 'operator'>;
type ConsoleOrder = components['schemas']['ConsoleOrder'];

/** The stores the user works for, with their role in each, by store name. */
export async function selectStaffStores(q: Queryable, userId: number) {
  const { rows } = await q.query<{
    storeId: number;
    storeName: string;
    role: StoreRole;
  }>(
    `SELECT s.store_id AS "storeId", st.name AS "storeName", s.role
       FROM store_staff s JOIN store st ON st.id = s.store_id WHERE s.user_id = $1 ORDER BY st.name`,
    [userId],
  );
  return rows;
}

/** Whether the user holds any role (a purchaser's roles open the purchaser management platform). */
export async function hasRole(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM user_role WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}

/** The open stores (status 1), by name. */
export async function selectOpenStores(q: Queryable) {
  return (
    await q.query<{ storeId: number; storeName: string }>(
      'SELECT id AS "storeId", name AS "storeName" FROM store WHERE status = 1 ORDER BY name',
    )
  ).rows;
}

/**
 * A page of the orders of the stores in scope (null: every store), newest first, in the status unless it
 * is null, whose number is the keyword or one of whose goods' names contains it (any case; '' keeps
 * every order), and how many there are. With `buyerOf`, only orders placed by that user or by an account
 * of their company (the purchaser management platform).
 */
export async function selectConsoleOrders(
  q: Queryable,
  storeIds: number[] | null,
  status: OrderStatus | null,
  keyword: string,
  page: { current: number; size: number },
  buyerOf: number | null = null,
): Promise<{ records: ConsoleOrder[]; total: number }> {
  const { rows } = await q.query<{
    orderNo: string;
    storeName: string;
    status: OrderStatus;
    buyer: string;
    payAmount: string;
    lineCount: number;
    firstLineName: string;
    createdAt: Date;
    paidAt: Date | null;
    total: number;
  }>(
    `SELECT o.order_no AS "orderNo", st.name AS "storeName", o.status, o.receiver AS buyer,
            o.pay_amount::text AS "payAmount",
            (SELECT count(*)::int FROM order_line l WHERE l.order_id = o.id) AS "lineCount",
            COALESCE((SELECT l.name FROM order_line l WHERE l.order_id = o.id ORDER BY l.id LIMIT 1), '') AS "firstLineName",
            o.created_at AS "createdAt", o.paid_at AS "paidAt", count(*) OVER ()::int AS total
       FROM mall_order o JOIN store st ON st.id = o.store_id
      WHERE ($1::bigint[] IS NULL OR o.store_id = ANY($1::bigint[]))
        AND ($2::text IS NULL OR o.status = $2)
        AND ($3 = '' OR o.order_no = $3 OR EXISTS (SELECT 1 FROM order_line l WHERE l.order_id = o.id
                                                     AND strpos(lower(l.name), lower($3)) > 0))
        AND ($6::bigint IS NULL OR o.user_id = $6 OR o.user_id IN (
              SELECT u.id FROM app_user u JOIN app_user me ON me.id = $6
               WHERE me.company_id <> '' AND u.company_id = me.company_id))
      ORDER BY o.created_at DESC, o.id DESC LIMIT $4 OFFSET $5`,
    [storeIds, status, keyword, page.size, (page.current - 1) * page.size, buyerOf],
  );
  return {
    records: rows.map(({ total: _t, createdAt, paidAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      paidAt: paidAt?.toISOString() ?? null,
    })),
    total: rows[0]?.total ?? 0,
  };
}
