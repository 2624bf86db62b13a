import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ROUTER_BASE } from '../shared/routes.ts';
import { system } from '../shared/theme/system.ts';
import { MallRoutes } from './storefront/router.tsx';
import { loadToaster, onToasterWanted, toasterWanted } from '../shared/notify.ts';

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const UserManagementRoutes = lazy(() =>
  import('./user-management/router.tsx').then((m) => ({ default: m.UserManagementRoutes })),
);
const ConsoleApp = lazy(() => import(/* webpackChunkName: "console" */ './console/router.tsx'));
const ComingSoonPage = lazy(() =>
  import('../features/website/screens/coming-soon-screen.tsx').then((m) => ({ default: m.ComingSoonPage })),
);

/** Providers and the top-level split: the /mall storefront, the /vp console, and the pages outside them. */
export function App() {
  // The toaster (and its chunk) only once a toast is asked for.
  const showToaster = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  return (
    <ChakraProvider value={system}>
      <Router>
        <Switch>
          <Route path={ROUTER_BASE} nest>
            <MallRoutes />
          </Route>
          <Route path="/user-management" nest>
            <Suspense fallback={null}>
              <UserManagementRoutes />
            </Suspense>
          </Route>
          <Route path="/vp" nest>
            <Suspense fallback={null}>
              <ConsoleApp />
            </Suspense>
          </Route>
          <Route>
            <Suspense fallback={null}>
              <ComingSoonPage />
            </Suspense>
          </Route>
        </Switch>
      </Router>
      {showToaster && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
