import type { components } from '../../../../openapi/generated/upms.ts';
import { createHash } from 'node:crypto';
import { decryptLoginPassword } from '../../../../machines/identity/login-cipher.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { BAD_CODE, consumeCode } from './sms-codes.ts';
import { hashPassword, verifyPassword } from './password.service.ts';
import { spendImageTicket } from './image-cert.service.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { insertSession, revokeSession } from './sessions.service.ts';

/** The answer to every failed password login, whatever the reason, so a caller learns nothing from it. */
export const LOGIN_FAILED = '账号或密码错误';
/**
 * A name with MAX_FAILURES failures in the window. Counted per name, not per account, so an unknown name
 * gets this exactly as an existing one does: it tells nothing about which accounts exist.
 */
export const ACCOUNT_LOCKED = '账号已锁定，请30分钟后再试';
/** A name past IMAGE_CHECK_AFTER failures needs a solved image check for each further attempt. */
export const IMAGE_CHECK_REQUIRED = '请先完成图片验证';
export const TOO_MANY_ATTEMPTS = '登录尝试过于频繁，请稍后再试';

/** A login cipher is accepted only this close to the server clock (either side). */
export const CIPHER_WINDOW_MS = 300_000;
/** Longer than the whole window (±300 s), so a ciphertext cannot outlive its replay-cache entry. */
export const REPLAY_TTL_SECONDS = 600;
export const IMAGE_CHECK_AFTER = 3;
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 30 * 60;
export const LOCK_SECONDS = 30 * 60;
/**
 * Password and SMS logins from one client IP, per minute, across every tenant. LOGIN_ATTEMPTS_PER_IP
 * raises it where many people share one address (an office NAT, or the end-to-end suite on loopback).
 */
export const LOGIN_ATTEMPTS_PER_IP = Number(process.env.LOGIN_ATTEMPTS_PER_IP) || 30;

/** What a successful login answers. */
export type LoginResult = components['schemas']['LoginToken'];

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
 * Records the ciphertext as used; false when it was already (a replay). Insert-if-absent, one statement.
 * Global: not keyed by account, so a body captured for one account cannot be replayed for another
 * account with the same password, nor by shop, so it cannot open the same person's account in another
 * tenant. The price: ECB is deterministic, so two people with the same password who log in within the
 * same millisecond send identical ciphertexts, and the second is refused once (a retry seals a new one).
 */
async function claimCiphertext(q: Queryable, cipher: string): Promise<boolean> {
  const digest = createHash('sha256').update(cipher).digest('hex');
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

interface NameGuard {
  failures: number;
  locked: boolean;
}

/**
 * Locks the name's guard row for the rest of the transaction (concurrent attempts on one name are judged
 * one after the other) and reads its failures in the current window. A window that has run out starts
 * again at zero; so does one whose lock has ended.
 */
async function lockGuard(q: Queryable, shopId: string, userName: string): Promise<NameGuard> {
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
    [shopId, userName, FAILURE_WINDOW_SECONDS],
  );
  return rows[0] ?? { failures: 0, locked: false };
}

/** Counts a failure; the MAX_FAILURES-th in the window locks the name for LOCK_SECONDS. */
async function recordFailure(q: Queryable, shopId: string, userName: string): Promise<void> {
  await q.query(
    `UPDATE login_name_guard SET failures = failures + 1,
            locked_until = CASE WHEN failures + 1 >= $3 THEN now() + make_interval(secs => $4) END
      WHERE shop_id = $1 AND user_name = $2`,
    [shopId, userName, MAX_FAILURES, LOCK_SECONDS],
  );
  // Rows of names nobody tried for a day go, a few at a time.
  await q.query(
    `DELETE FROM login_name_guard WHERE (shop_id, user_name) IN
       (SELECT shop_id, user_name FROM login_name_guard
         WHERE window_start < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())
         LIMIT 20)`,
  );
}

/** Forgets a name's failures and lock (successful login, password reset or change). */
export async function clearFailures(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `DELETE FROM login_name_guard g USING app_user u
      WHERE u.id = $1 AND g.shop_id = u.shop_id AND g.user_name = u.user_name`,
    [userId],
  );
}

/** Input of a password login: the body as sent plus the client IP for the per-IP limit. */
export interface PasswordLogin {
  shopId: string;
  userName: string;
  passWord: string;
  /** A ticket of a solved image check (/batchPhone/checkImageCert), needed once a name has failed often. */
  imageTicket?: string | undefined;
  ip: string;
}

/**
 * Password login (spec §5 cipher). Bad, stale or replayed ciphertexts, unknown accounts and wrong
 * passwords all answer LOGIN_FAILED and count as a failure of the name. Past IMAGE_CHECK_AFTER failures
 * an attempt without a fresh image-check ticket is refused with 428 before anything is checked; at
 * MAX_FAILURES the name is locked. None of this depends on whether the account exists.
 */
export function passwordLogin(db: Database, input: PasswordLogin, now = Date.now()): Promise<LoginResult> {
  return settle(
    db.tenant(input.shopId, async (q): Promise<Outcome<LoginResult>> => {
      if (!(await hitRateLimit(q, 'login', input.ip, LOGIN_ATTEMPTS_PER_IP, 60)))
        return { error: new AppError(429, TOO_MANY_ATTEMPTS) };
      const userName = input.userName.trim();
      const guard = await lockGuard(q, input.shopId, userName);
      if (guard.locked) return { error: badRequest(ACCOUNT_LOCKED) };
      if (guard.failures >= IMAGE_CHECK_AFTER) {
        const solved = input.imageTicket ? await spendImageTicket(q, input.shopId, input.imageTicket) : false;
        if (!solved) return { error: new AppError(428, IMAGE_CHECK_REQUIRED) };
      }
      const password = openPasswordCipher(input.passWord, now);
      const fresh = password !== null && (await claimCiphertext(q, input.passWord));
      const { rows } = await q.query<{ id: number; passwordHash: string }>(
        `SELECT id, password_hash AS "passwordHash" FROM app_user WHERE user_name = $1 AND status = 1`,
        [userName],
      );
      const user = rows[0];
      const matches = await verifyPassword(password ?? '', user?.passwordHash ?? (await decoyHash()));
      if (user && password !== null && fresh && matches) {
        await clearFailures(q, user.id);
        const accessToken = await insertSession(q, input.shopId, user.id);
        return { ok: { accessToken, userId: String(user.id) } };
      }
      await recordFailure(q, input.shopId, userName);
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
