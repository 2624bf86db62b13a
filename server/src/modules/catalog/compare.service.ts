import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  deleteCompareSku,
  insertIntoFreeSlot,
  lockUser,
  selectCompareItems,
  selectCompareState,
} from './compare.repo.ts';

/** Most SKUs a comparison list holds (spec §5, §9). The table's slot CHECK enforces the same number. */
export const COMPARE_MAX = 4;

/** One entry of the comparison panel (spec §3 "Comparison item"). */
export type CompareItem = components['schemas']['CompareItem'];

/** The user's comparison list, in the order the SKUs were added. */
export async function listCompare(q: Queryable, userId: number): Promise<CompareItem[]> {
  return selectCompareItems(q, userId);
}

/**
 * Adds a SKU to the user's list. Adds of one user queue on that user's row (so concurrent adds each see
 * the slots the earlier ones took), then one conditional insert takes the lowest free slot of four; the
 * unique (user, slot) key is the last wall, so the list can never exceed {@link COMPARE_MAX}. Adding a
 * SKU already listed changes nothing.
 */
export async function addCompare(q: Queryable, userId: number, skuId: number): Promise<CompareItem[]> {
  await lockUser(q, userId);
  // A second round covers a slot freed by a concurrent delete between our pick and our insert.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await insertIntoFreeSlot(q, userId, skuId, COMPARE_MAX)) return listCompare(q, userId);
    const s = await selectCompareState(q, userId, skuId);
    if (!s.known) throw notFound('商品不存在或已删除');
    if (s.listed) return listCompare(q, userId);
    if (s.used >= COMPARE_MAX) throw badRequest(`对比栏最多添加${COMPARE_MAX}件商品`);
  }
  throw badRequest('对比栏正忙，请稍后重试');
}

/** Removes a SKU from the user's list; removing one that is not listed changes nothing. */
export async function deleteCompare(q: Queryable, userId: number, skuId: number): Promise<CompareItem[]> {
  await deleteCompareSku(q, userId, skuId);
  return listCompare(q, userId);
}
