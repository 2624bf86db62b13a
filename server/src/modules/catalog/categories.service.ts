import type { components } from '../../../../openapi/generated/product.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { selectCategories } from './categories.repo.ts';

/** A storefront category node (spec §3 "Category node"). */
export type CategoryNode = components['schemas']['CategoryNode'];

/**
 * The category tree below `parentId` (the whole tree from the top level when null). The tenant's tree is
 * built once and kept in memory until a category changes on any API node (platform/cache.ts); an
 * unknown parent has no children.
 */
export async function categoryTree(
  cached: RequestContext['cached'],
  parentId: number | null,
): Promise<CategoryNode[]> {
  const children = await cached('categoryTree', ['category'], (read) => read(buildTree));
  return children.get(parentId && parentId > 0 ? parentId : null) ?? [];
}

/** Every category's children (null: the top level), each node with its whole subtree, in menu order. */
async function buildTree(
  q: Parameters<typeof selectCategories>[0],
): Promise<Map<number | null, CategoryNode[]>> {
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
  for (const nodes of byParent.values())
    for (const node of nodes) node.childCateList = byParent.get(node.cateId) ?? [];
  return byParent;
}
