import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { activitySku, call, directBody, flashItem, freshKey, makeBuyers } from './support.ts';

/**
 * The flash-sale race of issue #17's acceptance, on whatever database the suite runs on (PGlite by
 * default, PostgreSQL with DATABASE_URL: real overlap and row locks). 200 buyers, each clicking twice at
 * once, on an item with activity stock 20 and a limit of one per buyer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('flash sale: 200 buyers racing on an item with activity stock 20, one each', () => {
  it('make exactly 20 orders at the activity price, nobody over the limit, never oversold', async () => {
    const sku = await activitySku(t, 3, 3);
    const item = await flashItem(t, sku, { price: '60.00', stock: 20, limit: 1 });
    const people = await makeBuyers(t, 'flashrace', 200, 0);
    // Every buyer clicks twice at once (two keys): the second is refused by the order lock or the limit.
    const results = await Promise.all(
      people.flatMap((p) =>
        [1, 2].map(() =>
          call(
            t,
            p.token,
            'POST',
            '/iiot/jcmall-order/od/directPlaceOrder',
            directBody(sku, p.addressId, '60.00'),
            freshKey('flash'),
          ),
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(20);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().message).toMatch(/已抢光|每人限购|请勿同时提交订单|活动太火爆|库存不足/);
    }
    const facts = await t.db.owner(async (q) => {
      const { rows } = await q.query<{
        sold: number;
        orders: number;
        maxPerUser: number;
        types: string[];
        prices: string[];
      }>(
        `SELECT (SELECT sold FROM promo_flash_item WHERE id = $1) AS sold,
                (SELECT count(*)::int FROM promo_order WHERE flash_item_id = $1 AND live) AS orders,
                (SELECT COALESCE(max(n), 0)::int FROM (SELECT count(*) AS n FROM promo_order
                                               WHERE flash_item_id = $1 GROUP BY user_id) x) AS "maxPerUser",
                (SELECT array_agg(DISTINCT o.order_type) FROM promo_order po JOIN mall_order o ON o.id = po.order_id
                  WHERE po.flash_item_id = $1) AS types,
                (SELECT array_agg(DISTINCT l.price::numeric(18, 2)::text) FROM order_line l WHERE l.sku_id = $2) AS prices`,
        [item, sku],
      );
      return rows[0]!;
    });
    expect(facts).toEqual({ sold: 20, orders: 20, maxPerUser: 1, types: ['second'], prices: ['60.00'] });
  }, 180_000);
});
