import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

/**
 * Records the member's sign-in of `day`, once: the streak continues the day before's (else starts at 1),
 * and the points are the day's plus the streak bonus. One INSERT … ON CONFLICT DO NOTHING: of any number
 * of sign-ins of the same day, racing or not, one inserts (the others wait on the primary key on
 * PostgreSQL, then insert nothing). Undefined when the day was already signed.
 */
export async function insertSigninDay(
  q: Queryable,
  userId: number,
  day: string,
  rule: { points: number; streakDays: number; streakBonus: number },
  at: Date,
): Promise<{ streak: number; points: number; bonus: number } | undefined> {
  const { rows } = await q.query<{ streak: number; points: number; bonus: number }>(
    `WITH prev AS (
       SELECT COALESCE((SELECT streak FROM signin_day WHERE user_id = $1 AND day = $2::date - 1), 0) + 1 AS streak)
     INSERT INTO signin_day (shop_id, user_id, day, streak, points, bonus, created_at)
     SELECT ${SHOP}, $1, $2::date, prev.streak, $3,
            CASE WHEN prev.streak % $4 = 0 THEN $5 ELSE 0 END, $6
       FROM prev
     ON CONFLICT DO NOTHING
     RETURNING streak, points, bonus`,
    [userId, day, rule.points, rule.streakDays, rule.streakBonus, at],
  );
  return rows[0];
}

/** The member's sign-ins between two days (both included). */
export async function selectSigninDays(q: Queryable, userId: number, from: string, to: string) {
  const { rows } = await q.query<{ day: string; streak: number; points: number; bonus: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, streak, points, bonus FROM signin_day
      WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [userId, from, to],
  );
  return rows;
}

/** How many days the member signed in, in all. */
export async function countSigninDays(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM signin_day WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}
