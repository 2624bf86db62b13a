import type { Queryable } from '../../platform/db/database.ts';

/** The welfare points of a user of the current tenant (spec §7 /welfare/score/getuserscore); 0 when none. */
export async function welfareScore(q: Queryable, userId: number): Promise<{ score: number }> {
  const { rows } = await q.query<{ score: number }>('SELECT score FROM welfare_score WHERE user_id = $1', [
    userId,
  ]);
  return { score: rows[0]?.score ?? 0 };
}
