import type { Queryable } from '../../platform/db/database.ts';

/** A catalogue price (up to 7 places) as the wire shows it: at least two places, no trailing zeros past them. */
const price = (column: string) =>
  `CASE WHEN scale(trim_scale(${column})) <= 2 THEN round(${column}, 2)::text ELSE trim_scale(${column})::text END`;

const FLASH_ITEM = `json_build_object(
    'itemId', i.id, 'skuId', s.id, 'name', s.name, 'mainImg', s.main_img, 'price', i.price::text,
    'originalPrice', ${price('s.price')}, 'stock', i.stock, 'sold', i.sold, 'perUserLimit', i.per_user_limit,
    'state', CASE WHEN fs.starts_at > now() THEN 'notStarted' WHEN fs.ends_at <= now() THEN 'ended'
                  WHEN i.sold >= i.stock THEN 'soldOut' ELSE 'inProgress' END)`;

/** Flash-sale sessions that end after `from` and start before `to`, by time, with their items. */
export async function selectFlashSessions(q: Queryable, from: Date, to: Date) {
  const { rows } = await q.query<{
    id: number;
    title: string;
    startsAt: Date;
    endsAt: Date;
    items: unknown[];
  }>(
    `SELECT fs.id, fs.title, fs.starts_at AS "startsAt", fs.ends_at AS "endsAt",
            COALESCE((SELECT json_agg(${FLASH_ITEM} ORDER BY i.sort, i.id)
                        FROM promo_flash_item i JOIN product_sku s ON s.id = i.sku_id
                       WHERE i.session_id = fs.id AND s.status = 1), '[]') AS items
       FROM promo_flash_session fs
      WHERE fs.ends_at > $1 AND fs.starts_at < $2
      ORDER BY fs.starts_at, fs.id
      LIMIT 12`,
    [from, to],
  );
  return rows;
}

/** The flash-sale item of a SKU now, or its next session's, or its last one's. */
export async function selectFlashOfSku(q: Queryable, skuId: number) {
  const { rows } = await q.query<{ item: Record<string, unknown>; startsAt: Date; endsAt: Date }>(
    `SELECT ${FLASH_ITEM} AS item, fs.starts_at AS "startsAt", fs.ends_at AS "endsAt"
       FROM promo_flash_item i JOIN promo_flash_session fs ON fs.shop_id = i.shop_id AND fs.id = i.session_id
       JOIN product_sku s ON s.id = i.sku_id
      WHERE i.sku_id = $1
      ORDER BY (fs.starts_at <= now() AND fs.ends_at > now()) DESC, (fs.starts_at > now()) DESC,
               CASE WHEN fs.starts_at > now() THEN fs.starts_at END, fs.ends_at DESC
      LIMIT 1`,
    [skuId],
  );
  return rows[0];
}

const GROUP_ACTIVITY = `json_build_object(
    'activityId', a.id, 'skuId', s.id, 'name', s.name, 'mainImg', s.main_img, 'price', a.price::text,
    'originalPrice', ${price('s.price')}, 'groupSize', a.group_size, 'openHours', a.open_hours,
    'startsAt', a.starts_at, 'endsAt', a.ends_at,
    'state', CASE WHEN a.starts_at > now() THEN 'notStarted' WHEN a.ends_at <= now() THEN 'ended' ELSE 'inProgress' END,
    'openGroups', (SELECT count(*)::int FROM promo_group g
                    WHERE g.activity_id = a.id AND g.status = 'open' AND g.expires_at > now() AND g.seats < g.size),
    'formedGroups', (SELECT count(*)::int FROM promo_group g WHERE g.activity_id = a.id AND g.status = 'formed'))`;

/** Group-buy offers running or about to, one page. */
export async function selectGroupActivities(q: Queryable, page: { current: number; size: number }) {
  const { rows } = await q.query<{ activity: Record<string, unknown>; total: number }>(
    `SELECT ${GROUP_ACTIVITY} AS activity, count(*) OVER ()::int AS total
       FROM promo_group_activity a JOIN product_sku s ON s.id = a.sku_id
      WHERE a.ends_at > now() AND s.status = 1
      ORDER BY a.starts_at, a.id
      LIMIT $1 OFFSET $2`,
    [page.size, (page.current - 1) * page.size],
  );
  return { records: rows.map((r) => r.activity), total: rows[0]?.total ?? 0 };
}

/** The group-buy offer of a SKU running now (or next). */
export async function selectGroupOfSku(q: Queryable, skuId: number) {
  const { rows } = await q.query<{ activity: Record<string, unknown> }>(
    `SELECT ${GROUP_ACTIVITY} AS activity
       FROM promo_group_activity a JOIN product_sku s ON s.id = a.sku_id
      WHERE a.sku_id = $1 AND a.ends_at > now()
      ORDER BY a.starts_at LIMIT 1`,
    [skuId],
  );
  return rows[0]?.activity;
}

/** Groups as their page shows them; members' names masked, leader first. */
const GROUP_VIEW = `SELECT g.id AS "groupId", g.activity_id AS "activityId", g.size, g.seats, g.paid,
            CASE WHEN g.status = 'open' AND g.expires_at <= now() THEN 'failed' ELSE g.status END AS status,
            g.expires_at AS "expiresAt", g.leader_id = $2 AS "leading",
            EXISTS (SELECT 1 FROM promo_order po WHERE po.group_id = g.id AND po.user_id = $2 AND po.live) AS joined,
            COALESCE((SELECT json_agg(json_build_object(
                        'nickName', CASE WHEN char_length(m.nick) <= 1 THEN m.nick || '*'
                                         ELSE left(m.nick, 1) || '**' || right(m.nick, 1) END,
                        'avatar', m.header_path, 'leader', m.id = g.leader_id, 'paid', m.paid)
                        ORDER BY m.id = g.leader_id DESC, m.at)
                        FROM (SELECT u.id, COALESCE(NULLIF(u.nick_name, ''), u.user_name) AS nick, u.header_path,
                                     o.paid_at IS NOT NULL AS paid, o.created_at AS at
                                FROM promo_order po JOIN mall_order o ON o.shop_id = po.shop_id AND o.id = po.order_id
                                JOIN app_user u ON u.id = po.user_id
                               WHERE po.group_id = g.id AND (po.live OR g.status <> 'open')) m), '[]') AS members
       FROM promo_group g`;

export async function selectOpenGroups(q: Queryable, activityId: number, userId: number | null) {
  const { rows } = await q.query(
    `${GROUP_VIEW}
      WHERE g.activity_id = $1 AND g.status = 'open' AND g.expires_at > now() AND g.seats < g.size
      ORDER BY g.size - g.seats, g.expires_at LIMIT 10`,
    [activityId, userId ?? 0],
  );
  return rows;
}

export async function selectGroup(q: Queryable, groupId: number, userId: number | null) {
  const { rows } = await q.query(`${GROUP_VIEW} WHERE g.id = $1`, [groupId, userId ?? 0]);
  return rows[0];
}

const DISCOUNT = `json_build_object('discountId', d.id, 'title', d.title, 'rate', d.rate::text,
    'startsAt', d.starts_at, 'endsAt', d.ends_at,
    'state', CASE WHEN d.starts_at > now() THEN 'notStarted' WHEN d.ends_at <= now() THEN 'ended' ELSE 'inProgress' END,
    'skuCount', (SELECT count(*)::int FROM promo_discount_sku x WHERE x.discount_id = d.id))`;

/** Special discounts running or about to. */
export async function selectDiscounts(q: Queryable) {
  const { rows } = await q.query<{ discount: Record<string, unknown> }>(
    `SELECT ${DISCOUNT} AS discount FROM promo_discount d WHERE d.ends_at > now() ORDER BY d.starts_at, d.id LIMIT 20`,
  );
  return rows.map((r) => r.discount);
}

/** One special discount with its goods at the discounted price. */
export async function selectDiscount(q: Queryable, discountId: number) {
  const { rows } = await q.query<{ discount: Record<string, unknown>; items: unknown[] }>(
    `SELECT ${DISCOUNT} AS discount,
            COALESCE((SELECT json_agg(json_build_object('skuId', s.id, 'name', s.name, 'mainImg', s.main_img,
                                       'originalPrice', ${price('s.price')},
                                       'price', round(s.price * d.rate, 2)::text) ORDER BY s.id)
                        FROM promo_discount_sku x JOIN product_sku s ON s.id = x.sku_id
                       WHERE x.discount_id = d.id AND s.status = 1 AND s.price IS NOT NULL), '[]') AS items
       FROM promo_discount d WHERE d.id = $1`,
    [discountId],
  );
  return rows[0];
}

/** The special discount running now on a SKU (the lowest rate). */
export async function selectDiscountOfSku(q: Queryable, skuId: number) {
  const { rows } = await q.query<{ discount: Record<string, unknown>; price: string | null }>(
    `SELECT ${DISCOUNT} AS discount, round(s.price * d.rate, 2)::text AS price
       FROM promo_discount_sku x JOIN promo_discount d ON d.shop_id = x.shop_id AND d.id = x.discount_id
       JOIN product_sku s ON s.id = x.sku_id
      WHERE x.sku_id = $1 AND d.starts_at <= now() AND d.ends_at > now()
      ORDER BY d.rate, d.id LIMIT 1`,
    [skuId],
  );
  return rows[0];
}
