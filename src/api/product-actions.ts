import type { CommentPage } from '../../machines/product-comments.machine.ts';
import type { ProductUserState } from '../../machines/product-actions.machine.ts';
import { unwrap } from './client.ts';
import { productApi } from './services.ts';

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
