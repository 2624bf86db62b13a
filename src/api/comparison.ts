import type { CompareItem } from '../../machines/compare-panel.machine.ts';
import type { ComparisonGroup } from '../../machines/comparison-result.machine.ts';
import type { SkuCard } from '../../machines/goods-hall.types.ts';
import type { CompareDetail } from '../../machines/make-comparison.machine.ts';
import { unwrap } from './client.ts';
import { ApiError } from './middleware.ts';
import { frontApi, productApi, searchApi } from './services.ts';

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
    if (error instanceof ApiError && (error.code === 403 || error.code === 404)) return null;
    throw error;
  }
}
