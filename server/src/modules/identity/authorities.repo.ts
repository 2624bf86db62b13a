import type { Queryable } from '../../platform/db/database.ts';

/** Authority URLs of the user's menus in an application (through their roles). */
export async function selectAuthorities(q: Queryable, userId: number, appId: number): Promise<string[]> {
  const { rows } = await q.query<{ url: string }>(
    `SELECT DISTINCT m.url
       FROM menu m
       JOIN role_menu rm ON rm.menu_id = m.id
       JOIN user_role ur ON ur.role_code = rm.role_code AND ur.user_id = $1
      WHERE m.app_id = $2 AND m.url <> ''`,
    [userId, appId],
  );
  return rows.map((r) => r.url);
}
