import { goodsRequest, type GoodsHallQuery, type GoodsPage } from '../../machines/goods-hall.types.ts';
import type { ProductDetail } from '../../machines/product-detail.machine.ts';
import type { StoreHit } from '../../machines/store-search.machine.ts';
import { unwrap } from './client.ts';
import { ApiError } from './middleware.ts';
import { productApi, searchApi } from './services.ts';

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
