import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

const BASE = '/iiot/jcmall-search/store';

interface Card {
  skuId: number;
  name: string;
  storeId: number;
  price: string | null;
}

let t: TestApp;
/** DEMO's self-operated store, a DEMO supplier store and an HBKY store (ids from the seed). */
let own = 0;
let supplier = 0;
let foreign = 0;

const owner = async <T>(sql: string, params: unknown[] = []) =>
  (await t.db.owner((q) => q.query<T>(sql, params))).rows;
/** The store's goods on sale (optionally whose name is ILIKE `pattern`), counted by the owner. */
const onSale = async (storeId: number, pattern = '%') =>
  (
    await owner<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_sku WHERE store_id = $1 AND status = 1 AND name ILIKE $2',
      [storeId, pattern],
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  const stores = await owner<{ id: number; shop_id: string; store_type: number }>(
    `SELECT id, shop_id, store_type FROM store WHERE shop_id IN ('DEMO', 'HBKY') ORDER BY id`,
  );
  own = stores.find((s) => s.shop_id === 'DEMO' && s.store_type === 1)!.id;
  supplier = stores.find((s) => s.shop_id === 'DEMO' && s.store_type === 3)!.id;
  foreign = stores.find((s) => s.shop_id === 'HBKY')!.id;
});
afterAll(() => t.close());

async function get(url: string, opts: { shopId?: string; token?: string } = {}) {
  const headers: Record<string, string> = { shopId: opts.shopId ?? 'DEMO' };
  if (opts.token) headers.authorization = opts.token;
  const res = await t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers });
  return { status: res.statusCode, body: res.json() };
}

async function goods(body: Record<string, unknown>, shopId = 'DEMO') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/goods`,
    headers: { shopId },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('store home', () => {
  it("answers the store's card, goods count and second-level categories whose counts add up", async () => {
    const { status, body } = await get(`/home?storeId=${supplier}`);
    expect(status).toBe(200);
    const home = body.data;
    const [row] = await owner<Record<string, unknown>>(
      `SELECT name, store_type, area, address, contact_phone FROM store WHERE id = $1`,
      [supplier],
    );
    expect(home).toMatchObject({
      storeId: supplier,
      storeName: row!.name,
      storeType: 3,
      area: row!.area,
      address: row!.address,
      contactPhone: row!.contact_phone,
      following: false,
    });
    expect(home.logo).toMatch(/^\/iiot\/jcmall-oss\//);
    const n = await onSale(supplier);
    expect(home.skuCount).toBe(n);
    expect(home.categories.length).toBeGreaterThan(0);
    const sum = home.categories.reduce((s: number, c: { skuCount: number }) => s + c.skuCount, 0);
    expect(sum).toBe(n);
    const levels = await owner<{ level: number }>('SELECT DISTINCT level FROM category WHERE id = ANY($1)', [
      home.categories.map((c: { cateId: number }) => c.cateId),
    ]);
    expect(levels).toEqual([{ level: 2 }]);
  });

  it('tells a logged-in caller whether they follow the store', async () => {
    const token = await t.login('DEMO', 'person01');
    expect((await get(`/home?storeId=${own}`, { token })).body.data.following).toBe(false);
    const follow = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-product/store/follow/toggle',
      headers: { shopId: 'DEMO', authorization: token },
      payload: { storeId: own },
    });
    expect(follow.json().data).toEqual({ following: true });
    expect((await get(`/home?storeId=${own}`, { token })).body.data.following).toBe(true);
    // Another user, and an anonymous caller, do not follow it.
    const other = await t.login('DEMO', 'buyer01');
    expect((await get(`/home?storeId=${own}`, { token: other })).body.data.following).toBe(false);
    expect((await get(`/home?storeId=${own}`)).body.data.following).toBe(false);
  });

  it('is 404 店铺不存在 for an unknown store and for another tenant’s', async () => {
    for (const [storeId, shopId] of [
      [99999999, 'DEMO'],
      [foreign, 'DEMO'],
      [own, 'HBKY'],
    ] as const) {
      const { status, body } = await get(`/home?storeId=${storeId}`, { shopId });
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: 404, message: '店铺不存在', data: null });
    }
  });

  it('refuses a malformed store id with a 400', async () => {
    expect((await get('/home?storeId=abc')).status).toBe(400);
    expect((await get('/home')).status).toBe(400);
  });
});

describe('store goods', () => {
  it("lists only the store's goods on sale, all of them across the pages", async () => {
    const first = await goods({ storeId: supplier, size: 100 });
    expect(first.status).toBe(200);
    const n = await onSale(supplier);
    expect(first.body.data).toMatchObject({ total: n, current: 1, size: 100 });
    expect(first.body.data.records.every((r: Card) => r.storeId === supplier)).toBe(true);
    const second = await goods({ storeId: supplier, size: 20, current: 2 });
    expect(second.body.data.records).toHaveLength(Math.min(20, n - 20));
    const past = await goods({ storeId: supplier, current: 1000 });
    expect(past.body.data).toMatchObject({ records: [], total: n });
  });

  it('narrows to a category of the store, with the count its home shows', async () => {
    const home = (await get(`/home?storeId=${own}`)).body.data;
    const category = home.categories[0] as { cateId: number; skuCount: number };
    const { body } = await goods({ storeId: own, cateId: category.cateId, size: 100 });
    expect(body.data.total).toBe(category.skuCount);
    const ids = body.data.records.map((r: Card) => r.skuId);
    const outside = await owner(
      `SELECT s.id FROM product_sku s JOIN category leaf ON leaf.id = s.category_id
        WHERE s.id = ANY($1) AND leaf.parent_id <> $2`,
      [ids, category.cateId],
    );
    expect(outside).toEqual([]);
  });

  it('searches names within the store only, case-insensitively and literally', async () => {
    const [{ name }] = (await owner<{ name: string }>(
      `SELECT name FROM product_sku WHERE store_id = $1 AND status = 1 AND name ~ '[A-Za-z]' ORDER BY id LIMIT 1`,
      [own],
    )) as [{ name: string }];
    const word = /[A-Za-z]+/.exec(name)![0];
    const { body } = await goods({ storeId: own, keyword: ` ${word.toLowerCase()} `, size: 100 });
    expect(body.data.total).toBeGreaterThan(0);
    for (const r of body.data.records as Card[]) {
      expect(r.name.toLowerCase()).toContain(word.toLowerCase());
      expect(r.storeId).toBe(own);
    }
    expect(body.data.total).toBe(await onSale(own, `%${word}%`));
    expect((await goods({ storeId: own, keyword: '%' })).body.data.total).toBe(0);
    expect((await goods({ storeId: own, keyword: '无此商品zzz' })).body.data).toMatchObject({
      records: [],
      total: 0,
    });
  });

  it('sorts like the goods hall', async () => {
    const prices = async (sort: string) =>
      ((await goods({ storeId: supplier, sort, size: 100 })).body.data.records as Card[])
        .map((r) => r.price)
        .filter((p): p is string => p !== null)
        .map(Number);
    const asc = await prices('priceAsc');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await prices('priceDesc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (
      (await goods({ storeId: supplier, sort: 'sales', size: 100 })).body.data.records as Array<
        Card & { sales: number }
      >
    ).map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('is 404 for an unknown or foreign store and 400 for a bad body', async () => {
    expect((await goods({ storeId: foreign })).body.message).toBe('店铺不存在');
    expect((await goods({ storeId: own }, 'HBKY')).status).toBe(404);
    expect((await goods({ storeId: own, sort: 'random' })).status).toBe(400);
    expect((await goods({ storeId: own, color: 'red' })).status).toBe(400);
    expect((await goods({})).status).toBe(400);
  });
});

describe('store notices', () => {
  it('pages the notices of the store, newest first', async () => {
    const { status, body } = await get(`/notice/page?storeId=${supplier}&current=1&size=10`);
    expect(status).toBe(200);
    const { records, total, storeName } = body.data;
    expect(storeName).toBe((await get(`/home?storeId=${supplier}`)).body.data.storeName);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(total).toBeLessThanOrEqual(4);
    expect(records).toHaveLength(total);
    expect(records.every((r: { storeId: number }) => r.storeId === supplier)).toBe(true);
    const dates = records.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const one = await get(`/notice/page?storeId=${supplier}&current=2&size=1`);
    expect(one.body.data.records[0].id).toBe(records[1].id);
  });

  it('seeds two to four notices for every open store of every tenant', async () => {
    const counts = await owner<{ n: number }>(
      `SELECT count(n.id)::int AS n FROM store st LEFT JOIN store_notice n ON n.store_id = st.id
        WHERE st.status = 1 GROUP BY st.id`,
    );
    expect(counts.length).toBe(75);
    expect(counts.every((c) => c.n >= 2 && c.n <= 4)).toBe(true);
  });

  it("answers a notice of the store and refuses another store's or tenant's with 公告不存在", async () => {
    const mine = (await get(`/notice/page?storeId=${supplier}`)).body.data.records[0];
    const detail = await get(`/notice/detail?storeId=${supplier}&id=${mine.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: mine.id, title: mine.title, storeId: supplier });
    expect(detail.body.data.paragraphs.length).toBeGreaterThan(0);
    const wrongStore = await get(`/notice/detail?storeId=${own}&id=${mine.id}`);
    expect(wrongStore).toMatchObject({ status: 404, body: { message: '公告不存在' } });
    const hbky = (await get(`/notice/page?storeId=${foreign}`, { shopId: 'HBKY' })).body.data.records[0];
    expect((await get(`/notice/detail?storeId=${foreign}&id=${hbky.id}`)).body.message).toBe('店铺不存在');
    expect((await get(`/notice/detail?storeId=${supplier}&id=${hbky.id}`)).body.message).toBe('公告不存在');
  });

  it('is 404 店铺不存在 for a foreign store', async () => {
    expect((await get(`/notice/page?storeId=${foreign}`)).body).toMatchObject({
      code: 404,
      message: '店铺不存在',
    });
  });
});

describe('a store that is not open', () => {
  it('has no home, goods or notices', async () => {
    const notice = (await get(`/notice/page?storeId=${supplier}`)).body.data.records[0];
    await owner('UPDATE store SET status = 2 WHERE id = $1', [supplier]);
    try {
      for (const res of [
        await get(`/home?storeId=${supplier}`),
        await goods({ storeId: supplier }),
        await get(`/notice/page?storeId=${supplier}`),
        await get(`/notice/detail?storeId=${supplier}&id=${notice.id}`),
      ])
        expect(res).toMatchObject({ status: 404, body: { message: '店铺不存在' } });
    } finally {
      await owner('UPDATE store SET status = 1 WHERE id = $1', [supplier]);
    }
  });
});

describe('tenant isolation of store notices', () => {
  it('shows a tenant none of the other tenants’ notices', async () => {
    const seen = await t.db.tenant('HBKY', (q) =>
      q.query<{ other: number; mine: number }>(
        `SELECT count(*) FILTER (WHERE shop_id <> 'HBKY')::int AS other, count(*)::int AS mine FROM store_notice`,
      ),
    );
    expect(seen.rows[0]!.other).toBe(0);
    expect(seen.rows[0]!.mine).toBeGreaterThan(0);
  });
});
