import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/generated/order.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

/**
 * My orders (uc-order) and the recycle bin (uc-orderRecycling) through the real API: tabs and their
 * counts, keyword and day range, paging, confirm receipt, recycle / restore / delete, buy again, and that
 * nobody else reaches a buyer's order. The buyer here (DEMO buyer03) has no seeded orders, so every list
 * is exactly what the test placed; the seeded orders of buyer01 and person01 are checked at the end.
 */

type O = components['schemas'];
type OrderTab = O['OrderTab'];

const ORDER = '/iiot/jcmall-order';
const STATUS_CHANGED = '订单状态已变更';
const NOT_FOUND = '订单不存在';
const TABS: OrderTab[] = [
  'all',
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'completed',
  'canceled',
];

let t: TestApp;
let buyer: string;
let buyerId: number;
let stranger: string;
let otherTenant: string;
let seller: string;
/** On-shelf ¥20.00 goods of the store supplier01 runs (so the console can ship them). */
let skus: Array<{ id: number; name: string }> = [];

interface Reply<T> {
  status: number;
  message: string;
  data: T;
}

async function api<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
  options: { shopId?: string; key?: string } = {},
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      shopId: options.shopId ?? 'DEMO',
      authorization: token,
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as { message: string; data: T };
  return { status: res.statusCode, message: body.message, data: body.data };
}

function ok<T>(reply: Reply<T>): T {
  expect(reply.status, reply.message).toBe(200);
  return reply.data;
}

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

const list = (token: string, params: Record<string, string | number | boolean> = {}, shopId = 'DEMO') =>
  api<O['OrderPage']>(
    'GET',
    `${ORDER}/od/orderList?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    token,
    undefined,
    { shopId },
  );
/** Every order number a tab (or the bin) lists, newest first. */
const numbers = async (params: Record<string, string | number | boolean> = {}, token = buyer) =>
  ok(await list(token, { size: 50, ...params })).records.map((r) => r.orderNo);
const counts = async (token = buyer) =>
  ok(await api<O['OrderCounts']>('GET', `${ORDER}/od/orderCounts`, token));
const act = <T = O['OrderSummary']>(
  op: string,
  orderNo: string,
  token = buyer,
  shopId = 'DEMO',
): Promise<Reply<T>> => api<T>('POST', `${ORDER}/od/${op}`, token, { orderNo }, { shopId });
const detail = (orderNo: string, token = buyer, shopId = 'DEMO') =>
  api<O['OrderDetail']>('GET', `${ORDER}/od/orderDetail?orderNo=${orderNo}`, token, undefined, { shopId });

/** Buy now, picked up (no shipping): previews the lines, then places them. Answers the order number. */
async function place(lines: Array<{ skuId: number; quantity: string }>, token = buyer): Promise<string> {
  const address = ok(await api<{ id: number }>('GET', '/iiot/jcmall-account/ad/queryDefaultAddress', token));
  const choices = { lines, addressId: address.id, deliveryMethod: 2 };
  const preview = ok(await api<O['OrderPreview']>('POST', `${ORDER}/od/previewOrder`, token, choices));
  const placed = ok(
    await api<O['PlacedOrder']>(
      'POST',
      `${ORDER}/od/directPlaceOrder`,
      token,
      {
        ...choices,
        invoice: { kind: 'electronic' },
        userCouponIds: [],
        points: 0,
        messages: [],
        expectedPayAmount: preview.payAmount,
      },
      { key: randomUUID() },
    ),
  );
  expect(placed.orderNos).toHaveLength(1);
  return placed.orderNos[0]!;
}

async function pay(orderNo: string, token = buyer): Promise<void> {
  const { submissionId } = ok(await detail(orderNo, token));
  ok(
    await api(
      'POST',
      '/iiot/jcmall-pay/pay/create',
      token,
      { submissionId, method: 'balance' },
      { key: randomUUID() },
    ),
  );
}

let waybill = 0;
/** The seller ships the whole order in one package, or each unit of its first line in a package of its own. */
async function ship(orderNo: string, split = false): Promise<void> {
  const next = () => ({ courier: '顺丰速运', waybill: `MYORD${process.pid}${++waybill}` });
  let packages: object[] = [next()];
  if (split) {
    const [line] = ok(await detail(orderNo)).lines;
    packages = Array.from({ length: Number(line!.quantity) }, () => ({
      ...next(),
      lines: [{ lineId: line!.lineId, quantity: '1' }],
    }));
  }
  const res = await api('POST', '/mallapi/api/console/orders/ship', seller, { orderNo, packages });
  expect(res.status, res.message).toBe(200);
}

const statusOf = async (orderNo: string) =>
  (await sql<{ status: string }>('SELECT status FROM mall_order WHERE order_no = $1', [orderNo]))[0]!.status;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer03');
  stranger = await t.login('DEMO', 'person01');
  otherTenant = await t.login('HBKY', 'buyer03');
  seller = await t.login('DEMO', 'supplier01');
  buyerId = (
    await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer03'`)
  )[0]!.id;
  await sql('UPDATE member_account SET balance = 100000 WHERE user_id = $1', [buyerId]);
  skus = await sql<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM product_sku s
      WHERE s.store_id = (SELECT ss.store_id FROM store_staff ss JOIN app_user u ON u.id = ss.user_id
                           WHERE u.shop_id = 'DEMO' AND u.user_name = 'supplier01')
        AND s.status = 1 AND s.product_type = 1 AND s.price IS NOT NULL
      ORDER BY s.id LIMIT 12`,
  );
  expect(skus).toHaveLength(12);
  await sql('UPDATE product_sku SET price = 20.00 WHERE id = ANY($1::bigint[])', [skus.map((s) => s.id)]);
  await sql('UPDATE sku_stock SET stock = 1000 WHERE sku_id = ANY($1::bigint[])', [skus.map((s) => s.id)]);
});
afterAll(() => t.close());

/** One order of the buyer in each status, placed and moved through the real API where it has one. */
const orders = {} as Record<
  'unpaid' | 'paid' | 'shipped' | 'received' | 'evaluated' | 'completed' | 'canceled' | 'grouping',
  string
>;

describe('the tabs of my orders', () => {
  beforeAll(async () => {
    const sku = (i: number) => [{ skuId: skus[i]!.id, quantity: '1' }];
    orders.unpaid = await place(sku(0));
    orders.paid = await place(sku(1));
    await pay(orders.paid);
    orders.shipped = await place([{ skuId: skus[2]!.id, quantity: '2' }]);
    await pay(orders.shipped);
    await ship(orders.shipped, true);
    orders.received = await place(sku(3));
    await pay(orders.received);
    await ship(orders.received);
    ok(await act('confirmReceipt', orders.received));
    // No comment or group-buy API yet: those statuses are written directly.
    for (const [key, status, i] of [
      ['evaluated', 'evaluated', 4],
      ['completed', 'completed', 5],
      ['grouping', 'grouping', 6],
    ] as const) {
      orders[key] = await place(sku(i));
      await pay(orders[key]);
      await sql('UPDATE mall_order SET status = $2 WHERE order_no = $1', [orders[key], status]);
    }
    orders.canceled = await place(sku(7));
    ok(await api('POST', `${ORDER}/od/cancelOrder`, buyer, { orderNo: orders.canceled }));
  });

  it('lists exactly the orders of each tab, newest first, and the counts agree', async () => {
    const expected: Record<OrderTab, string[]> = {
      all: Object.values(orders),
      pendingPayment: [orders.unpaid],
      pendingDelivery: [orders.paid],
      pendingReceipt: [orders.shipped],
      pendingEvaluation: [orders.received],
      completed: [orders.evaluated, orders.completed],
      canceled: [orders.canceled],
    };
    const c = await counts();
    for (const tab of TABS) {
      const page = ok(await list(buyer, { tab, size: 50 }));
      expect([tab, page.records.map((r) => r.orderNo).sort()]).toEqual([tab, [...expected[tab]].sort()]);
      expect([tab, page.total]).toEqual([tab, c[tab]]);
      const times = page.records.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    expect(c).toEqual({
      all: 8,
      pendingPayment: 1,
      pendingDelivery: 1,
      pendingReceipt: 1,
      pendingEvaluation: 1,
      completed: 2,
      canceled: 1,
      recycled: 0,
      afterSales: 0,
    });
    // No tab is the default one: every order.
    expect((await numbers()).sort()).toEqual([...expected.all].sort());
  });

  it('shows what the list needs of each order: lines with specs, payment, shipping and deadlines', async () => {
    const [shipped] = ok(await list(buyer, { tab: 'pendingReceipt' })).records;
    expect(shipped).toMatchObject({
      orderNo: orders.shipped,
      status: 'pendingReceipt',
      payMethod: 'balance',
      recycled: false,
      lineCount: 1,
      firstLineName: skus[2]!.name,
      shippedAt: expect.any(String),
      receiveDueAt: expect.any(String),
      lines: [{ skuId: skus[2]!.id, name: skus[2]!.name, quantity: '2', price: '20.00' }],
    });
    expect(new Date(shipped!.receiveDueAt!).getTime()).toBeGreaterThan(Date.now());
    const [unpaid] = ok(await list(buyer, { tab: 'pendingPayment' })).records;
    expect(unpaid).toMatchObject({ payMethod: null, shippedAt: null, receiveDueAt: null });
    expect(new Date(unpaid!.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps the variant as ordered on each line and shows the packages with their tracking', async () => {
    const [spec] = await sql<{ specs: string }>(
      `SELECT COALESCE(string_agg((e->>'name') || ':' || (e->>'value'), ';' ORDER BY n), '') AS specs
         FROM product_sku s, jsonb_array_elements(s.specs) WITH ORDINALITY AS x(e, n) WHERE s.id = $1`,
      [skus[2]!.id],
    );
    const d = ok(await detail(orders.shipped));
    expect(d.lines).toEqual([
      expect.objectContaining({ lineId: expect.any(Number), specs: spec!.specs, quantity: '2' }),
    ]);
    expect(spec!.specs).toMatch(/^[^:;]+:[^;]+(;[^:;]+:[^;]+)*$/);
    expect(d).toMatchObject({ recycled: false, receivedAt: null, shippedAt: expect.any(String) });
    expect(d.packages).toHaveLength(2);
    expect(d.packages[0]).toMatchObject({
      courier: '顺丰速运',
      status: 'received',
      events: [{ status: 'received', description: '顺丰速运已揽收' }],
    });
    // One unit in each package.
    const line = { lineId: d.lines[0]!.lineId, name: skus[2]!.name, quantity: '1' };
    expect(d.packages.map((p) => p.lines)).toEqual([[line], [line]]);
    // Tracking shows the newest event first.
    const [pkg] = await sql<{ id: number }>(
      `SELECT s.id FROM shipment s JOIN mall_order o ON o.id = s.order_id WHERE o.order_no = $1 ORDER BY s.id LIMIT 1`,
      [orders.shipped],
    );
    await sql(
      `INSERT INTO shipment_event (shop_id, shipment_id, status, description, happened_at)
       VALUES ('DEMO', $1, 'inTransit', '快件已发出，运输中', now() + interval '1 minute')`,
      [pkg!.id],
    );
    const again = ok(await detail(orders.shipped));
    expect(again.packages[0]!.events.map((e) => e.status)).toEqual(['inTransit', 'received']);
    const received = ok(await detail(orders.received));
    expect(received).toMatchObject({ status: 'pendingEvaluation', receivedAt: expect.any(String) });
  });

  it('finds an order by its number or by part of a goods name, in any case', async () => {
    expect(await numbers({ keyword: orders.paid })).toEqual([orders.paid]);
    expect(await numbers({ keyword: ` ${orders.paid} ` })).toEqual([orders.paid]);
    // Part of an order number is not a match (numbers match exactly).
    expect(await numbers({ keyword: orders.paid.slice(0, 12) + 'x' })).toEqual([]);
    await sql(
      `UPDATE order_line SET name = 'MyOrdersProbe 晨光 Gel Pen 0.5mm' WHERE order_id =
                 (SELECT id FROM mall_order WHERE order_no = $1)`,
      [orders.completed],
    );
    expect(await numbers({ keyword: 'gel pen' })).toEqual([orders.completed]);
    expect(await numbers({ keyword: 'myordersprobe 晨光' })).toEqual([orders.completed]);
    expect(await numbers({ keyword: '晨光 GEL', tab: 'completed' })).toEqual([orders.completed]);
    expect(await numbers({ keyword: 'Gel Pen', tab: 'canceled' })).toEqual([]);
    // Wildcards are plain characters.
    expect(await numbers({ keyword: '%' })).toEqual([]);
    expect(await numbers({ keyword: '_' })).toEqual([]);
    // Blank is no filter.
    expect(await numbers({ keyword: '   ' })).toHaveLength(8);
  });

  it('filters by days in China time, both ends included, and refuses a range that ends before it starts', async () => {
    const at = [
      [orders.evaluated, '2026-02-28T23:59:59+08:00'],
      [orders.completed, '2026-03-01T00:00:00+08:00'],
      [orders.canceled, '2026-03-03T23:59:59.999+08:00'],
      [orders.grouping, '2026-03-04T00:00:00+08:00'],
    ] as const;
    for (const [orderNo, time] of at)
      await sql('UPDATE mall_order SET created_at = $2 WHERE order_no = $1', [orderNo, time]);
    expect(await numbers({ from: '2026-03-01', to: '2026-03-03' })).toEqual([
      orders.canceled,
      orders.completed,
    ]);
    expect(await numbers({ from: '2026-03-04', to: '2026-03-04' })).toEqual([orders.grouping]);
    expect(await numbers({ to: '2026-02-28' })).toEqual([orders.evaluated]);
    expect(await numbers({ from: '2026-03-02', tab: 'completed' })).toEqual([]);
    expect(await numbers({ from: '2026-02-28', to: '2026-03-01', tab: 'completed' })).toEqual([
      orders.completed,
      orders.evaluated,
    ]);
    const reversed = await list(buyer, { from: '2026-03-02', to: '2026-03-01' });
    expect([reversed.status, reversed.message, reversed.data]).toEqual([
      400,
      '开始日期不能晚于结束日期',
      null,
    ]);
    expect((await list(buyer, { from: '2026-02-30' })).status).toBe(400);
  });

  it('pages through the orders without losing or repeating one', async () => {
    const all = await numbers();
    const seen: string[] = [];
    for (let current = 1; current <= 3; current++) {
      const page = ok(await list(buyer, { size: 3, current }));
      expect(page).toMatchObject({ total: 8, current, size: 3 });
      seen.push(...page.records.map((r) => r.orderNo));
    }
    expect(seen).toEqual(all);
    expect(ok(await list(buyer, { size: 3, current: 4 }))).toMatchObject({ records: [], total: 8 });
  });
});

describe('confirming receipt', () => {
  it('moves a shipped order to pendingEvaluation once; a second confirmation is refused', async () => {
    const orderNo = await place([{ skuId: skus[8]!.id, quantity: '1' }]);
    await pay(orderNo);
    await ship(orderNo);
    const before = await counts();
    const done = ok(await act('confirmReceipt', orderNo));
    expect(done).toMatchObject({ orderNo, status: 'pendingEvaluation' });
    const again = await act('confirmReceipt', orderNo);
    expect([again.status, again.message]).toEqual([409, STATUS_CHANGED]);
    const after = await counts();
    expect([after.pendingReceipt, after.pendingEvaluation]).toEqual([
      before.pendingReceipt - 1,
      before.pendingEvaluation + 1,
    ]);
  });

  it('refuses an unpaid or an unshipped order', async () => {
    for (const orderNo of [orders.unpaid, orders.paid]) {
      const res = await act('confirmReceipt', orderNo);
      expect([res.status, res.message]).toEqual([409, STATUS_CHANGED]);
    }
    expect(await statusOf(orders.unpaid)).toBe('pendingPayment');
    expect(await statusOf(orders.paid)).toBe('pendingDelivery');
  });

  it('applies once when the same confirmation arrives ten times at once', async () => {
    const orderNo = await place([{ skuId: skus[9]!.id, quantity: '1' }]);
    await pay(orderNo);
    await ship(orderNo);
    const answers = await Promise.all(Array.from({ length: 10 }, () => act('confirmReceipt', orderNo)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.message === STATUS_CHANGED)).toHaveLength(9);
    const [row] = await sql<{ status: string; received: boolean }>(
      'SELECT status, received_at IS NOT NULL AS received FROM mall_order WHERE order_no = $1',
      [orderNo],
    );
    expect(row).toEqual({ status: 'pendingEvaluation', received: true });
  });
});

describe('the recycle bin', () => {
  it('takes only finished orders, once', async () => {
    for (const orderNo of [orders.unpaid, orders.paid, orders.shipped, orders.received, orders.grouping]) {
      const res = await act('recycleOrder', orderNo);
      expect([res.status, res.message]).toEqual([409, STATUS_CHANGED]);
    }
    const before = await counts();
    const recycled = ok(await act('recycleOrder', orders.completed));
    expect(recycled).toMatchObject({ orderNo: orders.completed, status: 'completed', recycled: true });
    const again = await act('recycleOrder', orders.completed);
    expect([again.status, again.message]).toEqual([409, '订单已在回收站中']);
    expect(await numbers({ recycled: true })).toEqual([orders.completed]);
    expect(await numbers()).not.toContain(orders.completed);
    expect(await numbers({ tab: 'completed' })).toEqual([orders.evaluated]);
    expect(await numbers({ recycled: true, keyword: 'gel pen' })).toEqual([orders.completed]);
    const after = await counts();
    expect(after).toMatchObject({
      all: before.all - 1,
      completed: before.completed - 1,
      recycled: before.recycled + 1,
    });
    expect(ok(await detail(orders.completed)).recycled).toBe(true);
  });

  it('gives an order back, and refuses one that is not in the bin', async () => {
    const restored = ok(await act('restoreOrder', orders.completed));
    expect(restored).toMatchObject({ orderNo: orders.completed, recycled: false });
    const again = await act('restoreOrder', orders.completed);
    expect([again.status, again.message]).toEqual([409, '订单不在回收站中']);
    expect(await numbers({ recycled: true })).toEqual([]);
    expect(await numbers({ tab: 'completed' })).toContain(orders.completed);
  });

  it('deletes only from the bin; a deleted order is gone from the lists, the counts and the detail', async () => {
    const notInBin = await act<boolean>('deleteOrder', orders.canceled);
    expect([notInBin.status, notInBin.data]).toEqual([409, null]);
    ok(await act('recycleOrder', orders.canceled));
    const before = await counts();
    expect(ok(await act<boolean>('deleteOrder', orders.canceled))).toBe(true);
    expect(await numbers({ recycled: true })).toEqual([]);
    expect(await numbers()).not.toContain(orders.canceled);
    expect(await numbers({ keyword: orders.canceled })).toEqual([]);
    expect(await numbers({ keyword: orders.canceled, recycled: true })).toEqual([]);
    expect(await counts()).toEqual({ ...before, recycled: before.recycled - 1 });
    const gone = await detail(orders.canceled);
    expect([gone.status, gone.message]).toEqual([404, NOT_FOUND]);
    for (const op of [
      'deleteOrder',
      'restoreOrder',
      'recycleOrder',
      'buyAgain',
      'confirmReceipt',
      'cancelOrder',
    ]) {
      const res = await act(op, orders.canceled);
      expect([op, res.status, res.message]).toEqual([op, 404, NOT_FOUND]);
    }
    // The seller and the books keep it.
    expect(await statusOf(orders.canceled)).toBe('canceled');
  });
});

describe("another buyer's order", () => {
  it('is not found for any operation, in the same tenant or another one', async () => {
    const ops = ['confirmReceipt', 'recycleOrder', 'restoreOrder', 'deleteOrder', 'buyAgain', 'cancelOrder'];
    for (const orderNo of [orders.shipped, orders.evaluated, orders.unpaid]) {
      for (const [token, shopId] of [
        [stranger, 'DEMO'],
        [otherTenant, 'HBKY'],
      ] as const) {
        const d = await detail(orderNo, token, shopId);
        expect([d.status, d.message]).toEqual([404, NOT_FOUND]);
        for (const op of ops) {
          const res = await act(op, orderNo, token, shopId);
          expect([op, res.status, res.message]).toEqual([op, 404, NOT_FOUND]);
        }
        expect(ok(await list(token, { keyword: orderNo }, shopId))).toMatchObject({ records: [], total: 0 });
      }
    }
    expect(await statusOf(orders.shipped)).toBe('pendingReceipt');
    expect(await statusOf(orders.unpaid)).toBe('pendingPayment');
    expect(ok(await detail(orders.evaluated)).recycled).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ORDER}/od/orderCounts`,
      headers: { shopId: 'DEMO' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('buy again', () => {
  it('puts each line into the cart at its ordered quantity and names a line whose goods are off sale', async () => {
    const [a, b] = [skus[10]!, skus[11]!];
    const orderNo = await place([
      { skuId: a.id, quantity: '2' },
      { skuId: b.id, quantity: '3' },
    ]);
    await pay(orderNo);
    await sql('DELETE FROM cart_line WHERE user_id = $1', [buyerId]);
    await sql('UPDATE product_sku SET status = 0 WHERE id = $1', [b.id]);
    const result = ok(await act<O['BuyAgainResult']>('buyAgain', orderNo));
    expect(result).toEqual({ added: 1, skipped: [{ skuId: b.id, name: b.name, reason: '商品已下架' }] });
    const cart = ok(await api<O['CartView']>('POST', `${ORDER}/sc/queryCartInfo`, buyer, {}));
    expect(cart.stores.flatMap((s) => s.lines).map((l) => [l.skuId, l.quantity])).toEqual([[a.id, '2']]);

    // Again: the cart line grows; a SKU out of stock is named with the cart's reason.
    await sql('UPDATE product_sku SET status = 1 WHERE id = $1', [b.id]);
    await sql('UPDATE sku_stock SET stock = 0 WHERE sku_id = $1', [b.id]);
    const second = ok(await act<O['BuyAgainResult']>('buyAgain', orderNo));
    expect(second).toEqual({ added: 1, skipped: [{ skuId: b.id, name: b.name, reason: '商品无货' }] });
    const grown = ok(await api<O['CartView']>('POST', `${ORDER}/sc/queryCartInfo`, buyer, {}));
    expect(grown.stores.flatMap((s) => s.lines).map((l) => [l.skuId, l.quantity])).toEqual([[a.id, '4']]);
  });
});

describe('the demo data', () => {
  it('gives buyer01 and person01 orders in every status, with counts that agree with the lists', async () => {
    for (const userName of ['buyer01', 'person01']) {
      const token = await t.login('DEMO', userName);
      const c = await counts(token);
      for (const tab of TABS) {
        const page = ok(await list(token, { tab, size: 50 }));
        expect([userName, tab, page.total]).toEqual([userName, tab, c[tab]]);
        expect([userName, tab, c[tab] > 0]).toEqual([userName, tab, true]);
      }
      expect(c.recycled).toBeGreaterThan(0);
      expect(ok(await list(token, { recycled: true })).total).toBe(c.recycled);
      // A parcel's order (the tab also holds voucher orders, whose codes are their delivery).
      const shipped = ok(await list(token, { tab: 'pendingReceipt' })).records.find((r) => !r.voucherOrder);
      const d = ok(await detail(shipped!.orderNo, token));
      expect(d.packages.length).toBeGreaterThan(0);
      expect(d.packages[0]!.events.length).toBeGreaterThan(1);
    }
  });
});
