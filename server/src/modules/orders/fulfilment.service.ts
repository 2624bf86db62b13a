import Decimal from 'decimal.js';
import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import {
  insertReceivedEvent,
  insertShipment,
  insertShipmentEvent,
  insertShipmentLines,
  isShipmentDue,
  markOrderShipped,
  selectDueShipments,
  selectLinesToShip,
  selectOrderForUpdate,
  selectOrderToReceive,
  selectPackages,
  selectReceiptsDue,
  selectShipmentForUpdate,
  selectShopsWithDueShipments,
  selectShopsWithReceiptsDue,
  updateShipmentStatus,
  type OrderRow,
} from './fulfilment.repo.ts';
import { receiveOrder } from './receipt.service.ts';
import { receivedByUse, VOUCHER_MESSAGES } from './vouchers.service.ts';

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

/** An order by number, locked for the rest of the transaction; 404 when there is none. */
async function orderForUpdate(q: Queryable, orderNo: string): Promise<OrderRow> {
  const order = await selectOrderForUpdate(q, orderNo);
  if (!order) throw notFound('订单不存在');
  return order;
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
  const lines = await selectLinesToShip(q, order.id);
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
      id = await insertShipment(q, order.id, p.courier, p.waybill);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw badRequest(`运单号 ${p.waybill} 已被使用`);
      throw error;
    }
    shipmentIds.push(id);
    await insertShipmentLines(q, id, p.take);
    await insertReceivedEvent(q, id, STEP_TEXT.received(p.courier));
  }
  if (!(await markOrderShipped(q, order.id, to, order.status))) throw new AppError(409, STATUS_CHANGED);
  return { shipmentIds };
}

/** Moves one shipment a step along its way (the sandbox courier; also the sandbox page's button). */
export async function advanceShipment(
  q: Queryable,
  shipmentId: number,
  to?: LogisticsStatus,
): Promise<LogisticsStatus> {
  const s = await selectShipmentForUpdate(q, shipmentId);
  if (!s) throw notFound('包裹不存在');
  const next =
    to ??
    (LOGISTICS_STEPS[LOGISTICS_STEPS.indexOf(s.status as (typeof LOGISTICS_STEPS)[number]) + 1] as
      LogisticsStatus | undefined);
  if (!next || s.status === 'signed' || next === s.status) return s.status;
  await updateShipmentStatus(q, shipmentId, next);
  await insertShipmentEvent(q, shipmentId, next, STEP_TEXT[next](s.courier));
  return next;
}

/**
 * The buyer confirms receipt (or the shop's deadline does, with `actor` system): pendingReceipt →
 * pendingEvaluation through the lifecycle, once. Comments open then, and the order earns its points on
 * what was paid and not refunded (points.service earnOrderPoints), in the same transaction.
 */
export async function confirmReceipt(q: Queryable, userId: number | null, orderNo: string): Promise<void> {
  const order = await selectOrderToReceive(q, orderNo, userId);
  if (!order) throw notFound('订单不存在');
  const to = nextOrderStatus(order.status, 'RECEIVE');
  if (!to) throw new AppError(409, STATUS_CHANGED);
  if (await receivedByUse(q, order.id)) throw new AppError(409, VOUCHER_MESSAGES.receiptByUse);
  if (!(await receiveOrder(q, order, to))) throw new AppError(409, STATUS_CHANGED);
}

/**
 * The logistics and receipt sweeper: moves the sandbox couriers' parcels on, and confirms the receipt of
 * orders whose deadline passed. Safe to run on several nodes at once: each step is a conditional update.
 */
export async function sweepFulfilment(db: Database): Promise<{ steps: number; received: number }> {
  let steps = 0;
  let received = 0;
  const due = await db.anonymous(async (q) => ({
    shipments: await selectShopsWithDueShipments(q),
    receipts: await selectShopsWithReceiptsDue(q),
  }));
  for (const shopId of due.shipments) {
    const ids = await db.tenant(shopId, selectDueShipments);
    for (const id of ids) {
      await db.tenant(shopId, async (q) => {
        if (await isShipmentDue(q, id)) {
          await advanceShipment(q, id);
          steps += 1;
        }
      });
    }
  }
  for (const shopId of due.receipts) {
    const orders = await db.tenant(shopId, selectReceiptsDue);
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
  return selectPackages(q, orderId);
}
