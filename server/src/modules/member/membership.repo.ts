import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

export interface PlanRow {
  code: 'month' | 'quarter' | 'year';
  months: number;
  price: string;
}

/** The shop's membership plans, in their order. */
export async function selectPlans(q: Queryable): Promise<PlanRow[]> {
  const { rows } = await q.query<PlanRow>(
    `SELECT code, months, price::text AS price FROM member_plan ORDER BY sort, months`,
  );
  return rows;
}

/** The purchase a membership payment pays. */
export async function insertPurchase(
  q: Queryable,
  p: { paymentId: string; userId: number; plan: PlanRow },
): Promise<void> {
  await q.query(
    `INSERT INTO member_purchase (shop_id, payment_id, user_id, plan_code, months, amount)
     VALUES (${SHOP}, $1, $2, $3, $4, $5)`,
    [p.paymentId, p.userId, p.plan.code, p.plan.months, p.plan.price],
  );
}

export interface PurchaseRow {
  paymentId: string;
  planCode: PlanRow['code'];
  months: number;
  amount: string;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
}

const PURCHASE_COLUMNS = `payment_id AS "paymentId", plan_code AS "planCode", months, amount::text AS amount,
  starts_at AS "startsAt", ends_at AS "endsAt", created_at AS "createdAt"`;

export async function selectPurchase(q: Queryable, paymentId: string): Promise<PurchaseRow | undefined> {
  const { rows } = await q.query<PurchaseRow>(
    `SELECT ${PURCHASE_COLUMNS} FROM member_purchase WHERE payment_id = $1`,
    [paymentId],
  );
  return rows[0];
}

/** The member's paid purchases, newest first. */
export async function selectPaidPurchases(
  q: Queryable,
  userId: number,
  limit: number,
): Promise<PurchaseRow[]> {
  const { rows } = await q.query<PurchaseRow>(
    `SELECT ${PURCHASE_COLUMNS} FROM member_purchase WHERE user_id = $1 AND ends_at IS NOT NULL
      ORDER BY starts_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/**
 * Applies a paid membership purchase once: the member's account row is locked, the purchase runs from
 * the later of `now` and the current expiry for its months, and the expiry moves to its end. A purchase
 * already applied (ends_at written) changes nothing. The new expiry, or null when it was applied before.
 */
export async function activateMembership(
  q: Queryable,
  paymentId: string,
  now = new Date(),
): Promise<Date | null> {
  const purchase = await selectPurchase(q, paymentId);
  if (!purchase || purchase.endsAt) return null;
  const { rows: owner } = await q.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM member_purchase WHERE payment_id = $1`,
    [paymentId],
  );
  const userId = owner[0]!.userId;
  const { rows: held } = await q.query<{ paidUntil: Date | null }>(
    `INSERT INTO member_account (shop_id, user_id) VALUES (${SHOP}, $1)
     ON CONFLICT (shop_id, user_id) DO UPDATE SET paid_until = member_account.paid_until
     RETURNING paid_until AS "paidUntil"`,
    [userId],
  );
  const { rows } = await q.query<{ endsAt: Date }>(
    `UPDATE member_purchase SET starts_at = greatest($2::timestamptz, COALESCE($3::timestamptz, $2::timestamptz)),
            ends_at = greatest($2::timestamptz, COALESCE($3::timestamptz, $2::timestamptz)) + make_interval(months => months)
      WHERE payment_id = $1 AND ends_at IS NULL
      RETURNING ends_at AS "endsAt"`,
    [paymentId, now, held[0]!.paidUntil],
  );
  if (!rows[0]) return null;
  await q.query(`UPDATE member_account SET paid_until = $2 WHERE user_id = $1`, [userId, rows[0].endsAt]);
  return rows[0].endsAt;
}
