import type { Queryable } from '../../platform/db/database.ts';

/**
 * Locks the phone's throttle row (inserting it the first time) until the transaction ends, so that
 * concurrent requests for one phone queue up.
 */
export async function lockThrottle(q: Queryable, mobile: string): Promise<void> {
  await q.query(
    `INSERT INTO sms_throttle (mobile) VALUES ($1) ON CONFLICT (mobile) DO UPDATE SET mobile = EXCLUDED.mobile`,
    [mobile],
  );
}

/**
 * The phone's sends of the last 24 hours (all shops): how many seconds remain until one more may follow
 * the last (null when the last is more than `resendSeconds` old), how many in the last hour and in all.
 */
export async function selectSendCounts(q: Queryable, mobile: string, resendSeconds: number) {
  const { rows } = await q.query<{ wait: number | null; hour: number; day: number }>(
    `SELECT ceil(extract(epoch FROM
              (max(sent_at) FILTER (WHERE sent_at > clock_timestamp() - make_interval(secs => $2)))
              + make_interval(secs => $2) - clock_timestamp()))::int AS wait,
            count(*) FILTER (WHERE sent_at > clock_timestamp() - interval '1 hour')::int AS hour,
            count(*)::int AS day
       FROM sms_send_log
      WHERE mobile = $1 AND sent_at > clock_timestamp() - interval '24 hours'`,
    [mobile, resendSeconds],
  );
  return rows[0];
}

/** Logs a send to the phone, dropping its sends older than 24 hours. */
export async function logSend(q: Queryable, mobile: string): Promise<void> {
  await q.query(`DELETE FROM sms_send_log WHERE mobile = $1 AND sent_at < now() - interval '24 hours'`, [
    mobile,
  ]);
  await q.query(`INSERT INTO sms_send_log (mobile, sent_at) VALUES ($1, clock_timestamp())`, [mobile]);
}

/** Voids the phone's unused codes of the purpose. */
export async function voidCodes(q: Queryable, mobile: string, purpose: string): Promise<void> {
  await q.query(
    `UPDATE sms_code SET used_at = now() WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL`,
    [mobile, purpose],
  );
}

/** Stores a code (its hash) of the phone and purpose, valid for `seconds`. */
export async function insertCode(
  q: Queryable,
  code: { shopId: string; mobile: string; purpose: string; codeHash: string; seconds: number },
): Promise<void> {
  await q.query(
    `INSERT INTO sms_code (shop_id, mobile, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $5))`,
    [code.shopId, code.mobile, code.purpose, code.codeHash, code.seconds],
  );
}

/**
 * The phone's newest unused, unexpired code of the purpose with fewer than `maxAttempts` tries, locked
 * until the transaction ends; undefined when there is none.
 */
export async function selectCurrentCode(q: Queryable, mobile: string, purpose: string, maxAttempts: number) {
  const { rows } = await q.query<{ id: number; codeHash: string }>(
    `SELECT id, code_hash AS "codeHash" FROM sms_code
      WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > clock_timestamp()
        AND attempts < $3
      ORDER BY id DESC LIMIT 1
      FOR UPDATE`,
    [mobile, purpose, maxAttempts],
  );
  return rows[0];
}

export async function markCodeUsed(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE sms_code SET used_at = now() WHERE id = $1', [id]);
}

export async function countCodeAttempt(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE sms_code SET attempts = attempts + 1 WHERE id = $1', [id]);
}
