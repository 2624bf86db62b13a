import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { ABOUT_SHOP_ID } from '../../../../machines/shell/shell.ts';

/** The help-centre topics (spec §2 help-center children), in the side navigation's order. */
export const HELP_CODES = [
  'register',
  'goods',
  'purchase',
  'onlinePayment',
  'password',
  'resident',
  'protocol',
] as const;
export type HelpCode = (typeof HELP_CODES)[number];

/** The help topics of the shop: code and title, by sort. */
export async function listHelpArticles(q: Queryable) {
  const { rows } = await q.query<{ code: string; title: string }>(
    'SELECT code, title FROM help_article ORDER BY sort, code',
  );
  return rows;
}

/** One help article as paragraphs; an unknown code is a 404. */
export async function helpArticle(q: Queryable, code: string) {
  const { rows } = await q.query<{ code: string; title: string; paragraphs: string[] }>(
    'SELECT code, title, paragraphs FROM help_article WHERE code = $1',
    [code],
  );
  if (!rows[0]) throw notFound('帮助文章不存在');
  return rows[0];
}

const NOTICE_COLUMNS = `id::int AS id, title, summary,
  to_char(published_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "publishedAt"`;

/** A page of the shop's notices, newest first. */
export async function pageNotices(q: Queryable, current: number, size: number) {
  const { rows } = await q.query<{ id: number; title: string; summary: string; publishedAt: string }>(
    `SELECT ${NOTICE_COLUMNS} FROM shop_notice ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [size, (current - 1) * size],
  );
  const { rows: count } = await q.query<{ total: number }>('SELECT count(*)::int AS total FROM shop_notice');
  return { records: rows, total: count[0]?.total ?? 0, current, size };
}

/** One notice with its paragraphs; an unknown id, or another tenant's, is a 404 (spec §8). */
export async function noticeDetail(q: Queryable, id: number) {
  const { rows } = await q.query<{
    id: number;
    title: string;
    summary: string;
    publishedAt: string;
    paragraphs: string[];
  }>(`SELECT ${NOTICE_COLUMNS}, paragraphs FROM shop_notice WHERE id = $1`, [id]);
  if (!rows[0]) throw notFound('公告不存在');
  return rows[0];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Plain-text paragraphs of stored rich text: block ends and blank lines split paragraphs, every other
 * tag is dropped and the common entities decoded, so the storefront never renders markup.
 */
export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<\/(p|h[1-6]|div|li|section|article)\s*>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/**
 * The "about us" page (spec §2: only for one shop id): its leading heading as the title and the rest as
 * paragraphs; other shops, and a shop without the text, get a 404.
 */
export async function aboutPage(q: Queryable, shopId: string) {
  if (shopId !== ABOUT_SHOP_ID) throw notFound('页面不存在');
  const { rows } = await q.query<{ aboutHtml: string }>('SELECT about_html AS "aboutHtml" FROM web_config');
  const html = rows[0]?.aboutHtml ?? '';
  const heading = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]\s*>/i.exec(html);
  const title = heading ? (htmlToParagraphs(heading[1]!)[0] ?? '') : '';
  const paragraphs = htmlToParagraphs(heading ? html.slice(heading[0].length) : html);
  if (paragraphs.length === 0) throw notFound('页面不存在');
  return { title, paragraphs };
}
