import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

/** The points tasks of the shop. */
export type TaskCode = 'profile' | 'firstOrder' | 'pictureComment';

/** Marks the member's task done, once; the points it grants, or undefined when it was done already (or the shop has no such task). */
export async function insertTaskDone(
  q: Queryable,
  userId: number,
  code: TaskCode,
  at: Date,
): Promise<number | undefined> {
  const { rows } = await q.query<{ points: number }>(
    `INSERT INTO points_task_done (shop_id, user_id, code, points, done_at)
     SELECT ${SHOP}, $1, t.code, t.points, $3 FROM points_task t WHERE t.code = $2
     ON CONFLICT DO NOTHING RETURNING points`,
    [userId, code, at],
  );
  return rows[0]?.points;
}

/** The shop's tasks in their order, with when the member did each. */
export async function selectTasks(q: Queryable, userId: number) {
  const { rows } = await q.query<{ code: TaskCode; points: number; doneAt: Date | null }>(
    `SELECT t.code, t.points, d.done_at AS "doneAt"
       FROM points_task t LEFT JOIN points_task_done d ON d.shop_id = t.shop_id AND d.code = t.code AND d.user_id = $1
      ORDER BY t.sort, t.code`,
    [userId],
  );
  return rows;
}
