import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/platform/app.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { ageSends, get, outboxCode, post, sendCode } from '../fixtures/identity.ts';

/** Ageing a phone's sends by a day lifts every cap, so one phone can serve many tests. */
const DAY = 24 * 3600 + 1;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countSends(mobile: string): Promise<number> {
  const { rows } = await t.db.owner((q) =>
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_send_log WHERE mobile = $1', [mobile]),
  );
  return rows[0]!.n;
}

function smsLogin(mobile: string, code: string, shopId = 'DEMO', ip = '10.20.0.1') {
  return post(t, '/smsLogin', { userName: mobile, passWord: code }, { shopId, ip });
}

describe('sending codes', () => {
  it('refuses a malformed phone with 请输入正确的手机号', async () => {
    for (const mobile of ['1380000000', '23800000002', '138000000021', '1380000000a', '']) {
      const res = await post(t, '/sms/sendLoginCode', { mobile });
      expect([mobile, res.statusCode, res.json().message]).toEqual([mobile, 400, '请输入正确的手机号']);
    }
  });

  it('answers a phone without an account exactly as one with, and sends it nothing', async () => {
    const unknown = await post(t, '/sms/sendLoginCode', { mobile: '13911110000' });
    const known = await post(t, '/sms/sendLoginCode', { mobile: '13800000009' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.app.inject({ method: 'GET', url: '/__dev/sms?mobile=13911110000' })).statusCode).toBe(
      404,
    );
    // Throttled alike: a second request within 60 s is refused for both.
    const again = await post(t, '/sms/sendLoginCode', { mobile: '13911110000' });
    const knownAgain = await post(t, '/sms/sendLoginCode', { mobile: '13800000009' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message.replace(/\d+/, 'N')).toBe(knownAgain.json().message.replace(/\d+/, 'N'));
    await ageSends(t, '13800000009', DAY);
  });

  it('stores a 6-digit code hashed, never in clear', async () => {
    const res = await post(t, '/sms/sendLoginCode', { mobile: '13800000002' });
    expect(res.json()).toMatchObject({ success: true, data: { resendAfter: 60, expiresIn: 300 } });
    const code = await outboxCode(t, '13800000002');
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await t.db.owner((q) =>
      q.query<{ codeHash: string }>(
        `SELECT code_hash AS "codeHash" FROM sms_code WHERE mobile = '13800000002'`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('refuses a second code within 60 s, even for another purpose or tenant', async () => {
    const mobile = '13800000003';
    await sendCode(t, mobile, 'login');
    for (const [purpose, shopId] of [
      ['login', 'DEMO'],
      ['forget', 'DEMO'],
      ['login', 'HBKY'],
    ] as const) {
      const again = await post(t, '/sms/sendCode', { mobile, purpose }, { shopId });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    }
    await ageSends(t, mobile, 61);
    await sendCode(t, mobile, 'login');
  });

  it('sends exactly one code when 10 requests for one phone arrive at once', async () => {
    const mobile = '13800000005';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(t, '/sms/sendLoginCode', { mobile })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(await countSends(mobile)).toBe(1);
  });

  it('caps a phone at 5 codes an hour', async () => {
    const mobile = '13922220001';
    for (let i = 0; i < 5; i++) {
      await sendCode(t, mobile, 'register');
      await ageSends(t, mobile, 61);
    }
    const sixth = await post(t, '/sms/sendCode', { mobile, purpose: 'register' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('该手机号获取验证码过于频繁，请1小时后再试');
    await ageSends(t, mobile, 3600);
    await sendCode(t, mobile, 'register');
  });

  it('caps a phone at 10 codes in 24 hours', async () => {
    const mobile = '13922220002';
    for (let i = 0; i < 10; i++) {
      await sendCode(t, mobile, 'register');
      // Spread over the day, so the hourly cap never bites.
      await ageSends(t, mobile, 3601);
    }
    const eleventh = await post(t, '/sms/sendCode', { mobile, purpose: 'register' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    await ageSends(t, mobile, 24 * 3600);
    await sendCode(t, mobile, 'register');
  });

  it('keeps the last code per phone in the dev outbox, and answers 404 for a phone without one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/__dev/sms?mobile=13933330000' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 404 });
    const bad = await t.app.inject({ method: 'GET', url: '/__dev/sms?mobile=abc' });
    expect(bad.statusCode).toBe(400);
    await post(t, '/sms/sendCode', { mobile: '13933330000', purpose: 'register' });
    const entry = await t.app.inject({ method: 'GET', url: '/__dev/sms?mobile=13933330000' });
    expect(entry.json()).toEqual({
      mobile: '13933330000',
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
  });

  it('has no dev outbox when dev tools are off', async () => {
    const app = await buildApp({ db: t.db, distDir: 'tests/server/fixtures/no-dist', devTools: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/__dev/sms?mobile=13800000002' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('code', expect.stringMatching(/^\d{6}$/));
    } finally {
      await app.close();
    }
  });
});

describe('SMS login', () => {
  it('logs in with the code from the dev outbox, and the token works on /user/get', async () => {
    const code = await sendCode(t, '13800000007', 'login');
    const res = await smsLogin('13800000007', code);
    expect(res.statusCode).toBe(200);
    const me = await get(t, '/user/get', { token: res.json().data.accessToken });
    expect(me.json().data.userName).toBe('person01');
  });

  it('logs every demo phone in by SMS on every tenant', async () => {
    const phones = ['13800000001', '13800000009', '13800000000'];
    for (const [i, shopId] of ['HBKY', 'HSNYSC', 'RDSC', 'BKSC', 'DEMO'].entries()) {
      for (const mobile of phones) {
        if (i > 0) await ageSends(t, mobile, 61 * 60);
        const code = await sendCode(t, mobile, 'login', { shopId });
        const res = await smsLogin(mobile, code, shopId, `10.21.0.${i}`);
        expect([shopId, mobile, res.statusCode]).toEqual([shopId, mobile, 200]);
      }
    }
  });

  it('accepts a code once', async () => {
    await ageSends(t, '13800000007', DAY);
    const code = await sendCode(t, '13800000007', 'login');
    expect((await smsLogin('13800000007', code)).statusCode).toBe(200);
    const again = await smsLogin('13800000007', code);
    expect(again.json()).toMatchObject({ code: 400, message: '验证码错误或已失效' });
  });

  it('lets exactly one of several simultaneous logins spend a code', async () => {
    await ageSends(t, '13800000007', DAY);
    const code = await sendCode(t, '13800000007', 'login');
    const answers = await Promise.all(Array.from({ length: 5 }, () => smsLogin('13800000007', code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a code after 5 minutes', async () => {
    await ageSends(t, '13800000007', DAY);
    const code = await sendCode(t, '13800000007', 'login');
    await t.db.owner((q) =>
      q.query(`UPDATE sms_code SET expires_at = now() - interval '1 second' WHERE mobile = '13800000007'`),
    );
    expect((await smsLogin('13800000007', code)).statusCode).toBe(400);
  });

  it('voids a code after 5 wrong tries', async () => {
    await ageSends(t, '13800000007', DAY);
    const code = await sendCode(t, '13800000007', 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await smsLogin('13800000007', wrong)).statusCode).toBe(400);
    expect((await smsLogin('13800000007', code)).json().message).toBe('验证码错误或已失效');
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    await ageSends(t, '13800000007', DAY);
    const code = await sendCode(t, '13800000007', 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 4; i++) await smsLogin('13800000007', wrong);
    expect((await smsLogin('13800000007', code)).statusCode).toBe(200);
  });

  it('binds a code to its purpose and tenant', async () => {
    await ageSends(t, '13800000007', DAY);
    const forget = await sendCode(t, '13800000007', 'forget');
    expect((await smsLogin('13800000007', forget)).statusCode).toBe(400);

    await ageSends(t, '13800000007', DAY);
    const code = await sendCode(t, '13800000007', 'login', { shopId: 'DEMO' });
    expect((await smsLogin('13800000007', code, 'HBKY')).statusCode).toBe(400);
    expect((await smsLogin('13800000007', code, 'DEMO')).statusCode).toBe(200);
  });

  it('voids the older code when a newer one is sent', async () => {
    await ageSends(t, '13800000007', DAY);
    const older = await sendCode(t, '13800000007', 'login');
    await ageSends(t, '13800000007', DAY);
    const newer = await sendCode(t, '13800000007', 'login');
    if (older !== newer) expect((await smsLogin('13800000007', older)).statusCode).toBe(400);
    expect((await smsLogin('13800000007', newer)).statusCode).toBe(200);
  });
});
