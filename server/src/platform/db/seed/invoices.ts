import type { Queryable } from '../database.ts';

/**
 * Invoice applications on the demo buyers' paid orders (buyer01 and person01 of DEMO; seed/orders.ts), so
 * uc-invoice shows orders with and without one from the first start, and the console has invoices to
 * issue: of each buyer's paid orders not in the recycle bin, the two oldest are applying (a unit's VAT
 * special invoice, then a personal electronic one); the rest have none. Issued invoices are not seeded:
 * their PDF would be the seed's only file that is not an SVG picture (tests/server/platform/seed.test.ts).
 * Deterministic: times follow the orders'.
 */
export async function seedInvoices(q: Queryable): Promise<void> {
  await q.query(
    `WITH paid AS (
       SELECT o.*, row_number() OVER (PARTITION BY o.user_id ORDER BY o.created_at, o.id)::int AS rank
         FROM mall_order o JOIN app_user u ON u.id = o.user_id
        WHERE o.shop_id = 'DEMO' AND u.user_name IN ('buyer01', 'person01') AND o.recycled_at IS NULL
          AND o.status IN ('pendingDelivery', 'pendingReceipt', 'pendingEvaluation', 'evaluated', 'completed'))
     INSERT INTO invoice (shop_id, order_id, user_id, store_id, kind, title_type, title, taxpayer_id, content,
                          amount, status, created_at)
     SELECT shop_id, id, user_id, store_id,
            CASE rank WHEN 1 THEN 'vatSpecial' ELSE 'electronicOrdinary' END,
            CASE rank WHEN 1 THEN 'unit' ELSE 'personal' END,
            CASE rank WHEN 1 THEN '北京京诚采购科技有限公司' ELSE '个人' END,
            CASE rank WHEN 1 THEN '91110108MA01ABCD2X' ELSE '' END,
            '商品明细', pay_amount - refunded_amount, 'applying', paid_at + interval '1 hour'
       FROM paid WHERE rank <= 2 ORDER BY id`,
  );
}
