import type { HomeContent, ShopSummary } from '../../machines/home.machine.ts';
import { unwrap } from './client.ts';
import { ApiError } from './middleware.ts';
import { frontApi, productApi, searchApi } from './services.ts';

/** The shop for a domain, or null when no shop has it (spec §4: the guard then goes to /404-project). */
export async function resolveShop(domain: string, signal?: AbortSignal): Promise<ShopSummary | null> {
  try {
    const shop = unwrap(await frontApi.POST('/shop/getShopIdByDomain', { body: { domain }, signal }));
    return { shopId: shop.shopId, shopName: shop.shopName };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** Everything the home page shows, loaded in parallel. */
export async function loadHome(signal?: AbortSignal): Promise<HomeContent> {
  const [config, categories, hot, banners] = await Promise.all([
    frontApi.POST('/webConfig/queryWebConfig', { body: { configType: 3 }, signal }).then(unwrap),
    productApi.POST('/category/front/getMallFrontCategory', { body: {}, signal }).then(unwrap),
    searchApi.POST('/hotSearch/pageListForFront', { body: { isFront: 1, type: 0 }, signal }).then(unwrap),
    frontApi.POST('/banner/pageListForFront', { body: { position: 1 }, signal }).then(unwrap),
  ]);
  return {
    welcome: config.welcomeCn,
    title: config.titleContentCn,
    copyright: config.copyrightCn,
    categories: categories.map((c) => ({
      id: c.cateId,
      name: c.cateName,
      icon: c.icon,
      children: c.childCateList.map((s) => ({ id: s.cateId, name: s.cateName })),
    })),
    hotWords: hot.records.map((r) => r.title),
    banners: banners.records.map((b) => ({ id: b.id, title: b.title, imgUrl: b.imgUrl })),
  };
}
