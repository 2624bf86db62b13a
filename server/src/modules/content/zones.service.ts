import type { components } from '../../../../openapi/generated/front.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';
import type { SkuHit, SkuPage } from '../search/skus.service.ts';
import { stockOf } from '../catalog/stock.service.ts';

/** Zones and their goods (spec §2 /zone, §7 /zone/*). */

/** Activity zones (type 6) are not offered to personal users (type 7, spec §4). */
const ACTIVITY_ZONE = 6;
const PERSONAL_USER = 7;

/** A row of the zone table: the wire Zone with its activity and group as flat columns. */
type ZoneRow = Omit<components['schemas']['Zone'], 'activity' | 'shopZoneVoList'> & {
  activityId: number | null;
  allorpartorg: number | null;
  showOrgarea: number | null;
  groupId: number | null;
};

/**
 * The zone a caller may open: 404 when the tenant has no such zone, 403 for an activity zone asked for
 * by a personal user. `userType` is null for anonymous visitors.
 */
async function visibleZone(q: Queryable, zoneId: number, userType: number | null): Promise<ZoneRow> {
  const { rows } = await q.query<ZoneRow>(
    `SELECT id, name, zone_type AS "zoneType", web_blank AS "webBlank", access_links AS "accessLinks",
            img_url AS "imgUrl", activity_id AS "activityId", allorpartorg, show_orgarea AS "showOrgarea",
            group_id AS "groupId"
       FROM zone WHERE id = $1`,
    [zoneId],
  );
  const zone = rows[0];
  if (!zone) throw notFound(`专区不存在：${zoneId}`);
  if (zone.zoneType === ACTIVITY_ZONE && userType === PERSONAL_USER)
    throw forbidden('该专区不对个人用户开放');
  return zone;
}

/** One zone with its activity and the other zones of its group (spec §3 "Zone"). */
export async function getZone(q: Queryable, zoneId: number, userType: number | null) {
  const { activityId, allorpartorg, showOrgarea, groupId, ...zone } = await visibleZone(q, zoneId, userType);
  const { rows: others } = await q.query<{ id: number; name: string; zoneType: number }>(
    `SELECT id, name, zone_type AS "zoneType" FROM zone
      WHERE group_id = $1 AND id <> $2 AND NOT (zone_type = ${ACTIVITY_ZONE} AND coalesce($3::int, 0) = ${PERSONAL_USER})
      ORDER BY sort, id`,
    [groupId, zoneId, userType],
  );
  return {
    ...zone,
    activity:
      activityId === null
        ? null
        : { id: activityId, allorpartorg: allorpartorg ?? 1, showOrgarea: showOrgarea ?? 0 },
    shopZoneVoList: groupId === null ? [] : others,
  };
}

/** The zone goods query (openapi front.yaml ZoneSkuQuery); `cateId` of any level, `area` a province. */
export type ZoneSkuQuery = components['schemas']['ZoneSkuQuery'];

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

/** A page of a zone's goods on sale, in zone order, shaped like the goods hall's records. */
export async function pageZoneSkus(
  q: Queryable,
  query: ZoneSkuQuery,
  userType: number | null,
): Promise<Omit<SkuPage, 'capped'>> {
  await visibleZone(q, query.zoneId, userType);
  const current = query.current ?? 1;
  const size = query.size ?? 20;
  const { rows } = await q.query<Omit<SkuHit, 'untaxedPrice'> & { untaxed: string | null; total: number }>(
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
    total: rows[0]?.total ?? (current > 1 ? await countZoneSkus(q, query) : 0),
    current,
    size,
  };
}

async function countZoneSkus(q: Queryable, query: ZoneSkuQuery): Promise<number> {
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

export type ZoneCategory = components['schemas']['ZoneCategory'];

/**
 * The categories of one level that hold goods of the zone (level 2 or 3), optionally only below
 * `parentId`, with how many of the zone's goods each holds; paged by `current` and `size`.
 */
export async function listZoneCategories(
  q: Queryable,
  query: {
    zoneId: number;
    level: 2 | 3;
    parentId?: number | null | undefined;
    current: number;
    size: number;
    isWelfare?: 0 | 1 | undefined;
  },
  userType: number | null,
) {
  await visibleZone(q, query.zoneId, userType);
  // Leaves are level 3; a level-2 category is a leaf's parent.
  const key = query.level === 3 ? 'leaf.id' : 'leaf.parent_id';
  const { rows } = await q.query<ZoneCategory>(
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

/** Options of the zone's filter lists: 1 counts only the zone's welfare goods. */
export interface ZoneListOptions {
  isWelfare?: 0 | 1 | undefined;
}

/** The brands of the zone's goods, by name, with how many goods each has in the zone. */
export async function listZoneBrands(
  q: Queryable,
  zoneId: number,
  userType: number | null,
  options: ZoneListOptions = {},
) {
  await visibleZone(q, zoneId, userType);
  const { rows } = await q.query<{ brandId: number; brandName: string; skuCount: number }>(
    `SELECT b.id AS "brandId", b.name AS "brandName", count(*)::int AS "skuCount"
       FROM zone_sku z
       JOIN product_sku s ON s.id = z.sku_id AND s.status = 1
       JOIN brand b ON b.id = s.brand_id
      WHERE z.zone_id = $1 AND (NOT $2::boolean OR s.is_welfare)
      GROUP BY b.id, b.name ORDER BY count(*) DESC, b.name, b.id`,
    [zoneId, options.isWelfare === 1],
  );
  return rows;
}

/** The provinces of the suppliers with goods in the zone, with how many suppliers each has. */
export async function listZoneAreas(
  q: Queryable,
  zoneId: number,
  userType: number | null,
  options: ZoneListOptions = {},
) {
  await visibleZone(q, zoneId, userType);
  const { rows } = await q.query<{ area: string; supplierCount: number }>(
    `SELECT ${PROVINCE} AS area, count(DISTINCT st.id)::int AS "supplierCount"
       FROM zone_sku z
       JOIN product_sku s ON s.id = z.sku_id AND s.status = 1
       JOIN store st ON st.id = s.store_id
      WHERE z.zone_id = $1 AND st.area <> '' AND (NOT $2::boolean OR s.is_welfare)
      GROUP BY 1 ORDER BY count(DISTINCT st.id) DESC, 1`,
    [zoneId, options.isWelfare === 1],
  );
  return rows;
}

/**
 * The suppliers of the supplier zone: the stores with goods in the zone (or, without a zone, every open
 * store with goods on sale), optionally of one province, self-operated and preferred first.
 */
export async function listZoneSuppliers(
  q: Queryable,
  query: { zoneId?: number | null | undefined; area?: string | null | undefined },
  userType: number | null,
) {
  if (query.zoneId) await visibleZone(q, query.zoneId, userType);
  const { rows } = await q.query<components['schemas']['ZoneSupplier']>(
    `SELECT st.id AS "supplierId", st.name AS "supplierName", st.logo, st.store_type AS "storeType", st.area,
            st.description, count(s.id)::int AS "skuCount"
       FROM store st
       JOIN product_sku s ON s.store_id = st.id AND s.status = 1
      WHERE st.status = 1
        AND ($1::bigint IS NULL OR s.id IN (SELECT sku_id FROM zone_sku WHERE zone_id = $1))
        AND ($2::text IS NULL OR ${PROVINCE} = $2)
      GROUP BY st.id ORDER BY st.store_type, count(s.id) DESC, st.id`,
    [query.zoneId ?? null, query.area ?? null],
  );
  return rows;
}

/** A page of zone groups, each with its zones (activity zones left out for personal users). */
export async function pageZoneGroups(q: Queryable, current: number, size: number, userType: number | null) {
  const { rows: groups } = await q.query<{ id: number; name: string; total: number }>(
    `SELECT id, name, count(*) OVER ()::int AS total FROM zone_group ORDER BY sort, id LIMIT $1 OFFSET $2`,
    [size, (current - 1) * size],
  );
  const { rows: zones } = await q.query<
    components['schemas']['ZoneGroupPage']['records'][number]['shopZoneVoList'][number] & { groupId: number }
  >(
    `SELECT id, name, zone_type AS "zoneType", web_blank AS "webBlank", access_links AS "accessLinks",
            img_url AS "imgUrl", group_id AS "groupId"
       FROM zone
      WHERE group_id = ANY($1::bigint[]) AND NOT (zone_type = ${ACTIVITY_ZONE} AND coalesce($2::int, 0) = ${PERSONAL_USER})
      ORDER BY sort, id`,
    [groups.map((g) => g.id), userType],
  );
  return {
    records: groups.map(({ total: _t, ...g }) => ({
      ...g,
      shopZoneVoList: zones.filter((z) => z.groupId === g.id).map(({ groupId: _g, ...z }) => z),
    })),
    total: groups[0]?.total ?? 0,
    current,
    size,
  };
}

/** One supplier's offer of a product; `cheapest` marks the lowest price (each offer at it when tied). */
export type ComparisonOffer = ComparisonGroup['offers'][number];

/** A product of a comparison zone with the offers of every supplier selling it. */
export type ComparisonGroup = components['schemas']['ComparisonGroup'];

/**
 * The goods of a comparison zone (type 8) grouped by product: offers of the same SPU (another store's
 * offer carries the SPU code with a `-C<n>` suffix) with the same specs are the same product. Offers go cheapest first (unpriced last);
 * groups with more suppliers come first.
 */
export async function comparisonResult(
  q: Queryable,
  zoneId: number,
  userType: number | null,
): Promise<ComparisonGroup[]> {
  await visibleZone(q, zoneId, userType);
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
  const groups = new Map<string, ComparisonGroup>();
  for (const r of rows) {
    let group = groups.get(r.productKey);
    if (!group) {
      group = {
        name: r.name,
        mainImgUrl: r.mainImgUrl,
        brandName: r.brandName,
        model: r.model,
        lowestPrice: null,
        offers: [],
      };
      groups.set(r.productKey, group);
    }
    const price = priceString(r.price);
    if (r.cheapest) group.lowestPrice = price;
    group.offers.push({
      skuId: r.skuId,
      storeId: r.storeId,
      storeName: r.storeName,
      price,
      stock: r.stock,
      cheapest: r.cheapest,
    });
  }
  return [...groups.values()];
}
