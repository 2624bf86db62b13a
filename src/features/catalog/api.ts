/**
 * The catalogue's requests and, per machine, the actors that run them (`<flow>Actors`). Each use-<flow>.ts
 * hands its machine's actors to its one `.provide()`; views never import this file.
 */
import { fromPromise } from 'xstate';
import type { ComparisonGroup } from '../../../machines/catalog/comparison-result.machine.ts';
import {
  goodsRequest,
  type GoodsHallQuery,
  type GoodsPage,
  type SkuCard,
} from '../../../machines/catalog/goods-hall.types.ts';
import type { CompareDetail } from '../../../machines/catalog/make-comparison.machine.ts';
import type { ProductUserState } from '../../../machines/catalog/product-actions.machine.ts';
import type { CommentPage } from '../../../machines/catalog/product-comments.machine.ts';
import type { ProductDetail } from '../../../machines/catalog/product-detail.machine.ts';
import type { StoreHit } from '../../../machines/catalog/store-search.machine.ts';
import type { WelfareZone } from '../../../machines/catalog/welfare.machine.ts';
import {
  ZONE_PAGE_SIZE,
  zoneCategoryFilter,
  type ZoneCategory,
  type ZoneGoodsQuery,
  type ZoneOverview,
} from '../../../machines/catalog/zone-page.machine.ts';
import type { ZoneSupData } from '../../../machines/catalog/zone-sup.machine.ts';
import type { CompareItem } from '../../../machines/widgets/compare-panel.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import { frontApi, productApi, searchApi } from '../../shared/api/services.ts';

/** A 403 or 404 envelope: the thing does not exist or is not open to the caller. */
const isRefused = (error: unknown) => error instanceof ApiError && (error.code === 403 || error.code === 404);

// ── Goods hall, product page, store search ─────────────────────────────────────────────────────────

/** A page of the goods hall for a query, with brand facets and the category path. */
export async function loadGoods(query: GoodsHallQuery, signal?: AbortSignal): Promise<GoodsPage> {
  const data = unwrap(
    await searchApi.POST('/product/pageListForFront', { body: goodsRequest(query), signal }),
  );
  return { records: data.records, total: data.total, capped: data.capped, facets: data.facets };
}

/** A product page, or null for an unknown SKU (a 404 envelope). */
export async function loadProductDetail(skuId: number, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    return unwrap(await productApi.GET('/product/detail', { params: { query: { skuId } }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** Stores whose name contains `supplierName` (first 50, self-operated first). */
export async function searchStores(
  supplierName: string,
  signal?: AbortSignal,
): Promise<{ records: StoreHit[]; total: number }> {
  const data = unwrap(
    await searchApi.POST('/store/pageListForFront', {
      body: { ...(supplierName ? { supplierName } : {}), current: 1, size: 50 },
      signal,
    }),
  );
  return { records: data.records, total: data.total };
}

export const goodsHallActors = {
  loadGoods: fromPromise<GoodsPage, { query: GoodsHallQuery }>(({ input, signal }) =>
    loadGoods(input.query, signal),
  ),
};

export const productDetailActors = {
  loadProduct: fromPromise<ProductDetail | null, { skuId: number }>(({ input, signal }) =>
    loadProductDetail(input.skuId, signal),
  ),
};

export const storeSearchActors = {
  searchStores: fromPromise<{ records: StoreHit[]; total: number }, { supplierName: string }>(
    ({ input, signal }) => searchStores(input.supplierName, signal),
  ),
};

// ── Product actions and comments ───────────────────────────────────────────────────────────────────

/** Records that the logged-in user viewed the SKU (footprint). */
export async function recordFootprint(skuId: number): Promise<void> {
  unwrap(await productApi.POST('/footprint/add', { body: { skuId } }));
}

/** The caller's favourite, follow and comparison state for a SKU. */
export async function loadProductUserState(skuId: number, signal?: AbortSignal): Promise<ProductUserState> {
  return unwrap(await productApi.GET('/product/userState', { params: { query: { skuId } }, signal }));
}

export async function toggleFavourite(skuId: number): Promise<{ favourited: boolean }> {
  return unwrap(await productApi.POST('/favourite/toggle', { body: { skuId } }));
}

export async function toggleStoreFollow(storeId: number): Promise<{ following: boolean }> {
  return unwrap(await productApi.POST('/store/follow/toggle', { body: { storeId } }));
}

/** Adds the SKU to the comparison list; answers how many SKUs the list then holds. */
export async function addToCompare(skuId: number): Promise<{ count: number }> {
  const list = unwrap(await productApi.POST('/manual-compare-sku/add', { body: { skuId } }));
  return { count: list.length };
}

/** A page of a SKU's comments with the average rating. */
export async function loadComments(
  skuId: number,
  current: number,
  size: number,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const data = unwrap(
    await productApi.POST('/orderComment/shopComments', { body: { skuId, current, size }, signal }),
  );
  return { records: data.records, total: data.total, averageRating: data.averageRating };
}

export const productActionsActors = {
  recordFootprint: fromPromise<unknown, { skuId: number }>(({ input }) => recordFootprint(input.skuId)),
  loadUserState: fromPromise<ProductUserState, { skuId: number }>(({ input, signal }) =>
    loadProductUserState(input.skuId, signal),
  ),
  toggleFavourite: fromPromise<{ favourited: boolean }, { skuId: number }>(({ input }) =>
    toggleFavourite(input.skuId),
  ),
  toggleFollow: fromPromise<{ following: boolean }, { storeId: number }>(({ input }) =>
    toggleStoreFollow(input.storeId),
  ),
  addCompare: fromPromise<{ count: number }, { skuId: number }>(({ input }) => addToCompare(input.skuId)),
};

export const productCommentsActors = {
  loadComments: fromPromise<CommentPage, { skuId: number; current: number; size: number }>(
    ({ input, signal }) => loadComments(input.skuId, input.current, input.size, signal),
  ),
};

// ── Welfare ────────────────────────────────────────────────────────────────────────────────────────

/** The menu zones of the shop that hold welfare goods (spec §2 welfare variants). */
export async function loadWelfareZones(signal?: AbortSignal): Promise<WelfareZone[]> {
  const zones = unwrap(await frontApi.POST('/zone/queryAllShopZoneList', { body: { isWelfare: 1 }, signal }));
  return zones.map(({ id, name, zoneType, activity }) => ({
    id,
    name,
    zoneType,
    activity: activity ?? null,
  }));
}

/** The logged-in user's welfare points (spec §7 /welfare/score/getuserscore). */
export async function loadWelfareScore(signal?: AbortSignal): Promise<number> {
  return unwrap(await frontApi.POST('/welfare/score/getuserscore', { body: {}, signal })).score;
}

export const welfareActors = {
  loadWelfareZones: fromPromise<WelfareZone[], void>(({ signal }) => loadWelfareZones(signal)),
  loadWelfareScore: fromPromise<number, void>(({ signal }) => loadWelfareScore(signal)),
};

// ── Zones ──────────────────────────────────────────────────────────────────────────────────────────

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
    if (isRefused(error)) return null;
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

export const zonePageActors = {
  loadZone: fromPromise<ZoneOverview | null, { zoneId: number; welfare: boolean }>(({ input, signal }) =>
    loadZone(input.zoneId, input.welfare, signal),
  ),
  loadZoneGoods: fromPromise<{ records: SkuCard[]; total: number }, { query: ZoneGoodsQuery }>(
    ({ input, signal }) => loadZoneGoods(input.query, signal),
  ),
  loadThirds: fromPromise<ZoneCategory[], { zoneId: number; parentId: number; welfare: boolean }>(
    ({ input, signal }) => loadZoneThirds(input.zoneId, input.parentId, input.welfare, signal),
  ),
};

export const zoneSupActors = {
  loadSupZone: fromPromise<ZoneSupData, { zoneId: number | null }>(({ input, signal }) =>
    loadSupZone(input.zoneId, signal),
  ),
};

// ── Comparison ─────────────────────────────────────────────────────────────────────────────────────

/** The first 20 goods on sale whose name contains the keyword (all goods for an empty keyword). */
export async function searchComparisonGoods(
  keyword: string,
  signal?: AbortSignal,
): Promise<{ records: SkuCard[]; total: number }> {
  const data = unwrap(
    await searchApi.POST('/product/pageListForFront', {
      body: { ...(keyword ? { pn: keyword } : {}), current: 1, size: 20 },
      signal,
    }),
  );
  return { records: data.records, total: data.total };
}

export async function loadComparisonList(): Promise<CompareItem[]> {
  return unwrap(await productApi.GET('/manual-compare-sku/list', {}));
}

export async function addComparisonItem(skuId: number): Promise<CompareItem[]> {
  return unwrap(await productApi.POST('/manual-compare-sku/add', { body: { skuId } }));
}

export async function removeComparisonItem(skuId: number): Promise<CompareItem[]> {
  return unwrap(await productApi.POST('/manual-compare-sku/delete', { body: { skuId } }));
}

/** The compared SKUs with their specs, for the side-by-side view. */
export async function loadCompareDetails(signal?: AbortSignal): Promise<CompareDetail[]> {
  return unwrap(await productApi.GET('/manual-compare-sku/detail', { signal }));
}

/** A comparison zone's products with every supplier's offer; null when the zone is unknown or refused. */
export async function loadComparisonResult(
  zoneId: number,
  signal?: AbortSignal,
): Promise<ComparisonGroup[] | null> {
  try {
    return unwrap(await frontApi.POST('/zone/queryComparisonResult', { body: { zoneId }, signal }));
  } catch (error) {
    if (isRefused(error)) return null;
    throw error;
  }
}

export const comparisonSearchActors = {
  searchGoods: fromPromise<{ records: SkuCard[]; total: number }, { keyword: string }>(({ input, signal }) =>
    searchComparisonGoods(input.keyword, signal),
  ),
  loadCompareList: fromPromise<CompareItem[], void>(() => loadComparisonList()),
  addCompareItem: fromPromise<CompareItem[], { skuId: number }>(({ input }) =>
    addComparisonItem(input.skuId),
  ),
  removeCompareItem: fromPromise<CompareItem[], { skuId: number }>(({ input }) =>
    removeComparisonItem(input.skuId),
  ),
};

export const makeComparisonActors = {
  loadCompareDetails: fromPromise<CompareDetail[], void>(({ signal }) => loadCompareDetails(signal)),
};

export const comparisonResultActors = {
  loadComparison: fromPromise<ComparisonGroup[] | null, { zoneId: number }>(({ input, signal }) =>
    loadComparisonResult(input.zoneId, signal),
  ),
};
