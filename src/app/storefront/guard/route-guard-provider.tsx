import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { matchRoutePath } from '../../../shared/routes.ts';
import { createRouteGuardLogic, routeGuardInput } from './route-guard.flow.ts';
import { inspect } from '../../../shared/inspect/inspect.ts';
import { GuardContext } from '../../../shared/shell-context.ts';

/**
 * Creates the one route-guard actor of the app and tells it about every navigation. Pages render only
 * once the guard has allowed the current location.
 */
export function RouteGuardProvider({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const logic = useMemo(() => createRouteGuardLogic(navigate), [navigate]);
  const guard = useActorRef(logic, { input: routeGuardInput(), inspect });
  useEffect(() => {
    const title = matchRoutePath(location)?.key ?? '';
    guard.send({ type: 'nav.request', path: location, search: search ? `?${search}` : '', title });
  }, [guard, location, search]);
  return <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>;
}
