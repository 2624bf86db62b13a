import type { Queryable } from '../../platform/db/database.ts';

/** The given categories, top level first: the breadcrumb of a goods hall page. */
export async function selectCategoryPath(q: Queryable, categoryIds: number[]) {
  const { rows } = await q.query<{ cateId: number; cateName: string; level: number }>(
    `SELECT id AS "cateId", name AS "cateName", level FROM category
          WHERE id = ANY($1::bigint[]) ORDER BY level, id`,
    [categoryIds],
  );
  return rows;
}
