import type { components } from '../../../../openapi/generated/upms.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { selectMenus, selectRoles, selectUser } from './users.repo.ts';

/** The current user as the storefront reads it (spec §3 "Current user"). */
export async function currentUser(q: Queryable, userId: number) {
  const u = await selectUser(q, userId);
  if (!u) return null;
  const roles = await selectRoles(q, userId);
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
  const rows = await selectMenus(q, userId, appId);
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
