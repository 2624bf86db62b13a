import { createHash } from 'node:crypto';
import { decryptLoginPassword } from '../../../../src/lib/login-cipher.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, badRequest } from '../../errors.ts';
import { BAD_CODE, consumeCode } from '../sms/codes.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { hitRateLimit } from './rate-limit.ts';
import { insertSession, revokeSession } from './sessions.ts';

/** The one answer to every failed password login, so a caller learns nothing about why it failed. */
export const LOGIN_FAILED = '账号或密码错误';
/** Only an existing, locked account gets this; an unknown account keeps getting LOGIN_FAILED. */
export const ACCOUNT_LOCKED = '账号已锁定，请30分钟后再试';
export const TOO_MANY_ATTEMPTS = '登录尝试过于频繁，请稍后再试';

/** A login cipher is accepted only this close to the server clock (either side). */
export const CIPHER_WINDOW_MS = 300_000;
/** Longer than the whole window (±300 s), so a ciphertext cannot outlive its replay-cache entry. */
export const REPLAY_TTL_SECONDS = 600;
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 30 * 60;
export const LOCK_SECONDS = 30 * 60;
/**
 * Password and SMS logins from one client IP, per minute, across every tenant. LOGIN_ATTEMPTS_PER_IP
 * raises it where many people share one address (an office NAT, or the end-to-end suite on loopback).
 */
export const LOGIN_ATTEMPTS_PER_IP = Number(process.env.LOGIN_ATTEMPTS_PER_IP) || 30;

/** What a successful login answers. */
export interface LoginResult {
  accessToken: string;
  userId: string;
}

/** A use case decides inside its transaction and throws after it, so failure records are committed. */
type Outcome<T> = { ok: T } | { error: AppError };

async function settle<T>(outcome: Promise<Outcome<T>>): Promise<T> {
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.ok;
}

/** The password inside a login cipher when it was sealed within ±300 s of `now`, else null. */
export function openPasswordCipher(cipher: string, now: number = Date.now()): string | null {
  const plain = decryptLoginPassword(cipher);
  if (!plain || Math.abs(now - plain.timestamp) > CIPHER_WINDOW_MS) return null;
  return plain.password;
}

/**
 * Records the ciphertext as used for the account; false when it was already (a replay). Insert-if-absent,
 * one statement. Keyed by account too: ECB is deterministic, so two people with the same password logging
 * in within the same millisecond send identical ciphertexts and must not refuse each other. Not keyed by
 * shop: a ciphertext captured in one tenant must not open the same person's account in another.
 */
async function claimCiphertext(q: Queryable, userName: string, cipher: string): Promise<boolean> {
  const digest = createHash('sha256').update(`${userName}\n${cipher}`).digest('hex');
  const { rows } = await q.query(
    `INSERT INTO login_replay (digest, expires_at) VALUES ($1, now() + make_interval(secs => $2))
     ON CONFLICT (digest) DO NOTHING RETURNING 1`,
    [digest, REPLAY_TTL_SECONDS],
  );
  // Expired entries are dropped a few at a time by the logins themselves, so no sweeper is needed.
  await q.query(
    `DELETE FROM login_replay WHERE digest IN
       (SELECT digest FROM login_replay WHERE expires_at < now() LIMIT 50)`,
  );
  return rows.length === 1;
}

let dummyHash: Promise<string> | undefined;
/** Checked against when the account is unknown, so both cases cost one scrypt and take as long. */
function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword('decoy-password-never-matches');
  return dummyHash;
}

/**
 * Locks the account's guard row for the rest of the transaction (concurrent attempts on one account are
 * judged one after the other) and says whether the account is locked now.
 */
async function lockGuard(q: Queryable, shopId: string, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ locked: boolean }>(
    `INSERT INTO login_guard AS g (shop_id, user_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET shop_id = g.shop_id
     RETURNING coalesce(g.locked_until > now(), false) AS locked`,
    [shopId, userId],
  );
  return rows[0]?.locked === true;
}

/** Counts a failure; the MAX_FAILURES-th within the window (since the last lock ended) locks the account. */
async function recordFailure(q: Queryable, shopId: string, userId: number): Promise<void> {
  await q.query('INSERT INTO login_failure (shop_id, user_id) VALUES ($1, $2)', [shopId, userId]);
  await q.query(
    `UPDATE login_guard g SET locked_until = now() + make_interval(secs => $3)
      WHERE g.user_id = $1
        AND (SELECT count(*) FROM login_failure f
              WHERE f.user_id = $1
                AND f.failed_at > greatest(now() - make_interval(secs => $2),
                                           coalesce(g.locked_until, '-infinity'))) >= $4`,
    [userId, FAILURE_WINDOW_SECONDS, LOCK_SECONDS, MAX_FAILURES],
  );
}

/** Forgets an account's failures and lock (successful login, password reset). */
export async function clearFailures(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM login_failure WHERE user_id = $1', [userId]);
  await q.query('UPDATE login_guard SET locked_until = NULL WHERE user_id = $1', [userId]);
}

/** Input of a password login: the body as sent plus the client IP for the per-IP limit. */
export interface PasswordLogin {
  shopId: string;
  userName: string;
  passWord: string;
  ip: string;
}

/**
 * Password login (spec §5 cipher). Bad, stale or replayed ciphertexts, unknown accounts and wrong
 * passwords all answer LOGIN_FAILED and, for an existing account, count as a failure.
 */
export function passwordLogin(db: Database, input: PasswordLogin, now = Date.now()): Promise<LoginResult> {
  return settle(
    db.tenant(input.shopId, async (q): Promise<Outcome<LoginResult>> => {
      if (!(await hitRateLimit(q, 'login', input.ip, LOGIN_ATTEMPTS_PER_IP, 60)))
        return { error: new AppError(429, TOO_MANY_ATTEMPTS) };
      const userName = input.userName.trim();
      const password = openPasswordCipher(input.passWord, now);
      const fresh = password !== null && (await claimCiphertext(q, userName, input.passWord));
      const { rows } = await q.query<{ id: number; passwordHash: string }>(
        `SELECT id, password_hash AS "passwordHash" FROM app_user WHERE user_name = $1 AND status = 1`,
        [userName],
      );
      const user = rows[0];
      if (!user) {
        await verifyPassword(password ?? '', await decoyHash());
        return { error: badRequest(LOGIN_FAILED) };
      }
      if (await lockGuard(q, input.shopId, user.id)) return { error: badRequest(ACCOUNT_LOCKED) };
      if (password !== null && fresh && (await verifyPassword(password, user.passwordHash))) {
        await clearFailures(q, user.id);
        const accessToken = await insertSession(q, input.shopId, user.id);
        return { ok: { accessToken, userId: String(user.id) } };
      }
      await recordFailure(q, input.shopId, user.id);
      return { error: badRequest(LOGIN_FAILED) };
    }),
  );
}

/** Input of an SMS login: `userName` is the phone, `passWord` the code (spec §7). */
export type SmsLogin = PasswordLogin;

/** SMS login with a code of purpose `login`; shares the per-IP limit with password logins. */
export function smsLogin(db: Database, input: SmsLogin): Promise<LoginResult> {
  return settle(
    db.tenant(input.shopId, async (q): Promise<Outcome<LoginResult>> => {
      if (!(await hitRateLimit(q, 'login', input.ip, LOGIN_ATTEMPTS_PER_IP, 60)))
        return { error: new AppError(429, TOO_MANY_ATTEMPTS) };
      const mobile = input.userName.trim();
      if (!(await consumeCode(q, input.shopId, mobile, 'login', input.passWord)))
        return { error: badRequest(BAD_CODE) };
      const { rows } = await q.query<{ id: number }>(
        'SELECT id FROM app_user WHERE mobile = $1 AND status = 1',
        [mobile],
      );
      const user = rows[0];
      if (!user) return { error: badRequest(BAD_CODE) };
      const accessToken = await insertSession(q, input.shopId, user.id);
      return { ok: { accessToken, userId: String(user.id) } };
    }),
  );
}

/** Ends the caller's session. */
export async function logout(q: Queryable, sessionId: number): Promise<null> {
  await revokeSession(q, sessionId);
  return null;
}
