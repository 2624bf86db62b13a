import type { Queryable } from '../../platform/db/database.ts';

/** The first `count` top-level categories, in menu order. */
export async function selectTopCategories(q: Queryable, count: number) {
  const { rows: tops } = await q.query<{ cateId: number; cateName: string }>(
    `SELECT id AS "cateId", name AS "cateName" FROM category WHERE level = 1 ORDER BY sort, id LIMIT $1`,
    [count],
  );
  return tops;
}

/** The second-level categories below the given top-level ones, in menu order. */
export async function selectSecondCategories(q: Queryable, parentIds: number[]) {
  const { rows: seconds } = await q.query<{ parentId: number; cateId: number; cateName: string }>(
    `SELECT parent_id AS "parentId", id AS "cateId", name AS "cateName" FROM category
      WHERE level = 2 AND parent_id = ANY($1::bigint[]) ORDER BY sort, id`,
    [parentIds],
  );
  return seconds;
}
