import type { Queryable } from '../../platform/db/database.ts';

/** The tenants with open groups past their time (SECURITY DEFINER: the sweep runs for every tenant). */
export async function selectShopsWithGroupsDue(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ shop: string }>('SELECT shops_with_groups_due() AS shop');
  return rows.map((r) => r.shop);
}

/**
 * Fails every open group of the tenant past its time, by one conditional UPDATE (open → failed): of two
 * sweepers (two API nodes) only one changes a group, and only it refunds the group's orders. A payment
 * that filled the group first (it locks the group's row) formed it, and the group is no longer open.
 */
export async function failGroupsDue(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE promo_group SET status = 'failed', failed_at = now()
      WHERE status = 'open' AND expires_at <= now() RETURNING id`,
  );
  return rows.map((r) => r.id);
}

/** The orders of a group that are not cancelled: paid ones wait in grouping, the others await payment. */
export async function selectGroupOrders(q: Queryable, groupId: number) {
  const { rows } = await q.query<{
    id: number;
    submissionId: number;
    userId: number;
    status: string;
  }>(
    `SELECT o.id, o.submission_id AS "submissionId", o.user_id AS "userId", o.status
       FROM promo_order po JOIN mall_order o ON o.shop_id = po.shop_id AND o.id = po.order_id
      WHERE po.group_id = $1 AND o.status IN ('grouping', 'pendingPayment')
      ORDER BY o.id`,
    [groupId],
  );
  return rows;
}

/** Cancels a paid order waiting in its group (grouping → canceled, once); what was paid, or undefined. */
export async function cancelGroupingOrder(q: Queryable, orderId: number, to: string, reason: string) {
  const { rows } = await q.query<{
    userId: number;
    submissionId: number;
    payMethod: 'alipay' | 'wechat' | 'balance' | 'points' | null;
    payAmount: string;
    pointsUsed: number;
    paidPoints: number;
  }>(
    `UPDATE mall_order o SET status = $2, canceled_at = now(), cancel_reason = $3
      WHERE o.id = $1 AND o.status = 'grouping'
     RETURNING o.user_id AS "userId", o.submission_id AS "submissionId", o.pay_method AS "payMethod",
               o.pay_amount::text AS "payAmount", o.points_used AS "pointsUsed",
               COALESCE((SELECT p.points FROM payment p WHERE p.submission_id = o.submission_id AND p.status = 'paid'
                          LIMIT 1), 0) AS "paidPoints"`,
    [orderId, to, reason],
  );
  return rows[0];
}

/** Notes that an order's money went back (balance and points at once, a provider's once it took the request). */
export async function markPromoRefunded(q: Queryable, orderId: number): Promise<void> {
  await q.query('UPDATE promo_order SET refunded_at = now() WHERE order_id = $1 AND refunded_at IS NULL', [
    orderId,
  ]);
}

/** Provider refunds of failed groups not yet taken by the provider (sent after commit, retried by the sweep). */
export async function selectProviderRefundsDue(q: Queryable) {
  const { rows } = await q.query<{
    orderId: number;
    method: 'alipay' | 'wechat';
    amount: string;
    providerTxnId: string | null;
  }>(
    `SELECT o.id AS "orderId", o.pay_method AS method, o.pay_amount::text AS amount,
            (SELECT p.provider_txn_id FROM payment p WHERE p.submission_id = o.submission_id AND p.status = 'paid'
              LIMIT 1) AS "providerTxnId"
       FROM promo_order po
       JOIN promo_group g ON g.shop_id = po.shop_id AND g.id = po.group_id
       JOIN mall_order o ON o.shop_id = po.shop_id AND o.id = po.order_id
      WHERE g.status = 'failed' AND po.refunded_at IS NULL AND o.status = 'canceled' AND o.paid_at IS NOT NULL
        AND o.pay_method IN ('alipay', 'wechat') AND o.pay_amount > 0`,
  );
  return rows;
}
