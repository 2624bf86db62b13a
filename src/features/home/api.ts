import type { HomeFloorsContent } from '../../../machines/home/home-floors.machine.ts';
import type { HomeContent } from '../../../machines/home/home.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { frontApi, searchApi, websiteManageApi } from '../../shared/api/services.ts';

/** Floors and hot goods in one call and the shop's five latest notices (the zones are the shell's). */
export async function loadHomeFloors(size: number, signal?: AbortSignal): Promise<HomeFloorsContent> {
  const [floors, notices] = await Promise.all([
    searchApi.POST('/product/floorsForFront', { body: { size }, signal }).then(unwrap),
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
    notices: notices.map((n) => ({ id: n.id, title: n.title, publishedAt: n.publishedAt })),
  };
}

/**
 * The home page's own content: its banners. Web config, categories and hot words are the route guard's
 * and the shell data's, which already loaded them for this page view.
 */
export async function loadHome(signal?: AbortSignal): Promise<HomeContent> {
  const banners = unwrap(await frontApi.POST('/banner/pageListForFront', { body: { position: 1 }, signal }));
  return {
    banners: banners.records.map((b) => ({ id: b.id, title: b.title, imgUrl: b.imgUrl, linkUrl: b.linkUrl })),
  };
}
