import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  connect,
  connectNotices,
  type ContentPageApi,
  type NoticePageApi,
} from '../../../machines/website/content-page.connect.ts';
import { createContentPageMachine } from '../../../machines/website/content-page.machine.ts';
import {
  NOTICE_PAGE_SIZE,
  SHOP_HOME_NOTICES,
  noticeListPage,
  type AboutPage,
  type HelpPage,
  type NoticeDetail,
  type NoticePage,
} from '../../../machines/website/content-page.types.ts';
import { loadAboutPage, loadHelpPage, loadNoticeDetail, loadNoticePage } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

// The content page machine once per screen, each with its loader (and guard): provided here only.

/** The help centre: key = article code. */
const helpPage = createContentPageMachine<HelpPage>().provide({
  actors: { loadContent: fromPromise(({ input, signal }) => loadHelpPage(input.key, signal)) },
});

/** The shop home: the latest notices (key unused). */
const shopHome = createContentPageMachine<NoticePage>().provide({
  actors: { loadContent: fromPromise(({ signal }) => loadNoticePage(1, SHOP_HOME_NOTICES, signal)) },
});

/** The notice list: key = page number; an empty shop shows 暂无记录. */
const noticeList = createContentPageMachine<NoticePage>().provide({
  actors: {
    loadContent: fromPromise(({ input, signal }) =>
      loadNoticePage(noticeListPage(input.key), NOTICE_PAGE_SIZE, signal),
    ),
  },
  guards: { isEmpty: (_, { data }) => data.records.length === 0 },
});

/** A notice: key = id; an unknown one shows 公告不存在. */
const noticeDetail = createContentPageMachine<NoticeDetail>().provide({
  actors: { loadContent: fromPromise(({ input, signal }) => loadNoticeDetail(input.key, signal)) },
});

/** The "about us" page (key unused). */
const aboutPage = createContentPageMachine<AboutPage>().provide({
  actors: { loadContent: fromPromise(({ signal }) => loadAboutPage(signal)) },
});

/** The help article of the route's topic; another topic's link reloads the article. */
export function useHelpPage(code: string): ContentPageApi<HelpPage> {
  const [snapshot, send] = useMachine(helpPage, { input: { key: code }, inspect });
  useEffect(() => send({ type: 'content.load', key: code }), [code, send]);
  return connect(snapshot, send);
}

/** The shop home's latest notices. */
export function useShopHome(): NoticePageApi {
  const [snapshot, send] = useMachine(shopHome, { input: { key: 'latest' }, inspect });
  return connectNotices(snapshot, send);
}

/** The notice list page of the URL's `current`. */
export function useNoticeList(): NoticePageApi {
  const current = new URLSearchParams(useSearch()).get('current') ?? '1';
  const [snapshot, send] = useMachine(noticeList, { input: { key: current }, inspect });
  useEffect(() => send({ type: 'content.load', key: current }), [current, send]);
  return connectNotices(snapshot, send);
}

/** The notice of the URL's `id`. */
export function useNoticeDetail(): ContentPageApi<NoticeDetail> {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const [snapshot, send] = useMachine(noticeDetail, { input: { key: id }, inspect });
  useEffect(() => send({ type: 'content.load', key: id }), [id, send]);
  return connect(snapshot, send);
}

/** The shop's "about us" page. */
export function useAboutPage(): ContentPageApi<AboutPage> {
  const [snapshot, send] = useMachine(aboutPage, { input: { key: 'about' }, inspect });
  return connect(snapshot, send);
}
