import type { ReactNode } from 'react';
import { screen } from './lazy-screen.ts';
import type { ScreenProps } from './screen-props.ts';
import { useQueryParam } from '../../shared/use-query-param.ts';

const website = () => import('../../features/website/screens/shop-screens.tsx');
const ShopHomePage = screen(() => website().then((m) => m.ShopHomePage));
const NoticeListPage = screen(() => website().then((m) => m.NoticeListPage));
const NoticeDetailPage = screen(() => website().then((m) => m.NoticeDetailPage));
const StoreHomePage = screen(() =>
  import('../../features/store/screens/store-home-screen.tsx').then((m) => m.StoreHomePage),
);
const storeNotices = () => import('../../features/store/screens/store-notice-screens.tsx');
const StoreNoticeListPage = screen(() => storeNotices().then((m) => m.StoreNoticeListPage));
const StoreNoticeDetailPage = screen(() => storeNotices().then((m) => m.StoreNoticeDetailPage));

/** The pages of the shop section (spec §2 shop/home, shop/notice-list, shop/notice-detail). */
export type ShopPage = 'home' | 'noticeList' | 'noticeDetail';

/** The mall's own pages (its notices), and a store's when the URL names one (`storeId`). */
const PAGES: Record<ShopPage, Record<'mall' | 'store', (p: ScreenProps) => ReactNode>> = {
  home: {
    mall: (p) => <ShopHomePage domain={p.domain} shopName={p.shopName} />,
    store: (p) => <StoreHomePage domain={p.domain} />,
  },
  noticeList: {
    mall: (p) => <NoticeListPage domain={p.domain} />,
    store: (p) => <StoreNoticeListPage domain={p.domain} />,
  },
  noticeDetail: {
    mall: (p) => <NoticeDetailPage domain={p.domain} />,
    store: (p) => <StoreNoticeDetailPage domain={p.domain} />,
  },
};

/** A page of the shop section: the store's with a `storeId` in the URL, else the mall's (lazy chunks). */
export function ShopScreen({ page, ...props }: ScreenProps & { page: ShopPage }) {
  const storeId = useQueryParam('storeId');
  return <>{PAGES[page][storeId === null ? 'mall' : 'store'](props)}</>;
}
