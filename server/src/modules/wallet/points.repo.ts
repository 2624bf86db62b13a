import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

/** Why points moved (points_ledger.reason, migration 0030). */
export type PointsReason =
  | 'deduct'
  | 'pay'
  | 'return'
  | 'grant'
  | 'afterSale'
  | 'signin'
  | 'task'
  | 'earn'
  | 'takeback'
  | 'expire'
  | 'redeem';

/** The shop's points rules (member_points_setting), with the migration's defaults when it has no row. */
export interface PointsSetting {
  earnPerYuan: string;
  validMonths: number;
  signinPoints: number;
  streakDays: number;
  streakBonus: number;
}

export async function selectPointsSetting(q: Queryable): Promise<PointsSetting> {
  const { rows } = await q.query<PointsSetting>(
    `SELECT earn_per_yuan::text AS "earnPerYuan", valid_months AS "validMonths", signin_points AS "signinPoints",
            streak_days AS "streakDays", streak_bonus AS "streakBonus"
       FROM member_points_setting`,
  );
  return rows[0] ?? { earnPerYuan: '1.00', validMonths: 12, signinPoints: 5, streakDays: 7, streakBonus: 20 };
}

/**
 * Makes sure the member has an account row and locks it for the rest of the transaction; the points it
 * holds. Every change of a member's points lots starts here, so on PostgreSQL they take turns per member
 * (PGlite runs one transaction at a time anyway).
 */
export async function lockMember(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ points: number }>(
    `INSERT INTO member_account (shop_id, user_id) VALUES (${SHOP}, $1)
     ON CONFLICT (shop_id, user_id) DO UPDATE SET points = member_account.points
     RETURNING points`,
    [userId],
  );
  return rows[0]!.points;
}

/**
 * Expires the member's lots past their time at `now`: their remaining points leave the balance, with
 * one `expire` ledger line per lot dated at the lot's expiry (or at the member's latest line, when points
 * came back to a lot after it expired). One statement; how many points expired.
 */
export async function expireLots(q: Queryable, userId: number, now: Date): Promise<number> {
  const { rows } = await q.query<{ expired: number }>(
    `WITH due AS (
       SELECT id, remaining, expires_at FROM points_lot
        WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2),
     lots AS (
       UPDATE points_lot l SET expired = l.expired + d.remaining, remaining = 0
         FROM due d WHERE l.shop_id = ${SHOP} AND l.id = d.id
       RETURNING d.id, d.remaining, d.expires_at),
     acc AS (
       UPDATE member_account SET points = points - (SELECT sum(remaining) FROM lots)
        WHERE user_id = $1 AND EXISTS (SELECT 1 FROM lots) RETURNING points),
     last AS (SELECT max(created_at) AS at FROM points_ledger WHERE user_id = $1),
     lines AS (
       INSERT INTO points_ledger (shop_id, user_id, change, points_after, reason, lot_id, created_at)
       SELECT ${SHOP}, $1, -lots.remaining,
              acc.points + COALESCE(sum(lots.remaining) OVER (ORDER BY lots.expires_at, lots.id
                                     ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0),
              'expire', lots.id, GREATEST(lots.expires_at, last.at)
         FROM lots CROSS JOIN acc CROSS JOIN last ORDER BY lots.expires_at, lots.id
       RETURNING change)
     SELECT COALESCE(-sum(change), 0)::int AS expired FROM lines`,
    [userId, now],
  );
  return rows[0]!.expired;
}

/** Adds points to the member's account; the points after. */
export async function addPoints(q: Queryable, userId: number, points: number): Promise<number> {
  const { rows } = await q.query<{ points: number }>(
    'UPDATE member_account SET points = points + $2 WHERE user_id = $1 RETURNING points',
    [userId, points],
  );
  return rows[0]!.points;
}

/** Takes points from the member when they hold them (one conditional UPDATE); the points after, or undefined. */
export async function takePoints(q: Queryable, userId: number, points: number): Promise<number | undefined> {
  const { rows } = await q.query<{ points: number }>(
    'UPDATE member_account SET points = points - $2 WHERE user_id = $1 AND points >= $2 RETURNING points',
    [userId, points],
  );
  return rows[0]?.points;
}

export interface LedgerLine {
  userId: number;
  change: number;
  after: number;
  reason: PointsReason;
  submissionId?: number | null;
  afterSaleId?: number | null;
  orderId?: number | null;
  lotId?: number | null;
  note?: string;
  at: Date;
}

/** A points ledger line; its id. */
export async function insertPointsLine(q: Queryable, line: LedgerLine): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO points_ledger (shop_id, user_id, change, points_after, reason, submission_id, after_sale_id,
                                order_id, lot_id, note, created_at)
     VALUES (${SHOP}, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      line.userId,
      line.change,
      line.after,
      line.reason,
      line.submissionId ?? null,
      line.afterSaleId ?? null,
      line.orderId ?? null,
      line.lotId ?? null,
      line.note ?? '',
      line.at,
    ],
  );
  return rows[0]!.id;
}

/** A new lot of `points` granted at `at`, expiring `months` later; its id. */
export async function insertLot(
  q: Queryable,
  userId: number,
  points: number,
  at: Date,
  months: number,
  ledgerId: number,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO points_lot (shop_id, user_id, granted, remaining, granted_at, expires_at, ledger_id)
     VALUES (${SHOP}, $1, $2, $2, $3, $3::timestamptz + make_interval(months => $4), $5) RETURNING id`,
    [userId, points, at, months, ledgerId],
  );
  return rows[0]!.id;
}

/**
 * Takes `points` from the member's live lots, those that expire first first, recording each lot's share
 * against the spending line. One statement; how many points the lots gave (all of them, unless the lots
 * no longer add up to the balance).
 */
export async function consumeLots(
  q: Queryable,
  userId: number,
  points: number,
  ledgerId: number,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ taken: number }>(
    `WITH live AS (
       SELECT id, remaining,
              sum(remaining) OVER (ORDER BY expires_at, id) - remaining AS before
         FROM points_lot WHERE user_id = $1 AND remaining > 0 AND expires_at > $4),
     take AS (SELECT id, LEAST(remaining, $2 - before) AS pts FROM live WHERE before < $2),
     lots AS (
       UPDATE points_lot l SET remaining = l.remaining - t.pts
         FROM take t WHERE l.shop_id = ${SHOP} AND l.id = t.id AND l.remaining >= t.pts
       RETURNING t.id, t.pts),
     shares AS (
       INSERT INTO points_allocation (shop_id, ledger_id, lot_id, points)
       SELECT ${SHOP}, $3, id, pts FROM lots RETURNING points)
     SELECT COALESCE(sum(points), 0)::int AS taken FROM shares`,
    [userId, points, ledgerId, now],
  );
  return rows[0]!.taken;
}

/**
 * Gives up to `points` back to the lots that the member's spending lines of a submission (of the given
 * reasons) took them from, latest expiry first. One statement; how many points found their lot.
 */
export async function restoreLots(
  q: Queryable,
  userId: number,
  points: number,
  submissionId: number,
  reasons: readonly PointsReason[],
): Promise<number> {
  const { rows } = await q.query<{ restored: number }>(
    `WITH open AS (
       SELECT a.ledger_id, a.lot_id, a.points - a.returned AS open, lot.expires_at
         FROM points_allocation a
         JOIN points_ledger l ON l.shop_id = a.shop_id AND l.id = a.ledger_id
         JOIN points_lot lot ON lot.shop_id = a.shop_id AND lot.id = a.lot_id
        WHERE l.user_id = $1 AND l.submission_id = $3 AND l.reason = ANY($4::text[]) AND a.points > a.returned),
     ranked AS (
       SELECT *, sum(open) OVER (ORDER BY expires_at DESC, lot_id DESC, ledger_id) - open AS before FROM open),
     take AS (SELECT ledger_id, lot_id, LEAST(open, $2 - before) AS pts FROM ranked WHERE before < $2),
     shares AS (
       UPDATE points_allocation a SET returned = a.returned + t.pts
         FROM take t WHERE a.shop_id = ${SHOP} AND a.ledger_id = t.ledger_id AND a.lot_id = t.lot_id
       RETURNING t.lot_id, t.pts),
     lots AS (
       UPDATE points_lot l SET remaining = l.remaining + s.pts
         FROM (SELECT lot_id, sum(pts)::int AS pts FROM shares GROUP BY lot_id) s
        WHERE l.shop_id = ${SHOP} AND l.id = s.lot_id
       RETURNING s.pts)
     SELECT COALESCE(sum(pts), 0)::int AS restored FROM lots`,
    [userId, points, submissionId, reasons],
  );
  return rows[0]!.restored;
}

/** The member's points, and how many of them expire within `days` days of `now` (and when the first do). */
export async function selectPointsSummary(q: Queryable, userId: number, now: Date, days: number) {
  const { rows } = await q.query<{ points: number; expiring: number; nextExpiry: Date | null }>(
    `SELECT COALESCE((SELECT points FROM member_account WHERE user_id = $1), 0) AS points,
            COALESCE((SELECT sum(remaining)::int FROM points_lot
                       WHERE user_id = $1 AND remaining > 0 AND expires_at > $2
                         AND expires_at <= $2::timestamptz + make_interval(days => $3)), 0) AS expiring,
            (SELECT min(expires_at) FROM points_lot WHERE user_id = $1 AND remaining > 0 AND expires_at > $2)
              AS "nextExpiry"`,
    [userId, now, days],
  );
  return rows[0]!;
}

export interface PointsLineRow {
  id: number;
  change: number;
  after: number;
  reason: PointsReason;
  note: string;
  createdAt: Date;
  expiresAt: Date | null;
  orderNos: string[];
}

/**
 * A page of the member's points ledger, newest first, with each grant's expiry and the order numbers a
 * line is about (`orderNos` is the SQL the orders module publishes for a line's submission, order and
 * after-sales request). `direction` in: gains only, out: losses only.
 */
export async function selectPointsLines(
  q: Queryable,
  userId: number,
  filter: { direction: 'all' | 'in' | 'out'; reason: string | null; from: Date | null; to: Date | null },
  page: { offset: number; size: number },
  orderNos: string,
): Promise<{ total: number; rows: PointsLineRow[] }> {
  const where = `user_id = $1
      AND ($2 = 'all' OR ($2 = 'in' AND change > 0) OR ($2 = 'out' AND change < 0))
      AND ($3::text IS NULL OR reason = $3) AND ($4::timestamptz IS NULL OR created_at >= $4)
      AND ($5::timestamptz IS NULL OR created_at < $5)`;
  const params = [userId, filter.direction, filter.reason, filter.from, filter.to];
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM points_ledger WHERE ${where}`,
    params,
  );
  const { rows } = await q.query<PointsLineRow>(
    `SELECT p.id, p.change, p.points_after AS after, p.reason, p.note, p.created_at AS "createdAt",
            (SELECT lot.expires_at FROM points_lot lot
              WHERE lot.shop_id = p.shop_id AND lot.ledger_id = p.id AND p.change > 0 LIMIT 1) AS "expiresAt",
            ${orderNos} AS "orderNos"
       FROM points_ledger p WHERE ${where.replaceAll('user_id', 'p.user_id')}
      ORDER BY p.created_at DESC, p.id DESC OFFSET $6 LIMIT $7`,
    [...params, page.offset, page.size],
  );
  return { total: count[0]!.n, rows };
}

/** The tenants with lots past their time at `now` (the sweep's clock, the same one it expires by). */
export async function selectShopsWithExpiredPoints(q: Queryable, now: Date): Promise<string[]> {
  return (await q.query<{ s: string }>('SELECT shops_with_expired_points($1) AS s', [now])).rows.map(
    (r) => r.s,
  );
}

/** The members of the tenant with lots past their time. */
export async function selectMembersWithExpiredPoints(q: Queryable, now: Date): Promise<number[]> {
  const { rows } = await q.query<{ u: number }>(
    'SELECT DISTINCT user_id AS u FROM points_lot WHERE remaining > 0 AND expires_at <= $1',
    [now],
  );
  return rows.map((r) => Number(r.u));
}

/** Points earned by an order (order_points), or undefined before it is received. */
export async function selectOrderPoints(q: Queryable, orderId: number) {
  const { rows } = await q.query<{
    userId: number;
    rate: string;
    base: string;
    refunded: string;
    earned: number;
    taken: number;
    shortfall: number;
  }>(
    `SELECT user_id AS "userId", rate::text AS rate, base::text AS base, refunded::text AS refunded, earned,
            taken, shortfall
       FROM order_points WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

/** Records what an order earned, once; false when it already earned. */
export async function insertOrderPoints(
  q: Queryable,
  row: { orderId: number; userId: number; rate: string; base: string; earned: number },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO order_points (shop_id, order_id, user_id, rate, base, earned)
     VALUES (${SHOP}, $1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [row.orderId, row.userId, row.rate, row.base, row.earned],
  );
  return rowCount === 1;
}

/** Counts a refund against an order's earned points: what was taken back and what could not be. */
export async function updateOrderPointsTaken(
  q: Queryable,
  orderId: number,
  refunded: string,
  taken: number,
  shortfall: number,
): Promise<void> {
  await q.query(
    `UPDATE order_points SET refunded = refunded + $2, taken = taken + $3, shortfall = shortfall + $4
      WHERE order_id = $1`,
    [orderId, refunded, taken, shortfall],
  );
}
