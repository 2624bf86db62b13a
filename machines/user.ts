/** The current user as the shell knows it (spec §3 "Current user"); only what machines read is required. */
export interface CurrentUser {
  userId: string;
  userName: string;
  fullName?: string | null;
  nickName?: string | null;
  /** Raw type from the server: 5 supplier (1 shown as 5), 2 purchaser (3 shown as 2), 7 personal… */
  userType: number | string | null;
  isMain?: boolean | number | null;
  /** The shop's public-browse account (spec §5 feedback contact fields). */
  isPublicBrowse?: boolean | null;
  headerPath?: string | null;
  userAvatar?: string | null;
  orgsName?: string | null;
  companyId?: string | null;
  subCompanyName?: string | null;
  subId?: string | null;
  objectId?: string | null;
  logoPreviewUrl?: string | null;
  roleList?: ReadonlyArray<unknown> | null;
  organizeList?: ReadonlyArray<unknown> | null;
}

/** User type normalisation (spec §4): 1 becomes 5, 3 becomes 2; unknown values stay as they are. */
export function normaliseUserType(userType: number | string | null | undefined): number | null {
  if (userType === null || userType === undefined || userType === '') return null;
  const n = Number(userType);
  if (!Number.isFinite(n)) return null;
  if (n === 1) return 5;
  if (n === 3) return 2;
  return n;
}

/** Display name (spec §4): the full name for (normalised) type 2, otherwise the user name. */
export function displayName(user: CurrentUser | null | undefined): string {
  if (!user) return '';
  if (normaliseUserType(user.userType) === 2) return user.fullName || user.userName;
  return user.userName;
}

/** Authorities that shop BKSC grants to everyone (spec §6). */
export const BKSC_ALWAYS_ALLOWED: readonly string[] = ['confirm-receipt', 'check'];

/**
 * The permission directive of spec §6: an element stays only if the user holds the named authority.
 * `confirm-receipt` and `check` are always allowed for shop id BKSC; type 7 holds every authority.
 */
export function hasAuthority(
  user: CurrentUser | null | undefined,
  authorities: readonly string[],
  shopId: string | null | undefined,
  authority: string,
): boolean {
  if (shopId === 'BKSC' && BKSC_ALWAYS_ALLOWED.includes(authority)) return true;
  if (!user) return false;
  if (normaliseUserType(user.userType) === 7) return true;
  return authorities.includes(authority);
}
