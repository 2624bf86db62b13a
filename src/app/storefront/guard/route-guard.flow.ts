import { fromPromise } from 'xstate';
import { routeGuardMachine } from '../../../../machines/shell/route-guard.machine.ts';
import {
  fetchAppVersion,
  loadAuthorities,
  loadBaseConfig,
  loadCurrentUser,
  loadWebConfig,
  resolveShop,
  sendAccessRecord,
} from '../api.ts';
import { matchRoutePath } from '../../../shared/routes.ts';
import { setCurrentShopId } from '../../../shared/api/browser-effects.ts';
import { isLoggedIn } from '../../../shared/session.ts';
import { progress } from '../progress.ts';
import { STORAGE_KEYS } from '../../../shared/storage.ts';

/** The route guard with its real effects; `navigate` is the router's (absolute paths start with `~`). */
export function createRouteGuardLogic(navigate: (to: string, options: { replace: boolean }) => void) {
  let currentShopId = '';
  let currentUserId: string | null = null;
  return routeGuardMachine.provide({
    actors: {
      fetchAppVersion: fromPromise(({ signal }) => fetchAppVersion(signal)),
      resolveShop: fromPromise(async ({ input, signal }) => {
        const shop = await resolveShop(input.domain, signal);
        if (shop) {
          currentShopId = shop.shopId;
          setCurrentShopId(shop.shopId);
          localStorage.setItem(STORAGE_KEYS.lastDomain, input.domain);
        }
        return shop;
      }),
      loadUser: fromPromise(async ({ signal }) => {
        const user = await loadCurrentUser(signal);
        currentUserId = user.userId;
        localStorage.setItem(STORAGE_KEYS.userType, String(user.userType));
        return user;
      }),
      loadAuthorities: fromPromise(({ input, signal }) => loadAuthorities(input.userId, signal)),
      loadWebConfig: fromPromise(({ signal }) => loadWebConfig(signal)),
      loadBaseConfig: fromPromise(({ signal }) => loadBaseConfig(signal)),
    },
    actions: {
      startProgress: () => progress.start(),
      stopProgress: () => progress.stop(),
      scrollToTop: () => window.scrollTo(0, 0),
      storeAppVersion: (_, { version }) => localStorage.setItem(STORAGE_KEYS.appVersion, version),
      reloadPage: (_, { version }) => {
        localStorage.setItem(STORAGE_KEYS.appVersion, version);
        window.location.reload();
      },
      redirect: (_, { to, external }) => navigate(external ? `~${to}` : to, { replace: true }),
      sendAccessRecord: (_, { path, title }) => {
        // A page outside any shop (terms, the project's not-found page) has no tenant to record the visit
        // for: the server would refuse it (缺少请求头 shopId) and the middleware would toast that error over
        // the page. Otherwise access records are best effort: a failure is not retried.
        if (!currentShopId) return;
        sendAccessRecord({
          userId: currentUserId,
          shopId: currentShopId,
          pageUrl: `/mall${path}`,
          pageTitle: title,
        }).catch(() => undefined);
      },
    },
    guards: {
      isKnownRoute: (_, { path }) => matchRoutePath(path) !== null,
    },
  });
}

/** What the guard starts from: the session marker cookie and what earlier visits stored. */
export function routeGuardInput() {
  return {
    hasToken: isLoggedIn(),
    storedAppVersion: localStorage.getItem(STORAGE_KEYS.appVersion),
    storedUserType: localStorage.getItem(STORAGE_KEYS.userType),
    lastDomain: localStorage.getItem(STORAGE_KEYS.lastDomain) ?? 'demo',
  };
}
