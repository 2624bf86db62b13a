import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyUnpaid } from '../../../server/src/modules/orders/checkout.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/** The shops' defaults (base_config max_unpaid_orders and max_unpaid_units_per_sku, migration 0017). */
const MAX_UNPAID_ORDERS = 10;
const MAX_UNPAID_UNITS_PER_SKU = 500;
const TOO_MANY_UNPAID = tooManyUnpaid(MAX_UNPAID_ORDERS);

/**
 * Orders that cost nothing, and orders that only hold stock: a line must be worth at least ¥0.01 and
 * respect the shop's decimal scale, and one buyer can hold only so much in unpaid orders.
 */

const ORDER = '/iiot/jcmall-order';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

async function call(shopId: string, token: string, path: string, payload: unknown, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${ORDER}${path}`,
    headers: { shopId, authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer it asked for
  return { status: res.statusCode, ...(res.json() as { message: string; data: any }) };
}

/** Unused on-shelf ordinary SKUs of a tenant's stores that deliver everywhere, priced and stocked here. */
const used = new Set<number>();
async function skus(shopId: string, n: number, price: string, stock = 1000): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
      WHERE s.shop_id = $1 AND s.status = 1 AND s.product_type = 1 AND st.store_type <> 3
        AND NOT (s.id = ANY($2::bigint[])) ORDER BY s.id LIMIT $3`,
    [shopId, [...used], n],
  );
  const ids = rows.map((r) => r.id);
  ids.forEach((id) => used.add(id));
  await sql('UPDATE product_sku SET price = $2 WHERE id = ANY($1::bigint[])', [ids, price]);
  await sql('UPDATE sku_stock SET stock = $2 WHERE sku_id = ANY($1::bigint[])', [ids, stock]);
  return ids;
}

async function buyer(shopId: string, userName: string) {
  const token = await t.login(shopId, userName);
  const rows = await sql<{ id: number }>(
    `SELECT a.id FROM user_address a JOIN app_user u ON u.id = a.user_id
      WHERE u.shop_id = $1 AND u.user_name = $2 ORDER BY a.is_default DESC, a.id LIMIT 1`,
    [shopId, userName],
  );
  return { shopId, token, addressId: rows[0]!.id };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** Buy now: previews the lines, then places them with the amount the preview showed. */
async function directOrder(b: Buyer, lines: Array<{ skuId: number; quantity: string }>) {
  const preview = await call(b.shopId, b.token, '/od/previewOrder', { lines, addressId: b.addressId });
  const expectedPayAmount = preview.data?.payAmount ?? '0.00';
  return call(
    b.shopId,
    b.token,
    '/od/directPlaceOrder',
    {
      lines,
      addressId: b.addressId,
      deliveryMethod: 1,
      invoice: { kind: 'none' },
      userCouponIds: [],
      points: 0,
      messages: [],
      expectedPayAmount,
    },
    randomUUID(),
  );
}

const stockOf = async (ids: number[]) =>
  (
    await sql<{ stock: number }>(
      'SELECT stock FROM sku_stock WHERE sku_id = ANY($1::bigint[]) ORDER BY sku_id',
      [ids],
    )
  ).map((r) => r.stock);
const orderCount = async (shopId: string) =>
  (await sql<{ n: number }>('SELECT count(*)::int AS n FROM mall_order WHERE shop_id = $1', [shopId]))[0]!.n;

describe('a line worth less than ¥0.01', () => {
  it('is refused in the cart, on a quantity change and when a cart holding one is ordered (DEMO, 2 decimals)', async () => {
    const b = await buyer('DEMO', 'person01');
    const [sku] = await skus('DEMO', 1, '0.3000');
    const add = await call('DEMO', b.token, '/sc/addShoppingCarts', { skuId: sku, quantity: '0.01' });
    expect([add.status, add.message]).toEqual([400, expect.stringContaining('商品金额不足¥0.01')]);
    expect(
      (await call('DEMO', b.token, '/sc/addShoppingCarts', { skuId: sku, quantity: '0.04' })).status,
    ).toBe(200);
    const cart = await call('DEMO', b.token, '/sc/queryCartInfo', {});
    const line = cart.data.stores
      .flatMap((s: { lines: unknown[] }) => s.lines)
      .find((l: { skuId: number }) => l.skuId === sku);
    const change = await call('DEMO', b.token, '/sc/updateCart', { lineId: line.lineId, quantity: '0.03' });
    expect([change.status, change.message]).toEqual([400, expect.stringContaining('商品金额不足¥0.01')]);

    // A line that got into the cart before the rule (or by any other way) cannot be ordered either.
    await sql(`UPDATE cart_line SET quantity = 0.01, checked = true WHERE id = $1`, [line.lineId]);
    const view = await call('DEMO', b.token, '/sc/queryCartInfo', {});
    const stale = view.data.stores
      .flatMap((s: { lines: unknown[] }) => s.lines)
      .find((l: { skuId: number }) => l.skuId === sku);
    expect(stale.problem).toBe('belowMinimum');
    const before = await orderCount('DEMO');
    const placed = await call(
      'DEMO',
      b.token,
      '/od/placeOrder',
      {
        addressId: b.addressId,
        deliveryMethod: 1,
        invoice: { kind: 'none' },
        userCouponIds: [],
        points: 0,
        messages: [],
        expectedPayAmount: '0.00',
      },
      randomUUID(),
    );
    expect(placed.status).toBe(400);
    expect(placed.message).toContain('商品金额不足¥0.01');
    expect(await orderCount('DEMO')).toBe(before);
  });

  it('makes no ¥0.00 paid order: 0.31 of a ¥0.01 good, or 20 lines of 0.01 of a ¥0.30 good, are refused and take no stock', async () => {
    const b = await buyer('DEMO', 'buyer03');
    const [penny] = await skus('DEMO', 1, '0.0100', 50);
    const cheap = await skus('DEMO', 20, '0.3000', 50);
    const before = await orderCount('DEMO');
    const one = await directOrder(b, [{ skuId: penny!, quantity: '0.31' }]);
    expect([one.status, one.data]).toEqual([400, null]);
    expect(one.message).toContain('商品金额不足¥0.01');
    const many = await directOrder(
      b,
      cheap.map((skuId) => ({ skuId, quantity: '0.01' })),
    );
    expect([many.status, many.data]).toEqual([400, null]);
    expect(await orderCount('DEMO')).toBe(before);
    expect(await stockOf([penny!, ...cheap])).toEqual(Array(21).fill(50));
    // One fen's worth is an order like any other, and it is not paid by itself.
    const fen = await directOrder(b, [{ skuId: penny!, quantity: '1' }]);
    expect(fen.status).toBe(200);
    expect(fen.data).toMatchObject({ payAmount: expect.not.stringMatching(/^0\.00$/), paid: false });
  });

  it('allows only whole numbers where the shop has decimalScale 0, on the cart and both order operations', async () => {
    const b = await buyer('HBKY', 'person01');
    const [sku] = await skus('HBKY', 1, '12.50');
    const add = await call('HBKY', b.token, '/sc/addShoppingCarts', { skuId: sku, quantity: '0.31' });
    expect([add.status, add.message]).toEqual([400, expect.stringContaining('正整数')]);
    const direct = await directOrder(b, [{ skuId: sku!, quantity: '1.5' }]);
    expect([direct.status, direct.message]).toEqual([400, expect.stringContaining('正整数')]);
    const check = await call('HBKY', b.token, '/sc/checkSkuCanOrder', { skuId: sku, quantity: '0.5' });
    expect(check.data).toMatchObject({ canOrder: false });
  });
});

describe('unpaid orders one buyer can hold', () => {
  it(`are at most ${MAX_UNPAID_ORDERS} at a time; paying or cancelling one makes room`, async () => {
    const b = await buyer('RDSC', 'person01');
    const [sku] = await skus('RDSC', 1, '9.90', 5000);
    const orderNos: string[] = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      const placed = await directOrder(b, [{ skuId: sku!, quantity: '1' }]);
      expect([i, placed.status, placed.message]).toEqual([i, 200, expect.any(String)]);
      orderNos.push(placed.data.orderNos[0]);
    }
    const over = await directOrder(b, [{ skuId: sku!, quantity: '1' }]);
    expect([over.status, over.message]).toEqual([409, TOO_MANY_UNPAID]);
    const cancelled = await call('RDSC', b.token, '/od/cancelOrder', { orderNo: orderNos[0] });
    expect(cancelled.status).toBe(200);
    expect((await directOrder(b, [{ skuId: sku!, quantity: '1' }])).status).toBe(200);
  });

  it(`hold at most ${MAX_UNPAID_UNITS_PER_SKU} units of one SKU, across orders, with a message naming it`, async () => {
    const b = await buyer('RDSC', 'buyer01');
    const [sku, other] = await skus('RDSC', 2, '1.00', 5000);
    const name = (await sql<{ name: string }>('SELECT name FROM product_sku WHERE id = $1', [sku]))[0]!.name;
    expect(
      (await directOrder(b, [{ skuId: sku!, quantity: String(MAX_UNPAID_UNITS_PER_SKU - 1) }])).status,
    ).toBe(200);
    const over = await directOrder(b, [{ skuId: sku!, quantity: '2' }]);
    expect(over.status).toBe(409);
    expect(over.message).toContain(`「${name}」在您的待付款订单中最多${MAX_UNPAID_UNITS_PER_SKU}件`);
    expect((await directOrder(b, [{ skuId: sku!, quantity: '1' }])).status).toBe(200);
    // Other goods are not held back by it.
    expect((await directOrder(b, [{ skuId: other!, quantity: '3' }])).status).toBe(200);
    // Another buyer is not either.
    const c = await buyer('RDSC', 'buyer03');
    expect((await directOrder(c, [{ skuId: sku!, quantity: '5' }])).status).toBe(200);
  });

  it('are never exceeded by a burst of simultaneous orders', async () => {
    const b = await buyer('BKSC', 'person01');
    const [sku] = await skus('BKSC', 1, '2.00', 5000);
    const answers = await Promise.all(
      Array.from({ length: 3 * MAX_UNPAID_ORDERS }, () => directOrder(b, [{ skuId: sku!, quantity: '1' }])),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const [{ n }] = (await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM mall_order o JOIN app_user u ON u.id = o.user_id
        WHERE u.shop_id = 'BKSC' AND u.user_name = 'person01' AND o.status = 'pendingPayment'`,
    )) as [{ n: number }];
    expect(n).toBeLessThanOrEqual(MAX_UNPAID_ORDERS);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(n!);
  });

  it("follow the shop's own settings", async () => {
    await sql(
      `UPDATE base_config SET max_unpaid_orders = 2, max_unpaid_units_per_sku = 7 WHERE shop_id = 'HBKY'`,
    );
    try {
      const b = await buyer('HBKY', 'buyer03');
      const [sku] = await skus('HBKY', 1, '3.00', 5000);
      const over = await directOrder(b, [{ skuId: sku!, quantity: '8' }]);
      expect(over.message).toContain('最多7件');
      expect((await directOrder(b, [{ skuId: sku!, quantity: '1' }])).status).toBe(200);
      expect((await directOrder(b, [{ skuId: sku!, quantity: '1' }])).status).toBe(200);
      expect((await directOrder(b, [{ skuId: sku!, quantity: '1' }])).message).toBe(tooManyUnpaid(2));
    } finally {
      await sql(
        `UPDATE base_config SET max_unpaid_orders = 10, max_unpaid_units_per_sku = 500 WHERE shop_id = 'HBKY'`,
      );
    }
  });
});
