import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/src/modules/identity/sessions.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { placeBatch } from '../../../server/src/modules/orders/checkout-batch.service.ts';
import type { PlaceOrderInput } from '../../../server/src/modules/orders/checkout.service.ts';

/**
 * Races on the money and stock paths (issue #6). They run on whatever database the suite runs on:
 * in-memory PGlite by default, PostgreSQL when DATABASE_URL is set (CI runs both). On PostgreSQL the
 * requests really overlap (a pool of connections, row locks); on PGlite transactions take turns, which
 * still interleaves separate transactions, so a read-then-write bug shows on both.
 */

let t: TestApp;
const SHOP = 'DEMO';
let hotSku = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A self-operated store delivers everywhere; ¥120.00 is above the free-shipping threshold.
  hotSku = await t.db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
        WHERE s.shop_id = $1 AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL
        ORDER BY s.id LIMIT 1`,
      [SHOP],
    );
    return rows[0]!.id;
  });
}, 60_000);
afterAll(() => t.close());

/** Creates `n` buyers with a default address each and answers their session tokens. */
let mobileBase = 0;
async function buyers(prefix: string, n: number): Promise<Array<{ id: number; token: string }>> {
  const base = mobileBase;
  mobileBase += n;
  const ids = await t.db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO app_user (shop_id, user_name, full_name, mobile, password_hash, user_type)
       SELECT $1, $2 || g, '压测买家' || g, '17' || lpad(($3::int + g)::text, 9, '0'), 'x', 7
         FROM generate_series(1, $4::int) g RETURNING id`,
      [SHOP, prefix, base, n],
    );
    const userIds = rows.map((r) => r.id);
    await q.query(
      `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                 region_name, detail, is_default)
       SELECT $1, u, '压测收货人', '13900000000', '110000', '110100', '110105', '110105001',
              '北京市 北京市 朝阳区 建外街道', '建国门外大街1号国贸大厦', true FROM unnest($2::bigint[]) u`,
      [SHOP, userIds],
    );
    await q.query(
      `INSERT INTO member_account (shop_id, user_id, balance, points) SELECT $1, u, 0, 0 FROM unnest($2::bigint[]) u`,
      [SHOP, userIds],
    );
    return userIds;
  });
  const out: Array<{ id: number; token: string }> = [];
  for (const id of ids) out.push({ id, token: await createSession(t.db, SHOP, id) });
  return out;
}

async function setSku(price: string, stock: number): Promise<void> {
  await t.db.owner(async (q) => {
    await q.query('UPDATE product_sku SET price = $2 WHERE id = $1', [hotSku, price]);
    await q.query('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [hotSku, stock]);
  });
}

const stockOf = () =>
  t.db.owner(
    async (q) =>
      (await q.query<{ stock: number }>('SELECT stock FROM sku_stock WHERE sku_id = $1', [hotSku])).rows[0]!
        .stock,
  );

async function addressOf(userId: number): Promise<number> {
  return t.db.owner(
    async (q) =>
      (
        await q.query<{ id: number }>('SELECT id FROM user_address WHERE user_id = $1 AND is_default', [
          userId,
        ])
      ).rows[0]!.id,
  );
}

function call(token: string, method: 'GET' | 'POST', url: string, body?: object, key?: string) {
  return t.app.inject({
    method,
    url,
    headers: { shopId: SHOP, authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { payload: body } : {}),
  });
}

const directOrder = (addressId: number, payAmount: string, deliveryMethod = 1) => ({
  lines: [{ skuId: hotSku, quantity: '1' }],
  addressId,
  deliveryMethod,
  invoice: { kind: 'electronic' },
  userCouponIds: [] as number[],
  points: 0,
  messages: [],
  expectedPayAmount: payAmount,
});

/** One direct order of the hot SKU at ¥120.00 through the API. */
const orderDirect = (token: string, addressId: number, key: string) =>
  call(token, 'POST', '/iiot/jcmall-order/od/directPlaceOrder', directOrder(addressId, '120.00'), key);

let keySeq = 0;
const freshKey = (tag: string) => `race-${tag}-${Date.now()}-${++keySeq}`;

/** Places one direct order of the hot SKU; answers the submission id. */
async function placeOne(
  buyer: { id: number; token: string },
  payAmount: string,
  deliveryMethod = 1,
): Promise<number> {
  const res = await call(
    buyer.token,
    'POST',
    '/iiot/jcmall-order/od/directPlaceOrder',
    directOrder(await addressOf(buyer.id), payAmount, deliveryMethod),
    freshKey('one'),
  );
  expect(res.json()).toMatchObject({ success: true });
  return res.json().data.submissionId as number;
}

describe('stock: 500 concurrent checkouts of one SKU with stock 50', () => {
  it('make exactly 50 orders and leave stock 0', async () => {
    await setSku('120.00', 50);
    const people = await buyers('hot', 500);
    const addresses = await Promise.all(people.map((p) => addressOf(p.id)));
    const results = await Promise.all(
      people.map((p, i) => orderDirect(p.token, addresses[i]!, freshKey('hot'))),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(50);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      // Refused before the debit (the SKU already shows no stock) or by the conditional debit itself.
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().message).toMatch(/库存不足|商品无货|活动太火爆/);
    }
    expect(await stockOf()).toBe(0);
    const counts = await t.db.owner(async (q) => {
      const { rows } = await q.query<{ lines: number; ledger: number }>(
        `SELECT (SELECT count(*)::int FROM order_line WHERE sku_id = $1) AS lines,
                (SELECT COALESCE(sum(change), 0)::int FROM stock_ledger WHERE sku_id = $1 AND reason = 'order') AS ledger`,
        [hotSku],
      );
      return rows[0]!;
    });
    expect(counts).toEqual({ lines: 50, ledger: -50 });
  }, 120_000);

  it('a deliberately naive read-then-write stock update fails the same test (the test catches oversell)', async () => {
    await setSku('120.00', 50);
    let sold = 0;
    // The naive version: read the stock, decide in the app, write the new value back.
    const naiveCheckout = async () => {
      const stock = await t.db.tenant(SHOP, async (q) => {
        const { rows } = await q.query<{ stock: number }>('SELECT stock FROM sku_stock WHERE sku_id = $1', [
          hotSku,
        ]);
        return rows[0]!.stock;
      });
      if (stock < 1) return false;
      await t.db.tenant(SHOP, (q) =>
        q.query('UPDATE sku_stock SET stock = $2 WHERE sku_id = $1', [hotSku, stock - 1]),
      );
      sold += 1;
      return true;
    };
    await Promise.all(Array.from({ length: 500 }, naiveCheckout));
    // More sales than stock, and the stock column no longer tells the truth.
    expect(sold).toBeGreaterThan(50);
    expect(50 - sold).not.toBe(await stockOf());
  }, 120_000);
});

describe('balance: 50 concurrent payments of ¥100.00 against a balance of ¥100.00', () => {
  it('succeed once', async () => {
    await setSku('100.00', 1000);
    const [buyer] = await buyers('bal', 1);
    // 50 unpaid orders of one buyer: past the shop's default cap of 10, raised for this race.
    await t.db.owner((q) =>
      q.query(`UPDATE base_config SET max_unpaid_orders = 100 WHERE shop_id = $1`, [SHOP]),
    );
    const submissions: number[] = [];
    for (let i = 0; i < 50; i++) submissions.push(await placeOne(buyer!, '100.00', 2)); // pickup: no shipping
    await t.db.owner((q) =>
      q.query('UPDATE member_account SET balance = 100.00 WHERE user_id = $1', [buyer!.id]),
    );

    const results = await Promise.all(
      submissions.map((submissionId) =>
        call(
          buyer!.token,
          'POST',
          '/iiot/jcmall-pay/pay/create',
          { submissionId, method: 'balance' },
          freshKey('bal'),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json().message).toBe('余额不足，当前余额：¥0.00');
    }
    const after = await t.db.owner(async (q) => {
      const { rows } = await q.query<{ balance: string; pays: number; paid: number }>(
        `SELECT (SELECT balance::text FROM member_account WHERE user_id = $1) AS balance,
                (SELECT count(*)::int FROM balance_ledger WHERE user_id = $1 AND reason = 'pay') AS pays,
                (SELECT count(*)::int FROM mall_order WHERE user_id = $1 AND status = 'pendingDelivery') AS paid`,
        [buyer!.id],
      );
      return rows[0]!;
    });
    expect(after).toEqual({ balance: '0.00', pays: 1, paid: 1 });
  }, 120_000);

  it('one order paid 50 times at once with different keys and a large balance is paid and debited once', async () => {
    await setSku('100.00', 1000);
    const [buyer] = await buyers('dbl', 1);
    const submissionId = await placeOne(buyer!, '100.00', 2);
    await t.db.owner((q) =>
      q.query('UPDATE member_account SET balance = 10000.00 WHERE user_id = $1', [buyer!.id]),
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          buyer!.token,
          'POST',
          '/iiot/jcmall-pay/pay/create',
          { submissionId, method: 'balance' },
          freshKey('dbl'),
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json().message).toMatch(/订单已支付|订单状态已变化/);
    }
    const balance = await t.db.owner(
      async (q) =>
        (
          await q.query<{ b: string }>('SELECT balance::text AS b FROM member_account WHERE user_id = $1', [
            buyer!.id,
          ])
        ).rows[0]!.b,
    );
    expect(balance).toBe('9900.00');
  }, 120_000);
});

describe('coupons: a single-use coupon raced by 20 checkouts', () => {
  it('is used once', async () => {
    await setSku('120.00', 1000);
    const [buyer] = await buyers('cpn', 1);
    const userCouponId = await t.db.owner(async (q) => {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO user_coupon (shop_id, user_id, coupon_id)
         SELECT $1, $2, id FROM coupon WHERE shop_id = $1 AND name = '平台通用券 满100减10' RETURNING id`,
        [SHOP, buyer!.id],
      );
      return rows[0]!.id;
    });
    const addressId = await addressOf(buyer!.id);
    const body = { ...directOrder(addressId, '110.00'), userCouponIds: [userCouponId] };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(buyer!.token, 'POST', '/iiot/jcmall-order/od/directPlaceOrder', body, freshKey('cpn')),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json().message).toMatch(/请勿同时提交订单|优惠券.*(不可用|已被使用)/);
    }
    const used = await t.db.owner(async (q) => {
      const { rows } = await q.query<{ status: number; orders: number }>(
        `SELECT (SELECT status FROM user_coupon WHERE id = $1)::int AS status,
                (SELECT count(*)::int FROM mall_order WHERE user_id = $2) AS orders`,
        [userCouponId, buyer!.id],
      );
      return rows[0]!;
    });
    expect(used).toEqual({ status: 1, orders: 1 });
  }, 120_000);

  it('the conditional coupon debit alone lets only one of 20 overlapping transactions use it', async () => {
    const [buyer] = await buyers('cpx', 1);
    const userCouponId = await t.db.owner(async (q) => {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO user_coupon (shop_id, user_id, coupon_id)
         SELECT $1, $2, id FROM coupon WHERE shop_id = $1 AND name = '平台通用券 满100减10' RETURNING id`,
        [SHOP, buyer!.id],
      );
      return rows[0]!.id;
    });
    await setSku('120.00', 1000);
    const submissionId = await placeOne(buyer!, '120.00');
    const orderId = await t.db.owner(
      async (q) =>
        (await q.query<{ id: number }>('SELECT id FROM mall_order WHERE submission_id = $1', [submissionId]))
          .rows[0]!.id,
    );
    // Every transaction first sees the coupon unused (as a checkout's preview would), then debits it.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.tenant(SHOP, async (q) => {
          await q.query('SELECT status FROM user_coupon WHERE id = $1', [userCouponId]);
          const r = await q.query(
            'UPDATE user_coupon SET status = 1, order_id = $2, used_at = now() WHERE id = $1 AND status = 0',
            [userCouponId, orderId],
          );
          return r.rowCount;
        }),
      ),
    );
    expect(outcomes.filter((n) => n === 1)).toHaveLength(1);
  }, 60_000);
});

describe('payment callbacks', () => {
  async function pendingAlipay() {
    await setSku('120.00', 1000);
    const [buyer] = await buyers(`cb${keySeq}x`, 1);
    const submissionId = await placeOne(buyer!, '120.00');
    const res = await call(
      buyer!.token,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'alipay' },
      freshKey('ali'),
    );
    expect(res.json()).toMatchObject({ success: true, data: { status: 'pending', amount: '120.00' } });
    return { buyer: buyer!, submissionId, paymentId: res.json().data.paymentId as string };
  }

  const notify = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/iiot/jcmall-pay/pay/notify/sandbox', payload });

  async function state(paymentId: string, submissionId: number) {
    return t.db.owner(async (q) => {
      const { rows } = await q.query<{ payment: string; orders: string[]; callbacks: number }>(
        `SELECT (SELECT status FROM payment WHERE id = $1) AS payment,
                (SELECT array_agg(status ORDER BY id) FROM mall_order WHERE submission_id = $2) AS orders,
                (SELECT count(*)::int FROM payment_callback WHERE payment_id = $1) AS callbacks`,
        [paymentId, submissionId],
      );
      return rows[0]!;
    });
  }

  it('the same callback delivered 50 times concurrently pays once', async () => {
    const { paymentId, submissionId } = await pendingAlipay();
    const callback = t.app.payProvider.callback(paymentId, '120.00', 'success');
    const results = await Promise.all(Array.from({ length: 50 }, () => notify(callback)));
    const outcomes = results.map((r) => r.json().data?.outcome ?? r.json().message);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect(await state(paymentId, submissionId)).toEqual({
      payment: 'paid',
      orders: ['pendingDelivery'],
      callbacks: 1,
    });
  }, 60_000);

  it('forged callbacks (bad signature, wrong amount, unknown payment) change nothing', async () => {
    const { paymentId, submissionId } = await pendingAlipay();
    const good = t.app.payProvider.callback(paymentId, '120.00', 'success');
    const badSign = await notify({ ...good, sign: 'f'.repeat(64) });
    expect(badSign.json()).toMatchObject({ success: false, code: 400, message: '支付回调签名校验失败' });
    const tampered = await notify({ ...good, amount: '0.01' });
    expect(tampered.json()).toMatchObject({ success: false, code: 400, message: '支付回调签名校验失败' });
    const wrongAmount = await notify(t.app.payProvider.callback(paymentId, '0.01', 'success'));
    expect(wrongAmount.json()).toMatchObject({
      success: false,
      code: 400,
      message: '支付回调金额与支付单不符',
    });
    const unknown = await notify(t.app.payProvider.callback('P' + 'Z'.repeat(24), '120.00', 'success'));
    expect(unknown.json()).toMatchObject({ success: false, code: 404 });
    expect(await state(paymentId, submissionId)).toEqual({
      payment: 'pending',
      orders: ['pendingPayment'],
      callbacks: 0,
    });
  }, 60_000);
});

describe('double submission', () => {
  it('ten identical order requests with one idempotency key make one order and all get its answer', async () => {
    await setSku('120.00', 1000);
    const [buyer] = await buyers('idem', 1);
    const body = directOrder(await addressOf(buyer!.id), '120.00');
    const key = freshKey('idem');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(buyer!.token, 'POST', '/iiot/jcmall-order/od/directPlaceOrder', body, key),
      ),
    );
    const answers = results.map((r) => r.json());
    for (const a of answers) expect(a).toMatchObject({ success: true });
    expect(new Set(answers.map((a) => a.data.submissionId)).size).toBe(1);
    const orders = await t.db.owner(
      async (q) =>
        (
          await q.query<{ n: number }>('SELECT count(*)::int AS n FROM mall_order WHERE user_id = $1', [
            buyer!.id,
          ])
        ).rows[0]!.n,
    );
    expect(orders).toBe(1);
  }, 60_000);
});

describe('checkout batches: several buyers’ orders in one transaction (placeBatch)', () => {
  /** The hot SKU's units sold so far: folded into the catalogue, or still in the tally. */
  const soldUnits = () =>
    t.db.owner(
      async (q) =>
        (
          await q.query<{ n: number }>(
            `SELECT (SELECT sales FROM product_sku WHERE id = $1)
                  + (SELECT COALESCE(sum(units), 0) FROM sales_tally WHERE sku_id = $1) AS n`,
            [hotSku],
          )
        ).rows[0]!.n,
    );

  const batchOf = async (people: Array<{ id: number }>, payAmount = '120.00') =>
    Promise.all(
      people.map(async (p) => ({
        userId: p.id,
        key: freshKey('batch'),
        input: directOrder(await addressOf(p.id), payAmount) as PlaceOrderInput,
      })),
    );

  const leftBehind = (userIds: number[]) =>
    t.db.owner(async (q) => {
      const { rows } = await q.query<{ orders: number; submissions: number; claims: number }>(
        `SELECT (SELECT count(*)::int FROM mall_order WHERE user_id = ANY($1::bigint[])) AS orders,
                (SELECT count(*)::int FROM order_submission WHERE user_id = ANY($1::bigint[])) AS submissions,
                (SELECT count(*)::int FROM idempotency_record WHERE user_id = ANY($1::bigint[])) AS claims`,
        [userIds],
      );
      return rows[0]!;
    });

  it('places what the stock holds in the batch’s order; the rest are refused and leave nothing behind', async () => {
    await setSku('120.00', 4);
    const sold = Number(await soldUnits());
    const people = await buyers('batch-short', 6);
    const requests = await batchOf(people);
    const outcomes = await t.db.tenant(SHOP, (q) => placeBatch(q, requests), { planOnce: true });

    expect(outcomes.slice(0, 4).every((o) => 'placed' in o)).toBe(true);
    for (const o of outcomes.slice(4)) {
      expect(o).toEqual({
        refused: expect.objectContaining({ code: 409, message: expect.stringMatching(/^库存不足/) }),
      });
    }
    const placed = outcomes.slice(0, 4).map((o) => ('placed' in o ? o.placed : null)!);
    expect(new Set(placed.map((p) => p.submissionId)).size).toBe(4);
    expect(await stockOf()).toBe(0);
    expect(Number(await soldUnits())).toBe(sold + 4);
    const refused = people.slice(4).map((p) => p.id);
    expect(await leftBehind(refused)).toEqual({ orders: 0, submissions: 0, claims: 0 });
    const ledger = await t.db.owner(
      async (q) =>
        (
          await q.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM stock_ledger g JOIN mall_order m ON m.id = g.order_id
              WHERE m.user_id = ANY($1::bigint[])`,
            [people.map((p) => p.id)],
          )
        ).rows[0]!.n,
    );
    expect(ledger).toBe(4);

    // A refused order's key is free: restocked, the same request is placed.
    await setSku('120.00', 1);
    const again = await t.db.tenant(SHOP, (q) => placeBatch(q, [requests[4]!, requests[0]!]), {
      planOnce: true,
    });
    expect(again[0]).toMatchObject({ placed: { payAmount: '120.00' } });
    // The first order's key replays its answer and places nothing more.
    expect(again[1]).toEqual({ placed: placed[0] });
    expect(await stockOf()).toBe(0);
  }, 60_000);

  it('keeps one order’s refusal its own: a changed price and a held claim are refused, the others placed', async () => {
    await setSku('120.00', 100);
    const people = await buyers('batch-mixed', 4);
    const requests = await batchOf(people);
    requests[1]!.input = { ...requests[1]!.input, expectedPayAmount: '99.00' };
    const outcomes = await t.db.tenant(SHOP, (q) => placeBatch(q, requests), { planOnce: true });
    expect(outcomes[0]).toMatchObject({ placed: { payAmount: '120.00' } });
    expect(outcomes[1]).toEqual({
      refused: expect.objectContaining({ code: 409, message: expect.stringMatching(/^订单金额已变化/) }),
    });
    expect(outcomes[2]).toMatchObject({ placed: {} });
    expect(outcomes[3]).toMatchObject({ placed: {} });
    expect(await leftBehind([people[1]!.id])).toEqual({ orders: 0, submissions: 0, claims: 0 });
    expect(await stockOf()).toBe(97);

    // The refused request, corrected, is placed under the same key.
    const fixed = { ...requests[1]!, input: { ...requests[1]!.input, expectedPayAmount: '120.00' } };
    const retried = await t.db.tenant(SHOP, (q) => placeBatch(q, [fixed]), { planOnce: true });
    expect(retried[0]).toMatchObject({ placed: { payAmount: '120.00' } });
  }, 60_000);

  // On PostgreSQL only: PGlite runs one transaction at a time, so none can hold a buyer's lock meanwhile.
  it.skipIf(!process.env.DATABASE_URL)(
    'refuses a buyer whose order is being placed elsewhere with 请勿同时提交订单, and places the others',
    async () => {
      await setSku('120.00', 100);
      const people = await buyers('batch-busy', 3);
      const requests = await batchOf(people);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      // Another transaction holds the second buyer's order lock, as an order of theirs in flight does.
      const elsewhere = t.db.tenant(SHOP, async (q) => {
        await q.query(
          `SELECT pg_advisory_xact_lock(hashtext('order:' || current_setting('app.shop_id', true) || ':' || $1::bigint))`,
          [people[1]!.id],
        );
        locked();
        await gate;
      });
      await holding;
      const outcomes = await t.db.tenant(SHOP, (q) => placeBatch(q, requests), { planOnce: true });
      release();
      await elsewhere;
      expect(outcomes[1]).toEqual({
        refused: expect.objectContaining({ code: 409, message: '请勿同时提交订单' }),
      });
      expect(outcomes[0]).toMatchObject({ placed: { payAmount: '120.00' } });
      expect(outcomes[2]).toMatchObject({ placed: { payAmount: '120.00' } });
      expect(await leftBehind([people[1]!.id])).toEqual({ orders: 0, submissions: 0, claims: 0 });
      // Once the other is done, the same request is placed.
      const again = await t.db.tenant(SHOP, (q) => placeBatch(q, [requests[1]!]), { planOnce: true });
      expect(again[0]).toMatchObject({ placed: { payAmount: '120.00' } });
    },
  );

  it('reads each order’s goods for its own address: the chosen one, the default one, or none', async () => {
    await setSku('120.00', 100);
    const people = await buyers('batch-address', 5);
    const storeId = await t.db.owner(
      async (q) =>
        (await q.query<{ id: number }>('SELECT store_id AS id FROM product_sku WHERE id = $1', [hotSku]))
          .rows[0]!.id,
    );
    // The store stops delivering to Shanghai; the second buyer's other address is there; the fifth has none.
    const shanghai = await t.db.owner(async (q) => {
      await q.query(
        `INSERT INTO store_delivery_exclusion (shop_id, store_id, region_code) VALUES ($1, $2, '310000')`,
        [SHOP, storeId],
      );
      await q.query('DELETE FROM user_address WHERE user_id = $1', [people[4]!.id]);
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                   region_name, detail, is_default)
         VALUES ($1, $2, '上海收货人', '13900000001', '310000', '310100', '310101', '310101002',
                 '上海市 上海市 黄浦区 南京东路街道', '南京东路1号', false) RETURNING id`,
        [SHOP, people[1]!.id],
      );
      return rows[0]!.id;
    });
    try {
      const requests = await Promise.all(
        people.slice(0, 4).map(async (p) => ({
          userId: p.id,
          key: freshKey('batch-address'),
          input: directOrder(await addressOf(p.id), '120.00') as PlaceOrderInput,
        })),
      );
      requests[1]!.input = { ...requests[1]!.input, addressId: shanghai };
      // Another buyer's address is nobody's to use.
      requests[2]!.input = { ...requests[2]!.input, addressId: requests[0]!.input.addressId };
      // Without an address id the default address is used; without any address the order cannot go.
      const { addressId: _drop, ...withoutAddress } = requests[3]!.input;
      requests[3]!.input = withoutAddress as PlaceOrderInput;
      requests.push({
        userId: people[4]!.id,
        key: freshKey('batch-address'),
        input: withoutAddress as PlaceOrderInput,
      });

      const outcomes = await t.db.tenant(SHOP, (q) => placeBatch(q, requests), { planOnce: true });
      expect(outcomes[0]).toMatchObject({ placed: { payAmount: '120.00' } });
      expect(outcomes[1]).toEqual({
        refused: expect.objectContaining({ code: 400, message: expect.stringMatching(/当前地区不支持配送/) }),
      });
      expect(outcomes[2]).toEqual({
        refused: expect.objectContaining({ code: 404, message: '收货地址不存在，请重新选择' }),
      });
      expect(outcomes[3]).toMatchObject({ placed: { payAmount: '120.00' } });
      expect(outcomes[4]).toEqual({
        refused: expect.objectContaining({ code: 400, message: '请选择收货地址' }),
      });
      expect(await leftBehind([1, 2, 4].map((i) => people[i]!.id))).toEqual({
        orders: 0,
        submissions: 0,
        claims: 0,
      });
      const shipped = await t.db.owner(
        async (q) =>
          (
            await q.query<{ userId: number; receiver: string; address: string }>(
              `SELECT user_id AS "userId", receiver, address FROM mall_order WHERE user_id = ANY($1::bigint[])
                ORDER BY id`,
              [[people[0]!.id, people[3]!.id]],
            )
          ).rows,
      );
      expect(shipped).toEqual([
        {
          userId: people[0]!.id,
          receiver: '压测收货人',
          address: '北京市 北京市 朝阳区 建外街道 建国门外大街1号国贸大厦',
        },
        {
          userId: people[3]!.id,
          receiver: '压测收货人',
          address: '北京市 北京市 朝阳区 建外街道 建国门外大街1号国贸大厦',
        },
      ]);
      expect(await stockOf()).toBe(98);
    } finally {
      await t.db.owner((q) =>
        q.query(`DELETE FROM store_delivery_exclusion WHERE store_id = $1 AND region_code = '310000'`, [
          storeId,
        ]),
      );
    }
  }, 60_000);

  it('a burst of buyers through the checkout desk places each once, batched, with the stock exact', async () => {
    await setSku('120.00', 37);
    const people = await buyers('desk', 60);
    const addresses = await Promise.all(people.map((p) => addressOf(p.id)));
    const keys = people.map(() => freshKey('desk'));
    const send = () => Promise.all(people.map((p, i) => orderDirect(p.token, addresses[i]!, keys[i]!)));
    const first = await send();
    const ok = first.filter((r) => r.json().success);
    expect(ok).toHaveLength(37);
    for (const r of first.filter((x) => !x.json().success))
      expect(r.json().message).toMatch(/库存不足|商品无货/);
    expect(await stockOf()).toBe(0);
    // The same requests again: the placed ones replay their answers, nothing is placed twice.
    const second = await send();
    first.forEach((r, i) => {
      if (r.json().success) expect(second[i]!.json().data).toEqual(r.json().data);
    });
    const orders = await leftBehind(people.map((p) => p.id));
    expect(orders).toMatchObject({ orders: 37, submissions: 37 });
  }, 120_000);
});
