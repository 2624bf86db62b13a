import type { components } from '../../../../openapi/generated/front.ts';
import type { Queryable } from '../../platform/db/database.ts';

type ShopInfo = components['schemas']['ShopInfo'];

const SHOP_COLUMNS = `shop_id AS "shopId", domain, name AS "shopName", plan_audit AS "planAudit",
  disable_depart AS "disableDepart", consistency, order_flag AS "orderFlag", can_feedback AS "canFeedback",
  is_platform AS "isPlatform"`;

/** The shop of a domain, through the definer function shop_by_domain (no tenant needs to be known). */
export async function selectShopByDomain(q: Queryable, domain: string): Promise<ShopInfo | undefined> {
  const { rows } = await q.query<ShopInfo>(`SELECT ${SHOP_COLUMNS} FROM shop_by_domain($1)`, [domain]);
  return rows[0];
}

/** The tenant's shop row (row-level security shows the pinned tenant's only), or undefined. Prepared. */
export async function selectCurrentShop(q: Queryable): Promise<ShopInfo | undefined> {
  const { rows } = await q.query<ShopInfo>(`SELECT ${SHOP_COLUMNS} FROM shop`, [], { prepare: true });
  return rows[0];
}

/** The tenant's shop row as one JSON value (for statements that fetch it beside something else). */
export const CURRENT_SHOP_JSON = `SELECT row_to_json(sh) FROM (SELECT ${SHOP_COLUMNS} FROM shop) sh`;

export async function selectWebConfig(q: Queryable) {
  const { rows } = await q.query<components['schemas']['WebConfigData']>(
    `SELECT coop_sup_module_name AS "coopSupModuleName", copyright_cn AS "copyrightCn",
            title_content_cn AS "titleContentCn", title_img AS "titleImg", welcome_cn AS "welcomeCn",
            login_logo_img AS "loginLogoImg", login_bg_img AS "loginBgImg"
       FROM web_config`,
  );
  return rows[0];
}

/** The tenant's base configuration as stored, or undefined without one. */
export async function selectBaseConfig(q: Queryable) {
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
  return rows[0];
}

/** The zone types the storefront shows, or undefined without base config. */
export async function selectShowZoneTypes(q: Queryable): Promise<number[] | undefined> {
  const { rows } = await q.query<{ types: number[] }>('SELECT show_zone_types AS types FROM base_config');
  return rows[0]?.types;
}
