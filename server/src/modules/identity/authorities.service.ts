import type { Queryable } from '../../platform/db/database.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/openapi/handlers.ts';
import { selectAuthorities } from './authorities.repo.ts';

/** The mall's application id in the menu tables (spec §6: type 2 users load the menus of app 2). */
export const MALL_APP_ID = 2;
/** Personal buyers (type 7) hold every authority (spec §6). */
export const ALL_AUTHORITIES_USER_TYPE = 7;
/** Shop whose buyers may always confirm receipt and check goods, whatever their menus say (spec §6). */
export const ALWAYS_ALLOWED_SHOP = 'BKSC';
export const ALWAYS_ALLOWED_ACTIONS: readonly string[] = ['confirm-receipt', 'check'];

/** Who asks, for the pure authority decision. */
export interface AuthoritySubject {
  shopId: string;
  /** Raw user type as stored. */
  userType: number;
  /** Authority URLs of the user's menus in the mall application. */
  authorities: readonly string[];
}

/** The last path segment: `/order/confirm-receipt` names the action `confirm-receipt`. */
function actionOf(url: string): string {
  return url.split('/').filter(Boolean).pop() ?? '';
}

/**
 * Spec §6 as a pure rule. `authority` is a menu URL (`/order/confirm-receipt`) or a bare action name
 * (`confirm-receipt`, as the storefront's permission directive names it), which matches a held URL ending
 * in that action.
 */
export function holdsAuthority(subject: AuthoritySubject, authority: string): boolean {
  if (subject.userType === ALL_AUTHORITIES_USER_TYPE) return true;
  if (subject.shopId === ALWAYS_ALLOWED_SHOP && ALWAYS_ALLOWED_ACTIONS.includes(actionOf(authority)))
    return true;
  if (!authority) return false;
  const bare = !authority.includes('/');
  return subject.authorities.some((held) => held === authority || (bare && actionOf(held) === authority));
}

/** Authority URLs of the user's menus in the mall application (through their roles). */
export async function authoritiesOf(q: Queryable, userId: number): Promise<string[]> {
  return selectAuthorities(q, userId, MALL_APP_ID);
}

/**
 * Refuses the request (401 anonymous, 403 without the authority) unless the caller holds `url`.
 * Routes that act on orders call this before they change anything.
 */
export async function requireAuthority(ctx: RequestContext, url: string): Promise<void> {
  const user = ctx.user;
  if (!user || !ctx.shopId) throw unauthorized();
  const subject = { shopId: ctx.shopId, userType: user.userType, authorities: [] as string[] };
  if (holdsAuthority(subject, url)) return;
  subject.authorities = await ctx.tx((q) => authoritiesOf(q, user.userId));
  if (!holdsAuthority(subject, url)) throw forbidden();
}

/**
 * {@link requireAuthority} for a purchaser (types 2 and 3, whose menus spec §6 loads); the other account
 * types act on their own orders as their type allows (the storefront's permission element holds the
 * same rule, machines/identity/user.ts).
 */
export async function requirePurchaserAuthority(ctx: RequestContext, url: string): Promise<void> {
  const type = ctx.user?.userType;
  if (type === 2 || type === 3) await requireAuthority(ctx, url);
}
