import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { parseShopId } from '../../../machines/console/console.types.ts';
import { connect, type ConsoleSessionApi } from '../../../machines/console/console-session.connect.ts';
import { consoleSessionMachine } from '../../../machines/console/console-session.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { forgetSession } from '../../shared/session.ts';
import { consoleSessionActors } from './api.ts';

/** Where the console remembers the tenant it last signed in to (or was sent to by the storefront). */
const TENANT_KEY = 'console.shopId';

/** The demo tenants the login page offers (DESIGN.md §5); a tenant from the URL joins them. */
export const DEMO_TENANTS = ['DEMO', 'HBKY', 'HSNYSC', 'RDSC', 'BKSC'] as const;

/** The tenant from the URL's `?shopId=` (then remembered), else the remembered one, else none. */
function initialTenant(): string | null {
  const fromUrl = parseShopId(new URLSearchParams(window.location.search).get('shopId'));
  if (fromUrl) {
    localStorage.setItem(TENANT_KEY, fromUrl);
    return fromUrl;
  }
  return parseShopId(localStorage.getItem(TENANT_KEY));
}

export type ConsoleSessionActor = ActorRefFrom<typeof consoleSessionMachine>;

/**
 * The console's session actor, created once by the console app (the one `.provide()` of
 * machines/console/console-session.machine.ts): its requests, the remembered tenant, and the browser side
 * of ending a session (the marker cookie).
 */
export function useConsoleSessionActor(): ConsoleSessionActor {
  const [shopId] = useState(initialTenant);
  return useActorRef(
    consoleSessionMachine.provide({
      actors: consoleSessionActors,
      actions: {
        storeTenant: (_, { shopId: id }) => localStorage.setItem(TENANT_KEY, id),
        endSession: forgetSession,
      },
    }),
    { input: { shopId }, inspect },
  );
}

/** The session actor the console app provides to its shell, guard and pages. */
export const ConsoleSessionContext = createContext<ConsoleSessionActor | null>(null);

/** What the session says now, and what can be done with it. */
export function useConsoleSession(): ConsoleSessionApi {
  const actor = useContext(ConsoleSessionContext);
  if (!actor) throw new Error('useConsoleSession needs the console app’s ConsoleSessionContext');
  const snapshot = useSelector(actor, (s) => s);
  return connect(snapshot, actor.send);
}
