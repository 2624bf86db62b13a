/**
 * The non-secret marker the server sets beside the HttpOnly session cookie (USER-ACCESS-TOKEN, which no
 * script can read): the storefront is logged in while it exists (spec §4).
 */
export const USER_ID_COOKIE = 'USER-ID';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}

/** Whether the browser holds a session (the server's marker cookie exists). */
export const isLoggedIn = (): boolean => readCookie(USER_ID_COOKIE) !== undefined;

/**
 * Forgets the session on this side: the marker goes. The HttpOnly token is the server's to clear (logout,
 * password change, or the next request it no longer knows).
 */
export function forgetSession(): void {
  document.cookie = `${USER_ID_COOKIE}=; Max-Age=0; path=/`;
}
