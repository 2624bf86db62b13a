import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/src/platform/db/database.ts';
import { rollUpSales } from '../../../server/src/modules/orders/orders.service.ts';
import { searchSkus } from '../../../server/src/modules/search/skus.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
/** What the app logged at warn and above. */
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    app: { logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } },
  });
});
afterAll(() => t.close());

interface Card {
  skuId: number;
  name: string;
  sales: number;
}
interface Answer {
  floors: Array<{ cateId: number; cateName: string; children: unknown[]; goods: Card[] }>;
  hotGoods: Card[];
}

async function floors(shopId: string, body?: Record<string, unknown>): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-search/product/floorsForFront',
    headers: { shopId },
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Answer;
}

/**
 * The floors as the server computed them on every request before the read model: the first six top
 * categories in menu order with their second-level categories, each floor's `size` best sellers through
 * the goods hall's search, floors without goods left out, and the ten best sellers of the shop.
 */
async function computedNow(shopId: string, size: number): Promise<Answer> {
  return t.db.read(shopId, async (q: Queryable) => {
    const { rows: tops } = await q.query<{ cateId: number; cateName: string }>(
      `SELECT id AS "cateId", name AS "cateName" FROM category WHERE level = 1 ORDER BY sort, id LIMIT 6`,
    );
    const { rows: seconds } = await q.query<{ parentId: number; cateId: number; cateName: string }>(
      `SELECT parent_id AS "parentId", id AS "cateId", name AS "cateName" FROM category
        WHERE level = 2 AND parent_id = ANY($1::bigint[]) ORDER BY sort, id`,
      [tops.map((top) => top.cateId)],
    );
    const result: Answer = { floors: [], hotGoods: [] };
    for (const top of tops) {
      const page = await searchSkus(q, { categoryIds: [top.cateId], sort: 'sales', current: 1, size });
      if (!page.records.length) continue;
      result.floors.push({
        ...top,
        children: seconds
          .filter((s) => s.parentId === top.cateId)
          .map(({ cateId, cateName }) => ({ cateId, cateName })),
        goods: page.records as Card[],
      });
    }
    result.hotGoods = (await searchSkus(q, { sort: 'sales', current: 1, size: 10 })).records as Card[];
    return result;
  });
}

async function owner(sql: string, params: unknown[] = []) {
  await t.db.owner((q) => q.query(sql, params));
  // Every committed change has reached the caches (on PostgreSQL through LISTEN).
  await t.db.changes.settle();
}

describe('home floors from the read model', () => {
  it('answers exactly what computing them on each request answered, for every size and tenant', async () => {
    for (const shopId of ['DEMO', 'HBKY']) {
      for (const size of [1, 3, 8, 20])
        expect(await floors(shopId, { size })).toEqual(await computedNow(shopId, size));
      expect(await floors(shopId)).toEqual(await computedNow(shopId, 8));
      expect((await floors(shopId)).floors.length).toBeGreaterThan(0);
    }
  });

  it('shows a renamed good, a good taken off sale and a renamed category in the next answer', async () => {
    const before = await floors('DEMO', { size: 8 });
    const first = before.floors[0]!;
    const good = first.goods[0]!;
    await owner(`UPDATE product_sku SET name = name || ' 新款' WHERE id = $1`, [good.skuId]);
    const renamed = await floors('DEMO', { size: 8 });
    expect(renamed.floors[0]!.goods[0]!.name).toBe(`${good.name} 新款`);

    await owner(`UPDATE product_sku SET status = 0 WHERE id = $1`, [good.skuId]);
    const off = await floors('DEMO', { size: 8 });
    expect(off.floors[0]!.goods.map((g) => g.skuId)).not.toContain(good.skuId);
    expect(off.hotGoods.map((g) => g.skuId)).not.toContain(good.skuId);
    expect(off).toEqual(await computedNow('DEMO', 8));

    await owner(`UPDATE category SET name = '办公耗材（新）' WHERE id = $1`, [first.cateId]);
    expect((await floors('DEMO', { size: 8 })).floors[0]!.cateName).toBe('办公耗材（新）');
  });

  it('is rebuilt by the sales roll-up: a good that sold most leads the hot goods', async () => {
    const before = await floors('DEMO');
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(
        `SELECT id FROM product_sku WHERE shop_id = 'DEMO' AND status = 1 AND id <> ALL($1::bigint[])
          ORDER BY sales, id LIMIT 1`,
        [before.hotGoods.map((g) => g.skuId)],
      ),
    );
    const sku = rows[0]!.id;
    await t.db.owner((q) =>
      q.query(`INSERT INTO sales_tally (shop_id, sku_id, units) VALUES ('DEMO', $1, 1000000)`, [sku]),
    );
    // Not yet rolled up: the tally is not a sale of the catalogue yet.
    await t.db.changes.settle();
    expect((await floors('DEMO')).hotGoods[0]!.skuId).not.toBe(sku);
    expect(await rollUpSales(t.db)).toBeGreaterThan(0);
    await t.db.changes.settle();
    // The last build answers until the rebuild after the roll-up is done (cache.ts staleOn), then the new.
    let after = await floors('DEMO');
    for (let i = 0; i < 100 && after.hotGoods[0]!.skuId !== sku; i++) {
      expect([before.hotGoods[0]!.skuId, sku]).toContain(after.hotGoods[0]!.skuId);
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await floors('DEMO');
    }
    expect(after.hotGoods[0]!.skuId).toBe(sku);
    expect(after).toEqual(await computedNow('DEMO', 8));
  });

  it("hears the roll-up's change as of kind sales, and any other change of the goods without a kind", async () => {
    const heard: Array<{ table: string; shopId: string; kind?: string }> = [];
    const stop = t.db.changes.subscribe((c) => {
      if (c?.table === 'product_sku') heard.push(c);
    });
    try {
      const { rows } = await t.db.owner((q) =>
        q.query<{ id: number }>(`SELECT id FROM product_sku WHERE shop_id = 'DEMO' AND status = 1 LIMIT 1`),
      );
      await t.db.owner((q) =>
        q.query(`INSERT INTO sales_tally (shop_id, sku_id, units) VALUES ('DEMO', $1, 3)`, [rows[0]!.id]),
      );
      await rollUpSales(t.db);
      await owner(`UPDATE product_sku SET name = name WHERE id = $1`, [rows[0]!.id]);
      expect(heard).toEqual([
        { table: 'product_sku', shopId: 'DEMO', kind: 'sales' },
        { table: 'product_sku', shopId: 'DEMO' },
      ]);
    } finally {
      stop();
    }
  });

  it('keeps tenants apart: a change of one shop leaves the other shop answering its own goods', async () => {
    const hbky = await floors('HBKY');
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(`SELECT id FROM product_sku WHERE shop_id = 'HBKY'`),
    );
    const own = new Set(rows.map((r) => r.id));
    await owner(`UPDATE product_sku SET name = name || ' 改' WHERE shop_id = 'DEMO' AND status = 1`);
    const again = await floors('HBKY');
    expect(again).toEqual(hbky);
    for (const g of [...again.hotGoods, ...again.floors.flatMap((f) => f.goods)])
      expect(own.has(g.skuId)).toBe(true);
    expect((await floors('DEMO')).hotGoods.every((g) => g.name.endsWith(' 改'))).toBe(true);
  });

  it('sends the kept answer compressed as asked, the same JSON as uncompressed, and a changed one after a change', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/iiot/jcmall-search/product/floorsForFront',
        headers: { shopId: 'DEMO', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: { size: 8 },
      });
    const plain = await ask();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ask('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await ask('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.json()).toMatchObject({ success: true, code: 200, data: await computedNow('DEMO', 8) });

    // Sent by the handler itself and not answered a second time (that logged FST_ERR_REP_ALREADY_SENT with
    // a stack for every request).
    expect(logged.filter((line) => line.includes('floorsForFront'))).toEqual([]);

    await owner(`UPDATE product_sku SET name = name || ' 新' WHERE shop_id = 'DEMO' AND status = 1`);
    const changed = await ask('br');
    const data = JSON.parse(brotliDecompressSync(changed.rawPayload).toString('utf8')).data as Answer;
    expect(data.hotGoods.every((g) => g.name.endsWith(' 新'))).toBe(true);
  });
});
