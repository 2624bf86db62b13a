import { unwrap } from '../../shared/api/client.ts';
import { upmsApi } from '../../shared/api/services.ts';

/** Ends the current session on the server: the token answers 401 from then on. */
export async function revokeSession(signal?: AbortSignal): Promise<void> {
  const result = await upmsApi.POST('/login/logout', { signal });
  unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });
}

/** Trades a token that reached the page in its URL for the browser's HttpOnly session cookie. */
export async function exchangeToken(token: string, signal?: AbortSignal): Promise<void> {
  const result = await upmsApi.POST('/login/exchange', { headers: { Authorization: token }, signal });
  unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });
}
