import type { Queryable } from '../../platform/db/database.ts';
import { selectWelfareScore } from './welfare.repo.ts';

/** The welfare points of a user of the current tenant (spec §7 /welfare/score/getuserscore); 0 when none. */
export async function welfareScore(q: Queryable, userId: number): Promise<{ score: number }> {
  return { score: (await selectWelfareScore(q, userId)) ?? 0 };
}
