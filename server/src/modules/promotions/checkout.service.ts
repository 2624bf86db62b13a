import Decimal from 'decimal.js';
import type { components } from '../../../../openapi/generated/order.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { lineAmount, money, PROBLEM_MESSAGES } from '../cart/lines.service.ts';
import {
  insertGroup,
  insertPromoOrder,
  selectFlashUnitsOfUser,
  selectGroupActivity,
  selectGroupToJoin,
  selectSkuActivities,
  takeGroupSeat,
  type SkuActivityRow,
} from './pricing.repo.ts';

type CartView = components['schemas']['CartView'];
type CartLine = CartView['stores'][number]['lines'][number];
/** The group a buy-now starts or joins (openapi order.yaml GroupChoice). */
export type GroupChoice = components['schemas']['GroupChoice'];

/** The refusals of the promotions, as the buyer reads them. */
export const PROMO_MESSAGES = {
  notStarted: PROBLEM_MESSAGES.notStarted,
  ended: PROBLEM_MESSAGES.ended,
  soldOut: '已抢光',
  alone: '秒杀、拼团商品需单独下单',
  wholeUnits: '秒杀、拼团商品请按整件购买',
  limit: (n: number, had: number) => `每人限购${n}件${had > 0 ? `（您已购买${had}件）` : ''}`,
  groupNotFound: '拼团活动不存在',
  groupSku: '拼团商品与所选活动不符',
  groupGone: '该团已满员或已结束，请选择其他团',
  groupMember: '您已参加该团，请勿重复参团',
  groupPaidAtOnce: '拼团订单需支付后参团，请减少积分或优惠券抵扣',
} as const;

/**
 * Asks for the activities of SKUs now, to be passed to priceActivities: a caller that knows its SKUs
 * before it has read its goods sends both reads together.
 */
export function readSkuActivities(q: Queryable, skuIds: number[]): Promise<SkuActivityRow[]> {
  const read = selectSkuActivities(q, [...new Set(skuIds)]);
  read.catch(() => undefined);
  return read;
}

/** The activity a line was priced by, to be reserved when its order is placed. */
export type Priced =
  | { kind: 'flash'; skuId: number; itemId: number; perUserLimit: number; units: number }
  | { kind: 'group'; skuId: number; activityId: number; groupId: number | null; units: number }
  | { kind: 'discount'; skuId: number };

/**
 * Reprices the lines by the activities running now, on the server: a flash-sale item's price inside its
 * session (outside it the line is refused 活动未开始 / 活动已结束; sold out 已抢光), a group's price when
 * the buyer starts or joins a group, a special discount's rate otherwise. The buyer's units of a flash
 * item are checked against the item's per-user limit over their orders that are not cancelled. A
 * flash-sale or group line is ordered alone. Mutates the lines' price and amount; answers what priced
 * them. `read`: the activities of the lines' SKUs when the caller has already asked for them
 * (readSkuActivities).
 */
export async function priceActivities(
  q: Queryable,
  userId: number,
  view: CartView,
  group: GroupChoice | undefined,
  read?: Promise<SkuActivityRow[]>,
): Promise<Priced[]> {
  const lines = view.stores.flatMap((s) => s.lines);
  if (lines.length === 0) return [];
  const priced: Priced[] = [];
  if (group) {
    const line = lines[0]!;
    if (lines.length > 1) throw badRequest(PROMO_MESSAGES.alone);
    const activity = await selectGroupActivity(q, group.activityId);
    if (!activity) throw notFound(PROMO_MESSAGES.groupNotFound);
    if (activity.skuId !== line.skuId) throw badRequest(PROMO_MESSAGES.groupSku);
    if (!activity.started) throw badRequest(PROMO_MESSAGES.notStarted);
    if (activity.ended) throw badRequest(PROMO_MESSAGES.ended);
    const units = wholeUnits(line);
    if (group.groupId !== undefined) {
      const g = await selectGroupToJoin(q, group.groupId, userId);
      if (!g || g.activityId !== activity.id) throw notFound(PROMO_MESSAGES.groupGone);
      if (g.member) throw new AppError(409, PROMO_MESSAGES.groupMember);
      if (g.status !== 'open' || g.expired || g.seats >= g.size)
        throw new AppError(409, PROMO_MESSAGES.groupGone);
    }
    reprice(line, activity.price);
    priced.push({
      kind: 'group',
      skuId: line.skuId,
      activityId: activity.id,
      groupId: group.groupId ?? null,
      units,
    });
    return priced;
  }
  const activities =
    (await read) ??
    (await selectSkuActivities(
      q,
      lines.map((l) => l.skuId),
    ));
  const now = Date.now();
  for (const a of activities) {
    // Activities read ahead are of the requested SKUs: one that is not a line (not on sale) has no price.
    const line = lines.find((l) => l.skuId === a.skuId);
    if (!line) continue;
    if (a.flash) {
      const f = a.flash;
      if (lines.length > 1) throw badRequest(PROMO_MESSAGES.alone);
      const start = new Date(f.startsAt).getTime();
      const end = new Date(f.endsAt).getTime();
      if (start > now) {
        problem(line, 'notStarted', PROMO_MESSAGES.notStarted);
        continue;
      }
      if (end <= now) {
        problem(line, 'ended', PROMO_MESSAGES.ended);
        continue;
      }
      reprice(line, f.price);
      if (f.sold >= f.stock) {
        problem(line, 'outOfStock', PROMO_MESSAGES.soldOut);
        continue;
      }
      const units = wholeUnits(line);
      if (f.sold + units > f.stock)
        problem(line, 'insufficient', `${PROBLEM_MESSAGES.insufficient}（剩余${f.stock - f.sold}件）`);
      priced.push({
        kind: 'flash',
        skuId: line.skuId,
        itemId: f.itemId,
        perUserLimit: f.perUserLimit,
        units,
      });
    } else if (a.discountRate !== null && line.price !== null) {
      reprice(
        line,
        new Decimal(line.price).mul(a.discountRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      );
      priced.push({ kind: 'discount', skuId: line.skuId });
    }
  }
  for (const p of priced) {
    if (p.kind !== 'flash') continue;
    const had = await selectFlashUnitsOfUser(q, p.itemId, userId);
    if (had + p.units > p.perUserLimit) throw new AppError(409, PROMO_MESSAGES.limit(p.perUserLimit, had));
  }
  return priced;
}

function wholeUnits(line: CartLine): number {
  const quantity = new Decimal(line.quantity);
  if (!quantity.isInteger()) throw badRequest(PROMO_MESSAGES.wholeUnits);
  return quantity.toNumber();
}

function reprice(line: CartLine, price: string): void {
  line.activityPrice = { original: line.price, price };
  line.price = price;
  line.amount = money(lineAmount(price, new Decimal(line.quantity)));
}

function problem(line: CartLine, kind: CartLine['problem'] & string, message: string): void {
  if (line.problem !== null) return;
  line.problem = kind;
  line.message = message;
}

/**
 * Reserves what the priced lines took, in the order's transaction, before its stock is debited: a
 * group's seat (a new group for its leader) and the order's activity and type. A flash-sale item's units
 * are not taken here: the answer names them, and checkout takes them in its last statement with the
 * SKU's stock and the commit (take_flash_stock), so the hot item row is locked for one round trip only.
 * Called under the buyer's order lock, after {@link priceActivities} checked their limit.
 */
export async function reserveActivities(
  q: Queryable,
  userId: number,
  priced: Priced[],
  orderOf: (skuId: number) => number,
  paidAtOnce = false,
): Promise<{ itemId: number; units: number } | undefined> {
  let flash: { itemId: number; units: number } | undefined;
  for (const p of priced) {
    if (p.kind === 'flash') {
      await insertPromoOrder(q, {
        kind: 'flash',
        orderId: orderOf(p.skuId),
        userId,
        units: p.units,
        flashItemId: p.itemId,
      });
      flash = { itemId: p.itemId, units: p.units };
    } else if (p.kind === 'group') {
      // A group order waits in 拼团中 once paid (PAY_GROUP); one that discounts cover in full has no
      // payment to wait on, so it is refused rather than skipping the group.
      if (paidAtOnce) throw badRequest(PROMO_MESSAGES.groupPaidAtOnce);
      let groupId = p.groupId;
      if (groupId === null) groupId = await insertGroup(q, p.activityId, userId);
      else if (!(await takeGroupSeat(q, groupId))) throw new AppError(409, PROMO_MESSAGES.groupGone);
      await insertPromoOrder(q, {
        kind: 'group',
        orderId: orderOf(p.skuId),
        userId,
        units: p.units,
        groupId,
      });
    }
  }
  return flash;
}
