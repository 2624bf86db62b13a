import type { components } from '../../../../openapi/generated/front.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { priceString } from '../../platform/money.ts';
import type { SkuPage } from '../search/skus.service.ts';
import { stockOf } from '../catalog/stock.service.ts';
import {
  ACTIVITY_ZONE,
  countZoneSkus,
  PERSONAL_USER,
  selectComparisonOffers,
  selectGroupZones,
  selectZone,
  selectZoneAreas,
  selectZoneBrands,
  selectZoneCategories,
  selectZoneGroups,
  selectZonesOfGroups,
  selectZoneSkus,
  selectZoneSuppliers,
  type ZoneCategoryQuery,
  type ZoneRow,
} from './zones.repo.ts';

/** Zones and their goods (spec §2 /zone, §7 /zone/*). */

/**
 * The zone a caller may open: 404 when the tenant has no such zone, 403 for an activity zone asked for
 * by a personal user. `userType` is null for anonymous visitors.
 */
async function visibleZone(q: Queryable, zoneId: number, userType: number | null): Promise<ZoneRow> {
  const zone = await selectZone(q, zoneId);
  if (!zone) throw notFound(`专区不存在：${zoneId}`);
  if (zone.zoneType === ACTIVITY_ZONE && userType === PERSONAL_USER)
    throw forbidden('该专区不对个人用户开放');
  return zone;
}

/** One zone with its activity and the other zones of its group (spec §3 "Zone"). */
export async function getZone(q: Queryable, zoneId: number, userType: number | null) {
  const { activityId, allorpartorg, showOrgarea, groupId, ...zone } = await visibleZone(q, zoneId, userType);
  const others = await selectGroupZones(q, groupId, zoneId, userType);
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

/** A page of a zone's goods on sale, in zone order, shaped like the goods hall's records. */
export async function pageZoneSkus(
  q: Queryable,
  query: ZoneSkuQuery,
  userType: number | null,
): Promise<Omit<SkuPage, 'capped'>> {
  await visibleZone(q, query.zoneId, userType);
  const current = query.current ?? 1;
  const size = query.size ?? 20;
  const page = await selectZoneSkus(q, query, current, size, stockOf);
  return {
    records: page.records,
    total: page.total ?? (current > 1 ? await countZoneSkus(q, query) : 0),
    current,
    size,
  };
}

export type ZoneCategory = components['schemas']['ZoneCategory'];

/**
 * The categories of one level that hold goods of the zone (level 2 or 3), optionally only below
 * `parentId`, with how many of the zone's goods each holds; paged by `current` and `size`.
 */
export async function listZoneCategories(q: Queryable, query: ZoneCategoryQuery, userType: number | null) {
  await visibleZone(q, query.zoneId, userType);
  return selectZoneCategories(q, query);
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
  return selectZoneBrands(q, zoneId, options.isWelfare === 1);
}

/** The provinces of the suppliers with goods in the zone, with how many suppliers each has. */
export async function listZoneAreas(
  q: Queryable,
  zoneId: number,
  userType: number | null,
  options: ZoneListOptions = {},
) {
  await visibleZone(q, zoneId, userType);
  return selectZoneAreas(q, zoneId, options.isWelfare === 1);
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
  return selectZoneSuppliers(q, query.zoneId ?? null, query.area ?? null);
}

/** A page of zone groups, each with its zones (activity zones left out for personal users). */
export async function pageZoneGroups(q: Queryable, current: number, size: number, userType: number | null) {
  const groups = await selectZoneGroups(q, current, size);
  const zones = await selectZonesOfGroups(
    q,
    groups.map((g) => g.id),
    userType,
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
  const rows = await selectComparisonOffers(q, zoneId, stockOf);
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
