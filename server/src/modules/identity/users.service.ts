import type { components } from '../../../../openapi/generated/upms.ts';
import {
  chinaToday,
  profileProblems,
  type ProfileProblems,
  type ProfileUpdate,
} from '../../../../machines/account/account-profile.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, unauthorized } from '../../platform/errors.ts';
import { ownsUploads } from '../files/files.service.ts';
import { completeTask } from '../wallet/tasks.service.ts';
import { selectMenus, selectRoles, selectUser, updateProfile } from './users.repo.ts';

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

/** The server's words for the rules of 账户信息 (machines/account/account-profile.types.ts). */
const PROFILE_MESSAGES: Record<NonNullable<ProfileProblems[keyof ProfileProblems]>, string> = {
  nickNameRequired: '请输入昵称',
  nickNameTooLong: '昵称不能超过15个字符',
  birthdayInvalid: '生日格式不正确',
  birthdayFuture: '生日不能晚于今天',
};

/**
 * Saves the caller's own profile (POST /user/updateHeaderAndBirthday): nickname (trimmed), gender,
 * birthday and, with `headerFileId`, the avatar the caller uploaded for purpose `avatar` in this tenant.
 * Answers the current user as it now is.
 */
export async function updateOwnProfile(
  q: Queryable,
  shopId: string,
  userId: number,
  body: ProfileUpdate,
  now = Date.now(),
) {
  const problems = profileProblems(body, chinaToday(now));
  const problem = problems.nickName ?? problems.birthday;
  if (problem) throw badRequest(PROFILE_MESSAGES[problem]);
  let headerPath: string | null = null;
  if (body.headerFileId !== undefined) {
    const [owned] = await ownsUploads(q, userId, [{ fileId: body.headerFileId, purpose: 'avatar' }]);
    if (!owned) throw badRequest('头像图片不存在，请重新上传');
    headerPath = `/iiot/jcmall-oss/file/${shopId}/${body.headerFileId}`;
  }
  const saved = await updateProfile(q, userId, {
    nickName: body.nickName.trim(),
    gender: body.gender,
    birthday: body.birthday || null,
    headerPath,
  });
  if (!saved) throw unauthorized();
  const user = await currentUser(q, userId);
  if (!user) throw unauthorized();
  // The points task 完善个人资料: nickname, gender, birthday and avatar all given (granted once).
  if (user.nickName && user.gender !== 0 && user.birthday && user.headerPath) {
    await completeTask(q, userId, 'profile');
  }
  return user;
}
