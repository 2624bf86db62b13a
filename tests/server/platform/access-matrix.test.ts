import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../access-matrix.ts';
import { bodyOf, type AccessRow } from '../access/row.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

const ACCOUNTS = ['buyer01', 'buyer03', 'supplier01', 'merchant01', 'person01', 'guest01', 'admin'] as const;
/** Who may use the console (x-access staff): the operator, and the self-operated store's staff (seed). */
const STAFF_ACCOUNTS: readonly string[] = ['admin', 'supplier01', 'merchant01'];
/** Who of them ships and invoices: the operator and the store's owner, not its customer service. */
const DUTY_ACCOUNTS: readonly string[] = ['admin', 'supplier01'];

let t: TestApp;
const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
let firstFileUrl = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ACCOUNTS) {
    const token = await t.login('DEMO', account);
    tokens.set(account, token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/yzc-upms/user/get',
      headers: { shopId: 'DEMO', authorization: token },
    });
    userIds.set(account, me.json().data.userId);
  }
  tokens.set('hbky:buyer01', await t.login('HBKY', 'buyer01'));
  const banners = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-front/banner/pageListForFront',
    headers: { shopId: 'DEMO' },
    payload: {},
  });
  firstFileUrl = banners.json().data.records[0].imgUrl;
});
afterAll(() => t.close());

function request(route: string, row: AccessRow, shopId: string, token?: string, account?: string) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const query = new URLSearchParams(
    Object.entries(row.query ?? {}).map(([k, v]) => [
      k,
      v === ':me' ? (userIds.get(account ?? '') ?? '1') : v,
    ]),
  ).toString();
  const url = (row.url === ':firstFile' ? firstFileUrl : path) + (query ? `?${query}` : '');
  const headers: Record<string, string> = { shopId, ...row.headers };
  if (token) headers.authorization = token;
  if (row.multipart) {
    const boundary = 'matrixboundary';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const payload =
      Object.entries(row.multipart)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    return t.app.inject({ method, url, headers, payload });
  }
  return t.app.inject({
    method,
    url,
    headers,
    ...(row.body !== undefined ? { payload: bodyOf(row) as object } : {}),
  });
}

describe('access matrix', () => {
  it('has exactly one row per registered route, with the access the spec declares', () => {
    const routes = Object.fromEntries(t.app.operations.map((op) => [`${op.method} ${op.url}`, op.access]));
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual(Object.keys(routes).sort());
    for (const [route, row] of Object.entries(ACCESS_MATRIX))
      expect([route, row.access]).toEqual([route, routes[route]]);
  });

  for (const [route, row] of Object.entries(ACCESS_MATRIX)) {
    describe(route, () => {
      const needsSession = row.access === 'user' || row.access === 'operator' || row.access === 'staff';
      it(`anonymous callers ${needsSession ? 'get 401' : 'are served'}`, async () => {
        const res = await request(route, row, 'DEMO');
        if (needsSession) expect(res.statusCode).toBe(401);
        else expect(res.statusCode).toBe(row.expect ?? 200);
      });

      it('each demo account is served or refused as its access allows', async () => {
        for (const account of ACCOUNTS) {
          const token = row.freshSession ? await t.login('DEMO', account) : tokens.get(account);
          const res = await request(route, row, 'DEMO', token, account);
          const allowed = row.accounts
            ? row.accounts.includes(account)
            : row.access === 'operator'
              ? account === 'admin'
              : row.access === 'staff'
                ? (row.duty ? DUTY_ACCOUNTS : STAFF_ACCOUNTS).includes(account)
                : true;
          expect([account, res.statusCode]).toEqual([account, allowed ? (row.expect ?? 200) : 403]);
        }
      });

      if (needsSession) {
        it("refuses a second tenant's token", async () => {
          const res = await request(route, row, 'DEMO', tokens.get('hbky:buyer01'), 'buyer01');
          expect(res.statusCode).toBe(401);
          const swapped = await request(route, row, 'HBKY', tokens.get('buyer01'), 'buyer01');
          expect(swapped.statusCode).toBe(401);
        });
      } else if (row.access === 'public') {
        it("treats a second tenant's token as anonymous", async () => {
          const res = await request(route, row, 'DEMO', tokens.get('hbky:buyer01'));
          expect(res.statusCode).toBe(row.expect ?? 200);
        });
      }
    });
  }
});
