import type {
  AboutPage,
  HelpPage,
  NoticeDetail,
  NoticePage,
} from '../../../machines/website/content-page.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { orNull } from '../../shared/api/or-null.ts';
import { websiteManageApi } from '../../shared/api/services.ts';

// orNull: null for a 404 envelope (an unknown article or notice, a shop without the page).

/** A help article with the shop's topics, or null for an unknown code. */
export async function loadHelpPage(code: string, signal?: AbortSignal): Promise<HelpPage | null> {
  const [topics, article] = await Promise.all([
    websiteManageApi.GET('/help/list', { signal }).then(unwrap),
    orNull(async () =>
      unwrap(await websiteManageApi.GET('/help/detail', { params: { query: { code } }, signal })),
    ),
  ]);
  return article ? { topics, article } : null;
}

/** A page of the shop's notices, newest first. */
export async function loadNoticePage(
  current: number,
  size: number,
  signal?: AbortSignal,
): Promise<NoticePage> {
  return unwrap(await websiteManageApi.GET('/notice/page', { params: { query: { current, size } }, signal }));
}

/** One notice, or null (公告不存在) for an unknown or malformed id. */
export async function loadNoticeDetail(id: string, signal?: AbortSignal): Promise<NoticeDetail | null> {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return null;
  return orNull(async () =>
    unwrap(await websiteManageApi.GET('/notice/detail', { params: { query: { id: n } }, signal })),
  );
}

/** The "about us" page, or null where the shop has none. */
export async function loadAboutPage(signal?: AbortSignal): Promise<AboutPage | null> {
  return orNull(async () => unwrap(await websiteManageApi.GET('/about', { signal })));
}
