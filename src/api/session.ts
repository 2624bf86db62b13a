import { unwrap } from './client.ts';
import { upmsApi } from './services.ts';

/** Ends the current session on the server: the token answers 401 from then on. */
export async function revokeSession(signal?: AbortSignal): Promise<void> {
  const result = await upmsApi.POST('/login/logout', { signal });
  unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });
}
