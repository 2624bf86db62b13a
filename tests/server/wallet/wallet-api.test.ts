import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReceipt } from '../../../server/src/modules/orders/fulfilment.service.ts';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { signIn } from '../../../server/src/modules/wallet/signin.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * uc-balance, uc-integral and uc-task through the real API: top-ups by the sandbox provider (limits,
 * idempotency, credited once by the callback), the ledgers with their filters and order numbers, the
 * daily sign-in with its calendar and streak bonus, the points tasks, and the points an order earns on
 * receipt and gives back on refund. Runs on PGlite and on PostgreSQL.
 */

const ACCOUNT = '/iiot/jcmall-account';
const provider = new SandboxProvider('wallet-api-test-secret', 'https://mall.example.com');

let t: TestApp;
let buyer: string;
let buyerId: number;
let person: string;
let personId: number;
let seller: string;

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}
const idOf = async (userName: string) =>
  Number(
    (
      await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = $1`, [
        userName,
      ])
    )[0]!.id,
  );

beforeAll(async () => {
  t = await createTestApp({ app: { payProviders: [provider] } });
  buyer = await t.login('DEMO', 'buyer01');
  person = await t.login('DEMO', 'person01');
  seller = await t.login('DEMO', 'supplier01');
  buyerId = await idOf('buyer01');
  personId = await idOf('person01');
});
afterAll(() => t.close());

const notify = (body: object) =>
  t.app.inject({ method: 'POST', url: '/iiot/jcmall-pay/pay/notify/sandbox', payload: body });
const topup = (token: string, body: object, key = randomUUID()) =>
  call(t, token, 'POST', `${ACCOUNT}/balance/topup`, body, { key });
const balancePage = async (token: string, query = '') =>
  (await call(t, token, 'GET', `${ACCOUNT}/balance/ledger${query}`)).json().data;

describe('top-up', () => {
  it('refuses amounts outside ¥0.01–¥100,000 and the balance or points as the method', async () => {
    for (const amount of ['0', '0.00', '100000.01', '1.234', 'abc', '']) {
      const res = await topup(buyer, { amount, method: 'alipay' });
      expect([amount, res.statusCode, res.json().message]).toEqual([
        amount,
        400,
        '单次充值金额为0.01~100000元',
      ]);
    }
    for (const method of ['balance', 'points']) {
      const res = await topup(buyer, { amount: '10', method });
      expect([res.statusCode, res.json().message]).toEqual([400, '充值仅支持支付宝或微信支付']);
    }
    expect((await topup(buyer, { amount: '0.01', method: 'wechat' })).json().data.status).toBe('pending');
    expect((await topup(buyer, { amount: '100000', method: 'alipay' })).json().data.amount).toBe('100000.00');
  });

  it('credits the balance once when the provider confirms, and the same key replays the same top-up', async () => {
    const before = (await balancePage(buyer)).balance as string;
    const key = randomUUID();
    const first = (await topup(buyer, { amount: '100', method: 'alipay' }, key)).json().data;
    const again = (await topup(buyer, { amount: '100', method: 'alipay' }, key)).json().data;
    expect(again.paymentId).toBe(first.paymentId);
    expect(first).toMatchObject({
      amount: '100.00',
      status: 'pending',
      qrUrl: expect.stringContaining('/__sandbox/pay/'),
    });
    const other = await topup(buyer, { amount: '200', method: 'alipay' }, key);
    expect(other.statusCode).toBe(409);

    const callback = provider.callback(first.paymentId, '100.00', 'success');
    expect((await notify(callback)).json().data.outcome).toBe('paid');
    expect((await notify(callback)).json().data.outcome).toBe('duplicate');
    const status = await call(
      t,
      buyer,
      'GET',
      `${ACCOUNT}/balance/topup/status?paymentId=${first.paymentId}`,
    );
    expect(status.json().data.status).toBe('paid');
    const page = await balancePage(buyer);
    expect(Number(page.balance)).toBeCloseTo(Number(before) + 100, 2);
    expect(page.records[0]).toMatchObject({
      change: '100.00',
      reason: 'topup',
      payMethod: 'alipay',
      balanceAfter: page.balance,
    });
    // Another member cannot read it.
    expect(
      (await call(t, person, 'GET', `${ACCOUNT}/balance/topup/status?paymentId=${first.paymentId}`))
        .statusCode,
    ).toBe(404);
  });

  it('a failed top-up credits nothing', async () => {
    const before = (await balancePage(buyer)).balance;
    const pending = (await topup(buyer, { amount: '30', method: 'wechat' })).json().data;
    expect((await notify(provider.callback(pending.paymentId, '30.00', 'fail'))).json().data.outcome).toBe(
      'failed',
    );
    expect((await balancePage(buyer)).balance).toBe(before);
  });
});

describe('the balance ledger', () => {
  it('shows payments by balance with their order numbers, filtered by direction, source and order number', async () => {
    const { submissionId } = await placeOrder(t, buyer);
    const paid = await call(
      t,
      buyer,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'balance' },
      { key: randomUUID() },
    );
    expect(paid.json().success, paid.body).toBe(true);
    const orderNo = (
      await sql<{ o: string }>('SELECT order_no AS o FROM mall_order WHERE submission_id = $1', [
        submissionId,
      ])
    )[0]!.o;
    const all = await balancePage(buyer);
    expect(all.records[0]).toMatchObject({ change: '-20.00', reason: 'pay', orderNos: [orderNo] });
    const out = await balancePage(buyer, '?direction=out');
    expect(out.records.every((r: { change: string }) => r.change.startsWith('-'))).toBe(true);
    const topups = await balancePage(buyer, '?reason=topup');
    expect(topups.records.every((r: { reason: string }) => r.reason === 'topup')).toBe(true);
    expect(topups.total).toBeGreaterThanOrEqual(2);
    const byOrder = await balancePage(buyer, `?orderNo=${orderNo}`);
    expect(byOrder.records).toHaveLength(1);
    const seededGrant = await balancePage(buyer, '?reason=grant');
    expect(seededGrant.records).toHaveLength(1);
  });
});

describe('daily sign-in', () => {
  it('signs in once a day: today 已签到, past days signed, days to come 未到签到时间', async () => {
    const calendar = (await call(t, person, 'GET', `${ACCOUNT}/signin/calendar`)).json().data;
    // The seed signed the last 6 days: today's is the 7th in a row and earns the streak bonus.
    expect(calendar).toMatchObject({
      signedToday: false,
      streak: 6,
      daysToBonus: 0,
      rule: { points: 5, streakDays: 7, streakBonus: 20 },
    });
    const before = (await call(t, person, 'GET', `${ACCOUNT}/points/summary`)).json().data.points;
    const signed = await call(t, person, 'POST', `${ACCOUNT}/signin`, {});
    expect(signed.json().data).toMatchObject({ streak: 7, points: 5, bonus: 20, balance: before + 25 });
    const again = await call(t, person, 'POST', `${ACCOUNT}/signin`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, '已签到']);
    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const future = await call(t, person, 'POST', `${ACCOUNT}/signin`, { day: tomorrow });
    expect([future.statusCode, future.json().message]).toEqual([400, '未到签到时间']);

    const after = (await call(t, person, 'GET', `${ACCOUNT}/signin/calendar`)).json().data;
    expect(after).toMatchObject({ signedToday: true, streak: 7, daysToBonus: 7 });
    const today = after.days.find((d: { day: string }) => d.day === after.today);
    expect(today).toEqual({ day: after.today, state: 'signedToday', points: 25 });
    for (const d of after.days as Array<{ day: string; state: string }>) {
      if (d.day > after.today) expect(d.state).toBe('future');
    }
    const ledger = (await call(t, person, 'GET', `${ACCOUNT}/points/ledger?reason=signin`)).json().data;
    expect(ledger.records[0]).toMatchObject({
      change: 25,
      reason: 'signin',
      note: '连续签到7天',
      expiresAt: expect.any(String),
    });
  });

  it('a missed day starts the streak again', async () => {
    const userId = await idOf('buyer03');
    const day = (d: string) => new Date(`${d}T09:00:00+08:00`);
    const results = [];
    for (const d of ['2026-03-01', '2026-03-02', '2026-03-04']) {
      results.push(await t.db.tenant('DEMO', (q) => signIn(q, userId, undefined, day(d))));
    }
    expect(results.map((r) => r.streak)).toEqual([1, 2, 1]);
  });
});

describe('points tasks', () => {
  it('completing the profile grants its points once', async () => {
    const tasks = async () => (await call(t, buyer, 'GET', `${ACCOUNT}/points/tasks`)).json().data;
    expect((await tasks()).map((x: { code: string }) => x.code)).toEqual([
      'profile',
      'firstOrder',
      'pictureComment',
    ]);
    expect((await tasks()).find((x: { code: string }) => x.code === 'firstOrder').done).toBe(true);
    await sql(`UPDATE app_user SET header_path = '/avatar.png' WHERE id = $1`, [buyerId]);
    const save = () =>
      call(t, buyer, 'POST', '/yzc-upms/user/updateHeaderAndBirthday', {
        nickName: '建国',
        gender: 1,
        birthday: '1990-05-01',
      });
    const points = async () =>
      (await call(t, buyer, 'GET', `${ACCOUNT}/points/summary`)).json().data.points as number;
    const before = await points();
    expect((await save()).json().success).toBe(true);
    expect((await save()).json().success).toBe(true);
    expect(await points()).toBe(before + 50);
    expect((await tasks()).find((x: { code: string }) => x.code === 'profile')).toMatchObject({
      done: true,
      points: 50,
    });
  });
});

describe('points earned by orders', () => {
  it('an order earns points when received, and a refund takes them back in proportion', async () => {
    const { submissionId } = await placeOrder(t, person, 'DEMO', '5');
    await call(
      t,
      person,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'balance' },
      { key: randomUUID() },
    );
    const orderNo = (
      await sql<{ o: string }>('SELECT order_no AS o FROM mall_order WHERE submission_id = $1', [
        submissionId,
      ])
    )[0]!.o;
    const shipped = await call(t, seller, 'POST', '/mallapi/api/console/orders/ship', {
      orderNo,
      packages: [{ courier: '顺丰速运', waybill: `SF${randomBytes(6).toString('hex')}` }],
    });
    expect(shipped.json().success, shipped.body).toBe(true);
    const points = async () =>
      (await call(t, person, 'GET', `${ACCOUNT}/points/summary`)).json().data.points as number;
    const before = await points();
    await t.db.tenant('DEMO', (q) => confirmReceipt(q, personId, orderNo));
    // ¥100.00 paid at 1 point per yuan.
    expect(await points()).toBe(before + 100);
    const earned = (await call(t, person, 'GET', `${ACCOUNT}/points/ledger?reason=earn`)).json().data
      .records[0];
    expect(earned).toMatchObject({ change: 100, orderNos: [orderNo] });

    const line = (
      await sql<{ id: number }>(
        'SELECT l.id FROM order_line l JOIN mall_order o ON o.id = l.order_id WHERE o.order_no = $1',
        [orderNo],
      )
    )[0]!.id;
    const applied = await call(
      t,
      person,
      'POST',
      '/iiot/jcmall-afs/afs/apply',
      {
        orderNo,
        lineId: line,
        kind: 'returnRefund',
        reason: '七天无理由退货',
        quantity: '2',
        amount: '40.00',
        instructions: '',
        pictures: [],
        phone: '13912345678',
      },
      { key: randomUUID() },
    );
    expect(applied.json().success, applied.body).toBe(true);
    const afsNo = applied.json().data.afsNo as string;
    expect(
      (await call(t, seller, 'POST', '/mallapi/api/console/afs/accept', { afsNo })).json().data.status,
    ).toBe('awaitingReturn');
    await call(t, person, 'POST', '/iiot/jcmall-afs/afs/shipReturn', {
      afsNo,
      courier: '顺丰速运',
      waybill: 'SF9876543210',
    });
    const received = await call(t, seller, 'POST', '/mallapi/api/console/afs/receive', { afsNo });
    expect(received.json().data.status, received.body).toBe('refunded');
    expect(await points()).toBe(before + 60);
    const taken = (await call(t, person, 'GET', `${ACCOUNT}/points/ledger?reason=takeback`)).json().data
      .records[0];
    expect(taken).toMatchObject({ change: -40, orderNos: [orderNo] });
    const refundLine = (await balancePage(person, '?reason=afterSale')).records[0];
    expect(refundLine).toMatchObject({ change: '40.00', orderNos: [orderNo] });
  });
});
