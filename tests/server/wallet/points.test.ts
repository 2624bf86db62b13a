import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/src/platform/db/database.ts';
import {
  currentPoints,
  earnOrderPoints,
  grantPoints,
  pointsLedger,
  returnPoints,
  spendPoints,
  sweepExpiredPoints,
  takeBackOrderPoints,
} from '../../../server/src/modules/wallet/points.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * The points service on its own: lots that expire a year after each grant, spending the lots that
 * expire first, points given back to the lots they came from, expiry lines, and points earned by an
 * order and taken back in proportion on refund (never below zero). Runs on PGlite and on PostgreSQL.
 */

const DAY = 86_400_000;
let t: TestApp;
let next = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member of DEMO with no points and no history. */
async function newMember(): Promise<number> {
  next += 1;
  const { rows } = await t.db.owner((q) =>
    q.query<{ id: number }>(
      `INSERT INTO app_user (shop_id, user_name, password_hash, user_type, mobile, full_name)
       SELECT 'DEMO', $1, password_hash, 7, $2, '积分测试' FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'person01'
       RETURNING id`,
      [`points${next}`, `1370000${String(next).padStart(4, '0')}`],
    ),
  );
  return Number(rows[0]!.id);
}

const demo = <T>(fn: (q: Queryable) => Promise<T>) => t.db.tenant('DEMO', fn);

async function lots(userId: number) {
  const { rows } = await t.db.owner((q) =>
    q.query<{ granted: number; remaining: number; expired: number }>(
      'SELECT granted, remaining, expired FROM points_lot WHERE user_id = $1 ORDER BY id',
      [userId],
    ),
  );
  return rows;
}

async function ledger(userId: number) {
  const { rows } = await t.db.owner((q) =>
    q.query<{ change: number; after: number; reason: string }>(
      'SELECT change, points_after AS after, reason FROM points_ledger WHERE user_id = $1 ORDER BY id',
      [userId],
    ),
  );
  return rows;
}

describe('points lots', () => {
  it('spends the lots that expire first, and a lot a year old leaves the balance with an expiry line', async () => {
    const user = await newMember();
    const now = Date.now();
    await demo((q) => grantPoints(q, user, 100, 'grant', { now: new Date(now - 300 * DAY) }));
    await demo((q) => grantPoints(q, user, 50, 'grant', { now: new Date(now - 10 * DAY) }));
    // 120 points: all 100 of the older lot, 20 of the newer.
    expect(await demo((q) => spendPoints(q, user, 120, 'deduct'))).toBe(30);
    expect(await lots(user)).toEqual([
      { granted: 100, remaining: 0, expired: 0 },
      { granted: 50, remaining: 30, expired: 0 },
    ]);
    // Past the newer lot's year: its 30 points expire, with their line.
    const later = new Date(now + 360 * DAY);
    expect(await demo((q) => currentPoints(q, user, later))).toBe(0);
    expect((await ledger(user)).map((l) => [l.change, l.after, l.reason])).toEqual([
      [100, 100, 'grant'],
      [50, 150, 'grant'],
      [-120, 30, 'deduct'],
      [-30, 0, 'expire'],
    ]);
    const page = await demo((q) => pointsLedger(q, user, { current: 1, size: 10 }, later));
    expect(page.records[0]).toMatchObject({ reason: 'expire', change: -30, pointsAfter: 0 });
    expect(page.records.find((r) => r.change === 50)!.expiresAt).not.toBeNull();
  });

  it('refuses to spend expired points (积分不足) and never goes below zero', async () => {
    const user = await newMember();
    await demo((q) => grantPoints(q, user, 40, 'signin', { now: new Date(Date.now() - 400 * DAY) }));
    await expect(demo((q) => spendPoints(q, user, 10, 'deduct'))).rejects.toThrow('积分不足，当前积分：0');
    expect(await demo((q) => currentPoints(q, user))).toBe(0);
  });

  it('gives spent points back to the lots they came from, and those already past their year expire again', async () => {
    const user = await newMember();
    const now = Date.now();
    await demo((q) => grantPoints(q, user, 60, 'grant', { now: new Date(now - 200 * DAY) }));
    await demo((q) => grantPoints(q, user, 60, 'grant', { now: new Date(now - 100 * DAY) }));
    await demo((q) => spendPoints(q, user, 90, 'deduct', { submissionId: 990001 }));
    // 40 back: the latest-expiring lot's 30 first, then 10 of the oldest.
    expect(
      await demo((q) => returnPoints(q, user, 40, 'return', { submissionId: 990001, reasons: ['deduct'] })),
    ).toBe(70);
    expect((await lots(user)).map((l) => l.remaining)).toEqual([10, 60]);
    // Returned after the oldest lot's year: its points go back and expire on the spot.
    await demo((q) => spendPoints(q, user, 70, 'deduct', { submissionId: 990002 }));
    const late = new Date(now + 200 * DAY);
    expect(
      await demo((q) =>
        returnPoints(q, user, 70, 'return', { submissionId: 990002, reasons: ['deduct'] }, { now: late }),
      ),
    ).toBe(60);
    const lines = await ledger(user);
    expect(lines.slice(-2).map((l) => [l.change, l.reason])).toEqual([
      [70, 'return'],
      [-10, 'expire'],
    ]);
  });

  it('the sweep expires every overdue lot once', async () => {
    const user = await newMember();
    await demo((q) => grantPoints(q, user, 25, 'grant', { now: new Date(Date.now() - 366 * DAY) }));
    expect(await sweepExpiredPoints(t.db)).toBeGreaterThanOrEqual(25);
    expect(await sweepExpiredPoints(t.db)).toBe(0);
    expect((await ledger(user)).map((l) => l.reason)).toEqual(['grant', 'expire']);
  });
});

describe('points earned by an order', () => {
  it('are granted once at the rate per yuan, taken back in proportion, and never below zero', async () => {
    const user = await newMember();
    const order = { orderId: 880001, userId: user, paid: '199.90', payMethod: 'balance' };
    // The DEMO rate is 1 point per yuan, rounded down.
    expect(await demo((q) => earnOrderPoints(q, order))).toBe(199);
    expect(await demo((q) => earnOrderPoints(q, order))).toBe(0);
    // A refund of ¥100: the order keeps ⌊99.90⌋ = 99 points.
    expect(await demo((q) => takeBackOrderPoints(q, 880001, '100.00'))).toEqual({ taken: 100, shortfall: 0 });
    // The member spends most of what is left; refunding the rest takes back what they hold.
    await demo((q) => spendPoints(q, user, 90, 'deduct'));
    expect(await demo((q) => takeBackOrderPoints(q, 880001, '99.90'))).toEqual({ taken: 9, shortfall: 90 });
    expect(await demo((q) => currentPoints(q, user))).toBe(0);
  });

  it('are not earned by an order paid with points', async () => {
    const user = await newMember();
    expect(
      await demo((q) =>
        earnOrderPoints(q, { orderId: 880002, userId: user, paid: '50.00', payMethod: 'points' }),
      ),
    ).toBe(0);
  });
});
