import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { createActor } from 'xstate';
import { ABOUT_SHOP_ID } from '../../machines/shell.ts';
import { CHECKOUT_SCREENS, externalPaths, HELP_CENTER_CHILDREN, matchRoutePath } from '../config/paths.ts';
import { removeCookie, TOKEN_COOKIE, USER_ID_COOKIE } from './browser-effects.ts';
import { AppShell } from './layout/app-shell.tsx';
import { useProgressActive } from './progress.ts';
import {
  RouteGuardProvider,
  useAllowedPath,
  useSessionUpdate,
  useShell,
} from './providers/route-guard-provider.tsx';
import { HomePage } from './routes/home/home-page.tsx';

const NotFoundPage = lazy(() =>
  import('./routes/errors/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const ComingSoonPage = lazy(() =>
  import('./routes/errors/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);
const RegisterPage = lazy(() =>
  import('./routes/identity/identity-pages.tsx').then((m) => ({ default: m.RegisterPage })),
);
const ForgetPasswordPage = lazy(() =>
  import('./routes/identity/identity-pages.tsx').then((m) => ({ default: m.ForgetPasswordPage })),
);
const ChangePasswordPage = lazy(() =>
  import('./routes/identity/identity-pages.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
const MachinesViewerPage = lazy(() =>
  import('./routes/static/machines-viewer-page.tsx').then((m) => ({ default: m.MachinesViewerPage })),
);

const TermsPage = lazy(() => import('./routes/terms/terms-page.tsx').then((m) => ({ default: m.TermsPage })));
const GoodsHallPage = lazy(() =>
  import('./routes/catalog/goods-hall-page.tsx').then((m) => ({ default: m.GoodsHallPage })),
);
const ProductDetailPage = lazy(() =>
  import('./routes/catalog/product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage })),
);
const StoreListPage = lazy(() =>
  import('./routes/catalog/store-list-page.tsx').then((m) => ({ default: m.StoreListPage })),
);

const ZonePage = lazy(() => import('./routes/zones/zone-page.tsx').then((m) => ({ default: m.ZonePage })));

const HelpCenterPage = lazy(() =>
  import('./routes/website/help-center-page.tsx').then((m) => ({ default: m.HelpCenterPage })),
);
const ShopHomePage = lazy(() =>
  import('./routes/website/shop-pages.tsx').then((m) => ({ default: m.ShopHomePage })),
);
const NoticeListPage = lazy(() =>
  import('./routes/website/shop-pages.tsx').then((m) => ({ default: m.NoticeListPage })),
);
const NoticeDetailPage = lazy(() =>
  import('./routes/website/shop-pages.tsx').then((m) => ({ default: m.NoticeDetailPage })),
);
const AboutPage = lazy(() =>
  import('./routes/website/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);

const ZoneSupPage = lazy(() =>
  import('./routes/zones/zone-sup-page.tsx').then((m) => ({ default: m.ZoneSupPage })),
);

const ComparisonSearchPage = lazy(() =>
  import('./routes/comparison/comparison-search-page.tsx').then((m) => ({ default: m.ComparisonSearchPage })),
);
const MakeComparisonPage = lazy(() =>
  import('./routes/comparison/make-comparison-page.tsx').then((m) => ({ default: m.MakeComparisonPage })),
);
const ComparisonResultPage = lazy(() =>
  import('./routes/comparison/comparison-result-page.tsx').then((m) => ({ default: m.ComparisonResultPage })),
);

const CartPage = lazy(() => import('./routes/cart/cart-page.tsx').then((m) => ({ default: m.CartPage })));
const BatchOrderPage = lazy(() =>
  import('./routes/cart/batch-order-page.tsx').then((m) => ({ default: m.BatchOrderPage })),
);

const CheckoutScreen = lazy(() =>
  import('./routes/checkout/checkout-screen.tsx').then((m) => ({ default: m.CheckoutScreen })),
);

interface PageProps {
  shopId: string;
  shopName: string;
  domain: string;
  tenantPage: boolean;
}

/** The screen of each built route (by route key); every other declared route shows "coming soon". */
const PAGES: Record<string, (p: PageProps) => ReactNode> = {
  home: (p) => <HomePage shopId={p.shopId} shopName={p.shopName} domain={p.domain} />,
  register: () => <RegisterPage />,
  forgetPassword: () => <ForgetPasswordPage />,
  'userCenter.uc-password': (p) => <ChangePasswordPage shopId={p.shopId} domain={p.domain} />,
  notFound: (p) => <NotFoundPage homeHref={`/${p.domain}/index`} />,
  projectNotFound: () => <NotFoundPage />,
  terms: () => <TermsPage />,
  'static.machines': () => <MachinesViewerPage />,
  list: (p) => <GoodsHallPage domain={p.domain} />,
  welfareList: (p) => <GoodsHallPage domain={p.domain} welfarePath />,
  detail: (p) => <ProductDetailPage domain={p.domain} />,
  cart: (p) => <CartPage domain={p.domain} />,
  batchOrder: (p) => <BatchOrderPage domain={p.domain} />,
  storeList: () => <StoreListPage />,
  ...Object.fromEntries(
    HELP_CENTER_CHILDREN.map((code) => [
      `helpCenter.${code}`,
      (p: PageProps) => <HelpCenterPage domain={p.domain} code={code} />,
    ]),
  ),
  shopHome: (p) => <ShopHomePage domain={p.domain} shopName={p.shopName} />,
  shopNoticeList: (p) => <NoticeListPage domain={p.domain} />,
  shopNoticeDetail: (p) => <NoticeDetailPage domain={p.domain} />,
  // Spec §2: the about page exists for one shop id; elsewhere it is the tenant 404 page.
  about: (p) =>
    p.shopId === ABOUT_SHOP_ID ? <AboutPage /> : <NotFoundPage homeHref={`/${p.domain}/index`} />,
  zone: (p) => <ZonePage domain={p.domain} variant="zone" />,
  zoneSup: () => <ZoneSupPage />,
  comparisonSearch: (p) => <ComparisonSearchPage domain={p.domain} />,
  comparisonResult: (p) => <ComparisonResultPage domain={p.domain} />,
  makeComparison: (p) => <MakeComparisonPage domain={p.domain} />,
  simpleZoneActivity: (p) => <ZonePage domain={p.domain} variant="activity" />,
  simpleZoneSubsidiary: (p) => <ZonePage domain={p.domain} variant="subsidiary" />,
  ...Object.fromEntries(
    CHECKOUT_SCREENS.map((screen) => [
      `screens.${screen}`,
      (p: PageProps) => <CheckoutScreen domain={p.domain} screen={screen} />,
    ]),
  ),
  welfareActivity: (p) => <ZonePage domain={p.domain} variant="activity" welfarePath />,
  welfareSubsidiary: (p) => <ZonePage domain={p.domain} variant="subsidiary" welfarePath />,
};

function ProgressBar() {
  const active = useProgressActive();
  return (
    <Box
      role="progressbar"
      aria-hidden={!active}
      aria-busy={active}
      position="fixed"
      top="0"
      left="0"
      h="2px"
      zIndex="max"
      bg="brand.solid"
      w={active ? '80%' : '0'}
      opacity={active ? 1 : 0}
      transition="width 2s ease-out, opacity 0.3s"
    />
  );
}

/** Renders the page the route guard allowed, inside the shell for tenant pages. */
function GuardedPage() {
  const [, navigate] = useLocation();
  const allowed = useAllowedPath();
  const shell = useShell();
  const updateSession = useSessionUpdate();
  if (allowed === null) return null;

  const route = matchRoutePath(allowed);
  const domain = allowed.split('/')[1] ?? '';
  if (!route) return null;
  if (route.redirectTo) return <Redirect replace to={`/${domain}${route.redirectTo}`} />;
  const tenantPage = route.path.startsWith('/:domain');
  const render = PAGES[route.key] ?? (() => <ComingSoonPage />);
  const page = render({
    shopId: shell.shop?.shopId ?? '',
    shopName: shell.shop?.shopName ?? '',
    domain,
    tenantPage,
  });
  if (!tenantPage || !shell.shop) return <Suspense fallback={null}>{page}</Suspense>;

  // Logout (spec §4): the session flow (loaded on demand) revokes the token on the server, then the cookies
  // go, the guard forgets the user and the browser goes to the password login page.
  const logout = () => {
    const endSession = () => {
      removeCookie(TOKEN_COOKIE);
      removeCookie(USER_ID_COOKIE);
      updateSession(false);
      navigate(`~${externalPaths.login(shell.shop!.shopId, `/mall/${domain}/index`)}`);
    };
    void import('./flows/session.flow.ts').then(({ createSessionLogic }) =>
      createActor(createSessionLogic(endSession)).start().send({ type: 'session.logout' }),
    );
  };
  return (
    <AppShell shopId={shell.shop.shopId} domain={domain} isHome={route.key === 'home'} onLogout={logout}>
      <Suspense fallback={null}>{page}</Suspense>
    </AppShell>
  );
}

/** Everything under the /mall router base. */
export function MallRoutes() {
  return (
    <RouteGuardProvider>
      <ProgressBar />
      <GuardedPage />
    </RouteGuardProvider>
  );
}
