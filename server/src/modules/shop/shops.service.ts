import type { components } from '../../../../openapi/generated/front.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';

/** A tenant mall and its storefront flags (spec §3 "Shop state"). */
export type ShopRow = components['schemas']['ShopInfo'];

const SHOP_COLUMNS = `shop_id AS "shopId", domain, name AS "shopName", plan_audit AS "planAudit",
  disable_depart AS "disableDepart", consistency, order_flag AS "orderFlag", can_feedback AS "canFeedback",
  is_platform AS "isPlatform"`;

/** Resolves a domain before any tenant is known, through the definer function shop_by_domain. */
export async function findShopByDomain(db: Database, domain: string): Promise<ShopRow | null> {
  const { rows } = await db.anonymous((q) =>
    q.query<ShopRow>(`SELECT ${SHOP_COLUMNS} FROM shop_by_domain($1)`, [domain.trim()]),
  );
  return rows[0] ?? null;
}

/** The tenant's shop row as one JSON value (for statements that fetch it beside something else). */
export const CURRENT_SHOP_JSON = `SELECT row_to_json(sh) FROM (SELECT ${SHOP_COLUMNS} FROM shop) sh`;

export async function webConfig(q: Queryable) {
  const { rows } = await q.query<components['schemas']['WebConfigData']>(
    `SELECT coop_sup_module_name AS "coopSupModuleName", copyright_cn AS "copyrightCn",
            title_content_cn AS "titleContentCn", title_img AS "titleImg", welcome_cn AS "welcomeCn",
            login_logo_img AS "loginLogoImg", login_bg_img AS "loginBgImg"
       FROM web_config`,
  );
  return (
    rows[0] ?? {
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
  const { rows } = await q.query<{
    enableMap: unknown;
    orderCommentList: string[];
    auditImg: string;
    decimalScale: number;
    material: { rule?: boolean; structuredConfig?: unknown; differenceConfig?: Record<string, unknown> };
  }>(
    `SELECT enable_map AS "enableMap", order_comment_list AS "orderCommentList", audit_img AS "auditImg",
            decimal_scale AS "decimalScale", material_submission_config AS material
       FROM base_config`,
  );
  const row = rows[0];
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
  const { rows } = await q.query<{ types: number[] }>('SELECT show_zone_types AS types FROM base_config');
  return rows[0]?.types ?? [];
}
