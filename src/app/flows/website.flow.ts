import { fromPromise } from 'xstate';
import { createContentPageMachine } from '../../../machines/content-page.machine.ts';
import {
  NOTICE_PAGE_SIZE,
  SHOP_HOME_NOTICES,
  noticeListPage,
  type AboutPage,
  type HelpPage,
  type NoticeDetail,
  type NoticePage,
} from '../../../machines/content-page.types.ts';
import { loadAboutPage, loadHelpPage, loadNoticeDetail, loadNoticePage } from '../../api/website.ts';

/** The help centre: key = article code. */
export const helpPageFlow = createContentPageMachine<HelpPage>().provide({
  actors: { loadContent: fromPromise(({ input, signal }) => loadHelpPage(input.key, signal)) },
});

/** The shop home: the latest notices (key unused). */
export const shopHomeFlow = createContentPageMachine<NoticePage>().provide({
  actors: { loadContent: fromPromise(({ signal }) => loadNoticePage(1, SHOP_HOME_NOTICES, signal)) },
});

/** The notice list: key = page number; an empty shop shows 暂无记录. */
export const noticeListFlow = createContentPageMachine<NoticePage>().provide({
  actors: {
    loadContent: fromPromise(({ input, signal }) =>
      loadNoticePage(noticeListPage(input.key), NOTICE_PAGE_SIZE, signal),
    ),
  },
  guards: { isEmpty: (_, { data }) => data.records.length === 0 },
});

/** A notice: key = id; an unknown one shows 公告不存在. */
export const noticeDetailFlow = createContentPageMachine<NoticeDetail>().provide({
  actors: { loadContent: fromPromise(({ input, signal }) => loadNoticeDetail(input.key, signal)) },
});

/** The "about us" page (key unused). */
export const aboutPageFlow = createContentPageMachine<AboutPage>().provide({
  actors: { loadContent: fromPromise(({ signal }) => loadAboutPage(signal)) },
});
