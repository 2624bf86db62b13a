import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import {
  parseZoneQuery,
  sameZoneFilters,
  withZoneFilters,
  zoneCategoryFilter,
  zonePageMachine,
  type ZoneGoodsQuery,
  type ZoneOverview,
  type ZoneSyncUrlParams,
} from '../../../machines/catalog/zone-page.machine.ts';

const sku = (skuId: number): SkuCard => ({
  skuId,
  spuCode: `SPU${skuId}`,
  name: `得力 签字笔 ${skuId}`,
  model: 'S01',
  mainImgUrl: '/i',
  price: '12.50',
  marketPrice: null,
  untaxedPrice: null,
  stock: 5,
  sales: 0,
  storeId: 1,
  storeName: '得力集团官方旗舰店',
  brandId: 7,
  brandName: '得力',
  productType: 1,
  preSale: false,
});

const overview: ZoneOverview = {
  zone: { id: 3, name: '办公用品专区', zoneType: 1, activity: null },
  seconds: [
    { cateId: 11, cateName: '书写工具', parentId: 1, level: 2, skuCount: 30 },
    { cateId: 12, cateName: '纸张本册', parentId: 1, level: 2, skuCount: 15 },
  ],
  brands: [{ brandId: 7, brandName: '得力', skuCount: 12 }],
  areas: [{ area: '北京市', supplierCount: 3 }],
};

/** The zone page of a URL, with fake loaders that record what they were asked and a recorded `syncUrl`. */
function start(search: string, zone: ZoneOverview | null = overview, total = 45, onWelfarePath = false) {
  const asked: ZoneGoodsQuery[] = [];
  const zonesAsked: Array<{ zoneId: number; welfare: boolean }> = [];
  const thirdsAsked: Array<{ parentId: number; welfare: boolean }> = [];
  const synced: ZoneSyncUrlParams[] = [];
  const machine = zonePageMachine.provide({
    actors: {
      loadZone: fromPromise(async ({ input }) => {
        zonesAsked.push(input);
        return zone;
      }),
      loadZoneGoods: fromPromise(async ({ input }) => {
        asked.push(input.query);
        if (input.query.brandId === 99) return { records: [], total: 0 };
        return { records: [sku(input.query.page)], total };
      }),
      loadThirds: fromPromise(async ({ input }) => {
        thirdsAsked.push({ parentId: input.parentId, welfare: input.welfare });
        return [
          {
            cateId: input.parentId * 10 + 1,
            cateName: '签字笔',
            parentId: input.parentId,
            level: 3,
            skuCount: 9,
          },
        ];
      }),
    },
    actions: { syncUrl: (_, params) => void synced.push(params) },
  });
  const actor = createActor(machine, { input: { query: parseZoneQuery(search, onWelfarePath) } }).start();
  return { actor, asked, zonesAsked, thirdsAsked, synced };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(
    actor,
    (s) =>
      (s.matches({ ready: { goods: 'listing' } }) || s.matches({ ready: { goods: 'empty' } })) &&
      s.matches({ ready: { thirds: 'idle' } }),
  );

/** The URL the app writes for a synced query, starting from `search`. */
const urlOf = (search: string, query: ZoneGoodsQuery) =>
  `?${withZoneFilters(new URLSearchParams(search), query).toString()}`;

describe('zone page URL', () => {
  it('round-trips the filters and keeps the keys that name the zone', () => {
    const search = '?zoneId=3&zoneType=1&cid=11&thCid=111&brand=7&area=北京市&page=2';
    const query = parseZoneQuery(search);
    expect(query).toEqual({
      zoneId: 3,
      welfare: false,
      secondId: 11,
      thirdId: 111,
      brandId: 7,
      area: '北京市',
      page: 2,
    });
    const written = urlOf('?zoneId=3&zoneType=1', query);
    expect(new URLSearchParams(written).get('zoneType')).toBe('1');
    expect(parseZoneQuery(written)).toEqual(query);
    // Back to the defaults, only the zone's own keys remain.
    const cleared = { ...query, secondId: null, thirdId: null, brandId: null, area: null, page: 1 };
    expect(urlOf(written, cleared)).toBe('?zoneId=3&zoneType=1');
  });

  it('drops malformed filters and a third-level tab without its second-level one', () => {
    expect(parseZoneQuery('?zoneId=x&cid=abc&thCid=5&brand=-1&page=0&area=%20')).toMatchObject({
      zoneId: Number.NaN,
      secondId: null,
      thirdId: null,
      brandId: null,
      area: null,
      page: 1,
    });
  });

  it('is a welfare query on a welfare path or with isWelfare=1, and keeps isWelfare when writing', () => {
    expect(parseZoneQuery('?zoneId=3').welfare).toBe(false);
    expect(parseZoneQuery('?zoneId=3', true).welfare).toBe(true);
    expect(parseZoneQuery('?zoneId=3&isWelfare=1').welfare).toBe(true);
    const query = parseZoneQuery('?id=1001&zoneId=3&isWelfare=1&brand=7');
    expect(urlOf('?id=1001&zoneId=3&isWelfare=1&brand=7', { ...query, brandId: null })).toBe(
      '?id=1001&zoneId=3&isWelfare=1',
    );
  });

  it('compares queries by their filters only', () => {
    const a = parseZoneQuery('?zoneId=3&brand=7');
    expect(sameZoneFilters(a, parseZoneQuery('?brand=7&zoneId=3&zoneType=1'))).toBe(true);
    expect(sameZoneFilters(a, parseZoneQuery('?zoneId=3&brand=7&page=2'))).toBe(false);
  });
});

describe('zone page machine', () => {
  it('loads the zone, then its first page of goods', async () => {
    const { actor, asked, zonesAsked, thirdsAsked } = start('?zoneId=3&zoneType=1');
    const snap = await settled(actor);
    expect(snap.context.overview?.zone.name).toBe('办公用品专区');
    expect(zonesAsked).toEqual([{ zoneId: 3, welfare: false }]);
    expect(asked).toEqual([
      { zoneId: 3, welfare: false, secondId: null, thirdId: null, brandId: null, area: null, page: 1 },
    ]);
    expect(thirdsAsked).toEqual([]);
  });

  it('is unavailable for a missing zone id and for a zone the server refuses', async () => {
    expect(start('?zoneType=1').actor.getSnapshot().hasTag('unavailable')).toBe(true);
    await waitFor(start('?zoneId=3', null).actor, (s) => s.hasTag('unavailable'));
  });

  it('restores the whole view from the URL: tabs with their third-level list, brand, province and page', async () => {
    const { actor, asked, thirdsAsked, synced } = start(
      '?zoneId=3&cid=11&thCid=111&brand=7&area=北京市&page=2',
    );
    const snap = await settled(actor);
    expect(asked).toEqual([
      { zoneId: 3, welfare: false, secondId: 11, thirdId: 111, brandId: 7, area: '北京市', page: 2 },
    ]);
    expect(thirdsAsked).toEqual([{ parentId: 11, welfare: false }]);
    expect(snap.context.thirds.map((c) => c.cateId)).toEqual([111]);
    expect(snap.context.goods?.records[0]?.skuId).toBe(2);
    expect(synced).toEqual([]);
  });

  it('asks for the welfare goods, categories and brands on a welfare page', async () => {
    const { actor, asked, zonesAsked, thirdsAsked } = start('?id=1001&zoneId=3&cid=11', overview, 45, true);
    await settled(actor);
    expect(zonesAsked).toEqual([{ zoneId: 3, welfare: true }]);
    expect(asked[0]?.welfare).toBe(true);
    expect(thirdsAsked).toEqual([{ parentId: 11, welfare: true }]);
  });

  it('every filter edit re-queries from page 1 and replaces the URL; a page is a new history entry', async () => {
    const { actor, asked, thirdsAsked, synced } = start('?zoneId=3&zoneType=1');
    await settled(actor);
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.context.goods?.records[0]?.skuId === 2);
    expect(synced.at(-1)).toEqual({ query: asked.at(-1), replace: false });

    actor.send({ type: 'second.select', cateId: 11 });
    let snap = await waitFor(
      actor,
      (s) => s.matches({ ready: { goods: 'listing', thirds: 'idle' } }) && s.context.thirds.length > 0,
    );
    expect(thirdsAsked).toEqual([{ parentId: 11, welfare: false }]);
    expect(snap.context.query).toMatchObject({ secondId: 11, thirdId: null, page: 1 });
    expect(synced.at(-1)).toEqual({ query: snap.context.query, replace: true });

    actor.send({ type: 'third.select', cateId: 111 });
    actor.send({ type: 'area.select', area: '北京市' });
    snap = await settled(actor);
    expect(zoneCategoryFilter(asked.at(-1)!)).toBe(111);
    expect(asked.at(-1)).toMatchObject({ area: '北京市', page: 1 });
    expect(synced.at(-1)).toEqual({ query: snap.context.query, replace: true });
    // A brand or province edit keeps the third-level tabs and does not reload them.
    actor.send({ type: 'brand.select', brandId: 7 });
    snap = await settled(actor);
    expect(thirdsAsked).toHaveLength(1);
    expect(snap.context.thirds).toHaveLength(1);
  });

  it('the URL echo of its own change does not load again', async () => {
    const search = '?zoneId=3&zoneType=1';
    const { actor, asked, synced } = start(search);
    await settled(actor);
    actor.send({ type: 'brand.select', brandId: 7 });
    await settled(actor);
    actor.send({ type: 'url.change', query: parseZoneQuery(urlOf(search, synced[0]!.query)) });
    expect(actor.getSnapshot().hasTag('goodsLoading')).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('a URL change from outside (back button) re-queries, reloading the third-level tabs only for a new tab', async () => {
    const { actor, asked, thirdsAsked, synced } = start('?zoneId=3&cid=11&brand=7');
    await settled(actor);
    actor.send({ type: 'url.change', query: parseZoneQuery('?zoneId=3&cid=11') });
    await settled(actor);
    expect(asked.at(-1)).toMatchObject({ secondId: 11, brandId: null });
    expect(thirdsAsked).toEqual([{ parentId: 11, welfare: false }]);

    actor.send({ type: 'url.change', query: parseZoneQuery('?zoneId=3&cid=12') });
    let snap = await settled(actor);
    expect(thirdsAsked.at(-1)).toEqual({ parentId: 12, welfare: false });
    expect(snap.context.thirds.map((c) => c.parentId)).toEqual([12]);

    actor.send({ type: 'url.change', query: parseZoneQuery('?zoneId=3') });
    snap = await settled(actor);
    expect(snap.context.thirds).toEqual([]);
    expect(asked.at(-1)).toMatchObject({ secondId: null, thirdId: null });
    // The zone is the actor's own: a URL naming another zone does not change what it asks for.
    actor.send({ type: 'url.change', query: parseZoneQuery('?zoneId=8&brand=7') });
    await settled(actor);
    expect(asked.at(-1)).toMatchObject({ zoneId: 3, brandId: 7 });
    expect(synced).toEqual([]);
  });

  it('a URL change while the zone loads is what the first goods query asks for', async () => {
    const { actor, asked } = start('?zoneId=3');
    actor.send({ type: 'url.change', query: parseZoneQuery('?zoneId=3&page=3') });
    await settled(actor);
    expect(asked).toEqual([expect.objectContaining({ page: 3 })]);
  });

  it('shows 暂无数据 (empty) when a brand has no goods, and refuses pages out of range', async () => {
    const { actor } = start('?zoneId=3');
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'page.go', page: 3 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'page.go', page: 4 })).toBe(false);
    actor.send({ type: 'brand.select', brandId: 99 });
    await waitFor(actor, (s) => s.hasTag('empty'));
  });
});
