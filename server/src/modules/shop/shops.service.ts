import type { components } from '../../../../openapi/generated/front.ts';
import { GLOBAL, tenantCache } from '../../platform/cache.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  CURRENT_SHOP_JSON as CURRENT_SHOP_SQL,
  selectBaseConfig,
  selectCurrentShop,
  selectShopByDomain,
  selectShowZoneTypes,
  selectWebConfig,
} from './shops.repo.ts';

/** A tenant mall and its storefront flags (spec §3 "Shop state"). */
export type ShopRow = components['schemas']['ShopInfo'];

/** The most domains remembered, found or not, so that a caller cannot grow the cache without bound. */
const MAX_DOMAINS = 1000;

/**
 * Resolves a domain before any tenant is known, through the definer function shop_by_domain. Cached
 * (platform/cache.ts) until any shop changes.
 */
export async function findShopByDomain(db: Database, domain: string): Promise<ShopRow | null> {
  const name = domain.trim();
  const load = async () => (await db.anonymous((q) => selectShopByDomain(q, name))) ?? null;
  if (name.length > 64) return load();
  return tenantCache(db).get(GLOBAL, `domain:${name}`, ['shop'], load, {
    bound: { group: 'domain', max: MAX_DOMAINS },
  });
}

/**
 * The tenant's shop row, or null when there is no such shop: what every request without a session
 * resolves first. Cached per tenant (platform/cache.ts) until the shop row changes, on any API node.
 */
export async function currentShop(db: Database, shopId: string): Promise<ShopRow | null> {
  return tenantCache(db).get(
    shopId,
    'shop',
    ['shop'],
    async () => (await db.read(shopId, selectCurrentShop)) ?? null,
  );
}

/**
 * The tenant's shop row as one JSON value, for the statement of the platform that reads it beside the
 * session's user in one round trip (plugins/access.ts, identity's findShopAndSessionUser): the SQL stays
 * in this module's repo, and the platform reaches this module only through its services.
 */
export const CURRENT_SHOP_JSON: string = CURRENT_SHOP_SQL;

export async function webConfig(q: Queryable) {
  return (
    (await selectWebConfig(q)) ?? {
      coopSupModuleName: '',
      copyrightCn: '',
      titleContentCn: '',
      titleImg: '',
      welcomeCn: '',
      loginLogoImg: '',
      loginBgImg: '',
    }
  );
}

const ENABLE_KEYS = [
  'planList',
  'purchaseOrgEnable',
  'untaxedPrice',
  'mustAudit',
  'mpFlag',
  'qgSupScope',
] as const;
const STRUCTURED_KEYS = [
  'rule',
  'useMaterialName',
  'useModel',
  'useSize',
  'useBrand',
  'useUnit',
  'useWeight',
  'useQuality',
  'useSupName',
  'useSkuId',
  'useHistoryPrice',
] as const;

const flags = <K extends string>(keys: readonly K[], source: unknown): Record<K, boolean> =>
  Object.fromEntries(
    keys.map((k) => [k, (source as Record<string, unknown> | null)?.[k] === true]),
  ) as Record<K, boolean>;

/** Base configuration with every flag present (missing ones are off). */
export async function baseConfig(q: Queryable) {
  const row = await selectBaseConfig(q);
  return {
    enableMap: flags(ENABLE_KEYS, row?.enableMap),
    orderCommentList: row?.orderCommentList ?? [],
    auditImg: row?.auditImg ?? '',
    decimalOrderConfig: { decimalScale: row?.decimalScale ?? 0 },
    materialSubmissionConfig: {
      rule: row?.material.rule === true,
      structuredConfig: flags(STRUCTURED_KEYS, row?.material.structuredConfig),
      differenceConfig: row?.material.differenceConfig ?? {},
    },
  };
}

export async function showZoneTypes(q: Queryable): Promise<number[]> {
  return (await selectShowZoneTypes(q)) ?? [];
}
