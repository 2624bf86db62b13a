import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WELFARE_GROUPS,
  WELFARE_SCORES,
  WELFARE_ZONE,
} from '../../../server/src/platform/db/seed/welfare.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';

let t: TestApp;
const zoneIds = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.owner((q) =>
    q.query<{ id: number; name: string }>(`SELECT id, name FROM zone WHERE shop_id = 'DEMO' ORDER BY id`),
  );
  for (const r of rows) zoneIds.set(r.name, Number(r.id));
});
afterAll(() => t.close());

const zone = (name: string) => zoneIds.get(name)!;

async function post(url: string, body: object, token?: string, shopId = 'DEMO') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: token ? { shopId, authorization: token } : { shopId },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

const hall = async (body: object) => {
  const res = await post('/iiot/jcmall-search/product/pageListForFront', body);
  expect(res.status).toBe(200);
  return res.body.data as {
    records: Array<{ skuId: number; name: string; brandId: number | null; price: string | null }>;
    total: number;
    facets: { brands: Array<{ brandId: number; count: number }> };
  };
};
const front = (op: string, body: object, token?: string) => post(`/iiot/jcmall-front/${op}`, body, token);

/** The welfare flag of SKUs, by id. */
async function welfareOf(skuIds: number[]): Promise<Map<number, boolean>> {
  const { rows } = await t.db.owner((q) =>
    q.query<{ id: number; isWelfare: boolean }>(
      'SELECT id, is_welfare AS "isWelfare" FROM product_sku WHERE id = ANY($1::bigint[])',
      [skuIds],
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), r.isWelfare]));
}

async function welfareOnSale(shopId = 'DEMO'): Promise<number> {
  const { rows } = await t.db.owner((q) =>
    q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_sku WHERE shop_id = $1 AND status = 1 AND is_welfare',
      [shopId],
    ),
  );
  return rows[0]!.n;
}

describe('welfare goods in the seed', () => {
  it('every tenant has welfare goods: its gift categories and the goods of its 员工福利专区', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ shopId: string; welfare: number; gifts: number; giftsNotWelfare: number }>(
        `SELECT s.shop_id AS "shopId", count(*) FILTER (WHERE s.is_welfare)::int AS welfare,
                count(*) FILTER (WHERE g.name = ANY($1::text[]))::int AS gifts,
                count(*) FILTER (WHERE g.name = ANY($1::text[]) AND NOT s.is_welfare)::int AS "giftsNotWelfare"
           FROM product_sku s JOIN category leaf ON leaf.id = s.category_id JOIN category g ON g.id = leaf.parent_id
          GROUP BY 1 ORDER BY 1`,
        [WELFARE_GROUPS],
      ),
    );
    expect(rows.map((r) => r.shopId)).toEqual(['BKSC', 'DEMO', 'HBKY', 'HSNYSC', 'RDSC']);
    for (const r of rows) {
      expect(r.gifts).toBeGreaterThan(20);
      // Every gift-category good is a welfare good ...
      expect(r.giftsNotWelfare).toBe(0);
      expect(r.welfare).toBeGreaterThanOrEqual(r.gifts);
    }
    // ... and so is every good of the welfare zone, whatever its category.
    const { rows: zoneGoods } = await t.db.owner((q) =>
      q.query<{ n: number; welfare: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE s.is_welfare)::int AS welfare
           FROM zone_sku zs JOIN zone z ON z.id = zs.zone_id JOIN product_sku s ON s.id = zs.sku_id
          WHERE z.name = $1`,
        [WELFARE_ZONE],
      ),
    );
    expect(zoneGoods[0]!.n).toBeGreaterThan(0);
    expect(zoneGoods[0]!.welfare).toBe(zoneGoods[0]!.n);
  });

  it('every activity zone carries welfare goods for its welfare page', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ welfare: number }>(
        `SELECT count(s.id) FILTER (WHERE s.is_welfare)::int AS welfare
           FROM zone z JOIN zone_sku zs ON zs.zone_id = z.id JOIN product_sku s ON s.id = zs.sku_id
          WHERE z.zone_type = 6 GROUP BY z.id`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const r of rows) expect(r.welfare).toBeGreaterThanOrEqual(12);
  });
});

describe('the welfare goods hall (POST /product/pageListForFront with isWelfare)', () => {
  it('isWelfare 1 lists exactly the welfare goods on sale; 0 lists every good', async () => {
    const welfare = await hall({ isWelfare: 1, size: 100 });
    expect(welfare.total).toBe(await welfareOnSale());
    const flags = await welfareOf(welfare.records.map((r) => r.skuId));
    expect([...flags.values()].every(Boolean)).toBe(true);
    const all = await hall({ size: 1 });
    expect((await hall({ isWelfare: 0, size: 1 })).total).toBe(all.total);
    expect(welfare.total).toBeLessThan(all.total);
  });

  it('keeps every other filter: keyword, category, brand facet and sort work within the welfare goods', async () => {
    const tea = await hall({ isWelfare: 1, pn: '茶', size: 100 });
    expect(tea.total).toBeGreaterThan(0);
    for (const r of tea.records) expect(r.name).toContain('茶');
    // 签字笔 are no welfare goods.
    expect((await hall({ isWelfare: 1, pn: '签字笔' })).total).toBe(0);
    expect((await hall({ pn: '签字笔' })).total).toBeGreaterThan(0);

    const welfare = await hall({ isWelfare: 1, size: 100 });
    const brand = welfare.facets.brands[0]!;
    const byBrand = await hall({ isWelfare: 1, brandIds: [brand.brandId], size: 100 });
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.records.every((r) => r.brandId === brand.brandId)).toBe(true);
    const sum = welfare.facets.brands.reduce((n, b) => n + b.count, 0);
    expect(sum).toBeLessThanOrEqual(welfare.total);

    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number; n: number }>(
        `SELECT top.id, count(s.id) FILTER (WHERE s.is_welfare AND s.status = 1)::int AS n
           FROM category top JOIN category mid ON mid.parent_id = top.id JOIN category leaf ON leaf.parent_id = mid.id
           JOIN product_sku s ON s.category_id = leaf.id
          WHERE top.shop_id = 'DEMO' AND top.name = '食品饮料' GROUP BY top.id`,
      ),
    );
    const food = await hall({ isWelfare: 1, cpid: Number(rows[0]!.id), size: 100 });
    expect(food.total).toBe(rows[0]!.n);
    expect(food.total).toBeLessThan(welfare.total);

    const dearest = await hall({ isWelfare: 1, sort: 'priceDesc', size: 20 });
    expect(dearest.total).toBe(welfare.total);
    const prices = dearest.records.map((r) => r.price).filter((p): p is string => p !== null);
    for (let i = 1; i < prices.length; i++) expect(new Decimal(prices[i]!).lte(prices[i - 1]!)).toBe(true);
  });

  it('refuses an isWelfare other than 0 or 1, naming the field', async () => {
    const res = await post('/iiot/jcmall-search/product/pageListForFront', { isWelfare: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('isWelfare');
  });
});

describe('welfare zones (POST /zone/* with isWelfare)', () => {
  it('lists only the menu zones that hold welfare goods', async () => {
    const res = await front('zone/queryAllShopZoneList', { isWelfare: 1 });
    const names = (res.body.data as Array<{ name: string }>).map((z) => z.name);
    expect(names).toEqual(expect.arrayContaining([WELFARE_ZONE, '限时秒杀', '区域特惠']));
    expect(names).not.toContain('办公用品专区');
    const all = (await front('zone/queryAllShopZoneList', {})).body.data as unknown[];
    expect(all.length).toBeGreaterThan(names.length);
  });

  it("pages only an activity zone's welfare goods, with categories, brands and provinces of those goods", async () => {
    const id = zone('限时秒杀');
    const welfare = (await front('zone/queryFrontendZoneSkuList', { zoneId: id, size: 100, isWelfare: 1 }))
      .body.data;
    const all = (await front('zone/queryFrontendZoneSkuList', { zoneId: id, size: 100 })).body.data;
    expect(welfare.total).toBeGreaterThanOrEqual(12);
    expect(welfare.total).toBeLessThan(all.total);
    const flags = await welfareOf(welfare.records.map((r: { skuId: number }) => r.skuId));
    expect([...flags.values()].every(Boolean)).toBe(true);

    const seconds = (
      await front('zone/querySecondCategoryList', { zoneId: id, current: 1, size: 20, isWelfare: 1 })
    ).body.data as Array<{ cateId: number; skuCount: number }>;
    expect(seconds.reduce((n, c) => n + c.skuCount, 0)).toBe(welfare.total);
    const first = seconds[0]!;
    const inFirst = (
      await front('zone/queryFrontendZoneSkuList', { zoneId: id, cateId: first.cateId, isWelfare: 1 })
    ).body.data;
    expect(inFirst.total).toBe(first.skuCount);
    const thirds = (
      await front('zone/queryThrCategoryList', { zoneId: id, parentId: first.cateId, isWelfare: 1 })
    ).body.data as Array<{ skuCount: number }>;
    expect(thirds.reduce((n, c) => n + c.skuCount, 0)).toBe(first.skuCount);

    const brands = (await front('zone/queryBrandList', { zoneId: id, isWelfare: 1 })).body.data as Array<{
      brandId: number;
      skuCount: number;
    }>;
    const byBrand = (
      await front('zone/queryFrontendZoneSkuList', { zoneId: id, brandId: brands[0]!.brandId, isWelfare: 1 })
    ).body.data;
    expect(byBrand.total).toBe(brands[0]!.skuCount);

    const areas = (await front('zone/queryAddressList', { zoneId: id, isWelfare: 1 })).body.data as Array<{
      area: string;
    }>;
    expect(areas.length).toBeGreaterThan(0);
    const perArea = await Promise.all(
      areas.map(
        async (a) =>
          (
            await front('zone/queryFrontendZoneSkuList', {
              zoneId: id,
              area: a.area,
              isWelfare: 1,
              size: 100,
            })
          ).body.data.total as number,
      ),
    );
    expect(perArea.reduce((n, c) => n + c, 0)).toBe(welfare.total);
  });

  it('a zone without welfare goods has nothing in its welfare version', async () => {
    const id = zone('办公用品专区');
    const goods = (await front('zone/queryFrontendZoneSkuList', { zoneId: id, isWelfare: 1 })).body.data;
    expect(goods).toMatchObject({ records: [], total: 0 });
    expect((await front('zone/queryBrandList', { zoneId: id, isWelfare: 1 })).body.data).toEqual([]);
    expect((await front('zone/querySecondCategoryList', { zoneId: id, isWelfare: 1 })).body.data).toEqual([]);
  });

  it('still refuses an activity zone to a personal user', async () => {
    const res = await front(
      'zone/queryFrontendZoneSkuList',
      { zoneId: zone('限时秒杀'), isWelfare: 1 },
      await t.login('DEMO', 'person01'),
    );
    expect(res.status).toBe(403);
  });
});

describe('welfare points (POST /welfare/score/getuserscore)', () => {
  const score = (token?: string, shopId = 'DEMO') =>
    post('/iiot/jcmall-front/welfare/score/getuserscore', {}, token, shopId);

  it("answers the purchasers' granted points, and 0 for a user who has none", async () => {
    expect((await score(await t.login('DEMO', 'buyer01'))).body.data).toEqual({
      score: WELFARE_SCORES.buyer01,
    });
    expect((await score(await t.login('DEMO', 'buyer03'))).body.data).toEqual({
      score: WELFARE_SCORES.buyer03,
    });
    expect((await score(await t.login('DEMO', 'supplier01'))).body.data).toEqual({ score: 0 });
  });

  it('answers the points of the session user in its own tenant only', async () => {
    await t.db.owner((q) =>
      q.query(
        `UPDATE welfare_score SET score = 77
          WHERE shop_id = 'HBKY' AND user_id = (SELECT id FROM app_user WHERE shop_id = 'HBKY' AND user_name = 'buyer01')`,
      ),
    );
    expect((await score(await t.login('HBKY', 'buyer01'), 'HBKY')).body.data).toEqual({ score: 77 });
    expect((await score(await t.login('DEMO', 'buyer01'))).body.data).toEqual({
      score: WELFARE_SCORES.buyer01,
    });
    // A DEMO session presented to another tenant is refused.
    expect((await score(await t.login('DEMO', 'buyer01'), 'HBKY')).status).toBe(401);
  });

  it('needs a session', async () => {
    const res = await score();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 401 });
  });
});
