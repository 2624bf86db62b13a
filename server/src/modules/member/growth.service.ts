import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';
import {
  changeGrowth,
  countMembersOnlyCoupons,
  insertOrderGrowth,
  selectGrowthLines,
  selectLevels,
  selectMember,
  selectMemberSetting,
  selectOrderGrowth,
  updateOrderGrowthTaken,
  type LevelRow,
} from './growth.repo.ts';

/**
 * Growth value and member levels (member-equity). A member's growth comes from the orders they receive:
 * growth_per_yuan per yuan paid and not refunded by then, granted once when the order is received (the
 * same hook as its points, orders/receipt.service), taken back in proportion when it is refunded later
 * (after-sales, the same hook as takeBackOrderPoints), never below zero. The level is the highest whose
 * threshold the growth reaches.
 */

/** The level a growth value reaches (levels sorted lowest first; the first starts at 0). */
export function levelOf(levels: readonly LevelRow[], growth: number): LevelRow {
  let found = levels[0]!;
  for (const l of levels) if (growth >= l.growthFrom) found = l;
  return found;
}

/** Whether a paid membership runs at `now`. */
export const paidActive = (paidUntil: Date | null, now: Date) => paidUntil !== null && paidUntil > now;

/** Whether the member's paid membership runs now. */
export async function isPaidMember(q: Queryable, userId: number, now = new Date()): Promise<boolean> {
  return paidActive((await selectMember(q, userId)).paidUntil, now);
}

/** Grants growth value by the mall (the seed's history), with its ledger line. */
export async function grantGrowth(q: Queryable, userId: number, growth: number, at = new Date()) {
  return (await changeGrowth(q, userId, growth, 'grant', null, at)).change;
}

/**
 * The multiplier of the points a member's orders earn: their level's points rate, plus the paid
 * members' bonus while their membership runs.
 */
export async function memberPointsRate(q: Queryable, userId: number, now = new Date()): Promise<string> {
  // One after another: a transaction's client runs one statement at a time (pg@9 refuses overlap).
  const levels = await selectLevels(q);
  const member = await selectMember(q, userId);
  const setting = await selectMemberSetting(q);
  if (levels.length === 0) return '1';
  const rate = new Decimal(levelOf(levels, member.growth).pointsRate);
  return (paidActive(member.paidUntil, now) ? rate.plus(setting.paidPointsBonus) : rate).toString();
}

/** The growth an order earns when it is received; once per order, none for an order paid in points. */
export async function earnOrderGrowth(
  q: Queryable,
  order: { orderId: number; userId: number; paid: string; payMethod: string | null },
  now = new Date(),
): Promise<number> {
  if (order.payMethod === 'points' || order.payMethod === null) return 0;
  const setting = await selectMemberSetting(q);
  const earned = new Decimal(order.paid).mul(setting.growthPerYuan).floor().toNumber();
  const first = await insertOrderGrowth(q, {
    orderId: order.orderId,
    userId: order.userId,
    rate: setting.growthPerYuan,
    base: order.paid,
    earned,
  });
  if (!first || earned <= 0) return 0;
  return (await changeGrowth(q, order.userId, earned, 'order', order.orderId, now)).change;
}

/**
 * A refund of a received order takes back its growth in proportion: the order keeps
 * ⌊(base − refunded) × rate⌋, the rest of what it earned is taken back (never below zero).
 */
export async function takeBackOrderGrowth(
  q: Queryable,
  orderId: number,
  refundAmount: string,
  now = new Date(),
): Promise<number> {
  const row = await selectOrderGrowth(q, orderId);
  if (!row) return 0;
  const left = Decimal.max(new Decimal(row.base).minus(row.refunded).minus(refundAmount), 0);
  const keep = left.mul(row.rate).floor().toNumber();
  const due = Math.max(0, row.earned - row.taken - keep);
  await updateOrderGrowthTaken(q, orderId, refundAmount, due);
  if (due === 0) return 0;
  return -(await changeGrowth(q, row.userId, -due, 'refund', orderId, now)).change;
}

/** What member-equity shows: growth, level and the next, paid membership, the benefits and recent growth. */
export async function memberSummary(q: Queryable, userId: number, now = new Date()) {
  const levels = await selectLevels(q);
  const member = await selectMember(q, userId);
  const setting = await selectMemberSetting(q);
  const lines = await selectGrowthLines(q, userId, 10);
  const current = levelOf(levels, member.growth);
  const next = levels.find((l) => l.level > current.level) ?? null;
  const active = paidActive(member.paidUntil, now);
  const membersOnlyCoupons = await countMembersOnlyCoupons(q);
  return {
    growth: member.growth,
    level: current.level,
    nextLevel: next ? next.level : null,
    nextLevelFrom: next ? next.growthFrom : null,
    paidUntil: member.paidUntil ? member.paidUntil.toISOString() : null,
    paidActive: active,
    earnPerYuan: setting.earnPerYuan,
    growthPerYuan: setting.growthPerYuan,
    paidPointsBonus: setting.paidPointsBonus,
    pointsRate: (active
      ? new Decimal(current.pointsRate).plus(setting.paidPointsBonus)
      : new Decimal(current.pointsRate)
    ).toString(),
    membersOnlyCoupons,
    levels: levels.map((l) => ({ level: l.level, growthFrom: l.growthFrom, pointsRate: l.pointsRate })),
    growthLines: lines.map((l) => ({
      id: l.id,
      change: l.change,
      growthAfter: l.after,
      reason: l.reason,
      orderNo: l.orderNo,
      createdAt: l.createdAt.toISOString(),
    })),
  };
}
