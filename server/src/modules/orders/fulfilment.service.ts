import Decimal from 'decimal.js';
import { nextOrderStatus, type OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';

/** What the lifecycle refuses, in the words of spec §8. */
export const STATUS_CHANGED = '订单状态已变更';
/** The seller may not ship goods the buyer is being refunded for: the request is answered first. */
export const REFUND_UNDER_WAY = '该订单有进行中的退款申请，请先处理售后';

/** Logistics statuses in the order a parcel normally goes through them (spec §4). */
export const LOGISTICS_STEPS = ['received', 'inTransit', 'reachedCity', 'signed'] as const;
export type LogisticsStatus = (typeof LOGISTICS_STEPS)[number] | 'problem';

/** What the sandbox courier says at each step (a real provider's tracking feed replaces it). */
const STEP_TEXT: Record<LogisticsStatus, (courier: string) => string> = {
  received: (c) => `${c}已揽收`,
  inTransit: () => '快件已发出，运输中',
  reachedCity: () => '快件已到达目的地城市，正在派送',
  signed: () => '快件已签收，感谢使用',
  problem: () => '快件异常，正在处理',
};

export interface PackageInput {
  courier: string;
  waybill: string;
  /** Which lines (and how much of each) travel in this package; absent means every line not yet shipped. */
  lines?: Array<{ lineId: number; quantity: string }> | undefined;
}

interface OrderRow {
  id: number;
  status: OrderStatus;
  storeId: number;
  deliveryMethod: number;
}

async function orderForUpdate(q: Queryable, orderNo: string): Promise<OrderRow> {
  const { rows } = await q.query<OrderRow>(
    `SELECT id, status, store_id AS "storeId", delivery_method AS "deliveryMethod"
       FROM mall_order WHERE order_no = $1 AND deleted_at IS NULL FOR UPDATE`,
    [orderNo],
  );
  if (!rows[0]) throw notFound('订单不存在');
  return rows[0];
}

/**
 * The seller ships an order in one or several packages (courier and waybill each). The order moves
 * pendingDelivery → pendingReceipt through the lifecycle, once; the receipt then confirms itself after the
 * shop's auto_receive_seconds. Every line must be in some package, and no line more than was ordered
 * less what was refunded; while a refund of the order is asked for or under way nothing ships.
 */
export async function shipOrder(
  q: Queryable,
  orderNo: string,
  storeIds: readonly number[] | 'any',
  packages: PackageInput[],
): Promise<{ shipmentIds: number[] }> {
  if (packages.length === 0) throw badRequest('请至少填写一个包裹');
  const order = await orderForUpdate(q, orderNo);
  if (storeIds !== 'any' && !storeIds.includes(order.storeId)) throw notFound('订单不存在');
  const to = nextOrderStatus(order.status, 'SHIP');
  if (!to) throw new AppError(409, STATUS_CHANGED);
  // What is left to send of each line: what was ordered less what a refund gave back before shipping.
  const { rows: lines } = await q.query<{ id: number; quantity: string; refunding: boolean }>(
    `SELECT l.id, (l.quantity - COALESCE(sum(a.quantity) FILTER (WHERE a.status = 'refunded'), 0))::text AS quantity,
            COALESCE(bool_or(a.status IN ('applied', 'refunding')), false) AS refunding
       FROM order_line l LEFT JOIN after_sale a ON a.order_line_id = l.id
      WHERE l.order_id = $1 GROUP BY l.id ORDER BY l.id`,
    [order.id],
  );
  if (lines.some((l) => l.refunding)) throw new AppError(409, REFUND_UNDER_WAY);
  const left = new Map(
    lines.filter((l) => new Decimal(l.quantity).gt(0)).map((l) => [l.id, new Decimal(l.quantity)]),
  );
  const planned = packages.map((p, i) => {
    const courier = p.courier.trim();
    const waybill = p.waybill.trim();
    if (!courier) throw badRequest(`第${i + 1}个包裹请选择物流公司`);
    if (!/^[A-Za-z0-9-]{6,30}$/.test(waybill))
      throw badRequest(`第${i + 1}个包裹的运单号应为6~30位字母、数字或-`);
    const wanted =
      p.lines ??
      [...left].filter(([, q]) => q.gt(0)).map(([lineId, q]) => ({ lineId, quantity: q.toString() }));
    const take = wanted.map((w) => {
      const remaining = left.get(w.lineId);
      if (remaining === undefined) throw badRequest(`订单中没有商品行 ${w.lineId}`);
      const quantity = new Decimal(w.quantity);
      if (quantity.lte(0) || quantity.gt(remaining))
        throw badRequest(`商品行 ${w.lineId} 的发货数量超出未发数量`);
      left.set(w.lineId, remaining.minus(quantity));
      return { lineId: w.lineId, quantity };
    });
    if (take.length === 0) throw badRequest(`第${i + 1}个包裹没有商品`);
    return { courier, waybill, take };
  });
  if ([...left.values()].some((q) => q.gt(0))) throw badRequest('还有商品未安排发货，请把每件商品放入包裹');

  const shipmentIds: number[] = [];
  for (const p of planned) {
    let id: number;
    try {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO shipment (shop_id, order_id, courier, waybill, next_step_at)
         VALUES (current_setting('app.shop_id', true), $1, $2, $3,
                 now() + make_interval(secs => (SELECT logistics_step_seconds FROM base_config
                                                 WHERE shop_id = current_setting('app.shop_id', true))))
         RETURNING id`,
        [order.id, p.courier, p.waybill],
      );
      id = rows[0]!.id;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw badRequest(`运单号 ${p.waybill} 已被使用`);
      throw error;
    }
    shipmentIds.push(id);
    await q.query(
      `INSERT INTO shipment_line (shop_id, shipment_id, order_line_id, quantity)
       SELECT current_setting('app.shop_id', true), $1, l, qty FROM unnest($2::bigint[], $3::numeric[]) AS x(l, qty)`,
      [id, p.take.map((t) => t.lineId), p.take.map((t) => t.quantity.toString())],
    );
    await q.query(
      `INSERT INTO shipment_event (shop_id, shipment_id, status, description)
       VALUES (current_setting('app.shop_id', true), $1, 'received', $2)`,
      [id, STEP_TEXT.received(p.courier)],
    );
  }
  const { rowCount } = await q.query(
    `UPDATE mall_order SET status = $2, shipped_at = now(),
            receive_due_at = now() + make_interval(secs => (SELECT auto_receive_seconds FROM base_config
                                                             WHERE shop_id = current_setting('app.shop_id', true)))
      WHERE id = $1 AND status = $3`,
    [order.id, to, order.status],
  );
  if (rowCount !== 1) throw new AppError(409, STATUS_CHANGED);
  return { shipmentIds };
}

/** Moves one shipment a step along its way (the sandbox courier; also the sandbox page's button). */
export async function advanceShipment(
  q: Queryable,
  shipmentId: number,
  to?: LogisticsStatus,
): Promise<LogisticsStatus> {
  const { rows } = await q.query<{ status: LogisticsStatus; courier: string }>(
    'SELECT status, courier FROM shipment WHERE id = $1 FOR UPDATE',
    [shipmentId],
  );
  const s = rows[0];
  if (!s) throw notFound('包裹不存在');
  const next =
    to ??
    (LOGISTICS_STEPS[LOGISTICS_STEPS.indexOf(s.status as (typeof LOGISTICS_STEPS)[number]) + 1] as
      LogisticsStatus | undefined);
  if (!next || s.status === 'signed' || next === s.status) return s.status;
  await q.query(
    `UPDATE shipment SET status = $2,
            next_step_at = CASE WHEN $2 IN ('signed', 'problem') THEN NULL
                                ELSE now() + make_interval(secs => (SELECT logistics_step_seconds FROM base_config
                                                                     WHERE shop_id = current_setting('app.shop_id', true))) END
      WHERE id = $1`,
    [shipmentId, next],
  );
  await q.query(
    `INSERT INTO shipment_event (shop_id, shipment_id, status, description)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3)`,
    [shipmentId, next, STEP_TEXT[next](s.courier)],
  );
  return next;
}

/**
 * The buyer confirms receipt (or the shop's deadline does, with `actor` system): pendingReceipt →
 * pendingEvaluation through the lifecycle, once. Comments open then.
 */
export async function confirmReceipt(q: Queryable, userId: number | null, orderNo: string): Promise<void> {
  const { rows } = await q.query<{ id: number; status: OrderStatus }>(
    `SELECT id, status FROM mall_order WHERE order_no = $1 AND ($2::bigint IS NULL OR user_id = $2) AND deleted_at IS NULL`,
    [orderNo, userId],
  );
  const order = rows[0];
  if (!order) throw notFound('订单不存在');
  const to = nextOrderStatus(order.status, 'RECEIVE');
  if (!to) throw new AppError(409, STATUS_CHANGED);
  const { rowCount } = await q.query(
    `UPDATE mall_order SET status = $2, received_at = now() WHERE id = $1 AND status = $3`,
    [order.id, to, order.status],
  );
  if (rowCount !== 1) throw new AppError(409, STATUS_CHANGED);
}

/**
 * The logistics and receipt sweeper: moves the sandbox couriers' parcels on, and confirms the receipt of
 * orders whose deadline passed. Safe to run on several nodes at once: each step is a conditional update.
 */
export async function sweepFulfilment(db: Database): Promise<{ steps: number; received: number }> {
  let steps = 0;
  let received = 0;
  const due = await db.anonymous(async (q) => ({
    shipments: (await q.query<{ s: string }>('SELECT shops_with_due_shipments() AS s')).rows.map((r) => r.s),
    receipts: (await q.query<{ s: string }>('SELECT shops_with_receipts_due() AS s')).rows.map((r) => r.s),
  }));
  for (const shopId of due.shipments) {
    const ids = await db.tenant(shopId, async (q) =>
      (
        await q.query<{ id: number }>(
          'SELECT id FROM shipment WHERE next_step_at <= now() ORDER BY id LIMIT 200',
        )
      ).rows.map((r) => r.id),
    );
    for (const id of ids) {
      await db.tenant(shopId, async (q) => {
        const { rows } = await q.query('SELECT 1 FROM shipment WHERE id = $1 AND next_step_at <= now()', [
          id,
        ]);
        if (rows.length > 0) {
          await advanceShipment(q, id);
          steps += 1;
        }
      });
    }
  }
  for (const shopId of due.receipts) {
    const orders = await db.tenant(shopId, async (q) =>
      (
        await q.query<{ orderNo: string }>(
          `SELECT order_no AS "orderNo" FROM mall_order
            WHERE status = 'pendingReceipt' AND receive_due_at <= now() ORDER BY id LIMIT 200`,
        )
      ).rows.map((r) => r.orderNo),
    );
    for (const orderNo of orders) {
      const done = await db
        .tenant(shopId, (q) => confirmReceipt(q, null, orderNo))
        .then(() => true)
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 409) return false;
          throw error;
        });
      if (done) received += 1;
    }
  }
  return { steps, received };
}

/** A package of an order with its tracking, as the order pages show it (openapi order.yaml Package). */
export type PackageView = components['schemas']['Package'];

/** The packages of an order in the order they were shipped, newest event first in each. */
export async function packagesOf(q: Queryable, orderId: number): Promise<PackageView[]> {
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
