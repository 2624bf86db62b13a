import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
let buyer = '';

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: { shopId: 'DEMO', ...(token ? { authorization: token } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

type Card = { skuId: number; price: string | null; sales: number; stock: number; brandId: number | null };

async function hall(body: object) {
  const res = await call('POST', '/iiot/jcmall-search/product/pageListForFront', body);
  expect(res.status).toBe(200);
  return res.body.data as {
    records: Card[];
    total: number;
    capped: boolean;
    facets: { brands: Array<{ brandId: number; count: number }>; categoryPath: Array<{ cateName: string }> };
  };
}

const ids = (d: { records: Card[] }) => d.records.map((r) => r.skuId);

async function categoryIds(level3Name: string) {
  const { rows } = await t.db.owner((q) =>
    q.query<{ cpid: number; cid: number; thCid: number }>(
      `SELECT c1.id AS cpid, c2.id AS cid, c3.id AS "thCid"
         FROM category c3 JOIN category c2 ON c2.id = c3.parent_id JOIN category c1 ON c1.id = c2.parent_id
        WHERE c3.shop_id = 'DEMO' AND c3.name = $1`,
      [level3Name],
    ),
  );
  return rows[0]!;
}

describe('goods hall', () => {
  it('each §2 parameter and filter changes the result', async () => {
    const base = await hall({ size: 100 });
    const cat = await categoryIds('签字笔');
    const variants: Array<[string, object]> = [
      ['pn', { pn: '签字笔' }],
      ['sc', { sc: ['黑色'] }],
      ['cpid', { cpid: cat.cpid }],
      ['cid', { cid: cat.cid }],
      ['thCid', { thCid: cat.thCid }],
      ['brandIds', { brandIds: [base.records[0]!.brandId] }],
      ['priceMin', { priceMin: '100' }],
      ['priceMax', { priceMax: '10.5' }],
      ['inStock', { inStock: true }],
      ['sort', { sort: 'priceAsc' }],
      ['current', { current: 2 }],
      ['size', { size: 7 }],
    ];
    for (const [label, body] of variants) {
      const page = await hall({ size: 100, ...body });
      expect([label, ids(page)]).not.toEqual([label, ids(base)]);
    }
    // The whole mall (2,163 goods) is more than a listing reaches: the first 1,000, and the total says so.
    expect(base).toMatchObject({ total: 1000, capped: true });
    const pens = await hall({ pn: '笔' });
    expect(pens.capped).toBe(false);
    expect((await hall({ pn: '签字笔' })).total).toBeLessThan(pens.total);
    expect((await hall({ pn: '笔', inStock: true })).total).toBeLessThan(pens.total);
  });

  it('st decides whether every sc keyword or any one must match', async () => {
    const all = await hall({ sc: ['签字笔', '黑色'], st: 0, size: 100 });
    const any = await hall({ sc: ['签字笔', '黑色'], st: 1, size: 100 });
    const pen = await hall({ pn: '签字笔', size: 100 });
    expect(all.total).toBeGreaterThan(0);
    expect(all.total).toBeLessThan(pen.total);
    expect(any.total).toBeGreaterThan(pen.total);
  });

  it('narrows by category level and answers the breadcrumb names', async () => {
    const cat = await categoryIds('签字笔');
    const top = await hall({ cpid: cat.cpid });
    const mid = await hall({ cpid: cat.cpid, cid: cat.cid });
    const leaf = await hall({ cpid: cat.cpid, cid: cat.cid, thCid: cat.thCid });
    expect(top.total).toBeGreaterThan(mid.total);
    expect(mid.total).toBeGreaterThan(leaf.total);
    expect(leaf.total).toBe((await hall({ pn: '签字笔', thCid: cat.thCid })).total);
    expect(leaf.facets.categoryPath.map((c) => c.cateName)).toEqual(['办公用品', '书写工具', '签字笔']);
    const other = await categoryIds('复印纸');
    expect((await hall({ cid: cat.cid, thCid: other.thCid })).total).toBe(0);
  });

  it('counts brands without the brand filter, and the counts add up', async () => {
    const page = await hall({ pn: '笔' });
    const sum = page.facets.brands.reduce((n, b) => n + b.count, 0);
    expect(sum).toBe(page.total);
    const brand = page.facets.brands[0]!;
    const filtered = await hall({ pn: '笔', brandIds: [brand.brandId] });
    expect(filtered.total).toBe(brand.count);
    expect(filtered.facets.brands).toEqual(page.facets.brands);
  });

  it('sorts by price both ways (missing prices last), sales and newest', async () => {
    const asc = (await hall({ sort: 'priceAsc', size: 100, pn: '笔' })).records;
    const desc = (await hall({ sort: 'priceDesc', size: 100, pn: '笔' })).records;
    const priced = (rs: Card[]) => rs.filter((r) => r.price !== null).map((r) => new Decimal(r.price!));
    const a = priced(asc);
    const d = priced(desc);
    for (let i = 1; i < a.length; i++) expect(a[i]!.gte(a[i - 1]!)).toBe(true);
    for (let i = 1; i < d.length; i++) expect(d[i]!.lte(d[i - 1]!)).toBe(true);
    const firstNull = asc.findIndex((r) => r.price === null);
    if (firstNull >= 0) expect(asc.slice(firstNull).every((r) => r.price === null)).toBe(true);
    const sales = (await hall({ sort: 'sales', size: 100 })).records.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((x, y) => y - x));
    const newest = await hall({ sort: 'newest', size: 3 });
    const oldest = await hall({ sort: 'newest', size: 3, current: Math.ceil(newest.total / 3) });
    expect(newest.records[0]!.skuId).toBeGreaterThan(oldest.records.at(-1)!.skuId);
  });

  it('pages without gaps or repeats', async () => {
    const whole = ids(await hall({ pn: '笔', sort: 'sales', size: 30 }));
    const first = ids(await hall({ pn: '笔', sort: 'sales', size: 15, current: 1 }));
    const second = ids(await hall({ pn: '笔', sort: 'sales', size: 15, current: 2 }));
    expect([...first, ...second]).toEqual(whole);
  });

  it('keeps seeded prices with more than two decimals as decimal strings', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number; name: string; price: string }>(
        `SELECT id, name, trim_scale(price)::text AS price FROM product_sku
          WHERE shop_id = 'DEMO' AND status = 1 AND scale(trim_scale(price)) > 2 ORDER BY id LIMIT 5`,
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const page = await hall({ pn: row.name, size: 50 });
      const card = page.records.find((r) => r.skuId === row.id)!;
      expect(card.price).toBe(row.price);
      const detail = await call('GET', `/iiot/jcmall-product/product/detail?skuId=${row.id}`);
      expect(detail.body.data.price).toBe(row.price);
    }
    expect(rows.some((r) => r.price.split('.')[1]!.length >= 4)).toBe(true);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const bad: Array<[object, string]> = [
      [{ priceMin: '12.34567891' }, 'priceMin'],
      [{ priceMax: '-1' }, 'priceMax'],
      [{ priceMin: '10', priceMax: '9.99' }, 'priceMin'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ size: 0 }, 'size'],
      [{ size: 101 }, 'size'],
      [{ st: 2 }, 'st'],
      [{ cpid: 0 }, 'cpid'],
      [{ sc: ['x'.repeat(51)] }, 'sc'],
    ];
    for (const [body, field] of bad) {
      const res = await call('POST', '/iiot/jcmall-search/product/pageListForFront', body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.message).toContain(field);
    }
  });
});

describe('product detail', () => {
  it('answers the SKU with gallery, specs, variants of its SPU, store card and brand', async () => {
    const res = await call('GET', '/iiot/jcmall-product/product/detail?skuId=1');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ skuId: 1, onSale: true });
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.specs.length).toBeGreaterThan(0);
    expect(d.variants.map((v: { skuId: number }) => v.skuId)).toContain(1);
    expect(d.variants.length).toBeGreaterThan(1);
    expect(d.store.storeName).toBeTruthy();
    expect(d.brand.name).toBeTruthy();
    expect(d.categoryPath).toHaveLength(3);
    expect(new Decimal(d.untaxedPrice).toDecimalPlaces(7).toString()).toBe(
      new Decimal(d.price)
        .div(new Decimal(1).plus(d.taxRate))
        .toDecimalPlaces(7, Decimal.ROUND_HALF_UP)
        .toString(),
    );
  });

  it('describes the product from its attributes: specs table, package list and after-sales promise', async () => {
    const d = (await call('GET', '/iiot/jcmall-product/product/detail?skuId=1')).body.data;
    const { specs, packageList, afterSales } = d.description as {
      specs: Array<{ name: string; value: string }>;
      packageList: Array<{ name: string; quantity: string }>;
      afterSales: Array<{ title: string; text: string }>;
    };
    const spec = Object.fromEntries(specs.map((s) => [s.name, s.value]));
    expect(spec).toMatchObject({
      型号: d.model,
      商品编号: '1',
      商品类别: d.categoryPath[2].cateName,
      销售单位: d.unit,
      增值税税率: `${Math.round(Number(d.taxRate) * 100)}%`,
      发货地: d.store.area,
    });
    expect(spec.品牌).toContain(d.brand.name);
    for (const s of d.specs) expect(spec[s.name]).toBe(s.value);
    // 12支/盒 → 签字笔 × 12支: what one unit holds.
    const pack = d.specs.find((s: { name: string }) => s.name === '包装')?.value as string;
    expect(packageList[0]).toEqual({
      name: d.categoryPath[2].cateName,
      quantity: /^(\d+\D+?)\//.exec(pack)![1],
    });
    expect(afterSales.map((a) => a.title)).toEqual(['正品保障', '退换货', '发票服务']);
    expect(afterSales[0]!.text).toContain(d.store.storeName);
    expect(afterSales[2]!.text).toContain(spec.增值税税率);
    // The gallery: main shot, back, package, close-up.
    expect(d.images).toHaveLength(4);
    expect(d.images[0]).toBe(d.mainImgUrl);
  });

  it('promises a warranty on equipment and no return of opened food', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number; group: string }>(
        `SELECT DISTINCT ON (g.name) s.id, g.name AS group FROM product_sku s
           JOIN category c ON c.id = s.category_id JOIN category g ON g.id = c.parent_id
          WHERE s.shop_id = 'DEMO' AND g.name IN ('打印设备', '饮用水') ORDER BY g.name, s.id`,
      ),
    );
    for (const { id, group } of rows) {
      const d = (await call('GET', `/iiot/jcmall-product/product/detail?skuId=${id}`)).body.data;
      const titles = d.description.afterSales.map((a: { title: string }) => a.title);
      const returns = d.description.afterSales.find((a: { title: string }) => a.title === '退换货').text;
      if (group === '打印设备') {
        expect(titles).toContain('质保服务');
        expect(d.description.packageList.map((i: { name: string }) => i.name)).toContain('电源线');
      } else {
        expect(titles).not.toContain('质保服务');
        expect(returns).toContain('拆封后非质量问题不支持退换');
      }
    }
    expect(rows).toHaveLength(2);
  });

  it("is a 404 envelope for an unknown SKU and for another tenant's SKU", async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(`SELECT id FROM product_sku WHERE shop_id = 'HBKY' LIMIT 1`),
    );
    for (const id of [99_999_999, rows[0]!.id]) {
      const res = await call('GET', `/iiot/jcmall-product/product/detail?skuId=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 404, data: null });
    }
  });

  it('is a 400 for a malformed skuId', async () => {
    expect((await call('GET', '/iiot/jcmall-product/product/detail?skuId=abc')).status).toBe(400);
    expect((await call('GET', '/iiot/jcmall-product/product/detail')).status).toBe(400);
  });
});

describe('store search', () => {
  it('finds stores whose name contains supplierName', async () => {
    const res = await call('POST', '/iiot/jcmall-search/store/pageListForFront', { supplierName: '旗舰' });
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const s of res.body.data.records) expect(s.storeName).toContain('旗舰');
    const none = await call('POST', '/iiot/jcmall-search/store/pageListForFront', { supplierName: '%' });
    expect(none.body.data.total).toBe(0);
  });
});

describe('comparison list', () => {
  const compare = (op: 'add' | 'delete', skuId: number, token = buyer) =>
    call('POST', `/iiot/jcmall-product/manual-compare-sku/${op}`, { skuId }, token);
  const list = async (token = buyer) =>
    (await call('GET', '/iiot/jcmall-product/manual-compare-sku/list', undefined, token)).body.data as Array<{
      skuId: number;
      name: string;
      mainImgUrl: string;
    }>;

  it('holds at most 4 SKUs: the 5th is refused, a listed one is accepted again', async () => {
    for (const id of [11, 12, 13, 14]) expect((await compare('add', id)).status).toBe(200);
    const full = await list();
    expect(full.map((i) => i.skuId)).toEqual([11, 12, 13, 14]);
    expect(full[0]).toEqual({ skuId: 11, name: expect.any(String), mainImgUrl: expect.any(String) });
    const fifth = await compare('add', 15);
    expect(fifth.status).toBe(400);
    expect(fifth.body.message).toContain('4');
    expect((await compare('add', 12)).status).toBe(200);
    expect((await compare('delete', 12)).body.data.map((i: { skuId: number }) => i.skuId)).toEqual([
      11, 13, 14,
    ]);
    expect((await compare('add', 15)).status).toBe(200);
    expect((await list()).map((i) => i.skuId)).toEqual([11, 13, 14, 15]);
  });

  it('never exceeds 4 under concurrent adds', async () => {
    const token = await t.login('DEMO', 'person01');
    const results = await Promise.all(
      [21, 22, 23, 24, 25, 26, 27, 28].map((id) => compare('add', id, token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
    expect(await list(token)).toHaveLength(4);
  });

  it('refuses an unknown SKU with a 404 and a bad body with a 400', async () => {
    expect((await compare('add', 99_999_999)).status).toBe(404);
    const res = await call('POST', '/iiot/jcmall-product/manual-compare-sku/add', { skuId: 'x' }, buyer);
    expect(res.status).toBe(400);
  });

  it('keeps each user their own list', async () => {
    const other = await t.login('DEMO', 'supplier01');
    expect(await list(other)).toEqual([]);
  });
});
