import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { connect, type RouteGuardApi } from '../../../machines/route-guard.connect.ts';
import type { routeGuardMachine } from '../../../machines/route-guard.machine.ts';
import { matchRoutePath } from '../../config/paths.ts';
import { createRouteGuardLogic, routeGuardInput } from '../flows/route-guard.flow.ts';
import { inspect } from '../inspect.ts';

type GuardRef = ActorRefFrom<typeof routeGuardMachine>;
const GuardContext = createContext<GuardRef | null>(null);

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

function useGuardRef(): GuardRef {
  const ref = useContext(GuardContext);
  if (!ref) throw new Error('useShell() needs a RouteGuardProvider');
  return ref;
}

/** The shell's view of the route guard (shop, user, configs, permissions). */
export function useShell(): RouteGuardApi {
  const ref = useGuardRef();
  return useSelector(
    ref,
    connect,
    (a, b) =>
      a.isReady === b.isReady &&
      a.isNavigating === b.isNavigating &&
      a.shop === b.shop &&
      a.user === b.user &&
      a.webConfig === b.webConfig &&
      a.baseConfig === b.baseConfig &&
      a.permissions === b.permissions,
  );
}

/**
 * The last location the guard allowed. Pages render for it, so the current page stays on screen while
 * the next navigation is checked (no blank flash, no remounting the shell).
 */
export function useAllowedPath(): string | null {
  const ref = useGuardRef();
  const [allowed, setAllowed] = useState<string | null>(null);
  const current = useSelector(ref, (s) =>
    s.hasTag('ready') && s.matches({ navigation: 'allowed' }) && s.context.request
      ? s.context.request.path
      : null,
  );
  if (current !== null && current !== allowed) setAllowed(current);
  return current ?? allowed;
}

/** Tells the guard that login or logout changed the session (the cached user is dropped). */
export function useSessionUpdate() {
  const ref = useGuardRef();
  return (hasToken: boolean) => ref.send({ type: 'session.update', hasToken });
}
