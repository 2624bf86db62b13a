import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = (token: string, shopId = 'DEMO') =>
  t.app.inject({
    method: 'GET',
    url: '/iiot/jcmall-order/sc/skuCount',
    headers: { shopId, authorization: token },
  });

describe('cart count (/sc/skuCount)', () => {
  it("counts the lines of the caller's own cart only", async () => {
    const buyer = await t.login('DEMO', 'buyer01');
    const other = await t.login('DEMO', 'person01');
    expect((await count(buyer)).json().data).toBe(0);
    await t.db.owner((q) =>
      q.query(
        `INSERT INTO cart_line (shop_id, user_id, sku_id, quantity)
         SELECT 'DEMO', u.id, s.id, 1 FROM app_user u, (SELECT id FROM product_sku WHERE shop_id = 'DEMO' ORDER BY id LIMIT 3) s
          WHERE u.shop_id = 'DEMO' AND u.user_name = 'buyer01'`,
      ),
    );
    expect((await count(buyer)).json().data).toBe(3);
    expect((await count(other)).json().data).toBe(0);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/iiot/jcmall-order/sc/skuCount',
      headers: { shopId: 'DEMO' },
    });
    expect(res.statusCode).toBe(401);
  });
});
