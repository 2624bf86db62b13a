import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SmsProvider, SmsPurpose } from './sms-provider.service.ts';
import {
  countCodeAttempt,
  insertCode,
  lockThrottle,
  logSend,
  markCodeUsed,
  selectCurrentCode,
  selectSendCounts,
  voidCodes,
} from './sms-codes.repo.ts';

/** Spec §5 / §9 and the issue's limits for verification codes. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_MAX_PER_DAY = 10;
export const SMS_MAX_ATTEMPTS = 5;

const MOBILE = /^1\d{10}$/;
export const BAD_MOBILE = '请输入正确的手机号';
export const BAD_CODE = '验证码错误或已失效';

/**
 * Codes are stored as HMACs under a server pepper: six digits are trivially brute-forced from a bare hash,
 * so a database leak alone must not reveal them. Every process of one deployment needs the same pepper.
 */
const PEPPER = process.env.SMS_CODE_PEPPER || 'procurement-mall-dev-sms-pepper';

/** Refuses anything but 11 digits starting with 1 (spec §5). */
export function assertMobile(mobile: string): string {
  const trimmed = mobile.trim();
  if (!MOBILE.test(trimmed)) throw badRequest(BAD_MOBILE);
  return trimmed;
}

function codeHash(shopId: string, mobile: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', PEPPER).update(`${shopId}\n${mobile}\n${purpose}\n${code}`).digest('hex');
}

/** Why the phone may not receive another code now (its sends of the last 24 hours, all shops), or null. */
async function refusalOf(q: Queryable, mobile: string): Promise<AppError | null> {
  const { wait, hour, day } = (await selectSendCounts(q, mobile, SMS_RESEND_SECONDS)) ?? {
    wait: null,
    hour: 0,
    day: 0,
  };
  if (wait !== null) return new AppError(429, `验证码发送过于频繁，请${Math.max(wait, 1)}秒后再试`);
  if (day >= SMS_MAX_PER_DAY) return new AppError(429, '该手机号今日获取验证码次数已达上限，请明天再试');
  if (hour >= SMS_MAX_PER_HOUR) return new AppError(429, '该手机号获取验证码过于频繁，请1小时后再试');
  return null;
}

/**
 * Issues and sends a code inside the caller's transaction, or throws a 429 when the phone's caps are
 * reached. The phone's sms_throttle row is locked first, so concurrent requests for one phone queue up
 * and each sees the sends committed before it: exactly one of many simultaneous requests is sent.
 * A newer code voids the older unused ones of the same phone, purpose and shop.
 *
 * With `deliver` false (a phone that may not get a code for this purpose, such as an unknown phone asking
 * for a login code) the request is throttled and counted exactly as a real one, but no code is made or
 * sent: the caller answers as if it were, so answers and their timing tell nothing about the phone.
 */
export async function issueCode(
  q: Queryable,
  provider: SmsProvider,
  shopId: string,
  mobile: string,
  purpose: SmsPurpose,
  deliver = true,
): Promise<void> {
  await lockThrottle(q, mobile);
  const refusal = await refusalOf(q, mobile);
  if (refusal) throw refusal;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await logSend(q, mobile);
  if (!deliver) return;
  await voidCodes(q, mobile, purpose);
  await insertCode(q, {
    shopId,
    mobile,
    purpose,
    codeHash: codeHash(shopId, mobile, purpose, code),
    seconds: SMS_CODE_TTL_SECONDS,
  });
  // Last, so a provider failure rolls the whole send back and it does not count against the caps.
  await provider.send({ shopId, mobile, purpose, code });
}

/**
 * Spends the phone's current code for the purpose when `code` matches; a mismatch costs one of its
 * SMS_MAX_ATTEMPTS tries. Never throws for a wrong code: the caller must commit the tried count, so it
 * gets a boolean and decides the answer after the transaction. The row lock makes a code usable once
 * even when two requests race with it.
 */
export async function consumeCode(
  q: Queryable,
  shopId: string,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<boolean> {
  const row = await selectCurrentCode(q, mobile, purpose, SMS_MAX_ATTEMPTS);
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(codeHash(shopId, mobile, purpose, code.trim()), 'hex');
  if (timingSafeEqual(expected, actual)) {
    await markCodeUsed(q, row.id);
    return true;
  }
  await countCodeAttempt(q, row.id);
  return false;
}
