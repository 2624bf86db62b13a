import type Decimal from 'decimal.js';
import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** A shipment's logistics status (openapi order.yaml LogisticsStatus). */
type LogisticsStatus = components['schemas']['LogisticsStatus'];

export interface OrderRow {
  id: number;
  status: OrderStatus;
  storeId: number;
  deliveryMethod: number;
}

/** An order by number (not deleted), its row locked for the rest of the transaction; undefined when none. */
export async function selectOrderForUpdate(q: Queryable, orderNo: string): Promise<OrderRow | undefined> {
  const { rows } = await q.query<OrderRow>(
    `SELECT id, status, store_id AS "storeId", delivery_method AS "deliveryMethod"
       FROM mall_order WHERE order_no = $1 AND deleted_at IS NULL FOR UPDATE`,
    [orderNo],
  );
  return rows[0];
}

/**
 * The order's lines with what is left to send of each (what was ordered less what a refund gave back
 * before shipping), and whether a refund of the line is asked for or under way.
 */
export async function selectLinesToShip(q: Queryable, orderId: number) {
  const { rows } = await q.query<{ id: number; quantity: string; refunding: boolean }>(
    `SELECT l.id, (l.quantity - COALESCE(sum(a.quantity) FILTER (WHERE a.status = 'refunded'), 0))::text AS quantity,
            COALESCE(bool_or(a.status IN ('applied', 'refunding')), false) AS refunding
       FROM order_line l LEFT JOIN after_sale a ON a.order_line_id = l.id
      WHERE l.order_id = $1 GROUP BY l.shop_id, l.id ORDER BY l.id`,
    [orderId],
  );
  return rows;
}

/** A package of the order, due for its first step after the shop's logistics_step_seconds; its id. */
export async function insertShipment(
  q: Queryable,
  orderId: number,
  courier: string,
  waybill: string,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO shipment (shop_id, order_id, courier, waybill, next_step_at)
         VALUES (current_setting('app.shop_id', true), $1, $2, $3,
                 now() + make_interval(secs => (SELECT logistics_step_seconds FROM base_config
                                                 WHERE shop_id = current_setting('app.shop_id', true))))
         RETURNING id`,
    [orderId, courier, waybill],
  );
  return rows[0]!.id;
}

/** What travels in a package: the quantity of each order line. */
export async function insertShipmentLines(
  q: Queryable,
  shipmentId: number,
  lines: Array<{ lineId: number; quantity: Decimal }>,
): Promise<void> {
  await q.query(
    `INSERT INTO shipment_line (shop_id, shipment_id, order_line_id, quantity)
       SELECT current_setting('app.shop_id', true), $1, l, qty FROM unnest($2::bigint[], $3::numeric[]) AS x(l, qty)`,
    [shipmentId, lines.map((t) => t.lineId), lines.map((t) => t.quantity.toString())],
  );
}

/** A package's first tracking event: received by the courier. */
export async function insertReceivedEvent(
  q: Queryable,
  shipmentId: number,
  description: string,
): Promise<void> {
  await q.query(
    `INSERT INTO shipment_event (shop_id, shipment_id, status, description)
       VALUES (current_setting('app.shop_id', true), $1, 'received', $2)`,
    [shipmentId, description],
  );
}

/**
 * Moves the order from `from` to `to` as shipped, its receipt due after the shop's auto_receive_seconds,
 * by one conditional UPDATE; false when its status is no longer `from`.
 */
export async function markOrderShipped(
  q: Queryable,
  orderId: number,
  to: OrderStatus,
  from: OrderStatus,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE mall_order SET status = $2, shipped_at = now(),
            receive_due_at = now() + make_interval(secs => (SELECT auto_receive_seconds FROM base_config
                                                             WHERE shop_id = current_setting('app.shop_id', true)))
      WHERE id = $1 AND status = $3`,
    [orderId, to, from],
  );
  return rowCount === 1;
}

/** A shipment's status and courier, its row locked for the rest of the transaction; undefined when none. */
export async function selectShipmentForUpdate(q: Queryable, shipmentId: number) {
  const { rows } = await q.query<{ status: LogisticsStatus; courier: string }>(
    'SELECT status, courier FROM shipment WHERE id = $1 FOR UPDATE',
    [shipmentId],
  );
  return rows[0];
}

/** Sets a shipment's status; its next step is due after logistics_step_seconds unless signed or a problem. */
export async function updateShipmentStatus(
  q: Queryable,
  shipmentId: number,
  status: LogisticsStatus,
): Promise<void> {
  await q.query(
    `UPDATE shipment SET status = $2,
            next_step_at = CASE WHEN $2 IN ('signed', 'problem') THEN NULL
                                ELSE now() + make_interval(secs => (SELECT logistics_step_seconds FROM base_config
                                                                     WHERE shop_id = current_setting('app.shop_id', true))) END
      WHERE id = $1`,
    [shipmentId, status],
  );
}

/** A tracking event of a shipment. */
export async function insertShipmentEvent(
  q: Queryable,
  shipmentId: number,
  status: LogisticsStatus,
  description: string,
): Promise<void> {
  await q.query(
    `INSERT INTO shipment_event (shop_id, shipment_id, status, description)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3)`,
    [shipmentId, status, description],
  );
}

/** An order by number (not deleted), of the user unless `userId` is null; undefined when none. */
export async function selectOrderToReceive(q: Queryable, orderNo: string, userId: number | null) {
  const { rows } = await q.query<{
    id: number;
    status: OrderStatus;
    userId: number;
    paid: string;
    payMethod: string | null;
  }>(
    `SELECT id, status, user_id AS "userId", GREATEST(pay_amount - refunded_amount, 0)::text AS paid,
            pay_method AS "payMethod"
       FROM mall_order WHERE order_no = $1 AND ($2::bigint IS NULL OR user_id = $2) AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  return rows[0];
}

/** Moves the order from `from` to `to` as received, by one conditional UPDATE; false when it is no longer `from`. */
export async function markOrderReceived(
  q: Queryable,
  orderId: number,
  to: OrderStatus,
  from: OrderStatus,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE mall_order SET status = $2, received_at = now() WHERE id = $1 AND status = $3`,
    [orderId, to, from],
  );
  return rowCount === 1;
}

/** The shops with shipments due for a step (the definer function shops_with_due_shipments). */
export async function selectShopsWithDueShipments(q: Queryable): Promise<string[]> {
  return (await q.query<{ s: string }>('SELECT shops_with_due_shipments() AS s')).rows.map((r) => r.s);
}

/** The shops with receipts past their deadline (the definer function shops_with_receipts_due). */
export async function selectShopsWithReceiptsDue(q: Queryable): Promise<string[]> {
  return (await q.query<{ s: string }>('SELECT shops_with_receipts_due() AS s')).rows.map((r) => r.s);
}

/** The tenant's shipments due for a step, oldest first, 200 at most. */
export async function selectDueShipments(q: Queryable): Promise<number[]> {
  return (
    await q.query<{ id: number }>('SELECT id FROM shipment WHERE next_step_at <= now() ORDER BY id LIMIT 200')
  ).rows.map((r) => r.id);
}

/** Whether the shipment is (still) due for a step. */
export async function isShipmentDue(q: Queryable, shipmentId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM shipment WHERE id = $1 AND next_step_at <= now()', [
    shipmentId,
  ]);
  return rows.length > 0;
}

/** The tenant's orders awaiting receipt past their deadline, oldest first, 200 at most. */
export async function selectReceiptsDue(q: Queryable): Promise<string[]> {
  return (
    await q.query<{ orderNo: string }>(
      `SELECT order_no AS "orderNo" FROM mall_order
            WHERE status = 'pendingReceipt' AND receive_due_at <= now() ORDER BY id LIMIT 200`,
    )
  ).rows.map((r) => r.orderNo);
}

type PackageView = components['schemas']['Package'];

/** The packages of an order in the order they were shipped, newest event first in each. */
export async function selectPackages(q: Queryable, orderId: number): Promise<PackageView[]> {
  const { rows } = await q.query<Omit<PackageView, 'shippedAt'> & { shippedAt: Date }>(
    `SELECT s.id, s.courier, s.waybill, s.status, s.shipped_at AS "shippedAt",
            COALESCE((SELECT json_agg(json_build_object('lineId', l.id, 'name', l.name,
                                                        'quantity', trim_scale(sl.quantity)::text) ORDER BY l.id)
                        FROM shipment_line sl JOIN order_line l ON l.id = sl.order_line_id
                       WHERE sl.shipment_id = s.id), '[]') AS lines,
            COALESCE((SELECT json_agg(json_build_object('status', e.status, 'description', e.description,
                                                        'happenedAt', to_char(e.happened_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                                      ORDER BY e.happened_at DESC, e.id DESC)
                        FROM shipment_event e WHERE e.shipment_id = s.id), '[]') AS events
       FROM shipment s WHERE s.order_id = $1 ORDER BY s.shipped_at, s.id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, shippedAt: r.shippedAt.toISOString() }));
}
