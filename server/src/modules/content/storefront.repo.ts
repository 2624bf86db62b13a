import type { components as FrontComponents } from '../../../../openapi/generated/front.ts';
import type { components as SearchComponents } from '../../../../openapi/generated/search.ts';
import type { Queryable } from '../../platform/db/database.ts';

type FrontSchemas = FrontComponents['schemas'];
type SearchSchemas = SearchComponents['schemas'];

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** A page of the enabled banners of a position, by sort. */
export async function selectBanners(q: Queryable, position: number, current: number, size: number) {
  const { rows } = await q.query<FrontSchemas['Banner'] & { total: number }>(
    `SELECT id, title, img_url AS "imgUrl", link_url AS "linkUrl", position, sort, count(*) OVER ()::int AS total
       FROM banner WHERE enabled AND position = $1 ORDER BY sort, id LIMIT $2 OFFSET $3`,
    [position, size, (current - 1) * size],
  );
  return toPage(rows, current, size);
}

/** A page of the hot words of a type, by sort. */
export async function selectHotSearch(q: Queryable, type: number, current: number, size: number) {
  const { rows } = await q.query<SearchSchemas['HotSearch'] & { total: number }>(
    `SELECT id, title, content, type, count(*) OVER ()::int AS total
       FROM hot_search WHERE type = $1 ORDER BY sort, id LIMIT $2 OFFSET $3`,
    [type, size, (current - 1) * size],
  );
  return toPage(rows, current, size);
}

function toPage<T extends { total: number }>(
  rows: T[],
  current: number,
  size: number,
): Page<Omit<T, 'total'>> {
  const total = rows[0]?.total ?? 0;
  return { records: rows.map(({ total: _t, ...r }) => r), total, current, size };
}

/**
 * The zones of the category menu, with their activity and group as flat columns; with `welfareOnly`,
 * those holding welfare goods on sale.
 */
export async function selectMenuZones(q: Queryable, welfareOnly: boolean) {
  const { rows } = await q.query<
    Omit<FrontSchemas['Zone'], 'activity' | 'shopZoneVoList'> & {
      activityId: number | null;
      allorpartorg: number | null;
      showOrgarea: number | null;
      groupId: number | null;
    }
  >(
    `SELECT id, name, zone_type AS "zoneType", web_blank AS "webBlank", access_links AS "accessLinks",
            img_url AS "imgUrl", activity_id AS "activityId", allorpartorg, show_orgarea AS "showOrgarea",
            group_id AS "groupId"
       FROM zone
      WHERE show_in_menu
        AND (NOT $1::boolean OR EXISTS (SELECT 1 FROM zone_sku zs JOIN product_sku s ON s.id = zs.sku_id
                                WHERE zs.zone_id = zone.id AND s.status = 1 AND s.is_welfare))
      ORDER BY sort, id`,
    [welfareOnly],
  );
  return rows;
}

export async function selectBidderLines(q: Queryable) {
  const { rows } = await q.query<FrontSchemas['HotlineEntry']>(
    `SELECT id, line_bidder_name AS "lineBidderName", contact_name AS "contactName", line_phone AS "linePhone",
            is_supplier AS "isSupplier"
       FROM bidder_line ORDER BY is_supplier DESC, sort, id`,
  );
  return rows;
}

export async function selectDict(q: Queryable, dictCode: string) {
  const { rows } = await q.query<FrontSchemas['DictItem']>(
    `SELECT id, dict_code AS "dictCode", code, label, value, sort
       FROM dict_item WHERE dict_code = $1 AND enabled ORDER BY sort, id`,
    [dictCode],
  );
  return rows;
}

export async function insertAccessRecord(
  q: Queryable,
  record: { shopId: string; userId: number | null; pageUrl: string; pageTitle: string; type: number },
): Promise<void> {
  await q.query(
    `INSERT INTO user_access_record (shop_id, user_id, page_url, page_title, type) VALUES ($1, $2, $3, $4, $5)`,
    [record.shopId, record.userId, record.pageUrl, record.pageTitle, record.type],
  );
}
