import type { ApiEffects } from './middleware.ts';
import { takeFirstViewAnswer } from './first-view.ts';
import { forgetSession } from '../session.ts';
import { STORAGE_KEYS } from '../storage.ts';

/** The tenant being browsed, set once the shop is resolved; the API middleware sends it as `shopId`. */
let shopId: string | undefined;
export const setCurrentShopId = (id: string) => {
  shopId = id;
};

/** Real implementations of the API layer's effects for the browser. */
export function browserApiEffects(deps: {
  toast: ApiEffects['toast'];
  t: ApiEffects['t'];
  getLanguage: ApiEffects['getLanguage'];
  navigate: (url: string) => void;
}): ApiEffects {
  return {
    // The session travels in the HttpOnly cookie: the page holds no token to send.
    getToken: () => undefined,
    getShopId: () => shopId,
    getFrom: () => localStorage.getItem(STORAGE_KEYS.from) ?? '',
    toast: deps.toast,
    logout: forgetSession,
    goToLogin: () => {
      const target = encodeURIComponent(window.location.pathname + window.location.search);
      deps.navigate(`/user-management/${shopId ?? 'DEMO'}/pc/pwd-login?targetUrl=${target}`);
    },
    t: deps.t,
    getLanguage: deps.getLanguage,
    answerFromPage: takeFirstViewAnswer,
  };
}
