import type { components } from '../../../../openapi/generated/product.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectCategories } from './categories.repo.ts';

/** A storefront category node (spec §3 "Category node"). */
export type CategoryNode = components['schemas']['CategoryNode'];

/** The category tree below `parentId` (the whole tree from the top level when null). */
export async function categoryTree(q: Queryable, parentId: number | null): Promise<CategoryNode[]> {
  const rows = await selectCategories(q);
  const byParent = new Map<number | null, CategoryNode[]>();
  for (const r of rows) {
    const node: CategoryNode = {
      cateId: r.id,
      cateName: r.name,
      icon: r.icon,
      level: r.level,
      childCateList: [],
    };
    const siblings = byParent.get(r.parentId) ?? [];
    siblings.push(node);
    byParent.set(r.parentId, siblings);
  }
  const attach = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.map((n) => ({ ...n, childCateList: attach(byParent.get(n.cateId) ?? []) }));
  return attach(byParent.get(parentId && parentId > 0 ? parentId : null) ?? []);
}
