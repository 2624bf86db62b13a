import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ROUTER_BASE } from '../config/paths.ts';
import { system } from '../theme/system.ts';
import { MallRoutes } from './mall-routes.tsx';
import { loadToaster } from './notify.ts';

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const UserManagementRoutes = lazy(() =>
  import('./routes/identity/user-management-routes.tsx').then((m) => ({ default: m.UserManagementRoutes })),
);
const ComingSoonPage = lazy(() =>
  import('./routes/errors/coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);

/** Providers and the top-level split: the /mall storefront, and the pages outside its base. */
export function App() {
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
          <Route>
            <Suspense fallback={null}>
              <ComingSoonPage />
            </Suspense>
          </Route>
        </Switch>
      </Router>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
