import type { components } from '../../openapi/generated/website-manage.ts';

/** The data of each content screen (openapi website-manage.yaml), as the loaders hand them to the machine. */
type WebsiteSchemas = components['schemas'];

/** A help-centre topic of the side navigation. */
export type HelpTopic = WebsiteSchemas['HelpTopic'];

/** A help article with the shop's topics (spec §2 help-center children): two calls, one screen. */
export interface HelpPage {
  topics: HelpTopic[];
  article: WebsiteSchemas['HelpArticle'];
}

/** One line of a notice list. */
export type NoticeSummary = WebsiteSchemas['NoticeSummary'];

/** A page of notices. */
export type NoticePage = WebsiteSchemas['NoticePage'];

export type NoticeDetail = WebsiteSchemas['NoticeDetail'];

/** The "about us" page as plain text. */
export type AboutPage = WebsiteSchemas['AboutPage'];

/** Notices per page of the notice list, and on the shop home. */
export const NOTICE_PAGE_SIZE = 10;
export const SHOP_HOME_NOTICES = 5;

/** The page number of a notice-list `?current=` value (1 when missing or not a positive integer). */
export function noticeListPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The number of pages for a total. */
export function noticePageCount(total: number, size = NOTICE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
