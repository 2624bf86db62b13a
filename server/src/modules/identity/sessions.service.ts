import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  insertSession as insertSessionRow,
  markSessionRevoked,
  markUserSessionsRevoked,
  selectSessionUser,
  selectShopAndSessionUser,
  touchSession,
  type SessionRow,
} from './sessions.repo.ts';

/** Sessions expire after this long without use … */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** … and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60 * 1000;

/** The user behind a valid session, as every route sees it. */
export type SessionUser = Omit<SessionRow, 'stale'>;

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
  await insertSessionRow(q, shopId, userId, hashToken(token), SESSION_ABSOLUTE_MS / 1000);
  return token;
}

/** Ends one session (logout). Revoking twice is harmless. */
export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await markSessionRevoked(q, sessionId);
}

/** Ends every session of a user (password changed or reset): a stolen token dies with the old password. */
export async function revokeUserSessions(q: Queryable, userId: number): Promise<void> {
  await markUserSessionsRevoked(q, userId);
}

/** Refreshes last_seen_at at most once a minute, and strips the row to the user. */
async function touched(q: Queryable | null, row: SessionRow | null | undefined): Promise<SessionUser | null> {
  if (!row) return null;
  if (row.stale && q) await touchSession(q, row.sessionId);
  const { stale: _stale, ...user } = row;
  return user;
}

/** The session's user, or null when the token is unknown, revoked or expired (in this tenant). */
export async function findSessionUser(q: Queryable, token: string): Promise<SessionUser | null> {
  return touched(
    q,
    await selectSessionUser(q, hashToken(token), SESSION_IDLE_MS / 1000, TOUCH_EVERY_MS / 1000),
  );
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
  const row = await selectShopAndSessionUser<S>(
    q,
    shopSql,
    token === null ? null : hashToken(token),
    SESSION_IDLE_MS / 1000,
    TOUCH_EVERY_MS / 1000,
  );
  const shop = row?.shop ?? null;
  return { shop, user: shop ? await touched(q, row?.user) : null };
}
