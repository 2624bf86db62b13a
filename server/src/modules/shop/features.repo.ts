import type { Queryable } from '../../platform/db/database.ts';

/** Whether the dictionary has an enabled entry valued 1 or true. Prepared. */
export async function selectDictEnabled(q: Queryable, dictCode: string): Promise<boolean> {
  const { rows } = await q.query<{ on: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM dict_item WHERE dict_code = $1 AND enabled AND value IN ('1', 'true')) AS on`,
    [dictCode],
    { prepare: true },
  );
  return rows[0]?.on === true;
}
