import type { Queryable } from '../../platform/db/database.ts';
import { insertTaskDone, selectTasks, type TaskCode } from './tasks.repo.ts';
import { grantPoints } from './points.service.ts';

export type { TaskCode };

/**
 * The points tasks (uc-task): 完善个人资料 (a nickname, gender, birthday and avatar saved), 首次下单 (the
 * first paid order) and 晒图评价 (a comment with pictures). The module where a task's condition happens
 * calls completeTask in its own transaction; each task grants its points once per member (the primary
 * key of points_task_done), however often or concurrently it is completed.
 */
export async function completeTask(
  q: Queryable,
  userId: number,
  code: TaskCode,
  now = new Date(),
): Promise<number> {
  const points = await insertTaskDone(q, userId, code, now);
  if (!points) return 0;
  await grantPoints(q, userId, points, 'task', { note: code, now });
  return points;
}

/** The shop's tasks with the member's progress. */
export async function listTasks(q: Queryable, userId: number) {
  return (await selectTasks(q, userId)).map((t) => ({
    code: t.code,
    points: t.points,
    done: t.doneAt !== null,
    doneAt: t.doneAt ? t.doneAt.toISOString() : null,
  }));
}
