import type { components } from '../../../../openapi/generated/upms.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** The current user as the storefront reads it (spec §3 "Current user"). */
export async function currentUser(q: Queryable, userId: number) {
  // The wire user's stored columns; the id, avatar, lists and masked mobile are derived below.
  const { rows } = await q.query<
    Omit<
      components['schemas']['CurrentUser'],
      'userId' | 'userAvatar' | 'objectId' | 'logoPreviewUrl' | 'organizeList' | 'roleList'
    > & { id: number }
  >(
    `SELECT id, user_name AS "userName", full_name AS "fullName", nick_name AS "nickName",
            header_path AS "headerPath", user_type AS "userType", is_main AS "isMain",
            is_public_browse AS "isPublicBrowse", orgs_name AS "orgsName", company_id AS "companyId",
            sub_company_name AS "subCompanyName", sub_id AS "subId", mobile
       FROM app_user WHERE id = $1`,
    [userId],
  );
  const u = rows[0];
  if (!u) return null;
  const { rows: roles } = await q.query<components['schemas']['Role']>(
    `SELECT role_code AS "roleCode", role_name AS "roleName" FROM user_role WHERE user_id = $1 ORDER BY role_code`,
    [userId],
  );
  const { id, mobile, ...rest } = u;
  return {
    ...rest,
    userId: String(id),
    userAvatar: u.headerPath,
    objectId: String(id),
    logoPreviewUrl: u.headerPath,
    mobile: mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
    organizeList: u.companyId ? [{ id: u.companyId, name: u.orgsName }] : [],
    roleList: roles,
  };
}

export type MenuNode = components['schemas']['MenuNode'];

/** The menu tree the user's roles grant for an application, and the flat list of authority URLs. */
export async function menuOfUser(q: Queryable, userId: number, appId: number) {
  const { rows } = await q.query<{ id: number; parentId: number | null; name: string; url: string }>(
    `SELECT DISTINCT m.id, m.parent_id AS "parentId", m.name, m.url, m.sort
       FROM menu m
       JOIN role_menu rm ON rm.menu_id = m.id
       JOIN user_role ur ON ur.role_code = rm.role_code AND ur.user_id = $1
      WHERE m.app_id = $2
      ORDER BY m.sort, m.id`,
    [userId, appId],
  );
  const nodes = new Map<number, MenuNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, url: r.url, children: [] }]),
  );
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return { menuTree: roots, permissions: rows.map((r) => r.url).filter(Boolean) };
}
