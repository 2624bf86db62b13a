import type { components } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

type ConsoleOrderDetail = components['schemas']['ConsoleOrderDetail'];

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/**
 * An order of the stores in scope (null: every store) by number, with its store and buyer, without lines
 * and packages; the buyer's recycle bin does not hide it. Undefined when none.
 */
export async function selectConsoleOrder(
  q: Queryable,
  storeIds: readonly number[] | null,
  orderNo: string,
): Promise<(Omit<ConsoleOrderDetail, 'lines' | 'packages'> & { id: number }) | undefined> {
  const { rows } = await q.query<
    Omit<
      ConsoleOrderDetail,
      'lines' | 'packages' | 'createdAt' | 'paidAt' | 'shippedAt' | 'receivedAt' | 'canceledAt'
    > & {
      id: number;
      createdAt: Date;
      paidAt: Date | null;
      shippedAt: Date | null;
      receivedAt: Date | null;
      canceledAt: Date | null;
    }
  >(
    `SELECT o.id, o.order_no AS "orderNo", o.store_id AS "storeId", st.name AS "storeName", o.status,
            u.user_name AS buyer, o.receiver, o.phone, o.address, o.delivery_method AS "deliveryMethod",
            o.message, o.goods_amount::text AS "goodsAmount", o.shipping_fee::text AS "shippingFee",
            o.coupon_amount::text AS "couponAmount", o.points_amount::text AS "pointsAmount",
            o.pay_amount::text AS "payAmount", o.pay_method AS "payMethod", o.created_at AS "createdAt",
            o.paid_at AS "paidAt", o.shipped_at AS "shippedAt", o.received_at AS "receivedAt",
            o.canceled_at AS "canceledAt", o.cancel_reason AS "cancelReason"
       FROM mall_order o JOIN store st ON st.id = o.store_id JOIN app_user u ON u.id = o.user_id
      WHERE o.order_no = $1 AND ($2::bigint[] IS NULL OR o.store_id = ANY($2::bigint[]))`,
    [orderNo, storeIds],
  );
  const o = rows[0];
  if (!o) return undefined;
  return {
    ...o,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    shippedAt: iso(o.shippedAt),
    receivedAt: iso(o.receivedAt),
    canceledAt: iso(o.canceledAt),
  };
}

/** The lines of an order, by id, each with how much of it has been shipped. */
export async function selectConsoleOrderLines(
  q: Queryable,
  orderId: number,
): Promise<ConsoleOrderDetail['lines']> {
  const lines = await q.query<ConsoleOrderDetail['lines'][number]>(
    `SELECT l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg", l.specs, l.unit,
            l.price::text AS price, trim_scale(l.quantity)::text AS quantity, l.amount::text AS amount,
            trim_scale(COALESCE((SELECT sum(sl.quantity) FROM shipment_line sl WHERE sl.order_line_id = l.id), 0))::text
              AS "shippedQuantity"
       FROM order_line l WHERE l.order_id = $1 ORDER BY l.id`,
    [orderId],
  );
  return lines.rows.map((l) => ({ ...l, price: priceString(l.price)! }));
}
