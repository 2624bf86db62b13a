import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function floors(shopId: string, body?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-search/product/floorsForFront',
    headers: { shopId },
    ...(body ? { payload: body } : {}),
  });
}

interface Card {
  skuId: number;
  sales: number;
  storeId: number;
}

describe('home floors (spec §2 /{domain}/index)', () => {
  it('answers the first six top categories with 2nd-level links and best sellers, sales descending', async () => {
    const res = await floors('DEMO', { size: 8 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      floors: Array<{ cateId: number; cateName: string; children: Array<{ cateId: number }>; goods: Card[] }>;
      hotGoods: Card[];
    };
    const { rows: tops } = await t.db.owner((q) =>
      q.query<{ id: number }>(
        `SELECT id FROM category WHERE shop_id = 'DEMO' AND level = 1 ORDER BY sort, id LIMIT 6`,
      ),
    );
    expect(data.floors.length).toBeGreaterThan(0);
    expect(data.floors.length).toBeLessThanOrEqual(6);
    const order = tops.map((r) => r.id);
    expect(data.floors.map((f) => order.indexOf(f.cateId))).toEqual(
      [...data.floors.map((f) => order.indexOf(f.cateId))].sort((a, b) => a - b),
    );
    for (const floor of data.floors) {
      expect(floor.goods.length).toBeGreaterThan(0);
      expect(floor.goods.length).toBeLessThanOrEqual(8);
      expect(floor.children.length).toBeGreaterThan(0);
      const sales = floor.goods.map((g) => g.sales);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      const { rows } = await t.db.owner((q) =>
        q.query<{ parent: number }>(
          `SELECT c2.parent_id AS parent FROM product_sku s
             JOIN category c3 ON c3.id = s.category_id JOIN category c2 ON c2.id = c3.parent_id
            WHERE s.id = ANY($1::bigint[])`,
          [floor.goods.map((g) => g.skuId)],
        ),
      );
      for (const r of rows) expect(r.parent).toBe(floor.cateId);
    }
    expect(data.hotGoods).toHaveLength(10);
    const hot = data.hotGoods.map((g) => g.sales);
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
  });

  it('defaults to 8 per floor, keeps tenants apart and refuses unknown fields', async () => {
    const demo = (await floors('DEMO')).json().data;
    for (const f of demo.floors) expect(f.goods.length).toBeLessThanOrEqual(8);
    const hbky = (await floors('HBKY', { size: 2 })).json().data;
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(`SELECT id FROM product_sku WHERE shop_id = 'HBKY'`),
    );
    const own = new Set(rows.map((r) => r.id));
    for (const f of hbky.floors) {
      expect(f.goods.length).toBeLessThanOrEqual(2);
      for (const g of f.goods as Card[]) expect(own.has(g.skuId)).toBe(true);
    }
    const bad = await floors('DEMO', { size: 8, extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await floors('DEMO', { size: 0 })).statusCode).toBe(400);
  });
});
