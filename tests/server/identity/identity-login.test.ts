import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/platform/app.ts';
import {
  ACCOUNT_LOCKED,
  IMAGE_CHECK_REQUIRED,
  LOGIN_FAILED,
} from '../../../server/src/modules/identity/login.service.ts';
import { ACCESS_MATRIX } from '../access-matrix.ts';
import { bodyOf } from '../access/row.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  cipher,
  get,
  imageTicket,
  post,
  passwordLogin,
} from '../fixtures/identity.ts';

const TENANTS = ['DEMO', 'HBKY', 'HSNYSC', 'RDSC', 'BKSC'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failed = { success: false, code: 400, message: LOGIN_FAILED, data: null };

describe('password login', () => {
  it('logs every demo account in on every tenant, and the token works on /user/get', async () => {
    for (const shopId of TENANTS) {
      for (const userName of Object.keys(DEMO_ACCOUNTS)) {
        const res = await post(
          t,
          '/login',
          { userName, passWord: cipher(DEMO_PASSWORD) },
          { shopId, ip: `10.1.0.${TENANTS.indexOf(shopId)}` },
        );
        expect([shopId, userName, res.statusCode]).toEqual([shopId, userName, 200]);
        const me = await get(t, '/user/get', { shopId, token: res.json().data.accessToken });
        expect(me.statusCode).toBe(200);
        expect(me.json().data).toMatchObject({ userName, userId: res.json().data.userId });
      }
    }
  });

  it('answers a wrong password, an unknown account and a malformed cipher with one identical envelope', async () => {
    const on = { shopId: 'RDSC', ip: '10.2.0.1' };
    const wrong = await post(t, '/login', { userName: 'buyer01', passWord: cipher('Wrong@2026') }, on);
    const unknown = await post(t, '/login', { userName: 'nobody_x', passWord: cipher(DEMO_PASSWORD) }, on);
    const garbage = await post(t, '/login', { userName: 'buyer03', passWord: 'not-a-cipher' }, on);
    const plain = await post(t, '/login', { userName: 'person01', passWord: DEMO_PASSWORD }, on);
    for (const res of [wrong, unknown, garbage, plain]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(failed);
    }
  });

  it('refuses a replayed ciphertext with the same answer as a wrong password', async () => {
    const body = { userName: 'buyer03', passWord: cipher(DEMO_PASSWORD) };
    expect((await post(t, '/login', body, { ip: '10.3.0.1' })).statusCode).toBe(200);
    const replay = await post(t, '/login', body, { ip: '10.3.0.2' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(failed);
  });

  it('refuses a ciphertext sealed 301 s ago, or 301 s ahead, with the same answer', async () => {
    for (const offset of [-301_000, 301_000]) {
      const res = await post(
        t,
        '/login',
        { userName: 'supplier01', passWord: cipher(DEMO_PASSWORD, Date.now() + offset) },
        { ip: '10.4.0.1' },
      );
      expect(res.json()).toEqual(failed);
    }
    const recent = cipher(DEMO_PASSWORD, Date.now() - 290_000);
    expect((await post(t, '/login', { userName: 'supplier01', passWord: recent })).statusCode).toBe(200);
  });

  it('asks for a solved image check per attempt after 3 failures, and locks the name after 10', async () => {
    const ip = '10.5.0.1';
    const attempt = (password: string, ticket?: string) =>
      post(
        t,
        '/login',
        { userName: 'merchant01', passWord: cipher(password), ...(ticket ? { imageTicket: ticket } : {}) },
        { ip },
      );
    for (let i = 1; i <= 3; i++) expect([i, (await attempt(`Wrong@${i}`)).json()]).toEqual([i, failed]);
    // From now on an attempt without a solved picture is not even checked, the right password included.
    const unguarded = await attempt(DEMO_PASSWORD);
    expect(unguarded.statusCode).toBe(428);
    expect(unguarded.json()).toEqual({ ...failed, code: 428, message: IMAGE_CHECK_REQUIRED });
    expect((await attempt(DEMO_PASSWORD, 'not-a-ticket')).statusCode).toBe(428);
    // A ticket is spent by one attempt.
    const ticket = await imageTicket(t, { ip });
    expect((await attempt('Wrong@4', ticket)).json()).toEqual(failed);
    expect((await attempt(DEMO_PASSWORD, ticket)).statusCode).toBe(428);
    for (let i = 5; i <= 10; i++)
      expect([i, (await attempt(`Wrong@${i}`, await imageTicket(t, { ip }))).json()]).toEqual([i, failed]);
    const eleventh = await attempt('Wrong@11', await imageTicket(t, { ip }));
    expect(eleventh.json()).toEqual({ ...failed, message: ACCOUNT_LOCKED });
    const right = await attempt(DEMO_PASSWORD, await imageTicket(t, { ip }));
    expect(right.json()).toEqual({ ...failed, message: ACCOUNT_LOCKED });
    // The same account in another tenant is another account.
    await passwordLogin(t, 'merchant01', DEMO_PASSWORD, { shopId: 'HBKY', ip });

    await t.db.owner((q) =>
      q.query(
        `UPDATE login_name_guard SET locked_until = now() - interval '1 second'
          WHERE shop_id = 'DEMO' AND user_name = 'merchant01'`,
      ),
    );
    await passwordLogin(t, 'merchant01', DEMO_PASSWORD, { ip });
  });

  it('answers an unknown name exactly as an existing one, failure for failure, lock included', async () => {
    const ip = '10.5.0.2';
    const answers = async (userName: string) => {
      const seen: unknown[] = [];
      for (let i = 1; i <= 12; i++) {
        const ticket = i > 3 ? await imageTicket(t, { shopId: 'HSNYSC', ip }) : undefined;
        const res = await post(
          t,
          '/login',
          { userName, passWord: cipher(`Wrong@${i}`), ...(ticket ? { imageTicket: ticket } : {}) },
          { shopId: 'HSNYSC', ip },
        );
        seen.push([res.statusCode, res.json()]);
        if (i === 4)
          seen.push(
            (await post(t, '/login', { userName, passWord: cipher('x') }, { shopId: 'HSNYSC', ip }))
              .statusCode,
          );
      }
      return seen;
    };
    const existing = await answers('supplier01');
    const unknown = await answers('nobody_at_all');
    expect(unknown).toEqual(existing);
    expect(existing.at(-1)).toEqual([400, { ...failed, message: ACCOUNT_LOCKED }]);
  });

  it('does not lock on failures older than 30 minutes', async () => {
    const ip = '10.6.0.1';
    for (let i = 1; i <= 9; i++) {
      const ticket = i > 3 ? await imageTicket(t, { ip }) : undefined;
      await post(
        t,
        '/login',
        { userName: 'guest01', passWord: cipher(`Wrong@${i}`), ...(ticket ? { imageTicket: ticket } : {}) },
        { ip },
      );
    }
    await t.db.owner((q) =>
      q.query(`UPDATE login_name_guard SET window_start = window_start - interval '31 minutes'`),
    );
    // A new window: no picture needed, and the old failures do not count towards a lock.
    expect(
      (await post(t, '/login', { userName: 'guest01', passWord: cipher('Wrong@10') }, { ip })).json(),
    ).toEqual(failed);
    await passwordLogin(t, 'guest01', DEMO_PASSWORD, { ip });
  });

  it('refuses a body captured for one account when it is replayed for another with the same password', async () => {
    const passWord = cipher(DEMO_PASSWORD);
    expect((await post(t, '/login', { userName: 'buyer01', passWord }, { shopId: 'BKSC' })).statusCode).toBe(
      200,
    );
    const replay = await post(t, '/login', { userName: 'buyer03', passWord }, { shopId: 'BKSC' });
    expect(replay.json()).toEqual(failed);
  });

  it('limits login attempts to 30 a minute per client IP, password and SMS logins together', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 15; i++) {
      await post(t, '/login', { userName: 'nobody_y', passWord: cipher('x') }, { ip });
      await post(t, '/smsLogin', { userName: '13900000000', passWord: '000000' }, { ip });
    }
    const limited = await post(
      t,
      '/login',
      { userName: 'person01', passWord: cipher(DEMO_PASSWORD) },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/频繁/);
    await passwordLogin(t, 'person01', DEMO_PASSWORD, { ip: '10.7.0.2' });
    await t.db.owner((q) =>
      q.query(
        `UPDATE rate_limit SET window_start = window_start - interval '61 seconds' WHERE subject = $1`,
        [ip],
      ),
    );
    await passwordLogin(t, 'person01', DEMO_PASSWORD, { ip });
  });
});

describe('sessions', () => {
  it('logout makes the old token answer 401 on every user route', async () => {
    const token = await passwordLogin(t, 'buyer01', DEMO_PASSWORD, { ip: '10.8.0.1' });
    const me = await get(t, '/user/get', { token });
    const userId = me.json().data.userId as string;
    expect((await post(t, '/login/logout', undefined, { token })).statusCode).toBe(200);

    const userRoutes = t.app.operations.filter((op) => op.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(3);
    for (const op of userRoutes) {
      const row = ACCESS_MATRIX[`${op.method} ${op.url}`]!;
      const query = new URLSearchParams(
        Object.entries(row.query ?? {}).map(([k, v]) => [k, v === ':me' ? userId : v]),
      ).toString();
      const res = await t.app.inject({
        method: op.method,
        url: op.url + (query ? `?${query}` : ''),
        headers: { shopId: 'DEMO', authorization: token, ...row.headers },
        ...(row.body !== undefined ? { payload: bodyOf(row) as object } : {}),
      });
      expect([op.url, res.statusCode]).toEqual([op.url, 401]);
    }
  });

  it('logout ends only the session it was called with', async () => {
    const first = await passwordLogin(t, 'buyer03', DEMO_PASSWORD, { ip: '10.8.0.2' });
    const second = await passwordLogin(t, 'buyer03', DEMO_PASSWORD, { ip: '10.8.0.2' });
    await post(t, '/login/logout', undefined, { token: first });
    expect((await get(t, '/user/get', { token: first })).statusCode).toBe(401);
    expect((await get(t, '/user/get', { token: second })).statusCode).toBe(200);
  });

  it('answers requests that arrive together each with its own session (their sessions are read in one statement)', async () => {
    const names = ['buyer01', 'person01', 'supplier01', 'guest01'] as const;
    const tokens = await Promise.all(names.map((name) => t.login('DEMO', name)));
    const loggedOut = await passwordLogin(t, 'buyer03', DEMO_PASSWORD, { ip: '10.8.0.3' });
    await post(t, '/login/logout', undefined, { token: loggedOut });
    const elsewhere = await t.login('HBKY', 'buyer01');
    const asked = [
      ...names.map((name, i) => ({ token: tokens[i]!, expect: name as string })),
      { token: loggedOut, expect: 401 },
      { token: 'x'.repeat(43), expect: 401 },
      // Another tenant's session is nobody on this one.
      { token: elsewhere, expect: 401 },
    ];
    // Each twice, in two different orders, all at once.
    const calls = [...asked, ...asked.slice(3), ...asked.slice(0, 3)];
    const answers = await Promise.all(calls.map((c) => get(t, '/user/get', { token: c.token })));
    expect(
      answers.map((res) => (res.statusCode === 200 ? (res.json().data.userName as string) : res.statusCode)),
    ).toEqual(calls.map((c) => c.expect));
  });

  it("answers the shop's pay settlement type to a logged-in user", async () => {
    const token = await t.login('DEMO', 'buyer01');
    const res = await get(t, '/sys/config/paySettlementType', { token });
    expect(res.json()).toMatchObject({ success: true, code: 200, data: 1 });
  });
});

describe('logging', () => {
  it('never writes a password, its cipher or a token to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      db: t.db,
      distDir: 'tests/server/fixtures/no-dist',
      logger: { level: 'trace', stream },
    });
    try {
      const passWord = cipher(DEMO_PASSWORD);
      const res = await app.inject({
        method: 'POST',
        url: '/yzc-upms/login',
        headers: { shopId: 'DEMO' },
        remoteAddress: '10.9.0.1',
        payload: { userName: 'admin', passWord },
      });
      expect(res.statusCode).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/yzc-upms/login',
        headers: { shopId: 'DEMO' },
        remoteAddress: '10.9.0.1',
        payload: { userName: 'admin', passWord: cipher('Secret@999') },
      });
      const log = lines.join('');
      expect(log).toContain('/yzc-upms/login');
      for (const secret of [DEMO_PASSWORD, 'Secret@999', passWord, res.json().data.accessToken])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
