import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoginPage, RegisterPage } from '../../features/identity/screens/identity-screens.tsx';

const WorkspacePage = lazy(() =>
  import('../../features/store-application/screens/workspace-screen.tsx').then((m) => ({
    default: m.WorkspacePage,
  })),
);
const ComingSoonPage = lazy(() =>
  import('../../features/website/screens/coming-soon-screen.tsx').then((m) => ({
    default: m.ComingSoonPage,
  })),
);

/** Pages under /user-management (spec §2 external paths): login and registration of a shop, the workbench. */
export function UserManagementRoutes() {
  return (
    <Switch>
      <Route path="/:shopId/pc/pwd-login">{({ shopId }) => <LoginPage shopId={shopId} />}</Route>
      <Route path="/:shopId/pc/login-register">{({ shopId }) => <RegisterPage shopId={shopId} />}</Route>
      <Route path="/:shopId/pc/login-personal-register">
        {({ shopId }) => <RegisterPage shopId={shopId} personal />}
      </Route>
      <Route path="/workspace">
        <Suspense fallback={null}>
          <WorkspacePage />
        </Suspense>
      </Route>
      <Route>
        <Suspense fallback={null}>
          <ComingSoonPage />
        </Suspense>
      </Route>
    </Switch>
  );
}
