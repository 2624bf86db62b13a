import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';

export const DEMO_PASSWORD = 'Mall@2026';

/**
 * Logs a demo account in through the real login API and hands the browser the session cookies the answer
 * set (the HttpOnly token and the readable marker), as after a real login. Answers the token too, for
 * tests that call the API as a client with the Authorization header. The login goes through a request
 * context of its own, so the test's `request` fixture keeps no session cookie and stays a plain API client.
 */
export async function loginViaApi(
  context: BrowserContext,
  _request: APIRequestContext,
  baseURL: string,
  shopId: string,
  userName: string,
): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/yzc-upms/login', {
    headers: { shopId },
    data: { userName, passWord: encryptLoginPassword(DEMO_PASSWORD) },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login ${userName}@${shopId} failed: ${body.message}`);
  const setCookies = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  await context.addCookies(
    setCookies.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return {
        name: pair.slice(0, at).trim(),
        value: decodeURIComponent(pair.slice(at + 1).trim()),
        url: baseURL,
        httpOnly: /;\s*httponly/i.test(line),
        sameSite: 'Lax' as const,
      };
    }),
  );
  await api.dispose();
  return body.data.accessToken as string;
}
