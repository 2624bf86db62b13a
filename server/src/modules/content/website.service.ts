import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { ABOUT_SHOP_ID } from '../../../../machines/shell/shell.ts';
import {
  selectAboutHtml,
  selectHelpArticle,
  selectHelpArticles,
  selectNotice,
  selectNotices,
} from './website.repo.ts';

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
  return selectHelpArticles(q);
}

/** One help article as paragraphs; an unknown code is a 404. */
export async function helpArticle(q: Queryable, code: string) {
  const article = await selectHelpArticle(q, code);
  if (!article) throw notFound('帮助文章不存在');
  return article;
}

/** A page of the shop's notices, newest first. */
export async function pageNotices(q: Queryable, current: number, size: number) {
  return { ...(await selectNotices(q, current, size)), current, size };
}

/** One notice with its paragraphs; an unknown id, or another tenant's, is a 404 (spec §8). */
export async function noticeDetail(q: Queryable, id: number) {
  const notice = await selectNotice(q, id);
  if (!notice) throw notFound('公告不存在');
  return notice;
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
  const html = await selectAboutHtml(q);
  const heading = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]\s*>/i.exec(html);
  const title = heading ? (htmlToParagraphs(heading[1]!)[0] ?? '') : '';
  const paragraphs = htmlToParagraphs(heading ? html.slice(heading[0].length) : html);
  if (paragraphs.length === 0) throw notFound('页面不存在');
  return { title, paragraphs };
}
