import { fromPromise } from 'xstate';
import { routeGuardMachine } from '../../../machines/route-guard.machine.ts';
import {
  fetchAppVersion,
  loadAuthorities,
  loadBaseConfig,
  loadCurrentUser,
  loadWebConfig,
  resolveShop,
  sendAccessRecord,
} from '../../api/storefront.ts';
import { matchRoutePath } from '../../config/paths.ts';
import { readCookie, setCurrentShopId, TOKEN_COOKIE } from '../browser-effects.ts';
import { progress } from '../progress.ts';

export const APP_VERSION_KEY = 'mall.appVersion';
export const USER_TYPE_KEY = 'mall.userType';
export const LAST_DOMAIN_KEY = 'mall.lastDomain';

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
          localStorage.setItem(LAST_DOMAIN_KEY, input.domain);
        }
        return shop;
      }),
      loadUser: fromPromise(async ({ signal }) => {
        const user = await loadCurrentUser(signal);
        currentUserId = user.userId;
        localStorage.setItem(USER_TYPE_KEY, String(user.userType));
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
      storeAppVersion: (_, { version }) => localStorage.setItem(APP_VERSION_KEY, version),
      reloadPage: (_, { version }) => {
        localStorage.setItem(APP_VERSION_KEY, version);
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

/** What the guard starts from: the token cookie and what earlier visits stored. */
export function routeGuardInput() {
  return {
    hasToken: readCookie(TOKEN_COOKIE) !== undefined,
    storedAppVersion: localStorage.getItem(APP_VERSION_KEY),
    storedUserType: localStorage.getItem(USER_TYPE_KEY),
    lastDomain: localStorage.getItem(LAST_DOMAIN_KEY) ?? 'demo',
  };
}
