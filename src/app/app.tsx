import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { paths, ROUTER_BASE } from '../config/paths.ts';
import { loadToaster } from './notify.ts';
import { system } from '../theme/system.ts';
import { HomePage } from './routes/home/home-page.tsx';

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const NotFoundPage = lazy(() =>
  import('./routes/errors/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** Providers and the route table (spec §2). */
export function App() {
  return (
    <ChakraProvider value={system}>
      <Router base={ROUTER_BASE}>
        <Suspense fallback={null}>
          <Switch>
            <Route path={paths.projectNotFound.path}>{() => <NotFoundPage />}</Route>
            <Route path={paths.home.path}>{(p) => <HomePage key={p.domain} domain={p.domain} />}</Route>
            <Route path={paths.tenantNotFound.path}>
              {(p) => <NotFoundPage homeHref={paths.home.getHref(p.domain)} />}
            </Route>
            <Route path="/:domain">{(p) => <Redirect replace to={paths.home.getHref(p.domain)} />}</Route>
            <Route path="/:domain/*">
              {(p) => <Redirect replace to={paths.tenantNotFound.getHref(p.domain)} />}
            </Route>
            <Route>{() => <Redirect replace to={paths.home.getHref('demo')} />}</Route>
          </Switch>
        </Suspense>
      </Router>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>
  );
}
