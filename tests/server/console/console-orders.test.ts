import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * The console's orders: the list of the stores in scope, one order's detail (lines, address, packages)
 * for the detail page and the delivery note, and shipping in several packages, seen again in the detail.
 */

let t: TestApp;
let buyer: string;
let owner: string;
let service: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  owner = await t.login('DEMO', 'supplier01');
  service = await t.login('DEMO', 'merchant01');
  admin = await t.login('DEMO', 'admin');
  await sql(
    `UPDATE member_account SET balance = 100000
      WHERE user_id = (SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01')`,
  );
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

/** A paid order of `quantity` ¥20.00 goods of the self-operated store, paid by balance. */
async function paidOrder(quantity = '1'): Promise<{ orderNo: string; lineId: number }> {
  const { submissionId } = await placeOrder(t, buyer, 'DEMO', quantity);
  const pay = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'balance' },
    { key: randomUUID() },
  );
  expect(pay.json().success, pay.body).toBe(true);
  const [row] = await sql<{ orderNo: string; lineId: number }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId"
       FROM mall_order o JOIN order_line l ON l.order_id = o.id WHERE o.submission_id = $1`,
    [submissionId],
  );
  return row!;
}

const detail = (token: string, orderNo: string) =>
  call(t, token, 'GET', `/mallapi/api/console/orders/detail?orderNo=${orderNo}`);

describe('console order detail', () => {
  it("answers the order's lines, address and amounts to the store's owner, nothing shipped yet", async () => {
    const o = await paidOrder('2');
    const res = await detail(owner, o.orderNo);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderNo: o.orderNo,
      status: 'pendingDelivery',
      buyer: 'buyer01',
      payAmount: '40.00',
      payMethod: 'balance',
      packages: [],
      shippedAt: null,
    });
    expect(data.receiver).not.toBe('');
    expect(data.address).not.toBe('');
    expect(data.lines).toEqual([
      expect.objectContaining({ lineId: o.lineId, quantity: '2', shippedQuantity: '0', price: '20.00' }),
    ]);
  });

  it('the customer-service staff and the mall operator see it too', async () => {
    const o = await paidOrder();
    for (const token of [service, admin]) {
      const res = await detail(token, o.orderNo);
      expect(res.json().data.orderNo, res.body).toBe(o.orderNo);
    }
  });

  it("is 订单不存在 for an unknown order and for another store's staff", async () => {
    const o = await paidOrder();
    const unknown = await detail(owner, '202601010000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, '订单不存在']);
    // buyer03 becomes the staff of another store of the tenant.
    await sql(
      `INSERT INTO store_staff (shop_id, store_id, user_id, role)
       SELECT 'DEMO', (SELECT id FROM store WHERE shop_id = 'DEMO' AND store_type <> 1 ORDER BY id LIMIT 1),
              id, 'staff'
         FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer03'`,
    );
    const stranger = await t.login('DEMO', 'buyer03');
    const res = await detail(stranger, o.orderNo);
    expect([res.statusCode, res.json().message]).toEqual([404, '订单不存在']);
  });

  it('a buyer who works for no store is refused', async () => {
    const o = await paidOrder();
    expect((await detail(buyer, o.orderNo)).statusCode).toBe(403);
  });
});

describe('shipping in several packages', () => {
  it('two packages splitting a line: the detail lists both waybills and the line as shipped', async () => {
    const o = await paidOrder('2');
    const ship = await call(t, owner, 'POST', '/mallapi/api/console/orders/ship', {
      orderNo: o.orderNo,
      packages: [
        { courier: '顺丰速运', waybill: 'SF100200300', lines: [{ lineId: o.lineId, quantity: '1' }] },
        { courier: '中通快递', waybill: 'ZT-400500600', lines: [{ lineId: o.lineId, quantity: '1' }] },
      ],
    });
    expect(ship.json().success, ship.body).toBe(true);
    const data = (await detail(owner, o.orderNo)).json().data;
    expect(data.status).toBe('pendingReceipt');
    expect(data.shippedAt).not.toBeNull();
    expect(data.lines[0].shippedQuantity).toBe('2');
    expect(
      data.packages.map((p: { courier: string; waybill: string; lines: unknown[] }) => [
        p.courier,
        p.waybill,
        p.lines,
      ]),
    ).toEqual([
      ['顺丰速运', 'SF100200300', [expect.objectContaining({ lineId: o.lineId, quantity: '1' })]],
      ['中通快递', 'ZT-400500600', [expect.objectContaining({ lineId: o.lineId, quantity: '1' })]],
    ]);
    expect(data.packages[0].events[0]).toMatchObject({ status: 'received' });
  });

  it('a plan that leaves goods unshipped is refused and nothing ships', async () => {
    const o = await paidOrder('2');
    const res = await call(t, owner, 'POST', '/mallapi/api/console/orders/ship', {
      orderNo: o.orderNo,
      packages: [
        { courier: '顺丰速运', waybill: 'SF777888999', lines: [{ lineId: o.lineId, quantity: '1' }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    const data = (await detail(owner, o.orderNo)).json().data;
    expect([data.status, data.packages]).toEqual(['pendingDelivery', []]);
  });

  it('the list finds the order under its status and by its number', async () => {
    const o = await paidOrder();
    const res = await call(
      t,
      owner,
      'GET',
      `/mallapi/api/console/orders?status=pendingDelivery&keyword=${o.orderNo}`,
    );
    expect(res.json().data.records.map((r: { orderNo: string }) => r.orderNo)).toEqual([o.orderNo]);
  });
});

describe('roles: what customer service may do', () => {
  it('opens each role its menus: the store’s to the owner, those and store audit to the operator, after-sales, comments and the chat to customer service', async () => {
    const menus = async (token: string) =>
      (await call(t, token, 'GET', '/mallapi/api/console/me')).json().data.menus;
    expect(await menus(owner)).toEqual(['orders', 'vouchers', 'afterSales', 'invoices', 'comments', 'chat']);
    expect(await menus(admin)).toEqual([
      'orders',
      'vouchers',
      'afterSales',
      'invoices',
      'comments',
      'settle',
      'stores',
    ]);
    expect(await menus(service)).toEqual(['afterSales', 'comments', 'chat']);
  });

  it('customer service neither ships nor sees or issues invoices, but answers comments', async () => {
    const o = await paidOrder();
    const ship = await call(t, service, 'POST', '/mallapi/api/console/orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill: 'SF7770000001' }],
    });
    expect([ship.statusCode, ship.json().message]).toEqual([403, '没有权限执行该操作']);
    const invoices = await call(t, service, 'GET', '/iiot/jcmall-invoice/inv/store/list');
    expect(invoices.statusCode).toBe(403);
    const issue = await call(t, service, 'POST', '/iiot/jcmall-invoice/inv/store/issue', {
      orderNo: o.orderNo,
      fileId: 'x',
      invoiceNo: '12345678',
    });
    expect(issue.statusCode).toBe(403);
    const comments = await call(t, service, 'GET', '/iiot/jcmall-comment/cm/store/list');
    expect(comments.statusCode, comments.body).toBe(200);
    // The order was not touched by the refused shipment.
    const [order] = await sql<{ status: string }>(`SELECT status FROM mall_order WHERE order_no = $1`, [
      o.orderNo,
    ]);
    expect(order!.status).toBe('pendingDelivery');
  });
});
