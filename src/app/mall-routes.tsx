import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { externalPaths, matchRoutePath } from '../config/paths.ts';
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
  const page =
    route.key === 'home' ? (
      <HomePage shopId={shell.shop!.shopId} shopName={(shell.shop as { shopName?: string }).shopName ?? ''} />
    ) : route.key === 'notFound' || route.key === 'projectNotFound' ? (
      <NotFoundPage homeHref={tenantPage ? `/${domain}/index` : undefined} />
    ) : (
      <ComingSoonPage />
    );
  if (!tenantPage || !shell.shop) return <Suspense fallback={null}>{page}</Suspense>;

  const logout = () => {
    removeCookie(TOKEN_COOKIE);
    removeCookie(USER_ID_COOKIE);
    updateSession(false);
    navigate(`~${externalPaths.login(shell.shop!.shopId, `/mall/${domain}/index`)}`);
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
