import { request as playwrightRequest, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';

export const DEMO_PASSWORD = 'Mall@2026';

/** The last timestamp this worker sealed a login with. */
let lastSeal = 0;

/**
 * The demo password sealed for the login API (spec §5 cipher) with a timestamp no other login of the run
 * uses. The server takes a ciphertext once, whoever sends it, and the cipher is deterministic: two
 * workers logging in with the same password in the same millisecond would send the same ciphertext, and
 * the second would be refused (账号或密码错误). So each worker seals on its own residue of the millisecond
 * clock (its parallel index), a few milliseconds ahead at most, and never twice on the same one.
 */
export function demoLoginCipher(password: string = DEMO_PASSWORD): string {
  const slots = 16;
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % slots;
  let stamp = Math.max(Date.now(), lastSeal + 1);
  stamp += (slot - (stamp % slots) + slots) % slots;
  lastSeal = stamp;
  return encryptLoginPassword(password, stamp);
}

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
    data: { userName, passWord: demoLoginCipher() },
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
