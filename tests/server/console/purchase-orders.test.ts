import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * The purchaser management platform (spec §6, issue #18 item 6): a purchaser with a role reads the orders
 * of their organisation — every account of their company — and no one else's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orders = async (token: string, keyword = '') =>
  call(
    t,
    token,
    'GET',
    `/mallapi/api/console/purchase-orders?size=50${keyword ? `&keyword=${keyword}` : ''}`,
  );

describe('purchase orders', () => {
  it('opens the purchaser menu to purchasers with a role, and the stores’ menus to no purchaser', async () => {
    const me = (await call(t, await t.login('DEMO', 'buyer03'), 'GET', '/mallapi/api/console/me')).json()
      .data;
    expect(me).toMatchObject({ isOperator: false, stores: [], menus: ['purchaseOrders'] });
    const refused = await call(t, await t.login('DEMO', 'guest01'), 'GET', '/mallapi/api/console/me');
    expect([refused.statusCode, refused.json().message]).toEqual([403, '您不是店铺员工，无法进入管理平台']);
    const stores = await call(t, await t.login('DEMO', 'buyer03'), 'GET', '/mallapi/api/console/orders');
    expect(stores.statusCode).toBe(403);
  });

  it('lists the orders of every account of the company, and not another company’s', async () => {
    const buyer01 = await t.login('DEMO', 'buyer01');
    const buyer03 = await t.login('DEMO', 'buyer03');
    const person = await t.login('DEMO', 'person01');
    const mine = await placeOrder(t, buyer01);
    const theirs = await placeOrder(t, person);
    const numbers = async (token: string) =>
      ((await orders(token)).json().data.records as Array<{ orderNo: string }>).map((o) => o.orderNo);
    const orderNo = async (submissionId: number) =>
      (
        await t.db.owner((q) =>
          q.query<{ orderNo: string }>(
            'SELECT order_no AS "orderNo" FROM mall_order WHERE submission_id = $1',
            [submissionId],
          ),
        )
      ).rows[0]!.orderNo;
    const colleagues = await numbers(buyer03);
    expect(colleagues).toContain(await orderNo(mine.submissionId));
    expect(colleagues).not.toContain(await orderNo(theirs.submissionId));
    expect(await numbers(buyer01)).toEqual(colleagues);
    const searched = (await orders(buyer03, await orderNo(mine.submissionId))).json().data;
    expect(searched.records.map((o: { orderNo: string }) => o.orderNo)).toEqual([
      await orderNo(mine.submissionId),
    ]);
  });
});
