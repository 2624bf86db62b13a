import type { components } from '../../../../openapi/generated/front.ts';
import type { components as SearchComponents } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { priceString } from '../../platform/money.ts';

/** Activity zones (type 6) are not offered to personal users (type 7, spec §4). */
export const ACTIVITY_ZONE = 6;
export const PERSONAL_USER = 7;

/** A row of the zone table: the wire Zone with its activity and group as flat columns. */
export type ZoneRow = Omit<components['schemas']['Zone'], 'activity' | 'shopZoneVoList'> & {
  activityId: number | null;
  allorpartorg: number | null;
  showOrgarea: number | null;
  groupId: number | null;
};

export async function selectZone(q: Queryable, zoneId: number): Promise<ZoneRow | undefined> {
  const { rows } = await q.query<ZoneRow>(
    `SELECT id, name, zone_type AS "zoneType", web_blank AS "webBlank", access_links AS "accessLinks",
            img_url AS "imgUrl", activity_id AS "activityId", allorpartorg, show_orgarea AS "showOrgarea",
            group_id AS "groupId"
       FROM zone WHERE id = $1`,
    [zoneId],
  );
  return rows[0];
}

/** The other zones of a group, by sort; activity zones left out for personal users. */
export async function selectGroupZones(
  q: Queryable,
  groupId: number | null,
  zoneId: number,
  userType: number | null,
): Promise<Array<{ id: number; name: string; zoneType: number }>> {
  const { rows: others } = await q.query<{ id: number; name: string; zoneType: number }>(
    `SELECT id, name, zone_type AS "zoneType" FROM zone
      WHERE group_id = $1 AND id <> $2 AND NOT (zone_type = ${ACTIVITY_ZONE} AND coalesce($3::int, 0) = ${PERSONAL_USER})
      ORDER BY sort, id`,
    [groupId, zoneId, userType],
  );
  return others;
}

type ZoneSkuQuery = components['schemas']['ZoneSkuQuery'];

/** The first word of a store's area: its province (or municipality). */
const PROVINCE = `split_part(st.area, ' ', 1)`;

/**
 * The conditions a zone SKU (alias `s`, its store `st`) must meet, on parameters $2 (category), $3 (brand),
 * $4 (province) and $5 (welfare only); $1 is the zone.
 */
const ZONE_SKU_FILTER = `z.zone_id = $1 AND s.status = 1
        AND ($2::bigint IS NULL OR s.category_id IN (SELECT id FROM tree))
        AND ($3::bigint IS NULL OR s.brand_id = $3)
        AND ($4::text IS NULL OR ${PROVINCE} = $4)
        AND (NOT $5::boolean OR s.is_welfare)`;

const zoneSkuParams = (query: ZoneSkuQuery) => [
  query.zoneId,
  query.cateId ?? null,
  query.brandId ?? null,
  query.area ?? null,
  query.isWelfare === 1,
];

/**
 * A page of a zone's goods on sale, in zone order, shaped like the goods hall's records, and the number
 * of goods the query matches (undefined when the page is empty). `stockOf` is the catalogue's stock
 * expression (catalog/stock.service.ts).
 */
export async function selectZoneSkus(
  q: Queryable,
  query: ZoneSkuQuery,
  current: number,
  size: number,
  stockOf: (alias: string) => string,
): Promise<{ records: Array<SearchComponents['schemas']['SkuCard']>; total: number | undefined }> {
  const { rows } = await q.query<
    Omit<SearchComponents['schemas']['SkuCard'], 'untaxedPrice'> & { untaxed: string | null; total: number }
  >(
    `WITH RECURSIVE tree(id) AS (
       SELECT id FROM category WHERE id = $2
       UNION ALL
       SELECT c.id FROM category c JOIN tree ON c.parent_id = tree.id)
     SELECT s.id AS "skuId", s.spu_code AS "spuCode", s.name, s.model, s.main_img AS "mainImgUrl",
            s.price::text AS price, s.market_price::text AS "marketPrice",
            round(s.price / (1 + s.tax_rate), 7)::text AS untaxed, ${stockOf('s')} AS stock, s.sales, s.store_id AS "storeId",
            st.name AS "storeName", s.brand_id AS "brandId", b.name AS "brandName",
            s.product_type AS "productType", s.pre_sale AS "preSale", count(*) OVER ()::int AS total
       FROM zone_sku z
       JOIN product_sku s ON s.id = z.sku_id
       JOIN store st ON st.id = s.store_id
       LEFT JOIN brand b ON b.id = s.brand_id
      WHERE ${ZONE_SKU_FILTER}
      ORDER BY z.sort, z.id
      LIMIT $6 OFFSET $7`,
    [...zoneSkuParams(query), size, (current - 1) * size],
  );
  return {
    records: rows.map(({ total: _t, untaxed, price, marketPrice, ...r }) => ({
      ...r,
      price: priceString(price),
      marketPrice: priceString(marketPrice),
      untaxedPrice: priceString(untaxed),
    })),
    total: rows[0]?.total,
  };
}

/** How many of a zone's goods on sale the query matches. */
export async function countZoneSkus(q: Queryable, query: ZoneSkuQuery): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH RECURSIVE tree(id) AS (
       SELECT id FROM category WHERE id = $2
       UNION ALL
       SELECT c.id FROM category c JOIN tree ON c.parent_id = tree.id)
     SELECT count(*)::int AS n
       FROM zone_sku z JOIN product_sku s ON s.id = z.sku_id JOIN store st ON st.id = s.store_id
      WHERE ${ZONE_SKU_FILTER}`,
    zoneSkuParams(query),
  );
  return rows[0]?.n ?? 0;
}

/** Which categories of a zone to list: of `level`, below `parentId` if given, welfare goods only with 1. */
export interface ZoneCategoryQuery {
  zoneId: number;
  level: 2 | 3;
  parentId?: number | null | undefined;
  current: number;
  size: number;
  isWelfare?: 0 | 1 | undefined;
}

/**
 * The categories of one level that hold goods of the zone (level 2 or 3), optionally only below
 * `parentId`, with how many of the zone's goods each holds; paged by `current` and `size`.
 */
export async function selectZoneCategories(q: Queryable, query: ZoneCategoryQuery) {
  // Leaves are level 3; a level-2 category is a leaf's parent.
  const key = query.level === 3 ? 'leaf.id' : 'leaf.parent_id';
  const { rows } = await q.query<components['schemas']['ZoneCategory']>(
    `SELECT c.id AS "cateId", c.name AS "cateName", c.parent_id AS "parentId", c.level,
            count(*)::int AS "skuCount"
       FROM zone_sku z
       JOIN product_sku s ON s.id = z.sku_id AND s.status = 1
       JOIN category leaf ON leaf.id = s.category_id
       JOIN category c ON c.id = ${key}
      WHERE z.zone_id = $1 AND ($2::bigint IS NULL OR c.parent_id = $2)
        AND (NOT $5::boolean OR s.is_welfare)
      GROUP BY c.id, c.name, c.parent_id, c.level, c.sort
      ORDER BY c.sort, c.id
      LIMIT $3 OFFSET $4`,
    [
      query.zoneId,
      query.parentId ?? null,
      query.size,
      (query.current - 1) * query.size,
      query.isWelfare === 1,
    ],
  );
  return rows;
}

/** The brands of the zone's goods (welfare ones only with `welfareOnly`), most goods first, with counts. */
export async function selectZoneBrands(q: Queryable, zoneId: number, welfareOnly: boolean) {
  const { rows } = await q.query<{ brandId: number; brandName: string; skuCount: number }>(
    `SELECT b.id AS "brandId", b.name AS "brandName", count(*)::int AS "skuCount"
       FROM zone_sku z
       JOIN product_sku s ON s.id = z.sku_id AND s.status = 1
       JOIN brand b ON b.id = s.brand_id
      WHERE z.zone_id = $1 AND (NOT $2::boolean OR s.is_welfare)
      GROUP BY b.id, b.name ORDER BY count(*) DESC, b.name, b.id`,
    [zoneId, welfareOnly],
  );
  return rows;
}

/** The provinces of the suppliers with goods in the zone, with how many suppliers each has. */
export async function selectZoneAreas(q: Queryable, zoneId: number, welfareOnly: boolean) {
  const { rows } = await q.query<{ area: string; supplierCount: number }>(
    `SELECT ${PROVINCE} AS area, count(DISTINCT st.id)::int AS "supplierCount"
       FROM zone_sku z
       JOIN product_sku s ON s.id = z.sku_id AND s.status = 1
       JOIN store st ON st.id = s.store_id
      WHERE z.zone_id = $1 AND st.area <> '' AND (NOT $2::boolean OR s.is_welfare)
      GROUP BY 1 ORDER BY count(DISTINCT st.id) DESC, 1`,
    [zoneId, welfareOnly],
  );
  return rows;
}

/**
 * The open stores with goods on sale (in the zone, if given), optionally of one province, self-operated
 * and preferred first.
 */
export async function selectZoneSuppliers(q: Queryable, zoneId: number | null, area: string | null) {
  const { rows } = await q.query<components['schemas']['ZoneSupplier']>(
    `SELECT st.id AS "supplierId", st.name AS "supplierName", st.logo, st.store_type AS "storeType", st.area,
            st.description, count(s.id)::int AS "skuCount"
       FROM store st
       JOIN product_sku s ON s.store_id = st.id AND s.status = 1
      WHERE st.status = 1
        AND ($1::bigint IS NULL OR s.id IN (SELECT sku_id FROM zone_sku WHERE zone_id = $1))
        AND ($2::text IS NULL OR ${PROVINCE} = $2)
      GROUP BY st.shop_id, st.id ORDER BY st.store_type, count(s.id) DESC, st.id`,
    [zoneId, area],
  );
  return rows;
}

/** A page of zone groups, by sort, each with the number of groups. */
export async function selectZoneGroups(q: Queryable, current: number, size: number) {
  const { rows: groups } = await q.query<{ id: number; name: string; total: number }>(
    `SELECT id, name, count(*) OVER ()::int AS total FROM zone_group ORDER BY sort, id LIMIT $1 OFFSET $2`,
    [size, (current - 1) * size],
  );
  return groups;
}

/** The zones of the given groups, by sort; activity zones left out for personal users. */
export async function selectZonesOfGroups(q: Queryable, groupIds: number[], userType: number | null) {
  const { rows: zones } = await q.query<
    components['schemas']['ZoneGroupPage']['records'][number]['shopZoneVoList'][number] & { groupId: number }
  >(
    `SELECT id, name, zone_type AS "zoneType", web_blank AS "webBlank", access_links AS "accessLinks",
            img_url AS "imgUrl", group_id AS "groupId"
       FROM zone
      WHERE group_id = ANY($1::bigint[]) AND NOT (zone_type = ${ACTIVITY_ZONE} AND coalesce($2::int, 0) = ${PERSONAL_USER})
      ORDER BY sort, id`,
    [groupIds, userType],
  );
  return zones;
}

/**
 * The offers of a comparison zone, one row each, with the key of the product it offers, the product's
 * first name, picture, brand and model in zone order, whether it is (one of) the cheapest and how many
 * offers the product has. `stockOf` is the catalogue's stock expression (catalog/stock.service.ts).
 */
export async function selectComparisonOffers(
  q: Queryable,
  zoneId: number,
  stockOf: (alias: string) => string,
) {
  const { rows } = await q.query<{
    productKey: string;
    name: string;
    mainImgUrl: string;
    brandName: string | null;
    model: string;
    skuId: number;
    storeId: number;
    storeName: string;
    price: string | null;
    stock: number;
    cheapest: boolean;
    offers: number;
    firstSort: number;
  }>(
    `WITH offers AS (
       SELECT regexp_replace(s.spu_code, '-C[0-9]+$', '') || ' ' || s.specs::text AS product_key, s.name, s.main_img, s.model,
              b.name AS brand_name, s.id, s.store_id, st.name AS store_name, s.price, ${stockOf('s')} AS stock, z.sort
         FROM zone_sku z
         JOIN product_sku s ON s.id = z.sku_id AND s.status = 1
         JOIN store st ON st.id = s.store_id
         LEFT JOIN brand b ON b.id = s.brand_id
        WHERE z.zone_id = $1)
     SELECT product_key AS "productKey", first_value(name) OVER w AS name,
            first_value(main_img) OVER w AS "mainImgUrl", first_value(brand_name) OVER w AS "brandName",
            first_value(model) OVER w AS model, id AS "skuId", store_id AS "storeId", store_name AS "storeName",
            price::text AS price, stock,
            price IS NOT NULL AND price = min(price) OVER (PARTITION BY product_key) AS cheapest,
            count(*) OVER (PARTITION BY product_key)::int AS offers,
            min(sort) OVER (PARTITION BY product_key) AS "firstSort"
       FROM offers
     WINDOW w AS (PARTITION BY product_key ORDER BY sort, id)
      ORDER BY offers DESC, "firstSort", product_key, price NULLS LAST, id`,
    [zoneId],
  );
  return rows;
}
