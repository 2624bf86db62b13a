import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earnOrderGrowth,
  memberPointsRate,
  takeBackOrderGrowth,
} from '../../../server/src/modules/member/growth.service.ts';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import type { Queryable } from '../../../server/src/platform/db/database.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';

/**
 * The member centre (issue #17 item 5) on both databases: growth value and levels, the benefits the
 * server enforces (points rate, members-only coupons), a paid membership credited once by its callback
 * delivered 50 times at once and extended from the later of now and the expiry, and the points mall:
 * N concurrent redemptions of a good with stock k give exactly k, and points = Σ ledger = Σ live lots.
 */

const ACCOUNT = '/iiot/jcmall-account';
const provider = new SandboxProvider('member-test-secret', 'https://mall.example.com');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ app: { payProviders: [provider] } });
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}
const demo = <T>(fn: (q: Queryable) => Promise<T>) => t.db.tenant('DEMO', fn);

async function member(userName: string, shopId = 'DEMO') {
  const token = await t.login(shopId, userName);
  const [row] = await sql<{ id: number }>('SELECT id FROM app_user WHERE shop_id = $1 AND user_name = $2', [
    shopId,
    userName,
  ]);
  return { token, id: Number(row!.id), shopId };
}

const get = async (m: { token: string; shopId: string }, path: string) => {
  const res = await call(t, m.token, 'GET', `${ACCOUNT}${path}`, undefined, { shopId: m.shopId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function ledgerHolds(userId: number) {
  const [r] = await sql<{ points: number; ledger: number; lots: number }>(
    `SELECT a.points,
            (SELECT COALESCE(sum(change), 0)::int FROM points_ledger l WHERE l.user_id = a.user_id) AS ledger,
            (SELECT COALESCE(sum(remaining), 0)::int FROM points_lot l WHERE l.user_id = a.user_id) AS lots
       FROM member_account a WHERE a.user_id = $1`,
    [userId],
  );
  expect(r!.ledger).toBe(r!.points);
  expect(r!.lots).toBe(r!.points);
  return r!.points;
}

describe('levels and growth value', () => {
  it('the seed puts the demo members at their levels, buyer01 a paid member and merchant01 expired', async () => {
    const buyer = await get(await member('buyer01'), '/member/summary');
    expect(buyer).toMatchObject({
      level: 3,
      nextLevel: 4,
      nextLevelFrom: 5000,
      paidActive: true,
      pointsRate: '2.5',
    });
    expect(buyer.growth).toBeGreaterThanOrEqual(2000);
    expect(new Date(buyer.paidUntil).getTime()).toBeGreaterThan(Date.now() + 60 * 86_400_000);
    expect(buyer.levels.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4, 5]);
    const expired = await get(await member('merchant01'), '/member/summary');
    expect(expired).toMatchObject({ level: 4, paidActive: false });
    expect(new Date(expired.paidUntil).getTime()).toBeLessThan(Date.now());
    const top = await get(await member('supplier01'), '/member/summary');
    expect(top).toMatchObject({ level: 5, nextLevel: null, nextLevelFrom: null });
  });

  it('an order grants growth once when received and a refund takes it back in proportion', async () => {
    const m = await member('person01');
    const [order] = await sql<{ id: number }>(
      `SELECT o.id FROM mall_order o WHERE o.shop_id = 'DEMO' AND o.user_id = $1
          AND NOT EXISTS (SELECT 1 FROM order_growth g WHERE g.order_id = o.id) ORDER BY o.id LIMIT 1`,
      [m.id],
    );
    const orderId = Number(order!.id);
    const growth = async () => (await get(m, '/member/summary')).growth as number;
    const before = await growth();
    const paid = { orderId, userId: m.id, paid: '199.90', payMethod: 'balance' };
    expect(await demo((q) => earnOrderGrowth(q, paid))).toBe(199);
    expect(await demo((q) => earnOrderGrowth(q, paid))).toBe(0);
    expect(await growth()).toBe(before + 199);
    // ¥100 refunded: the order keeps ⌊99.90⌋ = 99.
    expect(await demo((q) => takeBackOrderGrowth(q, orderId, '100.00'))).toBe(100);
    expect(await growth()).toBe(before + 99);
    const lines = (await get(m, '/member/summary')).growthLines as Array<{ reason: string; change: number }>;
    expect(lines.slice(0, 2).map((l) => [l.reason, l.change])).toEqual([
      ['refund', -100],
      ['order', 199],
    ]);
    // An order paid in points earns no growth.
    expect(await demo((q) => earnOrderGrowth(q, { ...paid, payMethod: 'points' }))).toBe(0);
  });

  it('the points rate is the level’s, plus the paid members’ bonus while a membership runs', async () => {
    const buyer = await member('buyer01');
    const person = await member('person01');
    expect(await demo((q) => memberPointsRate(q, buyer.id))).toBe('2.5');
    expect(await demo((q) => memberPointsRate(q, person.id))).toBe('1');
    const later = new Date(Date.now() + 400 * 86_400_000);
    expect(await demo((q) => memberPointsRate(q, buyer.id, later))).toBe('1.5');
  });

  it('members-only coupons are claimed by paid members only', async () => {
    const [c] = await sql<{ id: number }>(
      `SELECT id FROM coupon WHERE shop_id = 'DEMO' AND members_only ORDER BY id LIMIT 1`,
    );
    const centre = await call(t, null, 'GET', `${ACCOUNT}/coupon/centre`);
    expect(
      centre.json().data.records.find((r: { couponId: number }) => r.couponId === Number(c!.id)),
    ).toMatchObject({ membersOnly: true });
    const claim = (m: { token: string }) =>
      call(t, m.token, 'POST', `${ACCOUNT}/coupon/claim`, { couponId: Number(c!.id) }, { key: randomUUID() });
    const refused = await claim(await member('person01'));
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      '该券为付费会员专享，开通会员后可领取',
    ]);
    expect((await claim(await member('buyer01'))).statusCode).toBe(200);
  });
});

describe('paid membership', () => {
  async function buy(m: { token: string; shopId: string }, plan: string, key = randomUUID()) {
    const res = await call(
      t,
      m.token,
      'POST',
      `${ACCOUNT}/member/buy`,
      { plan, method: 'alipay' },
      {
        shopId: m.shopId,
        key,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { paymentId: string; amount: string; status: string };
  }

  it('a callback delivered 50 times at once extends the membership once, from the current expiry', async () => {
    const m = await member('buyer01', 'HBKY');
    const before = (await get(m, '/member/plans')).paidUntil as string;
    const p = await buy(m, 'quarter');
    expect(p).toMatchObject({ status: 'pending', amount: '49.00' });
    const callback = provider.callback(p.paymentId, p.amount, 'success');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: '/iiot/jcmall-pay/pay/notify/sandbox', payload: callback }),
      ),
    );
    const outcomes = results.map((r) => (r.statusCode === 200 ? r.json().data.outcome : r.statusCode));
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.every((o) => o === 'paid' || o === 'duplicate' || o === 409)).toBe(true);
    const status = (await get(m, `/member/buy/status?paymentId=${p.paymentId}`)) as {
      status: string;
      endsAt: string;
      paidUntil: string;
    };
    expect(status.status).toBe('paid');
    // Three calendar months as the database counts them (29 November + 3 months is 28 February there;
    // Date.setMonth would say 1 March).
    const [expected] = await sql<{ at: Date }>(`SELECT $1::timestamptz + interval '3 months' AS at`, [
      before,
    ]);
    expect(Math.abs(new Date(status.endsAt).getTime() - expected!.at.getTime())).toBeLessThan(3 * 3600_000);
    expect(status.paidUntil).toBe(status.endsAt);
    const [n] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM member_purchase WHERE user_id = $1 AND ends_at IS NOT NULL`,
      [m.id],
    );
    expect(n!.n).toBe(2);
  }, 60_000);

  it('an expired member renews from now; the same key replays; a failure leaves the expiry', async () => {
    const m = await member('merchant01', 'HBKY');
    const key = randomUUID();
    const p = await buy(m, 'month', key);
    expect((await buy(m, 'month', key)).paymentId).toBe(p.paymentId);
    const failed = await buy(m, 'year');
    const fail = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-pay/pay/notify/sandbox',
      payload: provider.callback(failed.paymentId, failed.amount, 'fail'),
    });
    expect(fail.json().data.outcome).toBe('failed');
    expect((await get(m, `/member/buy/status?paymentId=${failed.paymentId}`)).status).toBe('failed');
    expect((await get(m, '/member/plans')).paidActive).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-pay/pay/notify/sandbox',
      payload: provider.callback(p.paymentId, p.amount, 'success'),
    });
    const plans = await get(m, '/member/plans');
    expect(plans.paidActive).toBe(true);
    const until = new Date(plans.paidUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 32 * 86_400_000);
  });

  it('balance and points do not buy a membership; an unknown payment is not found', async () => {
    const m = await member('buyer01');
    const res = await call(
      t,
      m.token,
      'POST',
      `${ACCOUNT}/member/buy`,
      { plan: 'month', method: 'balance' },
      {
        key: randomUUID(),
      },
    );
    expect(res.statusCode).toBe(400);
    const other = await buy(await member('buyer03'), 'month');
    const stranger = await call(
      t,
      m.token,
      'GET',
      `${ACCOUNT}/member/buy/status?paymentId=${other.paymentId}`,
    );
    expect(stranger.statusCode).toBe(404);
  });
});

describe('points mall', () => {
  it('lists goods and coupons; the seeded redemptions are points orders in the ledger', async () => {
    const page = await get(await member('buyer01'), '/points-mall/goods?size=50');
    expect(page.records.some((r: { kind: string }) => r.kind === 'goods')).toBe(true);
    expect(page.records.some((r: { kind: string }) => r.kind === 'coupon')).toBe(true);
    expect(page.records.some((r: { state: string }) => r.state === 'soldOut')).toBe(true);
    expect(page.points).toBeGreaterThan(0);
    const [o] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM mall_order WHERE order_type = 'points' AND pay_method = 'points'`,
    );
    expect(o!.n).toBeGreaterThan(0);
  });

  it('N concurrent redemptions of a good with stock k give exactly k; points = ledger = lots', async () => {
    const [g] = await sql<{ id: number }>(
      `UPDATE points_goods SET stock = 3, points = 100, per_user_limit = 99
        WHERE id = (SELECT id FROM points_goods WHERE shop_id = 'DEMO' AND kind = 'goods' ORDER BY id LIMIT 1)
        RETURNING id`,
    );
    const goodsId = Number(g!.id);
    // Four members with an address and points enough.
    const names = (
      await sql<{ name: string }>(
        `SELECT u.user_name AS name FROM app_user u JOIN member_account a ON a.user_id = u.id
          WHERE u.shop_id = 'DEMO' AND a.points >= 500 AND EXISTS (SELECT 1 FROM user_address d WHERE d.user_id = u.id)
          ORDER BY u.id LIMIT 4`,
      )
    ).map((r) => r.name);
    expect(names).toHaveLength(4);
    const members = await Promise.all(names.map((n) => member(n)));
    const addresses = await Promise.all(
      members.map(async (m) =>
        Number(
          (
            await sql<{ id: number }>(`SELECT id FROM user_address WHERE user_id = $1 ORDER BY id LIMIT 1`, [
              m.id,
            ])
          )[0]!.id,
        ),
      ),
    );
    const before = await Promise.all(members.map((m) => ledgerHolds(m.id)));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          t,
          members[i % 4]!.token,
          'POST',
          `${ACCOUNT}/points-mall/redeem`,
          { goodsId, quantity: 1, addressId: addresses[i % 4] },
          { key: randomUUID() },
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([r.statusCode, r.json().message]).toEqual([409, '已兑完']);
    }
    const [left] = await sql<{ stock: number }>('SELECT stock FROM points_goods WHERE id = $1', [goodsId]);
    expect(left!.stock).toBe(0);
    const after = await Promise.all(members.map((m) => ledgerHolds(m.id)));
    expect(before.reduce((a, b) => a + b) - after.reduce((a, b) => a + b)).toBe(300);
    const orderNos = ok.map((r) => r.json().data.orderNo as string);
    const [orders] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM mall_order WHERE order_no = ANY($1::text[]) AND order_type = 'points'
          AND pay_method = 'points' AND status = 'pendingDelivery' AND points_used = 100`,
      [orderNos],
    );
    expect(orders!.n).toBe(3);
  }, 60_000);

  it('a coupon arrives at once; the limit, the address and the points are checked', async () => {
    const m = await member('buyer01');
    const [c] = await sql<{ id: number; couponId: number }>(
      `UPDATE points_goods SET per_user_limit = 2 WHERE id = (SELECT id FROM points_goods
          WHERE shop_id = 'DEMO' AND kind = 'coupon' ORDER BY points LIMIT 1)
       RETURNING id, coupon_id AS "couponId"`,
    );
    const redeem = (body: object) =>
      call(t, m.token, 'POST', `${ACCOUNT}/points-mall/redeem`, body, { key: randomUUID() });
    const held = async () =>
      (
        await sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM user_coupon WHERE user_id = $1 AND coupon_id = $2`,
          [m.id, c!.couponId],
        )
      )[0]!.n;
    const before = await held();
    const first = await redeem({ goodsId: Number(c!.id), quantity: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ kind: 'coupon', orderNo: null });
    expect(await held()).toBe(before + 2);
    const over = await redeem({ goodsId: Number(c!.id), quantity: 1 });
    expect([over.statusCode, over.json().message]).toEqual([409, '每人限兑2件，您已兑满']);
    const ledger = await get(m, '/points/ledger?reason=redeem');
    expect(ledger.records[0]).toMatchObject({ change: -first.json().data.points, reason: 'redeem' });
    await ledgerHolds(m.id);

    const [good] = await sql<{ id: number }>(
      `UPDATE points_goods SET points = 990000, stock = 5 WHERE id = (SELECT id FROM points_goods
          WHERE shop_id = 'DEMO' AND kind = 'goods' ORDER BY id DESC LIMIT 1) RETURNING id`,
    );
    const noAddress = await redeem({ goodsId: Number(good!.id), quantity: 1 });
    expect([noAddress.statusCode, noAddress.json().message]).toEqual([400, '请选择收货地址']);
    const [a] = await sql<{ id: number }>(`SELECT id FROM user_address WHERE user_id = $1 LIMIT 1`, [m.id]);
    const poor = await redeem({ goodsId: Number(good!.id), quantity: 1, addressId: Number(a!.id) });
    expect(poor.statusCode).toBe(400);
    expect(poor.json().message).toMatch(/^积分不足，当前积分：\d+$/);
    const [s] = await sql<{ stock: number }>('SELECT stock FROM points_goods WHERE id = $1', [good!.id]);
    expect(s!.stock).toBe(5);
  });
});
