import type { Queryable } from '../../platform/db/database.ts';

/** The welfare points of a user of the current tenant, or undefined when the user has no score row. */
export async function selectWelfareScore(q: Queryable, userId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ score: number }>('SELECT score FROM welfare_score WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.score;
}
