import type { components } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectSecondCategories, selectTopCategories } from './floors.repo.ts';
import { searchSkus, type SkuHit } from './skus.service.ts';

/** Top categories shown as floors on the home page (spec §2 /{domain}/index). */
export const FLOOR_COUNT = 6;
/** Goods in the home page's 热销商品 list. */
export const HOT_GOODS_COUNT = 10;

/** One product floor: a top category, its second-level categories and its best sellers. */
export type Floor = components['schemas']['Floor'];

/**
 * The home page's floors and hot goods in one answer: for each of the first {@link FLOOR_COUNT} top
 * categories (menu order), its second-level categories and its `size` best-selling SKUs on sale; and
 * the shop's {@link HOT_GOODS_COUNT} best sellers. Floors without goods are left out.
 */
export async function homeFloors(
  q: Queryable,
  size: number,
): Promise<{ floors: Floor[]; hotGoods: SkuHit[] }> {
  const tops = await selectTopCategories(q, FLOOR_COUNT);
  const seconds = await selectSecondCategories(
    q,
    tops.map((t) => t.cateId),
  );
  const floors: Floor[] = [];
  for (const top of tops) {
    const page = await searchSkus(q, { categoryIds: [top.cateId], sort: 'sales', current: 1, size });
    if (!page.records.length) continue;
    floors.push({
      ...top,
      children: seconds
        .filter((s) => s.parentId === top.cateId)
        .map(({ cateId, cateName }) => ({ cateId, cateName })),
      goods: page.records,
    });
  }
  const hot = await searchSkus(q, { sort: 'sales', current: 1, size: HOT_GOODS_COUNT });
  return { floors, hotGoods: hot.records };
}
