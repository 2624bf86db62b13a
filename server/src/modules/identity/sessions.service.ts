import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../platform/db/database.ts';

/** Sessions expire after this long without use … */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** … and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The user behind a valid session, as every route sees it. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  shopId: string;
  userName: string;
  /** Raw type as stored (1, 2, 3, 5, 7, 9). */
  userType: number;
  isMain: boolean;
  isOperator: boolean;
}

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for a user of the tenant and returns its token (shown once, stored only as a hash). */
export async function createSession(db: Database, shopId: string, userId: number): Promise<string> {
  return db.tenant(shopId, (q) => insertSession(q, shopId, userId));
}

/** {@link createSession} inside a transaction the caller already holds (login use cases). */
export async function insertSession(q: Queryable, shopId: string, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO user_session (shop_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [shopId, userId, hashToken(token), SESSION_ABSOLUTE_MS / 1000],
  );
  return token;
}

/** Ends one session (logout). Revoking twice is harmless. */
export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE user_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

/** Ends every session of a user (password changed or reset): a stolen token dies with the old password. */
export async function revokeUserSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE user_session SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

const SESSION_USER_SQL = `SELECT s.id AS "sessionId", u.id AS "userId", u.shop_id AS "shopId", u.user_name AS "userName",
            u.user_type AS "userType", u.is_main AS "isMain", u.is_operator AS "isOperator",
            s.last_seen_at < now() - make_interval(secs => $3) AS stale
       FROM user_session s JOIN app_user u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2) AND u.status = 1`;

type SessionRow = SessionUser & { stale: boolean };

/** Refreshes last_seen_at at most once a minute, and strips the row to the user. */
async function touched(q: Queryable | null, row: SessionRow | null | undefined): Promise<SessionUser | null> {
  if (!row) return null;
  if (row.stale && q)
    await q.query('UPDATE user_session SET last_seen_at = now() WHERE id = $1', [row.sessionId]);
  const { stale: _stale, ...user } = row;
  return user;
}

/** The session's user, or null when the token is unknown, revoked or expired (in this tenant). */
export async function findSessionUser(q: Queryable, token: string): Promise<SessionUser | null> {
  const { rows } = await q.query<SessionRow>(
    SESSION_USER_SQL,
    [hashToken(token), SESSION_IDLE_MS / 1000, TOUCH_EVERY_MS / 1000],
    { prepare: true },
  );
  return touched(q, rows[0]);
}

/**
 * The tenant's shop row and, when a token is given, its session's user, in one round trip (every
 * request resolves both). `shopSql` selects the shop row as one JSON value. Prepared: parsed and planned
 * once per connection.
 */
export async function findShopAndSessionUser<S>(
  q: Queryable,
  shopSql: string,
  token: string | null,
): Promise<{ shop: S | null; user: SessionUser | null }> {
  const { rows } = await q.query<{ shop: S | null; user: SessionRow | null }>(
    `SELECT (${shopSql}) AS shop,
            CASE WHEN $1::text IS NULL THEN NULL ELSE (SELECT row_to_json(x) FROM (${SESSION_USER_SQL}) x) END AS user`,
    [token === null ? null : hashToken(token), SESSION_IDLE_MS / 1000, TOUCH_EVERY_MS / 1000],
    { prepare: true },
  );
  const shop = rows[0]?.shop ?? null;
  return { shop, user: shop ? await touched(q, rows[0]?.user) : null };
}
