import { useActorRef, useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  connect as connectCartCount,
  type CartCountApi,
} from '../../../../machines/shell/cart-count.connect.ts';
import { cartCountMachine } from '../../../../machines/shell/cart-count.machine.ts';
import {
  connect as connectCategoryMenu,
  type CategoryMenuApi,
} from '../../../../machines/shell/category-menu.connect.ts';
import { categoryMenuMachine } from '../../../../machines/shell/category-menu.machine.ts';
import {
  connect as connectSearchBox,
  type SearchBoxApi,
} from '../../../../machines/shell/search-box.connect.ts';
import { searchBoxMachine } from '../../../../machines/shell/search-box.machine.ts';
import { shellDataMachine } from '../../../../machines/shell/shell-data.machine.ts';
import { fetchSuggestions, loadCartCount, loadChatUnread, loadShellData } from '../api.ts';
import { cartEvents } from '../../../shared/cart-events.ts';
import { inspect } from '../../../shared/inspect/inspect.ts';
import { routes } from '../../../shared/routes.ts';

/** The shell's machines, each provided once here with its requests and navigation. */

const shellDataLogic = shellDataMachine.provide({
  actors: { loadShellData: fromPromise(({ signal }) => loadShellData(signal)) },
});

/**
 * One shell-data actor per shop, shared by header, menu and pages through `ShellDataContext` (they read
 * it with `useShellData()`, through its connect).
 */
export function useShellDataActor(shopId: string) {
  return useActorRef(shellDataLogic, { input: { shopId }, inspect });
}

/** The header search box, submitting to the goods hall or the store list. */
export function useSearchBox(domain: string): SearchBoxApi {
  const [, navigate] = useLocation();
  // Rebuilt when the domain changes: the running actor takes the new implementations, not a new state.
  const logic = useMemo(
    () =>
      searchBoxMachine.provide({
        actors: {
          fetchSuggestions: fromPromise(({ input, signal }) => fetchSuggestions(input.keyword, signal)),
        },
        actions: {
          goToResults: (_, { keyword, type }) =>
            navigate(
              type === 'goods'
                ? routes.list.searchHref(domain, keyword)
                : routes.storeList.href(domain, keyword),
            ),
        },
      }),
    [navigate, domain],
  );
  const [snapshot, send] = useMachine(logic, { input: {}, inspect });
  return connectSearchBox(snapshot, send);
}

/** The all-categories flyout; `alwaysOpen` (home) is read once, so the caller keys it by page kind. */
export function useCategoryMenu(alwaysOpen: boolean): CategoryMenuApi {
  const [snapshot, send] = useMachine(categoryMenuMachine, { input: { alwaysOpen }, inspect });
  return connectCategoryMenu(snapshot, send);
}

const chatUnreadLogic = cartCountMachine.provide({
  actors: { loadCartCount: fromPromise(({ signal }) => loadChatUnread(signal)) },
});

/**
 * The header's count of chat messages the buyer has not read: the cart count's machine with another
 * source (a count, loaded once a page for the logged-in user). The chat itself is a lazy page.
 */
export function useChatUnread(loggedIn: boolean): CartCountApi {
  const [snapshot, send] = useMachine(chatUnreadLogic, { input: { loggedIn }, inspect });
  return connectCartCount(snapshot, send);
}

const cartCountLogic = cartCountMachine.provide({
  actors: { loadCartCount: fromPromise(({ signal }) => loadCartCount(signal)) },
});

/**
 * The header's cart count for the logged-in user (no count when anonymous or not loaded yet); it reloads
 * whenever a page announces a cart change (`cartEvents.changed()`).
 */
export function useCartCount(loggedIn: boolean): CartCountApi {
  const [snapshot, send] = useMachine(cartCountLogic, { input: { loggedIn }, inspect });
  useEffect(() => cartEvents.subscribe(() => send({ type: 'cart.refresh' })), [send]);
  return connectCartCount(snapshot, send);
}
