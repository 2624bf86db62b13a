import type { HomeFloorsContent } from '../../../machines/home/home-floors.machine.ts';
import type { HomeContent } from '../../../machines/home/home.machine.ts';
import type { components } from '../../../openapi/generated/front.ts';
import { SERVICE_PREFIX, unwrap } from '../../shared/api/client.ts';
import { takeFirstViewData } from '../../shared/api/first-view.ts';
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
  return homeContentOf(unwrap(await frontApi.POST('/banner/pageListForFront', { body: BANNERS, signal })));
}

/** The home carousel's banners (position 1). */
const BANNERS = { position: 1 } as const;

/**
 * The home page's content from the answers its HTML holds (the server's first view), or null: the page's
 * first render then shows the banners, which paint largest (issue #20), in the same frame as the shell.
 */
export function firstViewHome(shopId: string): HomeContent | null {
  const banners = takeFirstViewData(
    shopId,
    'POST',
    `${SERVICE_PREFIX.front}/banner/pageListForFront`,
    BANNERS,
  );
  return banners ? homeContentOf(banners as BannerPage) : null;
}

type BannerPage = { records: Array<components['schemas']['Banner']> };

function homeContentOf(banners: BannerPage): HomeContent {
  return {
    banners: banners.records.map((b) => ({ id: b.id, title: b.title, imgUrl: b.imgUrl, linkUrl: b.linkUrl })),
  };
}
