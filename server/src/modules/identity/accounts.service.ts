import type { components } from '../../../../openapi/generated/upms.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SmsProvider, SmsPurpose } from './sms-provider.service.ts';
import {
  assertMobile,
  BAD_CODE,
  consumeCode,
  issueCode,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from './sms-codes.ts';
import { clearFailures, openPasswordCipher } from './login.service.ts';
import { hashPassword, verifyPassword } from './password.service.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { revokeUserSessions } from './sessions.service.ts';
import {
  accountTaken,
  insertResetTicket,
  insertUser,
  selectPasswordHashForUpdate,
  spendResetTicket,
  updatePasswordHash,
  userIdByMobile,
} from './accounts.repo.ts';

/** Spec §5 registration rules and the messages the storefront shows for them. */
export const ACCOUNT_RULE = /^[A-Za-z0-9_]{4,16}$/;
export const BAD_ACCOUNT = '账号为4~16位字母、数字或下划线';
export const BAD_PASSWORD_FORM = '密码为6~20位半角字符，区分大小写';
export const BAD_PASSWORD_MIX = '密码须包含字母、数字、符号中的至少两种';
export const ACCOUNT_TAKEN = '账号已存在';
export const MOBILE_TAKEN = '手机号已注册';
export const BAD_CIPHER = '密码数据无效或已过期，请刷新页面后重试';
export const BAD_TICKET = '重置凭证无效或已过期，请重新验证手机号';
export const WRONG_ORIGINAL = '原密码错误';
export const SAME_PASSWORD = '新密码不能与原密码相同';
/** A reset ticket is short-lived: long enough to type a new password twice. */
export const RESET_TICKET_SECONDS = 10 * 60;

/**
 * What a registration creates by the identity chosen in its dialog: a personal buyer (type 7) until an
 * operator assigns an organisation, or a supplier's main account (type 5), who applies for a store next.
 */
const REGISTERED_USER: Record<'personal' | 'supplier', { userType: number; isMain: boolean }> = {
  personal: { userType: 7, isMain: false },
  supplier: { userType: 5, isMain: true },
};

/** The first registration rule a password breaks, or null (6–20 printable ASCII, two kinds of three). */
export function passwordProblem(password: string): string | null {
  if (!/^[\x21-\x7e]{6,20}$/.test(password)) return BAD_PASSWORD_FORM;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  return kinds >= 2 ? null : BAD_PASSWORD_MIX;
}

/** A new password from its login cipher, checked against the rules; throws the 400 the user should see. */
function newPasswordOf(cipher: string): string {
  const password = openPasswordCipher(cipher);
  if (password === null) throw badRequest(BAD_CIPHER);
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  return password;
}

function assertAccount(userName: string): string {
  const trimmed = userName.trim();
  if (!ACCOUNT_RULE.test(trimmed)) throw badRequest(BAD_ACCOUNT);
  return trimmed;
}

/** What a sent code answers: when the next may be requested and how long this one lives. */
export type SmsSent = components['schemas']['SmsSent'];

/** Account checks one client IP may make per minute (registration step 1 tells whether a name is taken). */
export const ACCOUNT_CHECKS_PER_IP = Number(process.env.ACCOUNT_CHECKS_PER_IP) || 20;
export const TOO_MANY_CHECKS = '操作过于频繁，请稍后再试';

/**
 * Sends a verification code when the purpose fits the phone: `register` needs a phone without an account
 * in this shop, `login` and `forget` one with. Every request gets the same answer: a phone that does not
 * fit is throttled and counted like any other but receives nothing, so the answer does not tell whether
 * the phone has an account. (Registration's last step still refuses a taken phone; the code it needs never
 * came.)
 */
export async function sendVerificationCode(
  db: Database,
  provider: SmsProvider,
  shopId: string,
  rawMobile: string,
  purpose: SmsPurpose,
): Promise<SmsSent> {
  const mobile = assertMobile(rawMobile);
  await db.tenant(shopId, async (q) => {
    const registered = (await userIdByMobile(q, mobile)) !== null;
    const fits = purpose === 'register' ? !registered : registered;
    await issueCode(q, provider, shopId, mobile, purpose, fits);
  });
  return { resendAfter: SMS_RESEND_SECONDS, expiresIn: SMS_CODE_TTL_SECONDS };
}

/**
 * Registration step 1: the account is well-formed and free in this shop. Rate-limited per client IP; the
 * hit is committed on its own, so a check that answers 账号已存在 counts too.
 */
export async function checkAccount(
  db: Database,
  shopId: string,
  rawUserName: string,
  ip: string,
): Promise<null> {
  const allowed = await db.tenant(shopId, (q) =>
    hitRateLimit(q, 'check-account', ip, ACCOUNT_CHECKS_PER_IP, 60),
  );
  if (!allowed) throw new AppError(429, TOO_MANY_CHECKS);
  const userName = assertAccount(rawUserName);
  if (await db.tenant(shopId, (q) => accountTaken(q, userName))) throw badRequest(ACCOUNT_TAKEN);
  return null;
}

/** Body of the final registration step. */
export type Registration = components['schemas']['RegisterBody'];

/**
 * Creates a personal or supplier account once the phone's `register` code checks out. The account name is checked
 * before the code is spent, so a taken name does not cost the user their code; the phone after it, so the
 * answer cannot be used to learn whether a phone has an account (only a phone without one gets a code).
 */
export async function register(
  db: Database,
  shopId: string,
  input: Registration,
): Promise<{ userId: string; userName: string }> {
  const userName = assertAccount(input.userName);
  const password = newPasswordOf(input.passWord);
  const mobile = assertMobile(input.mobile);
  const passwordHash = await hashPassword(password);
  const outcome = await db.tenant(shopId, async (q): Promise<{ id: number } | AppError> => {
    if (await accountTaken(q, userName)) return badRequest(ACCOUNT_TAKEN);
    // The code before the phone: a phone with an account never receives a register code, so guessing at
    // this step tells nothing about which phones have accounts.
    if (!(await consumeCode(q, shopId, mobile, 'register', input.code))) return badRequest(BAD_CODE);
    if ((await userIdByMobile(q, mobile)) !== null) return badRequest(MOBILE_TAKEN);
    // DO NOTHING: a concurrent registration of the same account or phone must not abort the transaction
    // (which would give the code back and hide the reason); it simply inserts nothing.
    const created = await insertUser(q, {
      shopId,
      userName,
      mobile,
      passwordHash,
      ...REGISTERED_USER[input.identity ?? 'personal'],
    });
    if (!created) return badRequest((await accountTaken(q, userName)) ? ACCOUNT_TAKEN : MOBILE_TAKEN);
    return created;
  });
  if (outcome instanceof AppError) throw outcome;
  return { userId: String(outcome.id), userName };
}

function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/** Forgot password, step 1: a `forget` code of the phone buys a single-use reset ticket. */
export async function verifyForgetPassword(
  db: Database,
  shopId: string,
  rawMobile: string,
  code: string,
): Promise<{ ticket: string; expiresIn: number }> {
  const mobile = assertMobile(rawMobile);
  const ticket = randomBytes(32).toString('base64url');
  const outcome = await db.tenant(shopId, async (q): Promise<true | AppError> => {
    if (!(await consumeCode(q, shopId, mobile, 'forget', code))) return badRequest(BAD_CODE);
    const userId = await userIdByMobile(q, mobile);
    if (userId === null) return badRequest(BAD_CODE);
    await insertResetTicket(q, shopId, userId, ticketHash(ticket), RESET_TICKET_SECONDS);
    return true;
  });
  if (outcome instanceof AppError) throw outcome;
  return { ticket, expiresIn: RESET_TICKET_SECONDS };
}

/** Sets a password, ends every session of the user and lifts any login lock. */
async function replacePassword(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await updatePasswordHash(q, userId, passwordHash);
  await revokeUserSessions(q, userId);
  await clearFailures(q, userId);
}

/**
 * Forgot password, step 2. The ticket is spent by one conditional UPDATE, so two racing resets cannot
 * both use it; a password breaking the rules is refused before the ticket is touched.
 */
export async function resetForgottenPassword(
  db: Database,
  shopId: string,
  ticket: string,
  passWord: string,
): Promise<null> {
  const passwordHash = await hashPassword(newPasswordOf(passWord));
  await db.tenant(shopId, async (q) => {
    const userId = await spendResetTicket(q, ticketHash(ticket));
    if (userId === undefined) throw badRequest(BAD_TICKET);
    await replacePassword(q, userId, passwordHash);
  });
  return null;
}

/** Changes the caller's password (both as login ciphers) and ends all their sessions, this one too. */
export async function changePassword(
  db: Database,
  shopId: string,
  userId: number,
  oldPassWord: string,
  newPassWord: string,
): Promise<null> {
  const original = openPasswordCipher(oldPassWord);
  if (original === null) throw badRequest(BAD_CIPHER);
  const password = newPasswordOf(newPassWord);
  if (password === original) throw badRequest(SAME_PASSWORD);
  const passwordHash = await hashPassword(password);
  await db.tenant(shopId, async (q) => {
    const stored = await selectPasswordHashForUpdate(q, userId);
    if (stored === undefined || !(await verifyPassword(original, stored))) throw badRequest(WRONG_ORIGINAL);
    await replacePassword(q, userId, passwordHash);
  });
  return null;
}
