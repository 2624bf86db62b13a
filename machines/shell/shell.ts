import type { components } from '../../openapi/generated/front.ts';
import type { BaseConfig, Shop } from './route-guard.types.ts';
import { normaliseUserType, type CurrentUser } from '../identity/user.ts';

/** Links of the top bar (spec §2 "Widgets", §6). Keys name i18n labels under `topBar.`. */
export type TopBarLink =
  | 'login'
  | 'register'
  | 'home'
  | 'supplierOnboarding'
  | 'workbench'
  | 'personalCentre'
  | 'planApproval'
  | 'purchaserPlatform'
  | 'merchantPlatform'
  | 'userCentreBackEnd'
  | 'aboutUs';

export interface ShellInput {
  shop: Shop | null;
  baseConfig: BaseConfig | null;
  user: CurrentUser | null;
  isLoggedIn: boolean;
}

/** The shop id whose `/about` page exists (spec §2: "only for one shop id"). */
export const ABOUT_SHOP_ID = 'HBKY';
/** Shops that show the comparison widget besides the platform host (spec §6). */
export const COMPARISON_SHOP_IDS: readonly string[] = ['RDSC', 'HBKY', 'HSNYSC'];

const on = (flag: unknown) => flag === true || flag === 1 || flag === '1';

/** Exactly the top-bar links spec §6 gives this visitor, in display order. */
export function topBarLinks({ shop, baseConfig, user, isLoggedIn }: ShellInput): TopBarLink[] {
  const type = isLoggedIn ? normaliseUserType(user?.userType) : null;
  const rawType = isLoggedIn ? Number(user?.userType) : null;
  const links: TopBarLink[] = [];
  if (!isLoggedIn) links.push('login', 'register');
  links.push('home');
  if (!isLoggedIn || type === 5) links.push('supplierOnboarding');
  if (isLoggedIn && on(shop?.consistency)) links.push(type === 7 ? 'personalCentre' : 'workbench');
  if (isLoggedIn && on(baseConfig?.enableMap?.planList) && on(shop?.planAudit)) links.push('planApproval');
  if (type === 5) links.push('merchantPlatform');
  if (type === 2 && (user?.roleList?.length ?? 0) > 0) links.push('purchaserPlatform');
  if (isLoggedIn && on(user?.isMain) && rawType !== null && [1, 2, 3, 5].includes(rawType))
    links.push('userCentreBackEnd');
  if (shop?.shopId === ABOUT_SHOP_ID) links.push('aboutUs');
  return links;
}

/** Quick-settle button in the header: type 5 or 1 when not the main account (spec §6). */
export function showsQuickSettle({ user, isLoggedIn }: ShellInput): boolean {
  if (!isLoggedIn || !user) return false;
  return normaliseUserType(user.userType) === 5 && !on(user.isMain);
}

/** Cart and batch-order buttons (spec §6): the shop's orderFlag; batch order also needs its dictionary. */
export function headerButtons(
  shop: Shop | null,
  batchOrderEnabled: boolean,
): { cart: boolean; batchOrder: boolean } {
  const cart = on(shop?.orderFlag);
  return { cart, batchOrder: cart && batchOrderEnabled };
}

/** Feedback and comparison widgets (spec §6): canFeedback; comparison on the platform host or three shops. */
export function sideWidgets(shop: Shop | null): {
  feedback: boolean;
  comparison: boolean;
} {
  const feedback = on(shop?.canFeedback);
  const comparison = feedback && (on(shop?.isPlatform) || COMPARISON_SHOP_IDS.includes(shop?.shopId ?? ''));
  return { feedback, comparison };
}

/** Cart count as the header shows it (spec §9: 99+ at 100 or more). */
export function cartBadge(count: number): string {
  return count >= 100 ? '99+' : String(Math.max(0, Math.trunc(count)));
}

/**
 * How many dynamic zones the category menu shows (spec §9): 6, or 5 when the purchase dictionary is on,
 * or 4 on the one site with inquiry notices when that is on too.
 */
export function zoneTabLimit(purchaseEnabled: boolean, inquirySite: boolean): number {
  if (purchaseEnabled && inquirySite) return 4;
  return purchaseEnabled ? 5 : 6;
}

/** Where a zone click goes (spec §4 "Zone click by type"). */
export interface ZoneTarget {
  href: string;
  /** Absolute URL outside the storefront (type 4). */
  external: boolean;
  newTab: boolean;
}

/** The zone fields a click reads (openapi front.yaml Zone); `webBlank` as any number, 1 meaning a new tab. */
type ClickedZone = Pick<components['schemas']['Zone'], 'id' | 'zoneType' | 'accessLinks' | 'activity'> & {
  webBlank: number;
};

export function zoneTarget(zone: ClickedZone, domain: string): ZoneTarget {
  const newTab = zone.webBlank === 1;
  switch (zone.zoneType) {
    case 4: {
      const link = zone.accessLinks.trim();
      return { href: /^https?:\/\//i.test(link) ? link : `https://${link}`, external: true, newTab };
    }
    case 6: {
      const activity = zone.activity;
      const subsidiary = activity !== null && activity.allorpartorg === 0 && activity.showOrgarea === 1;
      const page = subsidiary ? 'subsidiary' : 'activity';
      return {
        href: `/${domain}/simple-zone/${page}?id=${activity?.id ?? ''}&zoneId=${zone.id}`,
        external: false,
        newTab,
      };
    }
    case 8:
      return { href: `/${domain}/comparison/result?zoneId=${zone.id}`, external: false, newTab };
    default:
      return { href: `/${domain}/zone?zoneId=${zone.id}&zoneType=${zone.zoneType}`, external: false, newTab };
  }
}

/** The zones the menu shows this visitor: type 6 hidden from personal users, capped per spec §9. */
export function menuZones<Z extends { zoneType: number }>(
  zones: readonly Z[],
  userType: number | null,
  limit: number,
): Z[] {
  return zones.filter((z) => !(z.zoneType === 6 && userType === 7)).slice(0, limit);
}
