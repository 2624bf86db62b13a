import type { components } from '../../../../openapi/generated/front.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import {
  CURRENT_SHOP_JSON as CURRENT_SHOP_SQL,
  selectBaseConfig,
  selectShopByDomain,
  selectShowZoneTypes,
  selectWebConfig,
} from './shops.repo.ts';

/** A tenant mall and its storefront flags (spec §3 "Shop state"). */
export type ShopRow = components['schemas']['ShopInfo'];

/** Resolves a domain before any tenant is known, through the definer function shop_by_domain. */
export async function findShopByDomain(db: Database, domain: string): Promise<ShopRow | null> {
  return (await db.anonymous((q) => selectShopByDomain(q, domain.trim()))) ?? null;
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
