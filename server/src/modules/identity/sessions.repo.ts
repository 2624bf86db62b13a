import type { Queryable } from '../../platform/db/database.ts';

/** A valid session's user, and whether the session's last-seen time is due a refresh. */
export interface SessionRow {
  sessionId: number;
  userId: number;
  shopId: string;
  userName: string;
  /** Raw type as stored (1, 2, 3, 5, 7, 9). */
  userType: number;
  isMain: boolean;
  isOperator: boolean;
  stale: boolean;
}

/** Opens a session of the user (the token's hash) that ends after `seconds` in any case. */
export async function insertSession(
  q: Queryable,
  shopId: string,
  userId: number,
  tokenHash: string,
  seconds: number,
): Promise<void> {
  await q.query(
    `INSERT INTO user_session (shop_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [shopId, userId, tokenHash, seconds],
  );
}

export async function markSessionRevoked(q: Queryable, sessionId: number): Promise<void> {
  await q.query('UPDATE user_session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

export async function markUserSessionsRevoked(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE user_session SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
  ]);
}

/** Refreshes the last-seen time of the given sessions. */
export async function touchSessions(q: Queryable, sessionIds: number[]): Promise<void> {
  await q.query('UPDATE user_session SET last_seen_at = now() WHERE id = ANY($1::bigint[])', [sessionIds]);
}

/**
 * The session of the token hash `tokenHash` (an SQL expression) and its user, when the session is neither
 * revoked nor expired, was seen within $2 seconds and its user is active; `stale` when it was last seen
 * more than $3 seconds ago.
 */
const sessionUserSql = (
  tokenHash: string,
) => `SELECT s.id AS "sessionId", u.id AS "userId", u.shop_id AS "shopId", u.user_name AS "userName",
            u.user_type AS "userType", u.is_main AS "isMain", u.is_operator AS "isOperator",
            s.last_seen_at < now() - make_interval(secs => $3) AS stale
       FROM user_session s JOIN app_user u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2) AND u.status = 1`;
const SESSION_USER_SQL = sessionUserSql('$1');

/** The user of the token's session (see sessionUserSql), or undefined. Prepared. */
export async function selectSessionUser(
  q: Queryable,
  tokenHash: string,
  idleSeconds: number,
  touchSeconds: number,
): Promise<SessionRow | undefined> {
  const { rows } = await q.query<SessionRow>(SESSION_USER_SQL, [tokenHash, idleSeconds, touchSeconds], {
    prepare: true,
  });
  return rows[0];
}

/**
 * The tenant's shop row and the users of the sessions of several token hashes (see sessionUserSql; null
 * where there is none), in one statement: the requests of a tenant that arrive together resolve both
 * with one round trip. `shopSql` selects the shop row as one JSON value. Prepared: parsed and planned
 * once per connection.
 */
export async function selectShopAndSessionUsers<S>(
  q: Queryable,
  shopSql: string,
  tokenHashes: string[],
  idleSeconds: number,
  touchSeconds: number,
): Promise<{ shop: S | null; users: Array<SessionRow | null> }> {
  const { rows } = await q.query<{ shop: S | null; users: Array<SessionRow | null> | null }>(
    `SELECT (${shopSql}) AS shop,
            (SELECT json_agg((SELECT row_to_json(x) FROM (${sessionUserSql('t.hash')}) x) ORDER BY t.at)
               FROM unnest($1::text[]) WITH ORDINALITY AS t(hash, at)) AS users`,
    [tokenHashes, idleSeconds, touchSeconds],
    { prepare: true },
  );
  return { shop: rows[0]?.shop ?? null, users: rows[0]?.users ?? tokenHashes.map(() => null) };
}
