import type { components } from '../../openapi/generated/upms.ts';
import type { Lenient } from '../shared/wire.ts';

type WireUser = components['schemas']['CurrentUser'];

/**
 * The current user as the shell knows it (spec §3 "Current user"): lenient, only what machines read is
 * required, and the raw type may come as a string: 5 supplier (1 shown as 5), 2 purchaser (3 shown as 2),
 * 7 personal…
 */
export type CurrentUser = Pick<WireUser, 'userId' | 'userName'> &
  Lenient<Omit<WireUser, 'userId' | 'userName' | 'userType' | 'roleList' | 'organizeList'>> & {
    userType: WireUser['userType'] | string | null;
    /** Only counted, never read. */
    roleList?: ReadonlyArray<unknown> | null;
    organizeList?: ReadonlyArray<unknown> | null;
  };

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

/** The action a menu URL names: `/order/confirm-receipt` → `confirm-receipt`. */
const actionOf = (authority: string) => authority.split('/').filter(Boolean).pop() ?? '';

/**
 * The permission directive of spec §6: an element stays only if the user holds the named authority, a
 * menu URL (`/order/confirm-receipt`) or the action it ends in (`confirm-receipt`). `confirm-receipt` and
 * `check` are always allowed for shop id BKSC; type 7 holds every authority. Menu authorities are a
 * purchaser's (type 2, and 3 shown as 2: spec §6 loads them for type 2 only), so the directive decides for
 * purchasers; the other account types act on their own orders as their type allows (the server holds
 * the same rule, identity/authorities.service.ts).
 */
export function hasAuthority(
  user: CurrentUser | null | undefined,
  authorities: readonly string[],
  shopId: string | null | undefined,
  authority: string,
): boolean {
  if (shopId === 'BKSC' && BKSC_ALWAYS_ALLOWED.includes(actionOf(authority))) return true;
  if (!user) return false;
  const type = normaliseUserType(user.userType);
  if (type === 7) return true;
  if (type !== 2) return true;
  if (!authority) return false;
  const bare = !authority.includes('/');
  return authorities.some((held) => held === authority || (bare && actionOf(held) === authority));
}
