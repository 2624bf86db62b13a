import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SkuCard } from '../../machines/goods-hall.types.ts';
import {
  zoneCategoryFilter,
  zonePageMachine,
  type ZoneGoodsQuery,
  type ZoneOverview,
} from '../../machines/zone-page.machine.ts';

const sku = (skuId: number): SkuCard => ({
  skuId,
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
  seconds: [{ cateId: 11, cateName: '书写工具', parentId: 1, level: 2, skuCount: 30 }],
  brands: [{ brandId: 7, brandName: '得力', skuCount: 12 }],
};

function start(zoneId: number, zone: ZoneOverview | null = overview, total = 45) {
  const asked: ZoneGoodsQuery[] = [];
  const thirdsAsked: number[] = [];
  const machine = zonePageMachine.provide({
    actors: {
      loadZone: fromPromise(async () => zone),
      loadZoneGoods: fromPromise(async ({ input }) => {
        asked.push(input.query);
        if (input.query.brandId === 99) return { records: [], total: 0 };
        return { records: [sku(input.query.page)], total };
      }),
      loadThirds: fromPromise(async ({ input }) => {
        thirdsAsked.push(input.parentId);
        return [{ cateId: 111, cateName: '签字笔', parentId: input.parentId, level: 3, skuCount: 9 }];
      }),
    },
  });
  return { actor: createActor(machine, { input: { zoneId } }).start(), asked, thirdsAsked };
}

describe('zone page machine', () => {
  it('loads the zone, then its first page of goods', async () => {
    const { actor, asked } = start(3);
    const snap = await waitFor(actor, (s) => s.matches({ ready: { goods: 'listing' } }));
    expect(snap.context.overview?.zone.name).toBe('办公用品专区');
    expect(asked).toEqual([{ zoneId: 3, secondId: null, thirdId: null, brandId: null, page: 1 }]);
  });

  it('is unavailable for a missing zone id and for a zone the server refuses', async () => {
    expect(start(Number.NaN).actor.getSnapshot().hasTag('unavailable')).toBe(true);
    await waitFor(start(3, null).actor, (s) => s.hasTag('unavailable'));
  });

  it('a second-level tab loads its third-level tabs and filters the goods from page 1', async () => {
    const { actor, asked, thirdsAsked } = start(3);
    await waitFor(actor, (s) => s.matches({ ready: { goods: 'listing' } }));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.context.goods?.records[0]?.skuId === 2);
    actor.send({ type: 'second.select', cateId: 11 });
    const snap = await waitFor(
      actor,
      (s) => s.matches({ ready: { goods: 'listing', thirds: 'idle' } }) && s.context.thirds.length > 0,
    );
    expect(thirdsAsked).toEqual([11]);
    expect(snap.context.query).toMatchObject({ secondId: 11, thirdId: null, page: 1 });
    actor.send({ type: 'third.select', cateId: 111 });
    await waitFor(
      actor,
      (s) => s.matches({ ready: { goods: 'listing' } }) && s.context.query.thirdId === 111,
    );
    expect(zoneCategoryFilter(asked.at(-1)!)).toBe(111);
  });

  it('shows 暂无数据 (empty) when a brand has no goods, and refuses pages out of range', async () => {
    const { actor } = start(3);
    await waitFor(actor, (s) => s.matches({ ready: { goods: 'listing' } }));
    expect(actor.getSnapshot().can({ type: 'page.go', page: 3 })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'page.go', page: 4 })).toBe(false);
    actor.send({ type: 'brand.select', brandId: 99 });
    await waitFor(actor, (s) => s.hasTag('empty'));
  });
});
