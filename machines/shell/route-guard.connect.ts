import type { SnapshotFrom } from 'xstate';
import type { routeGuardMachine } from './route-guard.machine.ts';
import type { BaseConfig, Shop, WebConfig } from './route-guard.types.ts';
import { displayName, hasAuthority, normaliseUserType, type CurrentUser } from '../identity/user.ts';

/** What the shell reads from the route guard; views never compute these themselves. */
export interface RouteGuardApi {
  isNavigating: boolean;
  isReady: boolean;
  shop: Shop | null;
  webConfig: WebConfig | null;
  baseConfig: BaseConfig | null;
  user: CurrentUser | null;
  isLoggedIn: boolean;
  /** Spec §4: 1 shown as 5, 3 shown as 2; null when anonymous or unknown. */
  normalisedUserType: number | null;
  displayName: string;
  permissions: readonly string[];
  /** The permission directive of spec §6. */
  can(authority: string): boolean;
}

export function connect(snapshot: SnapshotFrom<typeof routeGuardMachine>): RouteGuardApi {
  const { context } = snapshot;
  const user = context.user;
  const shopId = context.shop?.shopId ?? null;
  return {
    isNavigating: snapshot.hasTag('navigating'),
    isReady: snapshot.hasTag('ready'),
    shop: context.shop,
    webConfig: context.webConfig,
    baseConfig: context.baseConfig,
    user,
    isLoggedIn: context.hasToken && user !== null,
    normalisedUserType: normaliseUserType(user?.userType),
    displayName: displayName(user),
    permissions: context.authorities ?? [],
    can: (authority) => hasAuthority(user, context.authorities ?? [], shopId, authority),
  };
}
