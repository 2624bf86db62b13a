import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { nodesDatabase, startNode, stopNode, type Node } from '../fixtures/nodes.ts';

/**
 * Two API nodes on one PostgreSQL database (issue #22 item 6; README "Running several nodes"): two real
 * server processes, both sweeping every 300 ms, and one buyer moving across them — logged in on one, cart
 * and checkout on the other, paid on the first, the provider's callback delivered to both. Nothing may be
 * lost or doubled: the order, the payment, the sales tally, the SMS rate limit; sessions, the login replay
 * guard and idempotency keys hold across nodes. Runs where DATABASE_URL is set (CI's PostgreSQL pass).
 */

const pgUrl = process.env.DATABASE_URL;
const SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'Mall@2026';

describe.skipIf(!pgUrl)('two API nodes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof nodesDatabase>> | undefined;
  let a: Node;
  let b: Node;
  let db: pg.Client;

  beforeAll(async () => {
    database = await nodesDatabase(pgUrl!);
    [a, b] = await Promise.all([
      startNode(database.url, { PAY_SANDBOX_SECRET: SECRET, SWEEP_INTERVAL_MS: '300' }),
      startNode(database.url, { PAY_SANDBOX_SECRET: SECRET, SWEEP_INTERVAL_MS: '300' }),
    ]);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await Promise.all([a, b].filter(Boolean).map(stopNode));
    await database?.drop();
  });

  async function call(
    node: Node,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${node.base}${path}`, {
      method,
      headers: { shopId: 'DEMO', 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: res.status,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call reads its own answer's fields
      json: (await res.json()) as { success: boolean; message: string; data: any },
    };
  }
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;

  it('carries one buyer across both nodes without losing or doubling anything', async () => {
    // Log in on A; the same ciphertext replayed to B is refused (the replay guard is in the database).
    const login = { userName: 'buyer01', passWord: encryptLoginPassword(PASSWORD) };
    const first = await call(a, 'POST', '/yzc-upms/login', login);
    expect(first.json.success, first.json.message).toBe(true);
    const token = first.json.data.accessToken as string;
    const replay = await call(b, 'POST', '/yzc-upms/login', login);
    expect(replay.status).toBe(400);
    const auth = { authorization: token };

    // The session made on A works on B: the cart is filled there.
    const { id: skuId, sales: salesBefore } = await one<{ id: number; sales: number }>(
      `SELECT s.id::int AS id, s.sales FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id
        WHERE s.shop_id = 'DEMO' AND s.status = 1 AND s.product_type = 1 AND s.goods_kind = 1
          AND s.price BETWEEN 1 AND 50 AND k.stock > 100
        ORDER BY s.id DESC LIMIT 1`,
    );
    await db.query(
      `DELETE FROM cart_line WHERE user_id = (SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01')`,
    );
    const added = await call(
      b,
      'POST',
      '/iiot/jcmall-order/sc/addShoppingCarts',
      { skuId, quantity: '3' },
      auth,
    );
    expect(added.json.success, added.json.message).toBe(true);
    const count = await call(a, 'GET', '/iiot/jcmall-order/sc/skuCount', undefined, auth);
    expect(count.json.data).toBe(1);

    // Checkout on B; the same idempotency key sent to A replays the answer instead of ordering twice.
    const address = await call(b, 'GET', '/iiot/jcmall-account/ad/queryDefaultAddress', undefined, auth);
    const choices = { addressId: address.json.data.id, deliveryMethod: 2 };
    const seen = await call(b, 'POST', '/iiot/jcmall-order/od/previewOrder', choices, auth);
    expect(seen.json.data.canSubmit, seen.json.data.message).toBe(true);
    const body = {
      ...choices,
      invoice: { kind: 'none' },
      userCouponIds: [],
      points: 0,
      messages: [],
      expectedPayAmount: seen.json.data.payAmount,
    };
    const key = { ...auth, 'idempotency-key': randomUUID() };
    const placed = await call(b, 'POST', '/iiot/jcmall-order/od/placeOrder', body, key);
    expect(placed.json.success, placed.json.message).toBe(true);
    const again = await call(a, 'POST', '/iiot/jcmall-order/od/placeOrder', body, key);
    expect(again.json.data).toEqual(placed.json.data);
    const { submissionId, payAmount } = placed.json.data as { submissionId: number; payAmount: string };
    expect(
      await one(`SELECT count(*)::int AS n FROM mall_order WHERE submission_id = $1`, [submissionId]),
    ).toEqual({ n: 1 });

    // Paid through the sandbox on A (the same key on B replays it); the callback reaches both nodes at once.
    const payKey = { ...auth, 'idempotency-key': randomUUID() };
    const pay = await call(
      a,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'alipay' },
      payKey,
    );
    expect(pay.json.success, pay.json.message).toBe(true);
    const payAgain = await call(
      b,
      'POST',
      '/iiot/jcmall-pay/pay/create',
      { submissionId, method: 'alipay' },
      payKey,
    );
    expect(payAgain.json.data.paymentId).toBe(pay.json.data.paymentId);
    const callback = new SandboxProvider(SECRET, a.base).callback(
      pay.json.data.paymentId,
      payAmount,
      'success',
    );
    const outcomes = await Promise.all(
      [a, b, a, b].map((n) => call(n, 'POST', '/iiot/jcmall-pay/pay/notify/sandbox', callback)),
    );
    expect(outcomes.map((o) => o.json.data.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'paid',
    ]);
    expect(
      await one(
        `SELECT count(*) FILTER (WHERE status = 'paid')::int AS paid, count(*)::int AS n FROM payment WHERE submission_id = $1`,
        [submissionId],
      ),
    ).toEqual({ paid: 1, n: 1 });
    expect(await one(`SELECT status FROM mall_order WHERE submission_id = $1`, [submissionId])).toEqual({
      status: 'pendingDelivery',
    });

    // Both nodes sweep: the sales tally is folded into the catalogue once, not once per node.
    await expect
      .poll(
        async () =>
          (await one<{ n: number }>(`SELECT count(*)::int AS n FROM sales_tally WHERE sku_id = $1`, [skuId]))
            .n,
        {
          timeout: 20_000,
        },
      )
      .toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await one(`SELECT sales FROM product_sku WHERE id = $1`, [skuId])).toEqual({
      sales: salesBefore + 3,
    });

    // Logging out on B ends the session on A too.
    expect((await call(b, 'POST', '/yzc-upms/login/logout', {}, auth)).json.success).toBe(true);
    expect((await call(a, 'GET', '/iiot/jcmall-order/sc/skuCount', undefined, auth)).status).toBe(401);
  }, 90_000);

  it('counts a rate limit across nodes: the second code within a minute is refused by the other node', async () => {
    const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sent = await call(a, 'POST', '/yzc-upms/sms/sendCode', { mobile, purpose: 'register' });
    expect(sent.json.success, sent.json.message).toBe(true);
    const second = await call(b, 'POST', '/yzc-upms/sms/sendCode', { mobile, purpose: 'register' });
    expect(second.status).toBe(429);
  });
});
