import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { COMPARE_MAX } from './compare.service.ts';
import {
  deleteFavourite,
  deleteStoreFollow,
  insertFavourite,
  insertStoreFollow,
  selectFootprints,
  selectUserState,
  upsertFootprint,
} from './product-actions.repo.ts';

/** What the product page shows for the caller (spec §2 detail: 收藏, 关注店铺, 加入对比). */
export type ProductUserState = components['schemas']['ProductUserState'];

/** A recently viewed product (footprint). */
export type Footprint = components['schemas']['Footprint'];

/**
 * Adds the SKU to the user's favourites, or removes it when it is there. One delete decides the
 * direction; the unique (user, sku) key makes a concurrent second add a no-op.
 */
export async function toggleFavourite(
  q: Queryable,
  userId: number,
  skuId: number,
): Promise<{ favourited: boolean }> {
  if (await deleteFavourite(q, userId, skuId)) return { favourited: false };
  if (!(await insertFavourite(q, userId, skuId))) throw notFound('商品不存在或已删除');
  return { favourited: true };
}

/** Follows the store, or unfollows it when followed (same rule as {@link toggleFavourite}). */
export async function toggleStoreFollow(
  q: Queryable,
  userId: number,
  storeId: number,
): Promise<{ following: boolean }> {
  if (await deleteStoreFollow(q, userId, storeId)) return { following: false };
  if (!(await insertStoreFollow(q, userId, storeId))) throw notFound('店铺不存在');
  return { following: true };
}

/** The caller's favourite, follow and comparison state for a SKU's page. */
export async function productUserState(
  q: Queryable,
  userId: number,
  skuId: number,
): Promise<ProductUserState> {
  const row = await selectUserState(q, userId, skuId);
  if (!row?.known) throw notFound('商品不存在或已删除');
  return {
    favourited: row.favourited,
    following: row.following,
    compared: row.compared,
    compareCount: Math.min(row.compareCount, COMPARE_MAX),
  };
}

/** Records that the user viewed the SKU: one row per user and SKU, its time moved to now. */
export async function addFootprint(q: Queryable, userId: number, skuId: number): Promise<{ skuId: number }> {
  if (!(await upsertFootprint(q, userId, skuId))) throw notFound('商品不存在或已删除');
  return { skuId };
}

/** The user's 50 most recently viewed SKUs, newest first. */
export async function listFootprints(q: Queryable, userId: number): Promise<Footprint[]> {
  return selectFootprints(q, userId);
}
