import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

export interface LevelRow {
  level: number;
  growthFrom: number;
  pointsRate: string;
}

/** The shop's member levels, lowest first. */
export async function selectLevels(q: Queryable): Promise<LevelRow[]> {
  const { rows } = await q.query<LevelRow>(
    `SELECT level, growth_from AS "growthFrom", points_rate::text AS "pointsRate" FROM member_level ORDER BY level`,
  );
  return rows;
}

export interface MemberRow {
  growth: number;
  paidUntil: Date | null;
}

/** The member's growth value and paid membership expiry (zero and none without an account row). */
export async function selectMember(q: Queryable, userId: number): Promise<MemberRow> {
  const { rows } = await q.query<MemberRow>(
    `SELECT growth, paid_until AS "paidUntil" FROM member_account WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? { growth: 0, paidUntil: null };
}

export interface MemberSetting {
  earnPerYuan: string;
  growthPerYuan: string;
  paidPointsBonus: string;
}

export async function selectMemberSetting(q: Queryable): Promise<MemberSetting> {
  const { rows } = await q.query<MemberSetting>(
    `SELECT earn_per_yuan::text AS "earnPerYuan", growth_per_yuan::text AS "growthPerYuan",
            paid_points_bonus::text AS "paidPointsBonus" FROM member_points_setting`,
  );
  return rows[0] ?? { earnPerYuan: '1.00', growthPerYuan: '1.00', paidPointsBonus: '1.00' };
}

/**
 * Changes the member's growth by `change` (never below zero: a negative change takes at most what they
 * hold), with its ledger line; the member's row is locked first. The change made and the growth after.
 */
export async function changeGrowth(
  q: Queryable,
  userId: number,
  change: number,
  reason: 'order' | 'refund' | 'grant',
  orderId: number | null,
  at: Date,
): Promise<{ change: number; after: number }> {
  const { rows: held } = await q.query<{ growth: number }>(
    `INSERT INTO member_account (shop_id, user_id) VALUES (${SHOP}, $1)
     ON CONFLICT (shop_id, user_id) DO UPDATE SET growth = member_account.growth
     RETURNING growth`,
    [userId],
  );
  const before = held[0]!.growth;
  const after = Math.max(0, before + change);
  if (after === before) return { change: 0, after };
  await q.query(`UPDATE member_account SET growth = $2 WHERE user_id = $1`, [userId, after]);
  await q.query(
    `INSERT INTO growth_ledger (shop_id, user_id, change, growth_after, reason, order_id, created_at)
     VALUES (${SHOP}, $1, $2, $3, $4, $5, $6)`,
    [userId, after - before, after, reason, orderId, at],
  );
  return { change: after - before, after };
}

/** Records the growth an order earned; false when it was recorded before. */
export async function insertOrderGrowth(
  q: Queryable,
  row: { orderId: number; userId: number; rate: string; base: string; earned: number },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO order_growth (shop_id, order_id, user_id, rate, base, earned)
     VALUES (${SHOP}, $1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [row.orderId, row.userId, row.rate, row.base, row.earned],
  );
  return rowCount === 1;
}

export async function selectOrderGrowth(q: Queryable, orderId: number) {
  const { rows } = await q.query<{
    userId: number;
    rate: string;
    base: string;
    refunded: string;
    earned: number;
    taken: number;
  }>(
    `SELECT user_id AS "userId", rate::text AS rate, base::text AS base, refunded::text AS refunded, earned, taken
       FROM order_growth WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}

export async function updateOrderGrowthTaken(
  q: Queryable,
  orderId: number,
  refunded: string,
  taken: number,
): Promise<void> {
  await q.query(`UPDATE order_growth SET refunded = refunded + $2, taken = taken + $3 WHERE order_id = $1`, [
    orderId,
    refunded,
    taken,
  ]);
}

export interface GrowthLine {
  id: number;
  change: number;
  after: number;
  reason: 'order' | 'refund' | 'grant';
  orderNo: string | null;
  createdAt: Date;
}

/** The member's latest growth lines, newest first. */
export async function selectGrowthLines(q: Queryable, userId: number, limit: number): Promise<GrowthLine[]> {
  const { rows } = await q.query<GrowthLine>(
    `SELECT g.id, g.change, g.growth_after AS after, g.reason, o.order_no AS "orderNo", g.created_at AS "createdAt"
       FROM growth_ledger g LEFT JOIN mall_order o ON o.id = g.order_id
      WHERE g.user_id = $1 ORDER BY g.created_at DESC, g.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** How many members-only coupons the coupon centre offers now. */
export async function countMembersOnlyCoupons(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM coupon WHERE members_only AND claimable AND valid_to > now()`,
  );
  return rows[0]?.n ?? 0;
}
