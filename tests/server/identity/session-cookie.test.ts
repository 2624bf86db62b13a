import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { DEMO_PASSWORD, cipher } from '../fixtures/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Logs in as a browser would and answers the cookies the server set. */
async function browserLogin(userName: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/yzc-upms/login',
    headers: { shopId: 'DEMO', origin: 'http://localhost:80', ...headers },
    payload: { userName, passWord: cipher(DEMO_PASSWORD) },
  });
  expect(res.statusCode).toBe(200);
  return { res, cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c])) };
}

const cookieHeader = (token: string) => `USER-ACCESS-TOKEN=${token}; USER-ID=1`;

describe('the browser session', () => {
  it('arrives as an HttpOnly, SameSite=Lax token cookie beside a readable marker that holds no secret', async () => {
    const { res, cookies } = await browserLogin('buyer01');
    const token = cookies['USER-ACCESS-TOKEN']!;
    expect(token.value).toBe(res.json().data.accessToken);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(token.secure).toBeFalsy();
    const marker = cookies['USER-ID']!;
    expect(marker.value).toBe(res.json().data.userId);
    expect(marker.httpOnly).toBeFalsy();
    expect(marker.value).not.toContain(token.value);
  });

  it('is marked Secure when the request came over HTTPS through a trusted proxy', async () => {
    const { buildApp } = await import('../../../server/src/platform/app.ts');
    const app = await buildApp({ db: t.db, distDir: 'tests/server/fixtures/no-dist', trustProxy: true });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/yzc-upms/login',
        headers: { shopId: 'DEMO', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'mall.example.com' },
        payload: { userName: 'buyer03', passWord: cipher(DEMO_PASSWORD) },
      });
      expect(res.statusCode).toBe(200);
      for (const c of res.cookies) expect([c.name, c.secure]).toEqual([c.name, true]);
    } finally {
      await app.close();
    }
  });

  it('authenticates reads by the cookie alone', async () => {
    const { cookies } = await browserLogin('person01');
    const res = await t.app.inject({
      method: 'GET',
      url: '/yzc-upms/user/get',
      headers: { shopId: 'DEMO', cookie: cookieHeader(cookies['USER-ACCESS-TOKEN']!.value) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userName).toBe('person01');
  });

  it('refuses a state-changing request that rides on the cookie from a foreign or unknown origin', async () => {
    const { cookies } = await browserLogin('supplier01');
    const cookie = cookieHeader(cookies['USER-ACCESS-TOKEN']!.value);
    const add = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/iiot/jcmall-product/favourite/toggle',
        headers: { shopId: 'DEMO', cookie, ...headers },
        payload: { skuId: 1 },
      });
    const probes: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of probes) {
      const res = await add(headers);
      expect([headers, res.statusCode, res.json().message]).toEqual([headers, 403, '请求来源不被允许']);
    }
    // The same request from the mall's own page goes through (whatever the product's answer is).
    const own = await add({ origin: 'http://localhost:80' });
    expect(own.statusCode).not.toBe(403);
  });

  it('refuses a foreign Origin on a login too (login CSRF), but lets API clients without one through', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/yzc-upms/login',
      headers: { shopId: 'DEMO', origin: 'https://evil.example' },
      payload: { userName: 'buyer01', passWord: cipher(DEMO_PASSWORD) },
    });
    expect(foreign.statusCode).toBe(403);
    const client = await t.app.inject({
      method: 'POST',
      url: '/yzc-upms/login',
      headers: { shopId: 'DEMO' },
      payload: { userName: 'buyer01', passWord: cipher(DEMO_PASSWORD) },
    });
    expect(client.statusCode).toBe(200);
    const token = client.json().data.accessToken as string;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/yzc-upms/login/logout',
      headers: { shopId: 'DEMO', authorization: token },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('ends on logout: the cookies are cleared and the token is dead', async () => {
    const { cookies } = await browserLogin('merchant01');
    const cookie = cookieHeader(cookies['USER-ACCESS-TOKEN']!.value);
    const res = await t.app.inject({
      method: 'POST',
      url: '/yzc-upms/login/logout',
      headers: { shopId: 'DEMO', cookie, origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(200);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of ['USER-ACCESS-TOKEN', 'USER-ID']) {
      expect(cleared[name]?.value).toBe('');
      expect(cleared[name]?.expires?.getTime()).toBeLessThan(Date.now());
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/yzc-upms/user/get',
      headers: { shopId: 'DEMO', cookie },
    });
    expect(after.statusCode).toBe(401);
    // A cookie the server no longer knows is cleared by the refusal too.
    expect(after.cookies.map((c) => [c.name, c.value])).toEqual([
      ['USER-ACCESS-TOKEN', ''],
      ['USER-ID', ''],
    ]);
  });

  it('trades a token that reached a page in its URL for the cookies, once, by header', async () => {
    const token = await t.login('DEMO', 'guest01');
    const res = await t.app.inject({
      method: 'POST',
      url: '/yzc-upms/login/exchange',
      headers: { shopId: 'DEMO', authorization: token, origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(200);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies['USER-ACCESS-TOKEN']).toMatchObject({ value: token, httpOnly: true });
    expect(cookies['USER-ID']!.value).toBe(res.json().data.userId);
    const inUrl = await t.app.inject({
      method: 'POST',
      url: `/yzc-upms/login/exchange?Authorization=${encodeURIComponent(token)}`,
      headers: { shopId: 'DEMO', origin: 'http://localhost:80' },
    });
    expect(inUrl.statusCode).toBe(400);
  });
});
