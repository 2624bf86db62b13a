import type { Queryable } from '../../platform/db/database.ts';

/** Whether the tenant has an account of that name. */
export async function accountTaken(q: Queryable, userName: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM app_user WHERE user_name = $1', [userName]);
  return rows.length > 0;
}

/** The tenant's account of that phone, or null. */
export async function userIdByMobile(q: Queryable, mobile: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM app_user WHERE mobile = $1', [mobile]);
  return rows[0]?.id ?? null;
}

/**
 * Creates an account (its nick name is its account name). DO NOTHING on a taken account or phone: the
 * transaction goes on and the answer is undefined.
 */
export async function insertUser(
  q: Queryable,
  user: {
    shopId: string;
    userName: string;
    mobile: string;
    passwordHash: string;
    userType: number;
    isMain: boolean;
  },
): Promise<{ id: number } | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO app_user (shop_id, user_name, nick_name, mobile, password_hash, user_type, is_main)
       VALUES ($1, $2, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING id`,
    [user.shopId, user.userName, user.mobile, user.passwordHash, user.userType, user.isMain],
  );
  return rows[0];
}

/** Stores a reset ticket (its hash) of the user, valid for `seconds`. */
export async function insertResetTicket(
  q: Queryable,
  shopId: string,
  userId: number,
  tokenHash: string,
  seconds: number,
): Promise<void> {
  await q.query(
    `INSERT INTO password_reset_ticket (shop_id, user_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [shopId, userId, tokenHash, seconds],
  );
}

/** Marks an unused, unexpired ticket used (one conditional UPDATE); its user, or undefined. */
export async function spendResetTicket(q: Queryable, tokenHash: string): Promise<number | undefined> {
  const { rows } = await q.query<{ userId: number }>(
    `UPDATE password_reset_ticket SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id AS "userId"`,
    [tokenHash],
  );
  return rows[0]?.userId;
}

export async function updatePasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** The user's password hash, the row locked until the transaction ends; undefined for an unknown user. */
export async function selectPasswordHashForUpdate(q: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ passwordHash: string }>(
    'SELECT password_hash AS "passwordHash" FROM app_user WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0]?.passwordHash;
}
