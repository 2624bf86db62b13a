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
import type { StoreNoticeDetail, StoreNoticePage } from '../../../machines/store/store-home.types.ts';
import { loadStoreNoticeDetail, loadStoreNoticePage } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

// A store's notice list and notice are read-only content pages: the content page machine, keyed by the
// URL's search string, with the store's loaders. A loader's null (店铺不存在, 公告不存在) is `notFound`.

const noticeList = createContentPageMachine<StoreNoticePage>().provide({
  actors: {
    loadContent: fromPromise(({ input, signal }) => {
      const p = new URLSearchParams(input.key);
      return loadStoreNoticePage(p.get('storeId'), p.get('current'), signal);
    }),
  },
  guards: { isEmpty: (_, { data }) => data.records.length === 0 },
});

const noticeDetail = createContentPageMachine<StoreNoticeDetail>().provide({
  actors: {
    loadContent: fromPromise(({ input, signal }) => {
      const p = new URLSearchParams(input.key);
      return loadStoreNoticeDetail(p.get('storeId'), p.get('id'), signal);
    }),
  },
});

/** The store's notice list page of the URL (`storeId`, `current`), with its pager. */
export function useStoreNoticeList(): NoticePageApi<StoreNoticePage> {
  const search = useSearch();
  const [snapshot, send] = useMachine(noticeList, { input: { key: search }, inspect });
  useEffect(() => send({ type: 'content.load', key: search }), [search, send]);
  return connectNotices(snapshot, send);
}

/** The store's notice of the URL (`storeId`, `id`). */
export function useStoreNoticeDetail(): ContentPageApi<StoreNoticeDetail> {
  const search = useSearch();
  const [snapshot, send] = useMachine(noticeDetail, { input: { key: search }, inspect });
  useEffect(() => send({ type: 'content.load', key: search }), [search, send]);
  return connect(snapshot, send);
}
