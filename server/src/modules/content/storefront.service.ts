import type { Queryable } from '../../platform/db/database.ts';
import {
  insertAccessRecord,
  selectBanners,
  selectBidderLines,
  selectDict,
  selectHotSearch,
  selectMenuZones,
} from './storefront.repo.ts';

/** Storefront content: banners, hot words, zones, hotlines, dictionaries and access records. */

export async function pageBanners(q: Queryable, position: number, current: number, size: number) {
  return selectBanners(q, position, current, size);
}

export async function pageHotSearch(q: Queryable, type: number, current: number, size: number) {
  return selectHotSearch(q, type, current, size);
}

/** The zones of the category menu; with `welfareOnly`, those holding welfare goods on sale (福利专区 links). */
export async function listMenuZones(q: Queryable, options: { welfareOnly?: boolean } = {}) {
  const rows = await selectMenuZones(q, options.welfareOnly ?? false);
  return rows.map(({ activityId, allorpartorg, showOrgarea, groupId, ...z }) => ({
    ...z,
    activity:
      activityId === null
        ? null
        : { id: activityId, allorpartorg: allorpartorg ?? 1, showOrgarea: showOrgarea ?? 0 },
    shopZoneVoList: rows
      .filter((other) => groupId !== null && other.groupId === groupId && other.id !== z.id)
      .map((other) => ({ id: other.id, name: other.name, zoneType: other.zoneType })),
  }));
}

export async function listBidderLines(q: Queryable) {
  return selectBidderLines(q);
}

export async function listDict(q: Queryable, dictCode: string) {
  return selectDict(q, dictCode);
}

export async function addAccessRecord(
  q: Queryable,
  record: { shopId: string; userId: number | null; pageUrl: string; pageTitle: string; type: number },
): Promise<void> {
  await insertAccessRecord(q, record);
}
