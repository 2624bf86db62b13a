import type { Queryable } from '../../platform/db/database.ts';

/**
 * Records a ciphertext's digest as used, for `seconds`; false when it already was (insert-if-absent, one
 * statement). Expired digests are dropped a few at a time by the logins themselves, so no sweeper is
 * needed.
 */
export async function claimDigest(q: Queryable, digest: string, seconds: number): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO login_replay (digest, expires_at) VALUES ($1, now() + make_interval(secs => $2))
     ON CONFLICT (digest) DO NOTHING RETURNING 1`,
    [digest, seconds],
  );
  await q.query(
    `DELETE FROM login_replay WHERE digest IN
       (SELECT digest FROM login_replay WHERE expires_at < now() LIMIT 50)`,
  );
  return rows.length === 1;
}

/** A name's failed logins in the current window, and whether it is locked. */
export interface NameGuard {
  failures: number;
  locked: boolean;
}

/**
 * Locks the name's guard row for the rest of the transaction (concurrent attempts on one name are judged
 * one after the other) and reads its failures in the current window of `windowSeconds`. A window that
 * has run out starts again at zero; so does one whose lock has ended.
 */
export async function lockGuard(
  q: Queryable,
  shopId: string,
  userName: string,
  windowSeconds: number,
): Promise<NameGuard> {
  const { rows } = await q.query<NameGuard>(
    `INSERT INTO login_name_guard AS g (shop_id, user_name) VALUES ($1, $2)
     ON CONFLICT (shop_id, user_name) DO UPDATE SET
       failures = CASE WHEN g.locked_until <= now()
                         OR (g.locked_until IS NULL AND g.window_start <= now() - make_interval(secs => $3))
                       THEN 0 ELSE g.failures END,
       window_start = CASE WHEN g.locked_until <= now()
                             OR (g.locked_until IS NULL AND g.window_start <= now() - make_interval(secs => $3))
                           THEN now() ELSE g.window_start END,
       locked_until = CASE WHEN g.locked_until <= now() THEN NULL ELSE g.locked_until END
     RETURNING failures, coalesce(locked_until > now(), false) AS locked`,
    [shopId, userName, windowSeconds],
  );
  return rows[0] ?? { failures: 0, locked: false };
}

/**
 * Counts a failure of the name; the `maxFailures`-th locks it for `lockSeconds`. Rows of names nobody
 * tried for a day go, a few at a time.
 */
export async function recordFailure(
  q: Queryable,
  shopId: string,
  userName: string,
  maxFailures: number,
  lockSeconds: number,
): Promise<void> {
  await q.query(
    `UPDATE login_name_guard SET failures = failures + 1,
            locked_until = CASE WHEN failures + 1 >= $3 THEN now() + make_interval(secs => $4) END
      WHERE shop_id = $1 AND user_name = $2`,
    [shopId, userName, maxFailures, lockSeconds],
  );
  await q.query(
    `DELETE FROM login_name_guard WHERE (shop_id, user_name) IN
       (SELECT shop_id, user_name FROM login_name_guard
         WHERE window_start < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())
         LIMIT 20)`,
  );
}

/** Forgets the failures and lock of the user's name. */
export async function deleteGuardOfUser(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `DELETE FROM login_name_guard g USING app_user u
      WHERE u.id = $1 AND g.shop_id = u.shop_id AND g.user_name = u.user_name`,
    [userId],
  );
}

/** The active account of that name with its password hash, or undefined. */
export async function selectActiveUserByName(q: Queryable, userName: string) {
  const { rows } = await q.query<{ id: number; passwordHash: string }>(
    `SELECT id, password_hash AS "passwordHash" FROM app_user WHERE user_name = $1 AND status = 1`,
    [userName],
  );
  return rows[0];
}

/** The active account of that phone, or undefined. */
export async function selectActiveUserByMobile(q: Queryable, mobile: string) {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM app_user WHERE mobile = $1 AND status = 1', [
    mobile,
  ]);
  return rows[0];
}
