import type { components } from '../../../../openapi/generated/upms.ts';
import type { Queryable } from '../../platform/db/database.ts';

/**
 * The stored columns of the wire current user (the id, avatar, lists and masked mobile are derived from
 * them; a store account has no phone: ''), or undefined for an unknown user.
 */
export async function selectUser(q: Queryable, userId: number) {
  const { rows } = await q.query<
    Omit<
      components['schemas']['CurrentUser'],
      'userId' | 'userAvatar' | 'objectId' | 'logoPreviewUrl' | 'organizeList' | 'roleList'
    > & { id: number }
  >(
    `SELECT id, user_name AS "userName", full_name AS "fullName", nick_name AS "nickName",
            header_path AS "headerPath", gender, to_char(birthday, 'YYYY-MM-DD') AS birthday,
            user_type AS "userType", is_main AS "isMain",
            is_public_browse AS "isPublicBrowse", orgs_name AS "orgsName", company_id AS "companyId",
            sub_company_name AS "subCompanyName", sub_id AS "subId", COALESCE(mobile, '') AS mobile
       FROM app_user WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

/** The profile fields the user changes in 账户信息; `headerPath` null keeps the avatar. */
export interface ProfileRow {
  nickName: string;
  gender: number;
  birthday: string | null;
  headerPath: string | null;
}

/** Writes the user's own profile; false when no such user is in the tenant. */
export async function updateProfile(q: Queryable, userId: number, p: ProfileRow): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE app_user
        SET nick_name = $2, gender = $3, birthday = $4::date, header_path = COALESCE($5, header_path)
      WHERE id = $1
      RETURNING id`,
    [userId, p.nickName, p.gender, p.birthday, p.headerPath],
  );
  return rows.length === 1;
}

/** The user's roles, by code. */
export async function selectRoles(q: Queryable, userId: number) {
  const { rows: roles } = await q.query<components['schemas']['Role']>(
    `SELECT role_code AS "roleCode", role_name AS "roleName" FROM user_role WHERE user_id = $1 ORDER BY role_code`,
    [userId],
  );
  return roles;
}

/** The menus the user's roles grant in an application, in menu order. */
export async function selectMenus(q: Queryable, userId: number, appId: number) {
  const { rows } = await q.query<{ id: number; parentId: number | null; name: string; url: string }>(
    `SELECT DISTINCT m.id, m.parent_id AS "parentId", m.name, m.url, m.sort
       FROM menu m
       JOIN role_menu rm ON rm.menu_id = m.id
       JOIN user_role ur ON ur.role_code = rm.role_code AND ur.user_id = $1
      WHERE m.app_id = $2
      ORDER BY m.sort, m.id`,
    [userId, appId],
  );
  return rows;
}
