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
import {
  claimDigest,
  deleteGuardOfUser,
  lockGuard,
  recordFailure,
  selectActiveUserByMobile,
  selectActiveUserByName,
} from './login.repo.ts';

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
  return claimDigest(q, digest, REPLAY_TTL_SECONDS);
}

let dummyHash: Promise<string> | undefined;
/** Checked against when the account is unknown, so both cases cost one scrypt and take as long. */
function decoyHash(): Promise<string> {
  dummyHash ??= hashPassword('decoy-password-never-matches');
  return dummyHash;
}

/** Forgets a name's failures and lock (successful login, password reset or change). */
export async function clearFailures(q: Queryable, userId: number): Promise<void> {
  await deleteGuardOfUser(q, userId);
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
      const guard = await lockGuard(q, input.shopId, userName, FAILURE_WINDOW_SECONDS);
      if (guard.locked) return { error: badRequest(ACCOUNT_LOCKED) };
      if (guard.failures >= IMAGE_CHECK_AFTER) {
        const solved = input.imageTicket ? await spendImageTicket(q, input.shopId, input.imageTicket) : false;
        if (!solved) return { error: new AppError(428, IMAGE_CHECK_REQUIRED) };
      }
      const password = openPasswordCipher(input.passWord, now);
      const fresh = password !== null && (await claimCiphertext(q, input.passWord));
      const user = await selectActiveUserByName(q, userName);
      const matches = await verifyPassword(password ?? '', user?.passwordHash ?? (await decoyHash()));
      if (user && password !== null && fresh && matches) {
        await clearFailures(q, user.id);
        const accessToken = await insertSession(q, input.shopId, user.id);
        return { ok: { accessToken, userId: String(user.id) } };
      }
      await recordFailure(q, input.shopId, userName, MAX_FAILURES, LOCK_SECONDS);
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
      const user = await selectActiveUserByMobile(q, mobile);
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
