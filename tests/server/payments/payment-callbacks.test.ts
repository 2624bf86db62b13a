import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * The provider's callback (hardening issue, item 8): a validly signed callback is accepted only while
 * fresh, and each provider transaction is applied once, so a replayed callback changes nothing. And the
 * QR code's URL is under the configured public base URL, never under the request's Host header.
 */

const BASE = 'https://mall.example.com';
const provider = new SandboxProvider('payment-callbacks-test-secret', BASE);
const MINUTE = 60_000;

let t: TestApp;
let buyer = '';

beforeAll(async () => {
  t = await createTestApp({ app: { payProviders: [provider] } });
  buyer = await t.login('DEMO', 'buyer01');
});
afterAll(() => t.close());

const notify = async (body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-pay/pay/notify/sandbox',
    payload: body,
  });
  return { status: res.statusCode, ...(res.json() as { message: string; data: { outcome: string } | null }) };
};

/** A pending Alipay payment of a fresh ¥20.00 order of buyer01. */
async function pendingAlipay(headers: Record<string, string> = {}) {
  const { submissionId, payAmount } = await placeOrder(t, buyer);
  const res = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'alipay' },
    { key: randomUUID(), headers },
  );
  expect(res.statusCode, res.body).toBe(200);
  const payment = res.json().data as { paymentId: string; qrUrl: string; status: string };
  expect(payment.status).toBe('pending');
  return { submissionId, amount: payAmount, payment };
}

async function state(paymentId: string) {
  const { rows } = await t.db.owner((q) =>
    q.query<{ payment: string; orders: string[]; callbacks: number }>(
      `SELECT p.status AS payment,
              (SELECT array_agg(o.status) FROM mall_order o WHERE o.submission_id = p.submission_id) AS orders,
              (SELECT count(*)::int FROM payment_callback c WHERE c.payment_id = p.id) AS callbacks
         FROM payment p WHERE p.id = $1`,
      [paymentId],
    ),
  );
  return rows[0]!;
}

describe('callback freshness and replays', () => {
  it('refuses a signed callback stamped 0, 10 minutes ago or 10 minutes ahead, then applies a fresh one once', async () => {
    const { payment, amount } = await pendingAlipay();
    const untouched = { payment: 'pending', orders: ['pendingPayment'], callbacks: 0 };
    for (const timestamp of [0, Date.now() - 10 * MINUTE, Date.now() + 10 * MINUTE]) {
      const stale = provider.callback(payment.paymentId, amount, 'success', timestamp);
      expect([timestamp, await notify(stale)]).toEqual([
        timestamp,
        expect.objectContaining({ status: 400, message: '支付回调已过期', data: null }),
      ]);
      expect(await state(payment.paymentId)).toEqual(untouched);
    }

    // Four minutes old is still inside the window.
    const fresh = provider.callback(payment.paymentId, amount, 'success', Date.now() - 4 * MINUTE);
    expect(await notify(fresh)).toMatchObject({ status: 200, data: { outcome: 'paid' } });
    expect(await notify(fresh)).toMatchObject({ status: 200, data: { outcome: 'duplicate' } });
    expect(await state(payment.paymentId)).toEqual({
      payment: 'paid',
      orders: ['pendingDelivery'],
      callbacks: 1,
    });
  });

  it('applies a failure once: its replay is a duplicate, and a late failure cannot touch a paid payment', async () => {
    const first = await pendingAlipay();
    const failed = provider.callback(first.payment.paymentId, first.amount, 'fail');
    expect(await notify(failed)).toMatchObject({ status: 200, data: { outcome: 'failed' } });
    expect(await notify(failed)).toMatchObject({ status: 200, data: { outcome: 'duplicate' } });
    expect(await state(first.payment.paymentId)).toEqual({
      payment: 'failed',
      orders: ['pendingPayment'],
      callbacks: 1,
    });

    // A failure signed before the success but delivered after it changes nothing.
    const second = await pendingAlipay();
    const lateFailure = provider.callback(second.payment.paymentId, second.amount, 'fail');
    const success = provider.callback(second.payment.paymentId, second.amount, 'success');
    expect(await notify(success)).toMatchObject({ status: 200, data: { outcome: 'paid' } });
    expect(await notify(lateFailure)).toMatchObject({ status: 409, data: null });
    expect(await notify(success)).toMatchObject({ status: 200, data: { outcome: 'duplicate' } });
    expect(await state(second.payment.paymentId)).toEqual({
      payment: 'paid',
      orders: ['pendingDelivery'],
      callbacks: 1,
    });
  });
});

describe('QR codes', () => {
  it('encode a URL under the configured public base URL, whatever Host the request names', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const { payment } = await pendingAlipay(evil);
    expect(payment.qrUrl).toBe(`${BASE}/__sandbox/pay/${payment.paymentId}`);
    const polled = await call(
      t,
      buyer,
      'GET',
      `/iiot/jcmall-pay/pay/status?paymentId=${payment.paymentId}`,
      undefined,
      { headers: evil },
    );
    expect(polled.json().data.qrUrl).toBe(`${BASE}/__sandbox/pay/${payment.paymentId}`);
  });
});
