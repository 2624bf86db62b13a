import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * The sandbox logistics provider's page (/__sandbox/logistics): it lists a tenant's parcels on their way
 * and moves their tracking on by hand; the buyer's order detail shows each step. (In production the path
 * does not exist: tests/server/platform/production.test.ts.)
 */

let t: TestApp;
let buyer: string;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  seller = await t.login('DEMO', 'supplier01');
  await t.db.owner((q) =>
    q.query(
      `UPDATE member_account SET balance = 100000
        WHERE user_id = (SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01')`,
    ),
  );
});
afterAll(() => t.close());

async function shippedOrder(): Promise<{ orderNo: string; waybill: string }> {
  const { submissionId } = await placeOrder(t, buyer, 'DEMO');
  const pay = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'balance' },
    { key: randomUUID() },
  );
  expect(pay.json().success, pay.body).toBe(true);
  const { rows } = await t.db.owner((q) =>
    q.query<{ orderNo: string }>('SELECT order_no AS "orderNo" FROM mall_order WHERE submission_id = $1', [
      submissionId,
    ]),
  );
  const orderNo = rows[0]!.orderNo;
  const waybill = `SF${orderNo.slice(-12)}`;
  const ship = await call(t, seller, 'POST', '/mallapi/api/console/orders/ship', {
    orderNo,
    packages: [{ courier: '顺丰速运', waybill }],
  });
  expect(ship.json().success, ship.body).toBe(true);
  return { orderNo, waybill };
}

const trackingOf = async (orderNo: string) => {
  const res = await call(t, buyer, 'GET', `/iiot/jcmall-order/od/orderDetail?orderNo=${orderNo}`);
  const [pkg] = res.json().data.packages as Array<{ status: string; events: Array<{ status: string }> }>;
  return { status: pkg!.status, events: pkg!.events.map((e) => e.status) };
};

const step = (id: string, to: string, shopId = 'DEMO') =>
  t.app.inject({
    method: 'POST',
    url: `/__sandbox/logistics/step?shopId=${shopId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id, to }).toString(),
  });

describe('the sandbox logistics page', () => {
  it('lists a shipped parcel and moves it on step by step, as the buyer then sees it', async () => {
    const { orderNo, waybill } = await shippedOrder();
    const page = await t.app.inject({ method: 'GET', url: '/__sandbox/logistics?shopId=DEMO' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(waybill);
    expect(page.body).toContain(orderNo);
    const id = page.body.match(new RegExp(`${orderNo}[\\s\\S]*?name="id" value="(\\d+)"`))![1]!;

    expect(await trackingOf(orderNo)).toEqual({ status: 'received', events: ['received'] });
    const next = await step(id, 'next');
    expect(next.statusCode).toBe(303);
    expect(next.headers.location).toBe('/__sandbox/logistics?shopId=DEMO');
    expect(await trackingOf(orderNo)).toEqual({ status: 'inTransit', events: ['inTransit', 'received'] });
    await step(id, 'problem');
    expect((await trackingOf(orderNo)).status).toBe('problem');
    await step(id, 'signed');
    expect((await trackingOf(orderNo)).status).toBe('signed');
    // A signed parcel has arrived: it leaves the page's list.
    const after = await t.app.inject({ method: 'GET', url: '/__sandbox/logistics?shopId=DEMO' });
    expect(after.body).not.toContain(waybill);
  });

  it('refuses a page without a tenant and a step that names no parcel or no known step', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/__sandbox/logistics' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('?shopId=DEMO');
    expect((await step('abc', 'next')).statusCode).toBe(400);
    expect((await step('1', 'teleport')).statusCode).toBe(400);
    expect((await step('1', 'next', 'lower')).statusCode).toBe(400);
  });

  it("does not move another tenant's parcel", async () => {
    const { orderNo } = await shippedOrder();
    const page = await t.app.inject({ method: 'GET', url: '/__sandbox/logistics?shopId=DEMO' });
    const id = page.body.match(new RegExp(`${orderNo}[\\s\\S]*?name="id" value="(\\d+)"`))![1]!;
    const res = await step(id, 'next', 'HBKY');
    expect(res.statusCode).toBe(404);
    expect((await trackingOf(orderNo)).status).toBe('received');
  });
});
