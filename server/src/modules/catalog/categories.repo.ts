import type { Queryable } from '../../platform/db/database.ts';

/** Every category of the tenant, level by level, in menu order. */
export async function selectCategories(q: Queryable) {
  const { rows } = await q.query<{
    id: number;
    parentId: number | null;
    name: string;
    icon: string;
    level: number;
  }>(`SELECT id, parent_id AS "parentId", name, icon, level FROM category ORDER BY level, sort, id`);
  return rows;
}
