import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function post(op: string, body: Record<string, unknown>, token?: string, shopId = 'DEMO') {
  return t.app.inject({
    method: 'POST',
    url: `/iiot/jcmall-front/zone/${op}`,
    headers: token ? { shopId, authorization: token } : { shopId },
    payload: body,
  });
}

describe('zones (spec §2 /zone, §7 /zone/*)', () => {
  it('every zone but external links is seeded with 20 to 60 goods in every tenant', async () => {
    const { rows } = await t.db.owner((q) =>
      q.query<{ n: number }>(
        `SELECT count(zs.id)::int AS n FROM zone z LEFT JOIN zone_sku zs ON zs.zone_id = z.id AND zs.sort < 1000
          WHERE z.zone_type <> 4 GROUP BY z.id`,
      ),
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(r.n).toBeGreaterThanOrEqual(20);
    for (const r of rows) expect(r.n).toBeLessThanOrEqual(60);
  });

  it('answers a zone with its activity and its group', async () => {
    const res = await post('queryShopZone', { zoneId: zone('限时秒杀') });
    expect(res.json().data).toMatchObject({
      name: '限时秒杀',
      zoneType: 6,
      activity: { id: 1001, allorpartorg: 1, showOrgarea: 0 },
    });
    const office = (await post('queryShopZone', { zoneId: zone('办公用品专区') })).json().data;
    expect(office.shopZoneVoList.map((z: { name: string }) => z.name)).toContain('品牌馆');
  });

  it('pages the goods of a zone in the goods-hall record shape, with decimal-string prices', async () => {
    const res = await post('queryFrontendZoneSkuList', {
      zoneId: zone('办公用品专区'),
      current: 1,
      size: 10,
    });
    const page = res.json().data;
    expect(page.records).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.records[0]).toMatchObject({ skuId: expect.any(Number), name: expect.any(String) });
    for (const r of page.records) expect(r.price === null || /^\d+\.\d{2,7}$/.test(r.price)).toBe(true);
    const second = (
      await post('queryFrontendZoneSkuList', { zoneId: zone('办公用品专区'), current: 2, size: 10 })
    ).json().data;
    expect(second.records[0].skuId).not.toBe(page.records[0].skuId);
    expect(second.total).toBe(page.total);
  });

  it('lists second- and third-level categories and brands present in the zone, and filters by them', async () => {
    const id = zone('办公用品专区');
    const seconds = (await post('querySecondCategoryList', { zoneId: id, current: 1, size: 20 })).json().data;
    expect(seconds.length).toBeGreaterThan(0);
    expect(seconds.every((c: { level: number }) => c.level === 2)).toBe(true);
    const first = seconds[0];
    const thirds = (
      await post('queryThrCategoryList', { zoneId: id, current: 1, size: 20, parentId: first.cateId })
    ).json().data;
    expect(thirds.length).toBeGreaterThan(0);
    expect(thirds.every((c: { parentId: number }) => c.parentId === first.cateId)).toBe(true);
    const filtered = (
      await post('queryFrontendZoneSkuList', { zoneId: id, cateId: first.cateId, size: 60 })
    ).json().data;
    expect(filtered.total).toBe(first.skuCount);
    const brands = (await post('queryBrandList', { zoneId: id })).json().data;
    expect(brands.length).toBeGreaterThan(0);
    const byBrand = (
      await post('queryFrontendZoneSkuList', { zoneId: id, brandId: brands[0].brandId, size: 60 })
    ).json().data;
    expect(byBrand.total).toBe(brands[0].skuCount);
    expect(byBrand.records.every((r: { brandId: number }) => r.brandId === brands[0].brandId)).toBe(true);
  });

  it('refuses the goods of an activity zone to a personal user, and serves them to a purchaser', async () => {
    const id = zone('限时秒杀');
    const personal = await post(
      'queryFrontendZoneSkuList',
      { zoneId: id },
      await t.login('DEMO', 'person01'),
    );
    expect(personal.statusCode).toBe(403);
    expect((await post('queryShopZone', { zoneId: id }, await t.login('DEMO', 'person01'))).statusCode).toBe(
      403,
    );
    const buyer = await post('queryFrontendZoneSkuList', { zoneId: id }, await t.login('DEMO', 'buyer01'));
    expect(buyer.statusCode).toBe(200);
  });

  it("answers 404 for another tenant's zone and 400 for unknown fields", async () => {
    expect(
      (await post('queryShopZone', { zoneId: zone('办公用品专区') }, undefined, 'HBKY')).statusCode,
    ).toBe(404);
    const bad = await post('queryBrandList', { zoneId: 1, extra: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the provinces of the zone suppliers, and the suppliers of one province', async () => {
    const id = zone('办公用品专区');
    const areas = (await post('queryAddressList', { zoneId: id })).json().data;
    expect(areas.length).toBeGreaterThan(0);
    const area = areas[0];
    const suppliers = (await post('querySupZoneSupDic', { zoneId: id, area: area.area })).json().data;
    expect(suppliers).toHaveLength(area.supplierCount);
    for (const s of suppliers) expect(s.area.startsWith(area.area)).toBe(true);
    const all = (await post('querySupZoneSupDic', {})).json().data;
    expect(all.length).toBeGreaterThanOrEqual(suppliers.length);
  });

  it("filters a zone's goods by the province of their supplier", async () => {
    const id = zone('办公用品专区');
    const areas = (await post('queryAddressList', { zoneId: id })).json().data as Array<{ area: string }>;
    const all = (await post('queryFrontendZoneSkuList', { zoneId: id, size: 100 })).json().data;
    const { rows: stores } = await t.db.owner((q) =>
      q.query<{ id: number; area: string }>(`SELECT id, area FROM store WHERE shop_id = 'DEMO'`),
    );
    const province = new Map(stores.map((s) => [Number(s.id), s.area.split(' ')[0]]));
    let listed = 0;
    for (const { area } of areas) {
      const page = (await post('queryFrontendZoneSkuList', { zoneId: id, area, size: 100 })).json().data;
      expect(page.total).toBeGreaterThan(0);
      for (const r of page.records) expect(province.get(r.storeId)).toBe(area);
      listed += page.total;
    }
    expect(listed).toBe(all.total);
    const none = (await post('queryFrontendZoneSkuList', { zoneId: id, area: '火星' })).json().data;
    expect(none).toMatchObject({ records: [], total: 0 });
    expect((await post('queryFrontendZoneSkuList', { zoneId: id, area: '' })).statusCode).toBe(400);
  });

  it('answers the position-2 banners of the supplier zone', async () => {
    const banners = (await post('querySupZoneBannerList', {})).json().data;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) expect(b.position).toBe(2);
  });

  it('pages zone groups with their zones, without activity zones for a personal user', async () => {
    const page = (await post('zoneGroupPageForFront', { current: 1, size: 10 })).json().data;
    expect(page.total).toBeGreaterThan(0);
    const names = page.records.flatMap((g: { shopZoneVoList: Array<{ name: string }> }) =>
      g.shopZoneVoList.map((z) => z.name),
    );
    expect(names).toContain('限时秒杀');
    const personal = (
      await post('zoneGroupPageForFront', { current: 1, size: 10 }, await t.login('DEMO', 'person01'))
    ).json().data;
    const personalTypes = personal.records.flatMap((g: { shopZoneVoList: Array<{ zoneType: number }> }) =>
      g.shopZoneVoList.map((z) => z.zoneType),
    );
    expect(personalTypes).not.toContain(6);
    expect(personalTypes.length).toBeGreaterThan(0);
  });

  it('groups the goods of a comparison zone by product, with the cheapest offer of each marked', async () => {
    const groups = (await post('queryComparisonResult', { zoneId: zone('比价专区') })).json().data;
    const multi = groups.filter((g: { offers: unknown[] }) => g.offers.length >= 3);
    expect(multi.length).toBeGreaterThanOrEqual(10);
    for (const g of multi) {
      const stores = new Set(g.offers.map((o: { storeId: number }) => o.storeId));
      expect(stores.size).toBe(g.offers.length);
      const prices = g.offers.map((o: { price: string }) => Number(o.price));
      const cheapest = g.offers.filter((o: { cheapest: boolean }) => o.cheapest);
      expect(cheapest.length).toBeGreaterThan(0);
      for (const o of cheapest) expect(Number(o.price)).toBe(Math.min(...prices));
      expect(g.lowestPrice).toBe(cheapest[0].price);
      for (const o of g.offers) expect(o.price === null || /^\d+\.\d{2,7}$/.test(o.price)).toBe(true);
    }
  });
});

describe('compared products side by side (GET /manual-compare-sku/detail)', () => {
  it('answers the compared SKUs in list order with brand, model, store, stock and specs', async () => {
    const token = await t.login('DEMO', 'buyer03');
    const { rows } = await t.db.owner((q) =>
      q.query<{ id: number }>(
        `SELECT id FROM product_sku WHERE shop_id = 'DEMO' AND jsonb_array_length(specs) > 0 ORDER BY id LIMIT 2`,
      ),
    );
    for (const r of [...rows].reverse())
      await t.app.inject({
        method: 'POST',
        url: '/iiot/jcmall-product/manual-compare-sku/add',
        headers: { shopId: 'DEMO', authorization: token },
        payload: { skuId: Number(r.id) },
      });
    const res = await t.app.inject({
      method: 'GET',
      url: '/iiot/jcmall-product/manual-compare-sku/detail',
      headers: { shopId: 'DEMO', authorization: token },
    });
    const data = res.json().data;
    expect(data.map((d: { skuId: number }) => d.skuId)).toEqual([Number(rows[1]!.id), Number(rows[0]!.id)]);
    expect(data[0]).toMatchObject({
      storeName: expect.any(String),
      model: expect.any(String),
      stock: expect.any(Number),
      specs: expect.arrayContaining([{ name: expect.any(String), value: expect.any(String) }]),
    });
  });
});
