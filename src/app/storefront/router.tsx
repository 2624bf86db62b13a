import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { matchRoutePath, routes } from '../../shared/routes.ts';
import { forgetSession } from '../../shared/session.ts';
import { AppShell } from './shell/app-shell.tsx';
import { useProgressActive } from './progress.ts';
import { RouteGuardProvider } from './guard/route-guard-provider.tsx';
import { useAllowedPath, useSessionUpdate, useShell } from '../../shared/shell-context.ts';
import { ComingSoonPage, SCREENS } from './screens.tsx';
import { useMainContentFallback } from '../../shared/main-content.ts';

/** The pages that mark when their main content is in the DOM (src/shared/main-content.ts). */
const MARKS_MAIN_CONTENT = new Set([routes.home.key, routes.list.key, routes.detail.key]);

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

/** A page outside the shop's frame marks nothing: it counts as painted at once (main-content.ts). */
function PaintedAtOnce() {
  useMainContentFallback(false);
  return null;
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
  const render = SCREENS[route.key] ?? (() => <ComingSoonPage />);
  const page = render({
    shopId: shell.shop?.shopId ?? '',
    shopName: shell.shop?.shopName ?? '',
    domain,
    tenantPage,
  });
  if (!tenantPage || !shell.shop)
    return (
      <>
        <PaintedAtOnce />
        <Suspense fallback={null}>{page}</Suspense>
      </>
    );

  // Logout (spec §4): the session flow (loaded on demand) revokes the token on the server, then the cookies
  // go, the guard forgets the user and the browser goes to the password login page.
  const logout = () => {
    const endSession = () => {
      forgetSession();
      updateSession(false);
      navigate(`~${routes.login.href(shell.shop!.shopId, `/mall/${domain}/index`)}`);
    };
    void import('../../features/identity/use-session.ts').then(({ logout }) => logout(endSession));
  };
  return (
    <AppShell
      shopId={shell.shop.shopId}
      domain={domain}
      isHome={route.key === 'home'}
      marksMainContent={MARKS_MAIN_CONTENT.has(route.key)}
      onLogout={logout}
    >
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
