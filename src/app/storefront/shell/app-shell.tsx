import { Box, Link } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryMenu } from './category-menu.tsx';
import { Header } from './header.tsx';
import { TopBar } from './top-bar.tsx';
import { useCartCount, useChatUnread, useShellDataActor } from './use-shell-flows.ts';
import { ShellDataContext } from '../../../shared/shell-context.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { useLoginPopupOpen } from '../../../shared/login-popup.ts';
import { useMainContentFallback, useMainContentPainted } from '../../../shared/main-content.ts';

// The side widgets are not needed for the first view: they load once the page's main content has painted.
const SideWidgets = lazy(() =>
  import('../../../features/widgets/components/side-widgets.tsx').then((m) => ({ default: m.SideWidgets })),
);

// Below the fold: the footer waits for the main content too.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

const LoginDialog = lazy(() =>
  import('../../../features/identity/components/login-dialog.tsx').then((m) => ({ default: m.LoginDialog })),
);

/** The frame of every tenant page (spec §2 "Widgets"): top bar, header, category menu, page, footer. */
export function AppShell({
  shopId,
  domain,
  isHome,
  marksMainContent,
  onLogout,
  children,
}: {
  shopId: string;
  domain: string;
  isHome: boolean;
  /** The page marks when its main content is in the DOM (main-content.ts); the others count at once. */
  marksMainContent: boolean;
  onLogout: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const shellData = useShellDataActor(shopId);
  const loginOpen = useLoginPopupOpen();
  const { isLoggedIn } = useShell();
  const cartCount = useCartCount(isLoggedIn);
  const chatUnread = useChatUnread(isLoggedIn);
  useMainContentFallback(marksMainContent);
  const mainPainted = useMainContentPainted();
  return (
    <ShellDataContext.Provider value={shellData}>
      <Link
        href="#main"
        srOnly
        _focus={{ srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'max', bg: 'bg', p: '2' }}
      >
        {t('app.skipToContent')}
      </Link>
      <TopBar domain={domain} onLogout={onLogout} />
      <Header domain={domain} cart={cartCount} chat={chatUnread} />
      <CategoryMenu domain={domain} isHome={isHome} />
      {/* At least a screen high: the footer starts below the fold, so content arriving never pushes it. */}
      <Box as="main" id="main" minH="100vh">
        {children}
      </Box>
      <Suspense fallback={null}>
        {mainPainted && <Footer domain={domain} />}
        {mainPainted && <SideWidgets domain={domain} />}
        {loginOpen && <LoginDialog shopId={shopId} />}
      </Suspense>
    </ShellDataContext.Provider>
  );
}
