import type { Queryable } from '../../platform/db/database.ts';

/** Drops up to 50 pictures whose answer and ticket have both expired. */
export async function deleteExpiredCerts(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM image_cert WHERE (shop_id, id) IN
         (SELECT shop_id, id FROM image_cert
           WHERE expires_at < now() AND (ticket_expires_at IS NULL OR ticket_expires_at < now()) LIMIT 50)`,
  );
}

/** Stores a picture's answer (its hash), to be answered within `seconds`. */
export async function insertCert(
  q: Queryable,
  shopId: string,
  certId: string,
  answerHash: string,
  seconds: number,
): Promise<void> {
  await q.query(
    `INSERT INTO image_cert (shop_id, id, answer_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [shopId, certId, answerHash, seconds],
  );
}

/**
 * Marks an untried, unexpired picture tried (one conditional UPDATE); when the answer matches, it also
 * stores the ticket (its hash), valid for `ticketSeconds`. True only for a right answer.
 */
export async function tryCert(
  q: Queryable,
  shopId: string,
  certId: string,
  answerHash: string,
  ticketHash: string,
  ticketSeconds: number,
): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    `UPDATE image_cert SET tried_at = now(),
              ticket_hash = CASE WHEN answer_hash = $3 THEN $4 END,
              ticket_expires_at = CASE WHEN answer_hash = $3 THEN now() + make_interval(secs => $5) END
        WHERE shop_id = $1 AND id = $2 AND tried_at IS NULL AND expires_at > now()
        RETURNING answer_hash = $3 AS ok`,
    [shopId, certId, answerHash, ticketHash, ticketSeconds],
  );
  return rows[0]?.ok === true;
}

/** Marks an unused, unexpired ticket used; false when it is unknown, used or expired. */
export async function spendTicket(q: Queryable, shopId: string, ticketHash: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE image_cert SET ticket_used_at = now()
      WHERE shop_id = $1 AND ticket_hash = $2 AND ticket_used_at IS NULL AND ticket_expires_at > now()`,
    [shopId, ticketHash],
  );
  return rowCount === 1;
}
