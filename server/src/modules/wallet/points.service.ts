import Decimal from 'decimal.js';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { orderNoOfAfterSaleSql } from '../after-sales/after-sale-refs.service.ts';
import { orderNoOfOrderSql, orderNosOfSubmissionSql } from '../orders/order-refs.service.ts';
import { memberPointsRate } from '../member/growth.service.ts';
import {
  addPoints,
  consumeLots,
  expireLots,
  insertLot,
  insertOrderPoints,
  insertPointsLine,
  lockMember,
  restoreLots,
  selectMembersWithExpiredPoints,
  selectOrderPoints,
  selectPointsLines,
  selectPointsSetting,
  selectPointsSummary,
  selectShopsWithExpiredPoints,
  takePoints,
  updateOrderPointsTaken,
  type PointsReason,
  type PointsSetting,
} from './points.repo.ts';

export type { PointsReason, PointsSetting };

/**
 * The points service: every change of a member's points goes through here, so that at every instant
 * member_account.points = Σ points_ledger.change = Σ remaining of the lots not yet expired.
 *
 * - A grant is a lot that expires `valid_months` (12) after it was granted.
 * - Spending takes from the lots that expire first, and records which lots gave what.
 * - Points given back for a spend (a cancelled order, a refund paid in points) go back to the lots they
 *   came from, latest expiry first; those lots keep their expiry, so giving back never makes points
 *   younger. What finds no lot (nothing recorded, as for points spent before lots existed) is a new lot.
 * - A lot past its time leaves the balance with an `expire` line: before any other change of the
 *   member's points, when the member's points are read, and in the server's periodic sweep.
 *
 * Every function takes the member's lock first (lockMember), so on PostgreSQL a member's changes take
 * turns; every debit is still one conditional UPDATE (`points >= n`) behind CHECK (points >= 0).
 */

export const insufficientPoints = (points: number) => `积分不足，当前积分：${points}`;

/** Context of a change: what it is about, and the time it happens (tests and the seed move the clock). */
export interface PointsContext {
  submissionId?: number;
  afterSaleId?: number;
  orderId?: number;
  note?: string;
  now?: Date;
}

/** Locks the member and expires their overdue lots; the points they hold now. */
async function settle(q: Queryable, userId: number, now: Date): Promise<number> {
  const held = await lockMember(q, userId);
  const expired = await expireLots(q, userId, now);
  return held - expired;
}

/** The member's points now, overdue lots expired first. */
export async function currentPoints(q: Queryable, userId: number, now = new Date()): Promise<number> {
  return settle(q, userId, now);
}

/** Grants `points` as a new lot; the points after. */
export async function grantPoints(
  q: Queryable,
  userId: number,
  points: number,
  reason: Extract<PointsReason, 'grant' | 'signin' | 'task' | 'earn' | 'return' | 'afterSale'>,
  ctx: PointsContext = {},
): Promise<number> {
  if (!Number.isInteger(points) || points <= 0)
    throw new Error(`a grant is a positive whole number: ${points}`);
  const now = ctx.now ?? new Date();
  await settle(q, userId, now);
  const setting = await selectPointsSetting(q);
  const after = await addPoints(q, userId, points);
  const ledgerId = await insertPointsLine(q, { ...ctx, userId, change: points, after, reason, at: now });
  await insertLot(q, userId, points, now, setting.validMonths, ledgerId);
  return after;
}

/**
 * Spends `points`, earliest-expiring lots first: one conditional debit with its ledger line. Refused
 * with 积分不足 when the member does not hold them (after their overdue lots expired).
 */
export async function spendPoints(
  q: Queryable,
  userId: number,
  points: number,
  reason: Extract<PointsReason, 'deduct' | 'pay' | 'takeback' | 'redeem'>,
  ctx: PointsContext = {},
): Promise<number> {
  if (!Number.isInteger(points) || points <= 0)
    throw new Error(`a spend is a positive whole number: ${points}`);
  const now = ctx.now ?? new Date();
  const held = await settle(q, userId, now);
  const after = await takePoints(q, userId, points);
  if (after === undefined) throw badRequest(insufficientPoints(held));
  const ledgerId = await insertPointsLine(q, { ...ctx, userId, change: -points, after, reason, at: now });
  const taken = await consumeLots(q, userId, points, ledgerId, now);
  // The balance said yes, so the lots must: otherwise the two no longer agree, and nothing is written.
  if (taken !== points) throw new Error(`points lots of user ${userId} gave ${taken} of ${points}`);
  return after;
}

/**
 * Gives back `points` that spends of a submission took (`from`: the reasons of those spends), to the
 * lots they came from; a lot already past its time expires them again at once, with its expiry line.
 */
export async function returnPoints(
  q: Queryable,
  userId: number,
  points: number,
  reason: Extract<PointsReason, 'return' | 'afterSale'>,
  from: { submissionId: number; reasons: readonly PointsReason[] },
  ctx: PointsContext = {},
): Promise<number> {
  if (!Number.isInteger(points) || points <= 0)
    throw new Error(`a return is a positive whole number: ${points}`);
  const now = ctx.now ?? new Date();
  await settle(q, userId, now);
  const restored = await restoreLots(q, userId, points, from.submissionId, from.reasons);
  const after = await addPoints(q, userId, restored);
  const ledgerCtx = { ...ctx, submissionId: ctx.submissionId ?? from.submissionId };
  if (restored > 0) {
    await insertPointsLine(q, { ...ledgerCtx, userId, change: restored, after, reason, at: now });
  }
  if (restored < points) await grantPoints(q, userId, points - restored, reason, { ...ledgerCtx, now });
  await expireLots(q, userId, now);
  return currentPoints(q, userId, now);
}

/**
 * Expires every overdue lot of every tenant, with its ledger line: the server's periodic sweep. Safe
 * anywhere at any time: a lot expires once (its remaining is 0 afterwards).
 */
export async function sweepExpiredPoints(db: Database, now = new Date()): Promise<number> {
  let expired = 0;
  for (const shopId of await db.anonymous((q) => selectShopsWithExpiredPoints(q, now))) {
    const members = await db.tenant(shopId, (q) => selectMembersWithExpiredPoints(q, now));
    for (const userId of members) {
      await db.tenant(shopId, async (q) => {
        await lockMember(q, userId);
        expired += await expireLots(q, userId, now);
      });
    }
  }
  return expired;
}

/** Points expiring within this many days are announced on the points page. */
export const EXPIRING_WITHIN_DAYS = 30;

/** The member's points, what expires within 30 days, and the first expiry. */
export async function pointsSummary(q: Queryable, userId: number, now = new Date()) {
  await settle(q, userId, now);
  const s = await selectPointsSummary(q, userId, now, EXPIRING_WITHIN_DAYS);
  const setting = await selectPointsSetting(q);
  return {
    points: s.points,
    expiringPoints: s.expiring,
    nextExpiry: s.nextExpiry ? s.nextExpiry.toISOString() : null,
    validMonths: setting.validMonths,
    earnPerYuan: setting.earnPerYuan,
  };
}

export interface LedgerFilter {
  direction?: 'all' | 'in' | 'out';
  reason?: string;
  /** China calendar days YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  current: number;
  size: number;
}

/** The first instant of a China calendar day, and of the day after it. */
export const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
export const chinaDayEnd = (day: string) => new Date(chinaDayStart(day).getTime() + 86_400_000);

/**
 * SQL naming the order numbers a ledger line (alias `alias`) is about: by its submission, its after-sales
 * request, or (points lines) its order.
 */
export const ledgerOrderNos = (alias: string, hasOrder: boolean) =>
  `COALESCE(${orderNosOfSubmissionSql(`${alias}.submission_id`)},
            ${hasOrder ? `${orderNoOfOrderSql(`${alias}.order_id`)},` : ''}
            ${orderNoOfAfterSaleSql(`${alias}.after_sale_id`)}, '{}'::text[])`;

/** A page of the member's points ledger, newest first, overdue lots expired first. */
export async function pointsLedger(q: Queryable, userId: number, f: LedgerFilter, now = new Date()) {
  await settle(q, userId, now);
  const { total, rows } = await selectPointsLines(
    q,
    userId,
    {
      direction: f.direction ?? 'all',
      reason: f.reason ?? null,
      from: f.from ? chinaDayStart(f.from) : null,
      to: f.to ? chinaDayEnd(f.to) : null,
    },
    { offset: (f.current - 1) * f.size, size: f.size },
    ledgerOrderNos('p', true),
  );
  return {
    total,
    current: f.current,
    size: f.size,
    records: rows.map((r) => ({
      id: r.id,
      change: r.change,
      pointsAfter: r.after,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
      orderNos: r.orderNos ?? [],
    })),
  };
}

/**
 * The points an order earns when it is received: `earn_per_yuan` (the shop's rate that day) times the
 * member's points rate (member/growth.service memberPointsRate) per yuan paid and not refunded by then,
 * rounded down. Once per order; none for an order paid with points.
 */
export async function earnOrderPoints(
  q: Queryable,
  order: { orderId: number; userId: number; paid: string; payMethod: string | null },
  now = new Date(),
): Promise<number> {
  if (order.payMethod === 'points' || order.payMethod === null) return 0;
  const setting = await selectPointsSetting(q);
  // The member's level (and a running paid membership) multiply the shop's rate (member-equity).
  const rate = new Decimal(setting.earnPerYuan).mul(await memberPointsRate(q, order.userId, now)).toFixed(2);
  const earned = new Decimal(order.paid).mul(rate).floor().toNumber();
  const first = await insertOrderPoints(q, {
    orderId: order.orderId,
    userId: order.userId,
    rate,
    base: order.paid,
    earned,
  });
  if (!first || earned <= 0) return 0;
  await grantPoints(q, order.userId, earned, 'earn', { orderId: order.orderId, now });
  return earned;
}

/**
 * A refund of an order that earned points takes them back in proportion: the order keeps
 * ⌊(base − refunded so far) × rate⌋ points, and what it earned beyond that is taken back. Never below
 * zero: when the member no longer holds them (spent, or expired), the taking back stops at what they
 * hold and the rest is recorded on the order as its shortfall, not collected later. Refunds before the
 * order was received need nothing here: the order then earns on what was not refunded.
 */
export async function takeBackOrderPoints(
  q: Queryable,
  orderId: number,
  refundAmount: string,
  now = new Date(),
): Promise<{ taken: number; shortfall: number }> {
  const row = await selectOrderPoints(q, orderId);
  if (!row) return { taken: 0, shortfall: 0 };
  const left = Decimal.max(new Decimal(row.base).minus(row.refunded).minus(refundAmount), 0);
  const keep = left.mul(row.rate).floor().toNumber();
  const due = Math.max(0, row.earned - row.taken - row.shortfall - keep);
  const held = due > 0 ? await settle(q, row.userId, now) : 0;
  const taken = Math.min(due, held);
  if (taken > 0) await spendPoints(q, row.userId, taken, 'takeback', { orderId, now });
  await updateOrderPointsTaken(q, orderId, refundAmount, taken, due - taken);
  return { taken, shortfall: due - taken };
}
