import type { HomeFloorsContent } from '../../machines/home-floors.machine.ts';
import { unwrap } from './client.ts';
import { frontApi, searchApi, websiteManageApi } from './services.ts';

/** Floors and hot goods in one call, the shop's zones and its five latest notices. */
export async function loadHomeFloors(size: number, signal?: AbortSignal): Promise<HomeFloorsContent> {
  const [floors, zones, notices] = await Promise.all([
    searchApi.POST('/product/floorsForFront', { body: { size }, signal }).then(unwrap),
    frontApi.POST('/zone/queryAllShopZoneList', { body: {}, signal }).then(unwrap),
    websiteManageApi
      .GET('/notice/page', { params: { query: { current: 1, size: 5 } }, signal })
      .then(unwrap)
      .then((page) => page.records)
      // Notices are a side column: the floors still show when they cannot load.
      .catch(() => []),
  ]);
  return {
    floors: floors.floors,
    hotGoods: floors.hotGoods,
    zones,
    notices: notices.map((n) => ({ id: n.id, title: n.title, publishedAt: n.publishedAt })),
  };
}
