import { exchangeToken } from '../../features/identity/session-api.ts';
import { resolveShop } from './api.ts';
import { setCurrentShopId } from '../../shared/api/browser-effects.ts';

/** The query parameter a token may arrive in when another system links into the mall (spec §7). */
const TOKEN_PARAM = 'Authorization';

/**
 * A token in the page's own URL is used once: it leaves the address bar (and so history and every later
 * Referer) before anything else happens, and is traded for the HttpOnly session cookie. The API itself
 * refuses tokens in query strings. A token that does not work ends like any expired session (the API
 * layer's 401 handling sends the visitor to the login page).
 */
export async function adoptUrlToken(): Promise<void> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN_PARAM);
  if (token === null) return;
  url.searchParams.delete(TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!token.trim()) return;
  const shopId = await shopIdOf(url.pathname);
  if (!shopId) return;
  setCurrentShopId(shopId);
  await exchangeToken(token).catch(() => undefined);
}

/** The tenant of a page: /user-management/{shopId}/… names it, /mall/{domain}/… is resolved. */
async function shopIdOf(path: string): Promise<string | null> {
  const managed = /^\/user-management\/([A-Za-z][A-Za-z0-9_]{1,31})\//.exec(path)?.[1];
  if (managed) return managed.toUpperCase();
  const domain = /^\/mall\/([a-z][a-z0-9-]{1,31})(?:\/|$)/.exec(path)?.[1];
  if (!domain) return null;
  const shop = await resolveShop(domain).catch(() => null);
  return shop?.shopId ?? null;
}
