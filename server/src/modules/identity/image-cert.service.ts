import type { components } from '../../../../openapi/generated/upms.ts';
import { createHmac, randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { deleteExpiredCerts, insertCert, spendTicket, tryCert } from './image-cert.repo.ts';

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
    await deleteExpiredCerts(q);
    await insertCert(q, shopId, certId, answerHash(shopId, certId, captcha.text), IMAGE_CERT_TTL_SECONDS);
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
  const solved = await db.tenant(shopId, (q) =>
    tryCert(
      q,
      shopId,
      certId,
      answerHash(shopId, certId, code),
      ticketHash(ticket),
      IMAGE_TICKET_TTL_SECONDS,
    ),
  );
  if (!solved) throw badRequest(BAD_IMAGE_CODE);
  return { ticket, expiresIn: IMAGE_TICKET_TTL_SECONDS };
}

/** Spends a ticket inside the caller's transaction; false when it is unknown, used or expired. */
export async function spendImageTicket(q: Queryable, shopId: string, ticket: string): Promise<boolean> {
  return spendTicket(q, shopId, ticketHash(ticket));
}
