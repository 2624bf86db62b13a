/** The data of each content screen (openapi website-manage.yaml), as the loaders hand them to the machine. */

/** A help-centre topic of the side navigation. */
export interface HelpTopic {
  code: string;
  title: string;
}

/** A help article with the shop's topics (spec §2 help-center children). */
export interface HelpPage {
  topics: HelpTopic[];
  article: { code: string; title: string; paragraphs: string[] };
}

/** One line of a notice list. */
export interface NoticeSummary {
  id: number;
  title: string;
  summary: string;
  /** YYYY-MM-DD HH:mm:ss, China time. */
  publishedAt: string;
}

/** A page of notices. */
export interface NoticePage {
  records: NoticeSummary[];
  total: number;
  current: number;
  size: number;
}

export interface NoticeDetail extends NoticeSummary {
  paragraphs: string[];
}

/** The "about us" page as plain text. */
export interface AboutPage {
  title: string;
  paragraphs: string[];
}

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
