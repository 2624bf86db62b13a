import { Box, Button, Container, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { ConsoleSessionApi } from '../../../machines/console/console-session.connect.ts';
import {
  ConsoleSessionContext,
  useConsoleSession,
  useConsoleSessionActor,
  type ConsoleSessionActor,
} from '../../features/console-session/use-console-session.ts';
import { routes } from '../../shared/routes.ts';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { consoleHref, matchConsoleRoute, MENU_HOME, safeRedirect } from './routes.ts';
import { ApplySettlePage, CONSOLE_SCREENS, ConsoleLoginPage } from './screens.tsx';
import { ConsoleShell, ConsoleTitle, LanguageSelect } from './shell/console-shell.tsx';
import './console-texts.ts';

/** The first page the user's menus open, or null when they open none. */
const homeOf = (session: ConsoleSessionApi) => (session.menus[0] ? MENU_HOME[session.menus[0]] : null);

/** The page outside the shell: the title bar with the language and a way back to the mall. */
function PublicLayout({ shopId, children }: { shopId: string | null; children: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <Box minH="100vh" bg="bg.subtle">
      <ConsoleTitle>
        <LanguageSelect />
        {shopId && (
          <Link href={`/mall${routes.home.href(shopId.toLowerCase())}`} color="brand.contrast">
            {t('backToMall')}
          </Link>
        )}
      </ConsoleTitle>
      <Box as="main">{children}</Box>
    </Box>
  );
}

/** The session could not be checked (not a refusal: the server did not answer). */
function CheckFailed({ session }: { session: ConsoleSessionApi }) {
  const { t } = useTranslation('console');
  return (
    <Container maxW="md" py="16">
      <Stack role="alert" gap="3" align="start">
        <Text fontWeight="medium">{t('checkFailed')}</Text>
        {session.error && <Text color="fg.error">{session.error}</Text>}
        <Button size="sm" variant="outline" onClick={session.retry}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The console's guard and pages: public pages for anyone; every other page only for a signed-in staff
 * member whose menus include the page's (else their first menu's page); anyone else goes to the login
 * page, which sends them back once they are in.
 */
function ConsoleRoutes({ actor }: { actor: ConsoleSessionActor }) {
  const session = useConsoleSession();
  const [location] = useLocation();
  const search = useSearch();
  const route = matchConsoleRoute(location);
  const here = `${location}${search ? `?${search}` : ''}`;

  // The store application is the storefront's supplier (its own session check), not console staff.
  if (route?.key === 'applySettle')
    return (
      <PublicLayout shopId={session.shopId}>
        <Suspense fallback={<LoadingBlock />}>
          <ApplySettlePage shopId={session.shopId} />
        </Suspense>
      </PublicLayout>
    );
  if (session.status === 'checking') return <LoadingBlock />;
  if (session.status === 'failed') return <CheckFailed session={session} />;

  if (route?.key === 'login') {
    if (session.status === 'signedIn') {
      const target = safeRedirect(new URLSearchParams(search).get('redirect')) ?? homeOf(session);
      if (target) return <Redirect replace to={target} />;
    }
    return (
      <PublicLayout shopId={session.shopId}>
        <Suspense fallback={<LoadingBlock />}>
          <ConsoleLoginPage />
        </Suspense>
      </PublicLayout>
    );
  }
  if (session.status !== 'signedIn')
    return <Redirect replace to={consoleHref.login(route ? here : undefined)} />;

  const home = homeOf(session);
  const render = route ? CONSOLE_SCREENS[route.key] : undefined;
  if (!route || !render || route.access === 'public' || !session.menus.includes(route.access)) {
    if (home && home !== location) return <Redirect replace to={home} />;
    return <ConsoleShell session={session}>{null}</ConsoleShell>;
  }
  const page = (
    <Suspense fallback={<LoadingBlock />}>
      {render({
        shopId: session.shopId!,
        hasOrders: session.menus.includes('orders'),
        onSessionLost: () => actor.send({ type: 'session.lost' }),
      })}
    </Suspense>
  );
  return route.layout === 'bare' ? page : <ConsoleShell session={session}>{page}</ConsoleShell>;
}

/**
 * The management console at /vp/: its session, guard, shell and pages, in lazy chunks of their own (the
 * default export keeps the lazy import in src/app/root.tsx, part of the home page's first paint, short).
 */
export default function ConsoleApp() {
  const actor = useConsoleSessionActor();
  return (
    <ConsoleSessionContext value={actor}>
      <ConsoleRoutes actor={actor} />
    </ConsoleSessionContext>
  );
}
