import type { SkuCard } from '../../machines/goods-hall.types.ts';
import {
  ZONE_PAGE_SIZE,
  zoneCategoryFilter,
  type ZoneCategory,
  type ZoneGoodsQuery,
  type ZoneOverview,
} from '../../machines/zone-page.machine.ts';
import type { ZoneSupData } from '../../machines/zone-sup.machine.ts';
import { unwrap } from './client.ts';
import { ApiError } from './middleware.ts';
import { frontApi } from './services.ts';

const welfareFlag = (welfare: boolean) => (welfare ? { isWelfare: 1 as const } : {});

/**
 * The zone with its second-level categories, brands and supplier provinces (of its welfare goods when
 * `welfare`); null when it is unknown or not open to the caller.
 */
export async function loadZone(
  zoneId: number,
  welfare: boolean,
  signal?: AbortSignal,
): Promise<ZoneOverview | null> {
  const only = welfareFlag(welfare);
  try {
    const [zone, seconds, brands, areas] = await Promise.all([
      frontApi.POST('/zone/queryShopZone', { body: { zoneId }, signal }).then(unwrap),
      frontApi
        .POST('/zone/querySecondCategoryList', { body: { zoneId, size: 20, current: 1, ...only }, signal })
        .then(unwrap),
      frontApi.POST('/zone/queryBrandList', { body: { zoneId, ...only }, signal }).then(unwrap),
      frontApi.POST('/zone/queryAddressList', { body: { zoneId, ...only }, signal }).then(unwrap),
    ]);
    return { zone, seconds, brands, areas };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 403 || error.code === 404)) return null;
    throw error;
  }
}

/** A page of the zone's goods for the chosen tabs, brand and province. */
export async function loadZoneGoods(
  query: ZoneGoodsQuery,
  signal?: AbortSignal,
): Promise<{ records: SkuCard[]; total: number }> {
  const data = unwrap(
    await frontApi.POST('/zone/queryFrontendZoneSkuList', {
      body: {
        zoneId: query.zoneId,
        current: query.page,
        size: ZONE_PAGE_SIZE,
        cateId: zoneCategoryFilter(query),
        brandId: query.brandId,
        area: query.area,
        ...welfareFlag(query.welfare),
      },
      signal,
    }),
  );
  return { records: data.records, total: data.total };
}

/** The third-level categories of the zone below one second-level category. */
export async function loadZoneThirds(
  zoneId: number,
  parentId: number,
  welfare: boolean,
  signal?: AbortSignal,
): Promise<ZoneCategory[]> {
  return unwrap(
    await frontApi.POST('/zone/queryThrCategoryList', {
      body: { zoneId, parentId, size: 20, current: 1, ...welfareFlag(welfare) },
      signal,
    }),
  );
}

/** The supplier zone: its banners and suppliers (of one zone when `zoneId` is given). */
export async function loadSupZone(zoneId: number | null, signal?: AbortSignal): Promise<ZoneSupData> {
  const [banners, suppliers] = await Promise.all([
    frontApi.POST('/zone/querySupZoneBannerList', { body: {}, signal }).then(unwrap),
    frontApi.POST('/zone/querySupZoneSupDic', { body: zoneId ? { zoneId } : {}, signal }).then(unwrap),
  ]);
  return { banners, suppliers };
}
