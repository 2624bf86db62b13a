import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import {
  deleteAllFootprints,
  deleteFootprintRow,
  selectFavouritePage,
  selectFollowedStorePage,
} from './collections.repo.ts';
import { deleteFavourite, deleteStoreFollow } from './product-actions.repo.ts';

/** 我的收藏 (spec §2 uc-collection): a page of favourite goods. */
export type FavouritePage = components['schemas']['FavouritePage'];
/** 关注的店铺: a page of followed stores. */
export type FollowedStorePage = components['schemas']['FollowedStorePage'];

/** A page of the user's favourite goods, newest first; off-shelf goods stay listed (onSale false). */
export async function favouritePage(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<FavouritePage> {
  return { ...(await selectFavouritePage(q, userId, current, size)), current, size };
}

/** A page of the stores the user follows, newest first. */
export async function followedStorePage(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<FollowedStorePage> {
  return { ...(await selectFollowedStorePage(q, userId, current, size)), current, size };
}

/** 取消收藏 from the list: removing a SKU that is not a favourite (any more) is a no-op. */
export async function removeFavourite(q: Queryable, userId: number, skuId: number) {
  return { removed: await deleteFavourite(q, userId, skuId) };
}

/** 取消关注 from the list: unfollowing a store not followed is a no-op. */
export async function removeStoreFollow(q: Queryable, userId: number, storeId: number) {
  return { removed: await deleteStoreFollow(q, userId, storeId) };
}

/** Removes one footprint (a SKU not there is a no-op). */
export async function removeFootprint(q: Queryable, userId: number, skuId: number) {
  return { removed: await deleteFootprintRow(q, userId, skuId) };
}

/** Clears the user's footprints; how many were removed. */
export async function clearFootprints(q: Queryable, userId: number) {
  return { removed: await deleteAllFootprints(q, userId) };
}
