import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

/** A stable hash of a request body: keys sorted at every level, so field order does not matter. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

type Scope = 'order' | 'pay' | 'topup' | 'coupon' | 'membership' | 'redeem';

/**
 * Claims an idempotency key inside the caller's transaction, or answers the first request's stored
 * answer. The key row is inserted first: on PostgreSQL a concurrent request with the same key waits on
 * the unique index until the first commits, then replays its answer; when the first fails, its key row
 * rolls back with it and a retry runs afresh. The same key with another body is refused.
 */
export async function claimKey<T>(
  q: Queryable,
  userId: number,
  scope: Scope,
  key: string,
  body: unknown,
  session?: UserSession,
): Promise<{ replay: T } | null> {
  return claimKeys<T>(q, scope, [{ userId, key, body }], session)[0]!;
}

/** The stored answer of a key already claimed, or the refusal when it cannot be replayed. */
function replayOf<T>(stored: { hash: string; response: T | null } | undefined, hash: string): { replay: T } {
  if (!stored || stored.hash !== hash) {
    throw new AppError(409, '该请求标识（Idempotency-Key）已用于另一笔不同的请求，请刷新页面后重试');
  }
  if (stored.response === null) throw new AppError(409, '请勿同时提交订单');
  return { replay: stored.response };
}

/**
 * claimKey for the keys of several users at once, in one statement (a checkout batch: one key per user).
 * Answers one promise per claim, settled as claimKey would: null when claimed (and, with a session, the
 * user's lock taken), the stored answer of a replay, or the refusal. With a session, a claimed key's
 * transaction also sets its lock timeout and tries the user's advisory lock, in the same statement (and
 * only then: a duplicate must first wait for the key and replay). The stored answers are read by a second
 * statement, only when some key was there already.
 */
export function claimKeys<T>(
  q: Queryable,
  scope: Scope,
  claims: Array<{ userId: number; key: string; body: unknown }>,
  session?: UserSession,
): Array<Promise<{ replay: T } | null>> {
  const hashes = claims.map((c) => requestHash(c.body));
  const judged = (async () => {
    const { rows } = await q.query<{ claimed: boolean; locked: boolean | null }>(
      `WITH req AS (
         SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[]) WITH ORDINALITY AS r(user_id, key, hash, n)),
       ins AS (
         INSERT INTO idempotency_record (shop_id, user_id, scope, key, request_hash)
         SELECT current_setting('app.shop_id', true), r.user_id, $4, r.key, r.hash FROM req r ORDER BY r.n
         ON CONFLICT DO NOTHING RETURNING user_id, key)
       SELECT i.key IS NOT NULL AS claimed,
              CASE WHEN i.key IS NOT NULL AND $5::text IS NOT NULL THEN
                set_config('lock_timeout', '3s', true) IS NOT NULL
                AND pg_try_advisory_xact_lock(hashtext($5 || current_setting('app.shop_id', true) || ':' || r.user_id))
              END AS locked
         FROM req r LEFT JOIN ins i ON i.user_id = r.user_id AND i.key = r.key
        ORDER BY r.n`,
      [claims.map((c) => c.userId), claims.map((c) => c.key), hashes, scope, session?.lock ?? null],
      { prepare: true },
    );
    const there = claims.filter((_, i) => !rows[i]!.claimed);
    const stored = new Map<string, { hash: string; response: T | null }>();
    if (there.length > 0) {
      const found = await q.query<{ userId: number; key: string; hash: string; response: T | null }>(
        `SELECT user_id AS "userId", key, request_hash AS hash, response FROM idempotency_record
          WHERE scope = $1 AND (user_id, key) IN (SELECT * FROM unnest($2::bigint[], $3::text[]))`,
        [scope, there.map((c) => c.userId), there.map((c) => c.key)],
      );
      for (const r of found.rows) stored.set(`${r.userId}:${r.key}`, r);
    }
    return rows.map((row, i) => () => {
      const c = claims[i]!;
      if (!row.claimed) return replayOf(stored.get(`${c.userId}:${c.key}`), hashes[i]!);
      if (session && !row.locked) throw new AppError(409, session.busyMessage);
      return null;
    });
  })();
  return claims.map((_, i) => judged.then((all) => all[i]!()));
}

/** What a claimed key's transaction also takes: the user's advisory lock. */
export interface UserSession {
  /** Advisory lock name prefix (the shop and user are appended). */
  lock: string;
  /** The refusal when another request of the same user holds the lock. */
  busyMessage: string;
}

/** Stores the answer of a claimed key (in the same transaction as the work it answers for). */
export async function rememberAnswer(
  q: Queryable,
  userId: number,
  scope: Scope,
  key: string,
  answer: unknown,
) {
  await q.query(
    `UPDATE idempotency_record SET response = $4::jsonb WHERE user_id = $1 AND scope = $2 AND key = $3`,
    [userId, scope, key, JSON.stringify(answer)],
  );
}

/** Runs `work` once per (user, scope, key) in the caller's transaction (see {@link claimKey}). */
export async function idempotent<T>(
  q: Queryable,
  userId: number,
  scope: Scope,
  key: string,
  body: unknown,
  work: () => Promise<T>,
): Promise<T> {
  const claimed = await claimKey<T>(q, userId, scope, key, body);
  if (claimed) return claimed.replay;
  const result = await work();
  await rememberAnswer(q, userId, scope, key, result);
  return result;
}
