import type { HomeFloorsContent } from '../../../machines/home/home-floors.machine.ts';
import type { HomeContent } from '../../../machines/home/home.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { frontApi, productApi, searchApi, websiteManageApi } from '../../shared/api/services.ts';

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

/** Everything the home page shows besides the shell, loaded in parallel. */
export async function loadHome(signal?: AbortSignal): Promise<HomeContent> {
  const [config, categories, hot, banners] = await Promise.all([
    frontApi.POST('/webConfig/queryWebConfig', { body: { configType: 3 }, signal }).then(unwrap),
    productApi.POST('/category/front/getMallFrontCategory', { body: {}, signal }).then(unwrap),
    searchApi.POST('/hotSearch/pageListForFront', { body: { isFront: 1, type: 0 }, signal }).then(unwrap),
    frontApi.POST('/banner/pageListForFront', { body: { position: 1 }, signal }).then(unwrap),
  ]);
  return {
    welcome: config.welcomeCn ?? '',
    title: config.titleContentCn ?? '',
    copyright: config.copyrightCn ?? '',
    categories: categories.map((c) => ({
      id: c.cateId,
      name: c.cateName,
      icon: c.icon,
      children: c.childCateList.map((s) => ({ id: s.cateId, name: s.cateName })),
    })),
    hotWords: hot.records.map((r) => r.title),
    banners: banners.records.map((b) => ({ id: b.id, title: b.title, imgUrl: b.imgUrl, linkUrl: b.linkUrl })),
  };
}
