import type { components } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';
import { packagesOf } from '../orders/fulfilment.service.ts';

/** One order as the console shows it (openapi console.yaml ConsoleOrderDetail). */
export type ConsoleOrderDetail = components['schemas']['ConsoleOrderDetail'];

type Row = Omit<
  ConsoleOrderDetail,
  'lines' | 'packages' | 'createdAt' | 'paidAt' | 'shippedAt' | 'receivedAt' | 'canceledAt'
> & {
  id: number;
  createdAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
  canceledAt: Date | null;
};

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/**
 * One order of the stores in scope, with its lines (and how much of each has been shipped), the
 * delivery address and the packages; 404 订单不存在 for an unknown order or another store's. The seller
 * keeps seeing an order the buyer deleted from their recycle bin.
 */
export async function consoleOrderDetail(
  q: Queryable,
  storeIds: readonly number[] | 'any',
  orderNo: string,
): Promise<ConsoleOrderDetail> {
  const { rows } = await q.query<Row>(
    `SELECT o.id, o.order_no AS "orderNo", o.store_id AS "storeId", st.name AS "storeName", o.status,
            u.user_name AS buyer, o.receiver, o.phone, o.address, o.delivery_method AS "deliveryMethod",
            o.message, o.goods_amount::text AS "goodsAmount", o.shipping_fee::text AS "shippingFee",
            o.coupon_amount::text AS "couponAmount", o.points_amount::text AS "pointsAmount",
            o.pay_amount::text AS "payAmount", o.pay_method AS "payMethod", o.created_at AS "createdAt",
            o.paid_at AS "paidAt", o.shipped_at AS "shippedAt", o.received_at AS "receivedAt",
            o.canceled_at AS "canceledAt", o.cancel_reason AS "cancelReason"
       FROM mall_order o JOIN store st ON st.id = o.store_id JOIN app_user u ON u.id = o.user_id
      WHERE o.order_no = $1 AND ($2::bigint[] IS NULL OR o.store_id = ANY($2::bigint[]))`,
    [orderNo, storeIds === 'any' ? null : storeIds],
  );
  const o = rows[0];
  if (!o) throw notFound('订单不存在');
  const lines = await q.query<ConsoleOrderDetail['lines'][number]>(
    `SELECT l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg", l.specs, l.unit,
            l.price::text AS price, trim_scale(l.quantity)::text AS quantity, l.amount::text AS amount,
            trim_scale(COALESCE((SELECT sum(sl.quantity) FROM shipment_line sl WHERE sl.order_line_id = l.id), 0))::text
              AS "shippedQuantity"
       FROM order_line l WHERE l.order_id = $1 ORDER BY l.id`,
    [o.id],
  );
  const { id, ...rest } = o;
  return {
    ...rest,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    shippedAt: iso(o.shippedAt),
    receivedAt: iso(o.receivedAt),
    canceledAt: iso(o.canceledAt),
    lines: lines.rows.map((l) => ({ ...l, price: priceString(l.price)! })),
    packages: await packagesOf(q, id),
  };
}
