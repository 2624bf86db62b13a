import type { ReactNode } from 'react';
import { screen } from './lazy-screen.ts';
import { ABOUT_SHOP_ID } from '../../../machines/shell/shell.ts';
import { HomePage } from '../../features/home/screens/home-screen.tsx';
import { HELP_CENTER_CHILDREN } from '../../shared/routes.ts';
import { USER_CENTER_SCREENS } from './user-center/user-center-keys.ts';
import { ORDER_SCREENS } from './order-screen-keys.ts';
import type { ScreenProps } from './screen-props.ts';

export type { ScreenProps };

/**
 * The screen of each built route of the storefront's route table (src/shared/routes.ts), by route key:
 * the home page ships with the first paint, every other screen is a lazy chunk of its feature. A key
 * without a screen is a route a later issue builds (the table marks it `pending`).
 */

export const ComingSoonPage = screen(() =>
  import('../../features/website/screens/coming-soon-screen.tsx').then((m) => m.ComingSoonPage),
);
const NotFoundPage = screen(() =>
  import('../../features/website/screens/not-found-screen.tsx').then((m) => m.NotFoundPage),
);
const identity = () => import('../../features/identity/screens/identity-screens.tsx');
const RegisterPage = screen(() => identity().then((m) => m.RegisterPage));
const ForgetPasswordPage = screen(() => identity().then((m) => m.ForgetPasswordPage));
const MachinesViewerPage = screen(() =>
  import('../../features/diagrams/screens/machines-viewer-screen.tsx').then((m) => m.MachinesViewerPage),
);
const TermsPage = screen(() =>
  import('../../features/website/screens/terms-screen.tsx').then((m) => m.TermsPage),
);
const GoodsHallPage = screen(() =>
  import(/* webpackChunkName: "page-list" */ '../../features/catalog/screens/goods-hall-screen.tsx').then(
    (m) => m.GoodsHallPage,
  ),
);
// Named chunks are preloaded by the server with the pages that show them (first-view.ts).
const loadBuyBox = () =>
  import(/* webpackChunkName: "page-detail-buy-box" */ '../../features/cart/components/buy-box.tsx');
// The product page asks for its buy box's chunk at once, beside its own, rather than once it renders.
const ProductDetailPage = screen(() => {
  void loadBuyBox();
  return import(
    /* webpackChunkName: "page-detail" */ '../../features/catalog/screens/product-detail-screen.tsx'
  ).then((m) => m.ProductDetailPage);
});
const BuyBox = screen(() => loadBuyBox().then((m) => m.BuyBox));
const StoreListPage = screen(() =>
  import('../../features/catalog/screens/store-list-screen.tsx').then((m) => m.StoreListPage),
);
const ZonePage = screen(() =>
  import('../../features/catalog/screens/zone-screen.tsx').then((m) => m.ZonePage),
);
const ZoneSupPage = screen(() =>
  import('../../features/catalog/screens/zone-sup-screen.tsx').then((m) => m.ZoneSupPage),
);
// The shop section: the mall's notices, or a store's own pages with a storeId (shop-screens.tsx).
const ShopScreen = screen(() => import('./shop-screens.tsx').then((m) => m.ShopScreen));
const EnterProcessPage = screen(() =>
  import('../../features/store-application/screens/enter-process-screen.tsx').then((m) => m.EnterProcessPage),
);
const CouponCentrePage = screen(() =>
  import('../../features/coupons/screens/coupon-screens.tsx').then((m) => m.CouponCentrePage),
);
const promotions = () => import('../../features/promotions/screens/promotion-screens.ts');
const FlashSalePage = screen(() => promotions().then((m) => m.FlashSalePage));
const GroupBuyPage = screen(() => promotions().then((m) => m.GroupBuyPage));
const SpecialDiscountPage = screen(() => promotions().then((m) => m.SpecialDiscountPage));
const DiscountDetailPage = screen(() => promotions().then((m) => m.DiscountDetailPage));
const SkuPromotion = screen(() => promotions().then((m) => m.SkuPromotion));
const member = () => import('../../features/member/screens/member-screens.tsx');
const MemberEquityPage = screen(() => member().then((m) => m.MemberEquityPage));
const BuyMemberPage = screen(() => member().then((m) => m.BuyMemberPage));
const IntegralMallPage = screen(() => member().then((m) => m.IntegralMallPage));
const HelpCenterPage = screen(() =>
  import('../../features/website/screens/help-center-screen.tsx').then((m) => m.HelpCenterPage),
);
const AboutPage = screen(() =>
  import('../../features/website/screens/about-screen.tsx').then((m) => m.AboutPage),
);
const ComparisonSearchPage = screen(() =>
  import('../../features/catalog/screens/comparison-search-screen.tsx').then((m) => m.ComparisonSearchPage),
);
const MakeComparisonPage = screen(() =>
  import('../../features/catalog/screens/make-comparison-screen.tsx').then((m) => m.MakeComparisonPage),
);
const ComparisonResultPage = screen(() =>
  import('../../features/catalog/screens/comparison-result-screen.tsx').then((m) => m.ComparisonResultPage),
);
const ChatPage = screen(() =>
  import(/* webpackChunkName: "chat" */ '../../features/chat/screens/chat-screen.tsx').then(
    (m) => m.ChatPage,
  ),
);
const CartPage = screen(() => import('../../features/cart/screens/cart-screen.tsx').then((m) => m.CartPage));
const BatchOrderPage = screen(() =>
  import('../../features/cart/screens/batch-order-screen.tsx').then((m) => m.BatchOrderPage),
);
const OrderScreen = screen(() => import('./order-screens.tsx').then((m) => m.OrderScreen));
const UserCenterScreen = screen(() =>
  import('./user-center/user-center-screens.tsx').then((m) => m.UserCenterScreen),
);

export const SCREENS: Record<string, (p: ScreenProps) => ReactNode> = {
  home: (p) => <HomePage shopId={p.shopId} shopName={p.shopName} domain={p.domain} />,
  register: () => <RegisterPage />,
  forgetPassword: () => <ForgetPasswordPage />,
  // The user centre's pages, each inside its menu: bound in a lazy module of their own, so that neither
  // the bindings nor the menu weigh on the first paint.
  ...Object.fromEntries(
    USER_CENTER_SCREENS.map((key) => [key, (p: ScreenProps) => <UserCenterScreen screen={key} {...p} />]),
  ),
  notFound: (p) => <NotFoundPage homeHref={`/${p.domain}/index`} />,
  projectNotFound: () => <NotFoundPage />,
  terms: () => <TermsPage />,
  'static.machines': () => <MachinesViewerPage />,
  list: (p) => <GoodsHallPage domain={p.domain} />,
  welfareList: (p) => <GoodsHallPage domain={p.domain} welfarePath />,
  // The catalogue's product page with the cart's buy box in it: the app composes the two features.
  detail: (p) => (
    <ProductDetailPage
      domain={p.domain}
      buyBox={(props) => <BuyBox {...props} />}
      promotion={(props) => <SkuPromotion {...props} />}
    />
  ),
  cart: (p) => <CartPage domain={p.domain} />,
  chat: (p) => <ChatPage shopId={p.shopId} domain={p.domain} />,
  batchOrder: (p) => <BatchOrderPage domain={p.domain} />,
  storeList: (p) => <StoreListPage domain={p.domain} />,
  ...Object.fromEntries(
    HELP_CENTER_CHILDREN.map((code) => [
      `helpCenter.${code}`,
      (p: ScreenProps) => <HelpCenterPage domain={p.domain} code={code} />,
    ]),
  ),
  'screens.enter-process': (p) => <EnterProcessPage domain={p.domain} shopId={p.shopId} />,
  'screens.coupons': (p) => <CouponCentrePage domain={p.domain} />,
  'screens.flash-sale': (p) => <FlashSalePage domain={p.domain} />,
  'screens.group-buy': (p) => <GroupBuyPage domain={p.domain} />,
  'screens.special-discount': (p) => <SpecialDiscountPage domain={p.domain} />,
  'screens.discount-detail': (p) => <DiscountDetailPage domain={p.domain} />,
  'memberCenter.member-equity': (p) => <MemberEquityPage domain={p.domain} />,
  'memberCenter.buy-member': (p) => <BuyMemberPage domain={p.domain} />,
  'memberCenter.integral-mall': (p) => <IntegralMallPage domain={p.domain} />,
  shopHome: (p) => <ShopScreen page="home" {...p} />,
  shopNoticeList: (p) => <ShopScreen page="noticeList" {...p} />,
  shopNoticeDetail: (p) => <ShopScreen page="noticeDetail" {...p} />,
  // Spec §2: the about page exists for one shop id; elsewhere it is the tenant 404 page.
  about: (p) =>
    p.shopId === ABOUT_SHOP_ID ? <AboutPage /> : <NotFoundPage homeHref={`/${p.domain}/index`} />,
  zone: (p) => <ZonePage domain={p.domain} variant="zone" />,
  zoneSup: (p) => <ZoneSupPage domain={p.domain} />,
  comparisonSearch: (p) => <ComparisonSearchPage domain={p.domain} />,
  comparisonResult: (p) => <ComparisonResultPage domain={p.domain} />,
  makeComparison: (p) => <MakeComparisonPage domain={p.domain} />,
  simpleZoneActivity: (p) => <ZonePage domain={p.domain} variant="activity" />,
  simpleZoneSubsidiary: (p) => <ZonePage domain={p.domain} variant="subsidiary" />,
  welfareActivity: (p) => <ZonePage domain={p.domain} variant="activity" welfarePath />,
  welfareSubsidiary: (p) => <ZonePage domain={p.domain} variant="subsidiary" welfarePath />,
  // The checkout and order pages: bound in one lazy module of their own (order-screens.tsx).
  ...Object.fromEntries(
    ORDER_SCREENS.map((key) => [key, (p: ScreenProps) => <OrderScreen screen={key} domain={p.domain} />]),
  ),
};
