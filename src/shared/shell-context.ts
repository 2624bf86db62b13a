import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import { connect, type RouteGuardApi } from '../../machines/shell/route-guard.connect.ts';
import type { routeGuardMachine } from '../../machines/shell/route-guard.machine.ts';
import { connect as connectShellData } from '../../machines/shell/shell-data.connect.ts';
import type { shellDataMachine } from '../../machines/shell/shell-data.machine.ts';
import type { CurrentUser } from '../../machines/identity/user.ts';

/**
 * What every page may read of the storefront's long-lived actors, which the app creates once: the route
 * guard (shop, user, configs, permissions) and the shell data (categories, zones, hot words, switches).
 * The app provides the actors; features read them through these hooks, never through the app.
 */
export type GuardRef = ActorRefFrom<typeof routeGuardMachine>;
export const GuardContext = createContext<GuardRef | null>(null);

export const ShellDataContext = createContext<ActorRefFrom<typeof shellDataMachine> | null>(null);

/**
 * A value selected from one of the app's long-lived actors, whose changes re-render as a transition.
 * `useSelector` reads through useSyncExternalStore, whose updates React always renders synchronously:
 * the guard allowing the first page or the shell data arriving re-rendered the whole shell and page in
 * one task (545 ms at Lighthouse's 4x slowdown on home). As a transition React renders it in slices and
 * keeps the previous view on screen meanwhile. Selectors and comparers must be stable (module-level).
 */
function useTransitionSelector<TActor extends AnyActorRef, T>(
  ref: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => selector(ref.getSnapshot()));
  useEffect(() => {
    const update = (snapshot: SnapshotFrom<TActor>) => {
      const next = selector(snapshot);
      startTransition(() => setValue((prev) => (equal(prev, next) ? prev : next)));
    };
    // A change between this component's render and its subscription is not missed.
    update(ref.getSnapshot());
    const subscription = ref.subscribe(update);
    return () => subscription.unsubscribe();
  }, [ref, selector, equal]);
  return value;
}

const selectShellData = (s: SnapshotFrom<typeof shellDataMachine>) => connectShellData(s).data;

export function useShellData() {
  const ref = useContext(ShellDataContext);
  if (!ref) throw new Error('useShellData() needs ShellDataContext');
  return useTransitionSelector(ref, selectShellData);
}

function useGuardRef(): GuardRef {
  const ref = useContext(GuardContext);
  if (!ref) throw new Error('useShell() needs the route guard (GuardContext)');
  return ref;
}

const sameShell = (a: RouteGuardApi, b: RouteGuardApi) =>
  a.isReady === b.isReady &&
  a.isNavigating === b.isNavigating &&
  a.shop === b.shop &&
  a.user === b.user &&
  a.webConfig === b.webConfig &&
  a.baseConfig === b.baseConfig &&
  a.permissions === b.permissions;

/** The shell's view of the route guard (shop, user, configs, permissions). */
export function useShell(): RouteGuardApi {
  return useTransitionSelector(useGuardRef(), connect, sameShell);
}

const selectAllowedPath = (s: SnapshotFrom<GuardRef>) =>
  s.hasTag('ready') && s.matches({ navigation: 'allowed' }) && s.context.request
    ? s.context.request.path
    : null;

/**
 * The last location the guard allowed. Pages render for it, so the current page stays on screen while
 * the next navigation is checked (no blank flash, no remounting the shell).
 */
export function useAllowedPath(): string | null {
  const ref = useGuardRef();
  const [allowed, setAllowed] = useState<string | null>(null);
  const current = useTransitionSelector(ref, selectAllowedPath);
  if (current !== null && current !== allowed) setAllowed(current);
  return current ?? allowed;
}

/** Tells the guard that login or logout changed the session (the cached user is dropped). */
export function useSessionUpdate() {
  const ref = useGuardRef();
  return (hasToken: boolean) => ref.send({ type: 'session.update', hasToken });
}

/** Tells the guard the current user's newer record (after 账户信息 is saved), so the shell shows it. */
export function useCurrentUserUpdate() {
  const ref = useGuardRef();
  return (user: CurrentUser) => ref.send({ type: 'user.update', user });
}
