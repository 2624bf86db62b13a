import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOptionsFor } from '../../../server/src/platform/app-options.ts';
import { loadConfig } from '../../../server/src/platform/config.ts';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * The app as server.ts builds it with NODE_ENV=production (hardening issue, item 1): no dev outbox, no
 * payment sandbox (its pages and its callback operation are unknown paths), Alipay and WeChat neither
 * offered nor accepted while no real provider is configured, balance and points still paying, and no
 * verification code in the log. PAY_SANDBOX_SECRET is set, so a "correctly signed" sandbox callback is
 * one the sandbox would have accepted had it been on.
 */

const SECRET = 'production-test-sandbox-secret';
const env = {
  NODE_ENV: 'production',
  PORT: '8080',
  HOST: '127.0.0.1',
  DATA_DIR: ':memory:',
  DIST_DIR: 'tests/server/fixtures/no-dist',
  PAY_SANDBOX_SECRET: SECRET,
};

let t: TestApp;
let buyer = '';
/** Every line the server logged, as written. */
const logged: string[] = [];
const saved = process.env.PAY_SANDBOX_SECRET;

beforeAll(async () => {
  process.env.PAY_SANDBOX_SECRET = SECRET;
  const config = loadConfig(env);
  expect(config).toMatchObject({ production: true, devTools: false, logLevel: 'info' });
  const options = appOptionsFor(config, undefined, env);
  const logger = { ...(options.logger as object), stream: { write: (line: string) => logged.push(line) } };
  t = await createTestApp({ app: { ...options, logger } });
  buyer = await t.login('DEMO', 'buyer01');
});
afterAll(async () => {
  if (saved === undefined) delete process.env.PAY_SANDBOX_SECRET;
  else process.env.PAY_SANDBOX_SECRET = saved;
  await t.close();
});

/** A pending Alipay payment as the sandbox would have made it, straight into the database. */
async function pendingScanPayment(submissionId: number, amount: string): Promise<string> {
  const id = `P${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  await t.db.owner((q) =>
    q.query(
      `INSERT INTO payment (id, shop_id, submission_id, user_id, method, amount, status, expires_at)
       SELECT $1, shop_id, id, user_id, 'alipay', $2, 'pending', now() + interval '5 minutes'
         FROM order_submission WHERE id = $3`,
      [id, amount, submissionId],
    ),
  );
  return id;
}

const notFoundEnvelope = (method: string, path: string) => ({
  success: false,
  code: 404,
  message: `接口不存在：${method} ${path}`,
  data: null,
});

describe('production', () => {
  it('has no dev or sandbox paths: each is a plain 404, as any unknown path', async () => {
    const { submissionId, payAmount } = await placeOrder(t, buyer);
    const paymentId = await pendingScanPayment(submissionId, payAmount);
    const signed = new SandboxProvider(SECRET, 'http://127.0.0.1:8080').callback(
      paymentId,
      payAmount,
      'success',
    );
    // No route under /__dev or /__sandbox is registered at all…
    expect(t.app.printRoutes({ commonPrefix: false })).not.toMatch(/__dev|__sandbox/);
    // …and each known one answers as an unknown path does.
    const probes = [
      { method: 'GET' as const, url: '/__dev/sms?mobile=13800000002' },
      { method: 'GET' as const, url: '/__dev/image-cert?certId=x' },
      { method: 'GET' as const, url: `/__sandbox/pay/${paymentId}` },
      {
        method: 'POST' as const,
        url: `/__sandbox/pay/${paymentId}/confirm`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=success',
      },
      { method: 'POST' as const, url: '/iiot/jcmall-pay/pay/notify/sandbox', payload: signed },
    ];
    for (const probe of probes) {
      const res = await t.app.inject(probe);
      const path = probe.url.split('?')[0]!;
      const body: unknown = String(res.headers['content-type']).includes('json') ? res.json() : res.body;
      expect([probe.method, probe.url, res.statusCode, body]).toEqual([
        probe.method,
        probe.url,
        404,
        notFoundEnvelope(probe.method, path),
      ]);
    }
    // Nothing was paid.
    const { rows } = await t.db.owner((q) =>
      q.query<{ status: string }>('SELECT status FROM payment WHERE id = $1', [paymentId]),
    );
    expect(rows[0]!.status).toBe('pending');
  });

  it('offers no Alipay or WeChat at the counter and refuses them; balance still pays', async () => {
    const { submissionId } = await placeOrder(t, buyer);
    const cashier = await call(t, buyer, 'GET', `/iiot/jcmall-pay/cashier/info?submissionId=${submissionId}`);
    expect(cashier.statusCode).toBe(200);
    const methods = (cashier.json().data.methods as Array<{ method: string }>).map((m) => m.method);
    expect(methods).toEqual(['balance', 'points']);

    for (const method of ['alipay', 'wechat']) {
      const res = await call(
        t,
        buyer,
        'POST',
        '/iiot/jcmall-pay/pay/create',
        { submissionId, method },
        { key: randomUUID() },
      );
      expect([method, res.statusCode, res.json().message]).toEqual([method, 400, '该支付方式暂不可用']);
    }
    const { rows } = await t.db.owner((q) =>
      q.query<{ n: number }>('SELECT count(*)::int AS n FROM payment WHERE submission_id = $1', [
        submissionId,
      ]),
    );
    expect(rows[0]!.n).toBe(0);

    const paid = await call(
      t,
      buyer,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'balance' },
      { key: randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', method: 'balance', qrUrl: null });
  });

  it('never writes a verification code to the log', async () => {
    const codes: string[] = [];
    const sms = t.app.sms;
    const send = sms.send.bind(sms);
    sms.send = async (message) => {
      codes.push(message.code);
      return send(message);
    };
    const from = logged.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/yzc-upms/sms/sendCode',
      headers: { shopId: 'DEMO' },
      payload: { mobile: '13800000002', purpose: 'login' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(codes).toEqual([expect.stringMatching(/^\d{6}$/)]);

    const lines = logged.slice(from);
    // The send itself is logged (so the stream is the one the app writes to), without the code.
    expect(lines.some((line) => line.includes('verification code issued'))).toBe(true);
    expect(lines.join('')).not.toContain(codes[0]!);
    // No 6-digit number in any logged text at all (times and ids are numbers, not text).
    const texts = lines.flatMap((line) =>
      Object.values(JSON.parse(line) as Record<string, unknown>).filter((v) => typeof v === 'string'),
    );
    for (const text of texts) expect(text).not.toMatch(/(?<!\d)\d{6}(?!\d)/);
  });
});
