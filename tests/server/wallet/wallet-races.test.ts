import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';

/**
 * Races on the wallet (DESIGN.md §4): a day's sign-in sent 20 times at once is granted once; a top-up
 * callback delivered 50 times at once credits the balance once; one top-up request sent 20 times with
 * one key opens one top-up. Correctness comes from single conditional statements and unique keys, so the
 * same tests hold on PGlite (one connection) and on PostgreSQL (DATABASE_URL: real concurrency).
 */

const ACCOUNT = '/iiot/jcmall-account';
const provider = new SandboxProvider('wallet-races-test-secret', 'https://mall.example.com');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ app: { payProviders: [provider] } });
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

async function member(shopId: string, userName: string) {
  const token = await t.login(shopId, userName);
  const [row] = await sql<{ id: number }>('SELECT id FROM app_user WHERE shop_id = $1 AND user_name = $2', [
    shopId,
    userName,
  ]);
  return { token, id: Number(row!.id), shopId };
}

const wallet = async (userId: number) =>
  (
    await sql<{ balance: string; points: number; topups: number; signins: number; lines: number }>(
      `SELECT a.balance::text AS balance, a.points,
              (SELECT count(*)::int FROM balance_ledger b WHERE b.user_id = a.user_id AND b.reason = 'topup') AS topups,
              (SELECT count(*)::int FROM signin_day s WHERE s.user_id = a.user_id) AS signins,
              (SELECT count(*)::int FROM points_ledger p WHERE p.user_id = a.user_id AND p.reason = 'signin') AS lines
         FROM member_account a WHERE a.user_id = $1`,
      [userId],
    )
  )[0]!;

describe('sign-in', () => {
  it('a day’s sign-in sent 20 times at once is granted once', async () => {
    const m = await member('HBKY', 'buyer01');
    const before = await wallet(m.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, m.token, 'POST', `${ACCOUNT}/signin`, {}, { shopId: m.shopId }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([r.statusCode, r.json().message]).toEqual([409, '已签到']);
    }
    const granted = ok[0]!.json().data as { points: number; bonus: number };
    const after = await wallet(m.id);
    expect(after.signins - before.signins).toBe(1);
    expect(after.lines - before.lines).toBe(1);
    expect(after.points - before.points).toBe(granted.points + granted.bonus);
  }, 60_000);
});

describe('top-up', () => {
  it('a callback delivered 50 times at once credits the balance once', async () => {
    const m = await member('RDSC', 'buyer01');
    const before = await wallet(m.id);
    const created = await call(
      t,
      m.token,
      'POST',
      `${ACCOUNT}/balance/topup`,
      { amount: '88.88', method: 'wechat' },
      {
        shopId: m.shopId,
        key: randomUUID(),
      },
    );
    const { paymentId } = created.json().data as { paymentId: string };
    const callback = provider.callback(paymentId, '88.88', 'success');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: '/iiot/jcmall-pay/pay/notify/sandbox', payload: callback }),
      ),
    );
    const outcomes = results.map((r) => (r.statusCode === 200 ? r.json().data.outcome : r.statusCode));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.every((o) => o === 'paid' || o === 'duplicate' || o === 409)).toBe(true);
    const after = await wallet(m.id);
    expect(after.topups - before.topups).toBe(1);
    expect(Number(after.balance) * 100 - Number(before.balance) * 100).toBeCloseTo(8888, 5);
  }, 60_000);

  it('one top-up request sent 20 times with one key opens one top-up', async () => {
    const m = await member('BKSC', 'buyer01');
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          t,
          m.token,
          'POST',
          `${ACCOUNT}/balance/topup`,
          { amount: '10', method: 'alipay' },
          { shopId: m.shopId, key },
        ),
      ),
    );
    const ids = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().data.paymentId));
    expect(ids.size).toBe(1);
    const [{ n }] = (await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment WHERE user_id = $1 AND purpose = 'topup' AND status = 'pending'`,
      [m.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  }, 60_000);
});
