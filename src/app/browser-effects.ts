import type { ApiEffects } from '../api/middleware.ts';

/** The tenant being browsed, set once the shop is resolved; the API middleware sends it as `shopId`. */
let shopId: string | undefined;
export const setCurrentShopId = (id: string) => {
  shopId = id;
};

export const TOKEN_COOKIE = 'USER-ACCESS-TOKEN';
export const USER_ID_COOKIE = 'USER-ID';

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}

/** A session cookie for the whole site (path=/), as the login pages save the token and user id. */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; path=/`;
}

/** Real implementations of the API layer's effects for the browser. */
export function browserApiEffects(deps: {
  toast: ApiEffects['toast'];
  t: ApiEffects['t'];
  navigate: (url: string) => void;
}): ApiEffects {
  return {
    getToken: () =>
      readCookie(TOKEN_COOKIE) ??
      new URLSearchParams(window.location.search).get('Authorization') ??
      undefined,
    getShopId: () => shopId,
    getFrom: () => localStorage.getItem('mall.from') ?? '',
    toast: deps.toast,
    logout: () => {
      removeCookie(TOKEN_COOKIE);
      removeCookie(USER_ID_COOKIE);
    },
    goToLogin: () => {
      const target = encodeURIComponent(window.location.pathname + window.location.search);
      deps.navigate(`/user-management/${shopId ?? 'DEMO'}/pc/pwd-login?targetUrl=${target}`);
    },
    t: deps.t,
  };
}
