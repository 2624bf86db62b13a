import {
  canRecycle,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { addToCart } from '../cart/cart.service.ts';
import {
  decimalScale,
  lineProblem,
  loadSkuFacts,
  parseQuantity,
  PROBLEM_MESSAGES,
} from '../cart/lines.service.ts';
import { STATUS_CHANGED } from './fulfilment.service.ts';
import { cancelSubmission, EXPIRED_REASON, ORDER_NOT_FOUND } from './orders.service.ts';
import {
  countAfterSales,
  markDeleted,
  markRecycled,
  markRestored,
  selectDueSubmissions,
  selectLinesToReorder,
  selectOrderCounts,
  selectOrderList,
  selectOwnOrder,
  type OwnOrder,
} from './my-orders.repo.ts';

/**
 * My orders (spec §2 uc-order, uc-orderRecycling): the buyer's list by tab, keyword and day range, the
 * count of each tab, the recycle bin (recycle, restore, delete for good) and buy again. Every change is
 * one conditional UPDATE on the status or flag it read, so two racing requests cannot both apply; an
 * order of another user, of another tenant (row-level security) or deleted from the bin is not found.
 */

type OrderSchemas = components['schemas'];
export type OrderTab = OrderSchemas['OrderTab'];
export type OrderCounts = OrderSchemas['OrderCounts'];
export type BuyAgainResult = OrderSchemas['BuyAgainResult'];

/** The statuses each tab lists; `all` lists every status (group-buy orders waiting for their group too). */
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  all: ORDER_STATUSES,
  pendingPayment: ['pendingPayment'],
  pendingDelivery: ['pendingDelivery'],
  pendingReceipt: ['pendingReceipt'],
  pendingEvaluation: ['pendingEvaluation'],
  completed: ['evaluated', 'completed'],
  canceled: ['canceled'],
};

/** After-sales requests still under way (migration 0018 after_sale_one_open). */
const OPEN_AFTER_SALES = ['applied', 'awaitingReturn', 'returnShipped', 'refunding'];

export const DATES_REVERSED = '开始日期不能晚于结束日期';
export const ALREADY_RECYCLED = '订单已在回收站中';
export const NOT_RECYCLED = '订单不在回收站中';
export const DELETE_FROM_BIN_ONLY = '请先将订单移入回收站再删除';

export interface OrderListQuery {
  tab: OrderTab;
  keyword?: string | undefined;
  /** YYYY-MM-DD, China time, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  recycled: boolean;
  current: number;
  size: number;
}

/**
 * Cancels the user's unpaid submissions whose 30 minutes have passed, so the tabs and counts never show
 * an order as payable that no longer is (the sweeper does the same for everyone, later).
 */
async function expireDueOrders(q: Queryable, userId: number): Promise<void> {
  for (const id of await selectDueSubmissions(q, userId)) {
    await cancelSubmission(q, id, 'EXPIRE', EXPIRED_REASON);
  }
}

/** The buyer's orders of one tab (or of the recycle bin), newest first, filtered and paged. */
export async function orderList(q: Queryable, userId: number, query: OrderListQuery) {
  const { current, size } = query;
  if (query.from && query.to && query.from > query.to) throw badRequest(DATES_REVERSED);
  await expireDueOrders(q, userId);
  const keyword = query.keyword?.trim() || null;
  const { records, total } = await selectOrderList(
    q,
    userId,
    {
      recycled: query.recycled,
      statuses: TAB_STATUSES[query.tab],
      keyword,
      from: query.from ?? null,
      to: query.to ?? null,
    },
    { current, size },
  );
  return { records, total, current, size };
}

/** How many orders each tab holds (outside the bin), the bin itself, and open after-sales requests. */
export async function orderCounts(q: Queryable, userId: number): Promise<OrderCounts> {
  await expireDueOrders(q, userId);
  const rows = await selectOrderCounts(q, userId);
  const afterSales = await countAfterSales(q, userId, OPEN_AFTER_SALES);
  const inTab = (tab: OrderTab) =>
    rows.filter((r) => !r.recycled && TAB_STATUSES[tab].includes(r.status)).reduce((a, r) => a + r.n, 0);
  return {
    all: inTab('all'),
    pendingPayment: inTab('pendingPayment'),
    pendingDelivery: inTab('pendingDelivery'),
    pendingReceipt: inTab('pendingReceipt'),
    pendingEvaluation: inTab('pendingEvaluation'),
    completed: inTab('completed'),
    canceled: inTab('canceled'),
    recycled: rows.filter((r) => r.recycled).reduce((a, r) => a + r.n, 0),
    afterSales,
  };
}

/** The user's order by number, not deleted; 404 otherwise (another user's looks the same as none). */
async function ownOrder(q: Queryable, userId: number, orderNo: string): Promise<OwnOrder> {
  const order = await selectOwnOrder(q, userId, orderNo);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Moves a finished order (canceled, completed, evaluated: {@link canRecycle}) to the recycle bin. */
export async function recycleOrder(q: Queryable, userId: number, orderNo: string): Promise<void> {
  const order = await ownOrder(q, userId, orderNo);
  if (order.recycled) throw new AppError(409, ALREADY_RECYCLED);
  if (!canRecycle(order.status)) throw new AppError(409, STATUS_CHANGED);
  if (!(await markRecycled(q, order.id, order.status))) throw new AppError(409, STATUS_CHANGED);
}

/** Takes an order out of the recycle bin. */
export async function restoreOrder(q: Queryable, userId: number, orderNo: string): Promise<void> {
  const order = await ownOrder(q, userId, orderNo);
  if (!order.recycled) throw new AppError(409, NOT_RECYCLED);
  if (!(await markRestored(q, order.id))) throw new AppError(409, NOT_RECYCLED);
}

/** Deletes an order in the recycle bin for good, for its buyer (the seller and the books keep it). */
export async function deleteOrder(q: Queryable, userId: number, orderNo: string): Promise<true> {
  const order = await ownOrder(q, userId, orderNo);
  if (!order.recycled) throw new AppError(409, DELETE_FROM_BIN_ONLY);
  if (!(await markDeleted(q, order.id))) throw new AppError(409, DELETE_FROM_BIN_ONLY);
  return true;
}

/**
 * Buy again: each line of the order goes into the cart at its ordered quantity through the cart's own
 * rules. A line the cart refuses (off sale, out of stock, not orderable now) is skipped with the cart's
 * reason; the others are added.
 */
export async function buyAgain(q: Queryable, userId: number, orderNo: string): Promise<BuyAgainResult> {
  const order = await ownOrder(q, userId, orderNo);
  const lines = await selectLinesToReorder(q, order.id);
  const scale = await decimalScale(q);
  const facts = await loadSkuFacts(
    q,
    lines.map((l) => l.skuId),
    undefined,
  );
  const now = new Date();
  let added = 0;
  const skipped: BuyAgainResult['skipped'] = [];
  for (const line of lines) {
    const f = facts.get(line.skuId);
    const problem = f ? lineProblem(f, parseQuantity(line.quantity, scale), now, false) : null;
    if (!f || problem) {
      skipped.push({ ...pick(line), reason: f ? PROBLEM_MESSAGES[problem!] : '商品不存在' });
      continue;
    }
    try {
      // The cart checks again, with what the cart already holds of the SKU (stock, its line limit).
      await addToCart(q, userId, line.skuId, line.quantity);
      added += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ ...pick(line), reason: error.message });
    }
  }
  return { added, skipped };
}

const pick = (l: { skuId: number; name: string }) => ({ skuId: l.skuId, name: l.name });
