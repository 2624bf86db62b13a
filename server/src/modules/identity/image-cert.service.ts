import type { components } from '../../../../openapi/generated/upms.ts';
import { createHmac, randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';

/** How long a picture can be answered, and how long the ticket of a solved one can be spent. */
export const IMAGE_CERT_TTL_SECONDS = 5 * 60;
export const IMAGE_TICKET_TTL_SECONDS = 5 * 60;
/** Pictures one client IP may ask for per minute (each costs a row and some CPU). */
export const IMAGE_CERTS_PER_IP = Number(process.env.IMAGE_CERTS_PER_IP) || 30;

export const BAD_IMAGE_CODE = '图片验证码错误或已失效，请换一张再试';
export const TOO_MANY_IMAGE_CERTS = '获取图片验证码过于频繁，请稍后再试';

/** Letters and digits that cannot be mistaken for each other in the picture. */
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const PEPPER = process.env.IMAGE_CERT_PEPPER || process.env.SMS_CODE_PEPPER || 'procurement-mall-dev-cert';

const answerHash = (shopId: string, id: string, answer: string) =>
  createHmac('sha256', PEPPER).update(`${shopId}\n${id}\n${answer.trim().toUpperCase()}`).digest('hex');
const ticketHash = (ticket: string) => createHmac('sha256', PEPPER).update(ticket).digest('hex');

/** A picture to solve: its id, the SVG as a data URL, and for how long it can be answered. */
export type ImageCert = components['schemas']['ImageCert'];

/**
 * Draws a new picture of four characters (as paths, not text) and stores the HMAC of its answer; `note`
 * hands the answer to the dev outbox (nothing in production). Rate-limited per client IP. Expired pictures are dropped a few at a time by the requests themselves.
 */
export async function createImageCert(
  db: Database,
  shopId: string,
  ip: string,
  note: (certId: string, answer: string) => void = () => undefined,
): Promise<ImageCert> {
  const captcha = svgCaptcha.create({
    size: 4,
    charPreset: CHARSET,
    noise: 3,
    color: true,
    width: 120,
    height: 44,
    fontSize: 48,
  });
  const certId = randomBytes(16).toString('base64url');
  const outcome = await db.tenant(shopId, async (q): Promise<AppError | null> => {
    if (!(await hitRateLimit(q, 'image-cert', ip, IMAGE_CERTS_PER_IP, 60)))
      return new AppError(429, TOO_MANY_IMAGE_CERTS);
    await q.query(
      `DELETE FROM image_cert WHERE (shop_id, id) IN
         (SELECT shop_id, id FROM image_cert
           WHERE expires_at < now() AND (ticket_expires_at IS NULL OR ticket_expires_at < now()) LIMIT 50)`,
    );
    await q.query(
      `INSERT INTO image_cert (shop_id, id, answer_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [shopId, certId, answerHash(shopId, certId, captcha.text), IMAGE_CERT_TTL_SECONDS],
    );
    return null;
  });
  if (outcome) throw outcome;
  note(certId, captcha.text);
  return {
    certId,
    image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    expiresIn: IMAGE_CERT_TTL_SECONDS,
  };
}

/**
 * Checks an answer. A picture is tried once, right or wrong (one conditional UPDATE, so two racing
 * answers cannot both try it); a right answer yields a single-use ticket for one login attempt.
 */
export async function checkImageCert(
  db: Database,
  shopId: string,
  certId: string,
  code: string,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomBytes(24).toString('base64url');
  const solved = await db.tenant(shopId, async (q) => {
    const { rows } = await q.query<{ ok: boolean }>(
      `UPDATE image_cert SET tried_at = now(),
              ticket_hash = CASE WHEN answer_hash = $3 THEN $4 END,
              ticket_expires_at = CASE WHEN answer_hash = $3 THEN now() + make_interval(secs => $5) END
        WHERE shop_id = $1 AND id = $2 AND tried_at IS NULL AND expires_at > now()
        RETURNING answer_hash = $3 AS ok`,
      [shopId, certId, answerHash(shopId, certId, code), ticketHash(ticket), IMAGE_TICKET_TTL_SECONDS],
    );
    return rows[0]?.ok === true;
  });
  if (!solved) throw badRequest(BAD_IMAGE_CODE);
  return { ticket, expiresIn: IMAGE_TICKET_TTL_SECONDS };
}

/** Spends a ticket inside the caller's transaction; false when it is unknown, used or expired. */
export async function spendImageTicket(q: Queryable, shopId: string, ticket: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE image_cert SET ticket_used_at = now()
      WHERE shop_id = $1 AND ticket_hash = $2 AND ticket_used_at IS NULL AND ticket_expires_at > now()`,
    [shopId, ticketHash(ticket)],
  );
  return rowCount === 1;
}
