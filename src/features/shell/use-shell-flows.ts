import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { shellDataMachine } from '../../../machines/shell-data.machine.ts';
import { categoryMenuMachine } from '../../../machines/category-menu.machine.ts';
import { cartCountFlow, homeFlow, searchBoxFlow, shellDataFlow } from '../../app/flows/shell.flow.ts';
import { cartEvents } from '../../app/cart-events.ts';
import { inspect } from '../../app/inspect.ts';
import { paths } from '../../config/paths.ts';

/** One shell-data actor per shop, shared by header, menu and home. */
export function useShellDataActor(shopId: string) {
  return useActorRef(shellDataFlow, { input: { shopId }, inspect });
}
export const ShellDataContext = createContext<ActorRefFrom<typeof shellDataMachine> | null>(null);
export function useShellData() {
  const ref = useContext(ShellDataContext);
  if (!ref) throw new Error('useShellData() needs ShellDataContext');
  return useSelector(ref, (s) => s.context.data);
}

/** The header search box, submitting to the goods hall or the store list. */
export function useSearchBox(domain: string) {
  const [, navigate] = useLocation();
  return useMachine(
    searchBoxFlow.provide({
      actions: {
        goToResults: (_, { keyword, type }) =>
          navigate(
            type === 'goods'
              ? paths.list.searchHref(domain, keyword)
              : paths.storeList.getHref(domain, keyword),
          ),
      },
    }),
    { input: {}, inspect },
  );
}

export function useCategoryMenu(alwaysOpen: boolean) {
  return useMachine(categoryMenuMachine, { input: { alwaysOpen }, inspect });
}

export function useHome(shopId: string) {
  return useMachine(homeFlow, { input: { shopId }, inspect });
}

/**
 * The header's cart count for the logged-in user (null when anonymous or not loaded yet); it reloads
 * whenever a page announces a cart change (`cartEvents.changed()`).
 */
export function useCartCount(loggedIn: boolean): number | null {
  const [snapshot, send] = useMachine(cartCountFlow, { input: { loggedIn }, inspect });
  useEffect(() => cartEvents.subscribe(() => send({ type: 'cart.refresh' })), [send]);
  return snapshot.context.count;
}
