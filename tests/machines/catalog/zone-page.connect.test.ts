import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import type { SkuCard } from '../../../machines/catalog/goods-hall.types.ts';
import { connect } from '../../../machines/catalog/zone-page.connect.ts';
import {
  parseZoneQuery,
  zonePageMachine,
  type ZoneCategory,
  type ZoneGoodsQuery,
  type ZoneOverview,
  type ZoneSyncUrlParams,
} from '../../../machines/catalog/zone-page.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { skuCard } from './connect-fixtures.ts';

const overview: ZoneOverview = {
  zone: { id: 3, name: '办公用品专区', zoneType: 1, activity: null },
  seconds: [
    { cateId: 11, cateName: '书写工具', parentId: 1, level: 2, skuCount: 30 },
    { cateId: 12, cateName: '纸张本册', parentId: 1, level: 2, skuCount: 15 },
  ],
  brands: [{ brandId: 7, brandName: '得力', skuCount: 12 }],
  areas: [{ area: '北京市', supplierCount: 3 }],
};

const thirds: ZoneCategory[] = [{ cateId: 111, cateName: '签字笔', parentId: 11, level: 3, skuCount: 9 }];

const goods = (total: number) => ({ records: [skuCard(1)], total });

/** The zone page of a URL with loaders the test answers, a recorded `syncUrl`, and the view's API. */
function zone(search: string) {
  const env = controllableActors();
  const synced: ZoneSyncUrlParams[] = [];
  const machine = zonePageMachine.provide({
    actors: {
      loadZone: env.actor<ZoneOverview | null, { zoneId: number; welfare: boolean }>('loadZone'),
      loadZoneGoods: env.actor<{ records: SkuCard[]; total: number }, { query: ZoneGoodsQuery }>(
        'loadZoneGoods',
      ),
      loadThirds: env.actor<ZoneCategory[], { zoneId: number; parentId: number; welfare: boolean }>(
        'loadThirds',
      ),
    },
    actions: { syncUrl: (_, params) => void synced.push(params) },
  });
  const actor = createActor(machine, { input: { query: parseZoneQuery(search) } }).start();
  const sent: Array<EventFrom<typeof zonePageMachine>> = [];
  const view = () =>
    connect(actor.getSnapshot(), (event) => {
      sent.push(event);
      actor.send(event);
    });
  return { env, synced, sent, view };
}

describe('zone page view API', () => {
  it('shows the zone loading, then its name, tabs and filters with the URL choices marked', async () => {
    const { env, view } = zone('?zoneId=3&cid=11&brand=7&isWelfare=1');
    expect(view()).toMatchObject({ isLoading: true, loadFailed: false, isWelfare: true, zoneId: 3 });
    await env.resolve('loadZone', overview);
    const api = view();
    expect(api).toMatchObject({
      isLoading: false,
      loadFailed: false,
      zoneName: '办公用品专区',
      allSecondsSelected: false,
      brandId: 7,
      area: null,
      goodsLoading: true,
      goodsTotal: null,
    });
    expect(api.seconds.map((s) => [s.cateName, s.selected])).toEqual([
      ['书写工具', true],
      ['纸张本册', false],
    ]);
    expect(api.brands).toEqual(overview.brands);
    expect(api.areas).toEqual(overview.areas);
  });

  it('shows the third-level tabs of the chosen second-level one', async () => {
    const { env, view } = zone('?zoneId=3&cid=11&thCid=111');
    await env.resolve('loadZone', overview);
    expect(view().thirds).toEqual([]);
    await env.resolve('loadThirds', thirds);
    expect(view()).toMatchObject({ allThirdsSelected: false });
    expect(view().thirds).toEqual([{ cateId: 111, cateName: '签字笔', selected: true }]);
  });

  it('re-queries for another tab, not for the tab already chosen', async () => {
    const { env, synced, sent, view } = zone('?zoneId=3');
    await env.resolve('loadZone', overview);
    await env.resolve('loadZoneGoods', goods(45));
    expect(view()).toMatchObject({ allSecondsSelected: true, goodsLoading: false, goodsTotal: 45 });
    view().selectSecond(null);
    expect(sent).toEqual([]);
    view().selectSecond(12);
    expect(view()).toMatchObject({ goodsLoading: true, allSecondsSelected: false });
    expect(synced.at(-1)).toMatchObject({ replace: true, query: { secondId: 12, page: 1 } });
    view().selectThird(null);
    expect(sent).toHaveLength(1);
  });

  it('narrows by brand and province', async () => {
    const { env, synced, view } = zone('?zoneId=3');
    await env.resolve('loadZone', overview);
    view().selectBrand(7);
    view().selectArea('北京市');
    expect(view()).toMatchObject({ brandId: 7, area: '北京市' });
    expect(synced.at(-1)?.query).toMatchObject({ brandId: 7, area: '北京市' });
  });

  it('offers only the pages that exist, keeping the goods shown while the next page loads', async () => {
    const { env, view } = zone('?zoneId=3');
    await env.resolve('loadZone', overview);
    await env.resolve('loadZoneGoods', goods(45));
    expect(view().pageCount).toBe(3);
    expect([1, 2, 3, 4].map((p) => view().canGoToPage(p))).toEqual([false, true, true, false]);
    view().goToPage(3);
    expect(view()).toMatchObject({ page: 3, goodsLoading: true, goodsTotal: 45 });
    expect(view().records).toHaveLength(1);
  });

  it('says when the zone has no goods for the filters, and retries failed goods', async () => {
    const { env, view } = zone('?zoneId=3');
    await env.resolve('loadZone', overview);
    await env.resolve('loadZoneGoods', { records: [], total: 0 });
    expect(view()).toMatchObject({ goodsEmpty: true, goodsTotal: 0 });
    view().selectBrand(7);
    await env.reject('loadZoneGoods');
    expect(view()).toMatchObject({ goodsFailed: true, goodsLoading: false });
    view().retryGoods();
    expect(view()).toMatchObject({ goodsFailed: false, goodsLoading: true });
  });

  it('shows a zone the caller may not open, or a malformed zoneId, as unavailable', async () => {
    expect(zone('?zoneId=abc').view()).toMatchObject({
      isUnavailable: true,
      isLoading: false,
      loadFailed: false,
    });
    const refused = zone('?zoneId=3');
    await refused.env.resolve('loadZone', null);
    expect(refused.view()).toMatchObject({ isUnavailable: true, loadFailed: false });
  });

  it('offers a retry when the zone fails to load', async () => {
    const { env, view } = zone('?zoneId=3');
    await env.reject('loadZone');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false, isUnavailable: false });
    view().retryZone();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
