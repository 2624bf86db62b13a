import type { BrowserContext, APIRequestContext } from '@playwright/test';
import { encryptLoginPassword } from '../../../src/lib/login-cipher.ts';

export const DEMO_PASSWORD = 'Mall@2026';

/** Logs a demo account in through the real login API and gives the browser its session cookie. */
export async function loginViaApi(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  shopId: string,
  userName: string,
): Promise<string> {
  const res = await request.post(`${baseURL}/yzc-upms/login`, {
    headers: { shopId },
    data: { userName, passWord: encryptLoginPassword(DEMO_PASSWORD) },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login ${userName}@${shopId} failed: ${body.message}`);
  const token: string = body.data.accessToken;
  await context.addCookies([{ name: 'USER-ACCESS-TOKEN', value: token, url: baseURL }]);
  return token;
}
