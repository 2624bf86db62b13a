import type { components } from '../../openapi/generated/front.ts';
import type { CurrentUser } from '../identity/user.ts';
import type { Lenient } from '../shared/wire.ts';

type FrontSchemas = components['schemas'];

/** Shop state from /shop/getShopIdByDomain (spec §3 "Shop state", §7): lenient, only the id is sure. */
export type Shop = Pick<FrontSchemas['ShopInfo'], 'shopId'> &
  Lenient<Omit<FrontSchemas['ShopInfo'], 'shopId'>>;

/** Site config from /webConfig/queryWebConfig (spec §3 "WebConfigData"), lenient like {@link Shop}. */
export type WebConfig = Lenient<FrontSchemas['WebConfigData']>;

/** Base config (spec §3): the parts the shell reads, each optional (lenient); the rest passes through. */
export interface BaseConfig {
  enableMap?: { [K in keyof FrontSchemas['EnableMap']]?: unknown };
  decimalOrderConfig?: Partial<FrontSchemas['BaseConfig']['decimalOrderConfig']>;
  [key: string]: unknown;
}

/** One navigation as the router sees it: `path` without the `/mall` base, `search` with its `?` or empty. */
export interface NavRequest {
  path: string;
  search?: string;
  /** Page title for the access record (route meta). */
  title?: string;
}

/** What the app does with a guard decision. `external` targets live outside the `/mall` router base. */
export interface RedirectParams {
  to: string;
  replace: true;
  external: boolean;
}

export interface AccessRecordParams {
  path: string;
  title: string;
}

export interface RouteGuardInput {
  /** Whether the USER-ACCESS-TOKEN cookie exists when the actor is created. */
  hasToken?: boolean;
  /** The app version stored by the last visit, if any. */
  storedAppVersion?: string | null;
  /** The user type stored by the last login (compared as a string with "2"). */
  storedUserType?: string | null;
  /** The last tenant domain visited; the root path `/` resolves against it. */
  lastDomain?: string;
}

export interface RouteGuardContext {
  hasToken: boolean;
  appVersion: string | null;
  storedUserType: string | null;
  lastDomain: string;
  /** The navigation being processed (or the last one). */
  request: NavRequest | null;
  /** Domain the request resolves its shop against (the path's, or `lastDomain` for `/`). */
  domain: string | null;
  /** Cache: the shop of `shopDomain`, with its configs; reused while the domain does not change. */
  shopDomain: string | null;
  shop: Shop | null;
  webConfig: WebConfig | null;
  baseConfig: BaseConfig | null;
  user: CurrentUser | null;
  /** Menu authorities of a type-2 user; `null` until loaded, `[]` for other types. */
  authorities: string[] | null;
  /** The decision of the last navigation. */
  redirectedTo: string | null;
  lastError: string | null;
  /** The access record waiting out the debounce. */
  pendingAccess: AccessRecordParams | null;
}

export type RouteGuardEvent =
  | ({ type: 'nav.request' } & NavRequest)
  /** Login or logout changed the token cookie: the cached user is dropped. */
  | { type: 'session.update'; hasToken: boolean }
  /** The user changed their own profile (账户信息): the cached user becomes the saved one. */
  | { type: 'user.update'; user: CurrentUser }
  | { type: 'access.schedule'; path: string; title: string };

/** Paths outside the tenant prefix (spec §2); the guard lets them through after the version check. */
export const GLOBAL_SEGMENTS: readonly string[] = [
  '404-project',
  'terms-page',
  'register',
  'forget-password',
  'static',
];

/** First segments after `/{domain}` that need a token (spec §4). */
export const PROTECTED_SEGMENTS: readonly string[] = [
  'cart',
  'user-center',
  'member-center',
  'submit-order',
  'order-detail',
  'plan',
  'planAudit',
];

export type PathKind =
  | { kind: 'root' }
  | { kind: 'global' }
  | { kind: 'bare'; domain: string }
  | { kind: 'tenant'; domain: string; section: string };

/** Classifies a router path (no `/mall` base, no query). */
export function classifyPath(path: string): PathKind {
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return { kind: 'root' };
  if (GLOBAL_SEGMENTS.includes(first)) return { kind: 'global' };
  const domain = first.toLowerCase();
  if (second === undefined) return { kind: 'bare', domain };
  return { kind: 'tenant', domain, section: second };
}

export function isProtectedPath(path: string): boolean {
  const p = classifyPath(path);
  return p.kind === 'tenant' && PROTECTED_SEGMENTS.includes(p.section);
}

/** `/user-management/{shopId}/pc/pwd-login?targetUrl=<encoded /mall URL>` (spec §2 external paths). */
export function loginUrl(shopId: string, request: NavRequest): string {
  const target = `/mall${request.path}${request.search ?? ''}`;
  return `/user-management/${shopId}/pc/pwd-login?targetUrl=${encodeURIComponent(target)}`;
}
