import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SmsProvider, SmsPurpose } from './sms-provider.service.ts';

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
  const { rows } = await q.query<{ wait: number | null; hour: number; day: number }>(
    `SELECT ceil(extract(epoch FROM
              (max(sent_at) FILTER (WHERE sent_at > clock_timestamp() - make_interval(secs => $2)))
              + make_interval(secs => $2) - clock_timestamp()))::int AS wait,
            count(*) FILTER (WHERE sent_at > clock_timestamp() - interval '1 hour')::int AS hour,
            count(*)::int AS day
       FROM sms_send_log
      WHERE mobile = $1 AND sent_at > clock_timestamp() - interval '24 hours'`,
    [mobile, SMS_RESEND_SECONDS],
  );
  const { wait, hour, day } = rows[0] ?? { wait: null, hour: 0, day: 0 };
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
  await q.query(
    `INSERT INTO sms_throttle (mobile) VALUES ($1) ON CONFLICT (mobile) DO UPDATE SET mobile = EXCLUDED.mobile`,
    [mobile],
  );
  const refusal = await refusalOf(q, mobile);
  if (refusal) throw refusal;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q.query(`DELETE FROM sms_send_log WHERE mobile = $1 AND sent_at < now() - interval '24 hours'`, [
    mobile,
  ]);
  await q.query(`INSERT INTO sms_send_log (mobile, sent_at) VALUES ($1, clock_timestamp())`, [mobile]);
  if (!deliver) return;
  await q.query(
    `UPDATE sms_code SET used_at = now() WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL`,
    [mobile, purpose],
  );
  await q.query(
    `INSERT INTO sms_code (shop_id, mobile, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $5))`,
    [shopId, mobile, purpose, codeHash(shopId, mobile, purpose, code), SMS_CODE_TTL_SECONDS],
  );
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
  const { rows } = await q.query<{ id: number; codeHash: string }>(
    `SELECT id, code_hash AS "codeHash" FROM sms_code
      WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > clock_timestamp()
        AND attempts < $3
      ORDER BY id DESC LIMIT 1
      FOR UPDATE`,
    [mobile, purpose, SMS_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(codeHash(shopId, mobile, purpose, code.trim()), 'hex');
  if (timingSafeEqual(expected, actual)) {
    await q.query('UPDATE sms_code SET used_at = now() WHERE id = $1', [row.id]);
    return true;
  }
  await q.query('UPDATE sms_code SET attempts = attempts + 1 WHERE id = $1', [row.id]);
  return false;
}
