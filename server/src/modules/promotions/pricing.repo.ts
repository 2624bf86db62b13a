import type { Queryable } from '../../platform/db/database.ts';

/** What the promotions know about a SKU at checkout: its flash-sale item now (or next / last), its running discount. */
export interface SkuActivityRow {
  skuId: number;
  /** The flash-sale item of the session running now, the next one, or the last one that ended. */
  flash: {
    itemId: number;
    price: string;
    stock: number;
    sold: number;
    perUserLimit: number;
    startsAt: string;
    endsAt: string;
  } | null;
  /** The lowest rate of the discounts running now (0.85 = 8.5折). */
  discountRate: string | null;
}

/** The activities of the given SKUs at the database's now, one row per SKU that has any. */
export async function selectSkuActivities(q: Queryable, skuIds: number[]): Promise<SkuActivityRow[]> {
  const { rows } = await q.query<SkuActivityRow>(
    `SELECT want.id AS "skuId",
            (SELECT json_build_object('itemId', i.id, 'price', i.price::text, 'stock', i.stock, 'sold', i.sold,
                                      'perUserLimit', i.per_user_limit, 'startsAt', s.starts_at,
                                      'endsAt', s.ends_at)
               FROM promo_flash_item i JOIN promo_flash_session s ON s.shop_id = i.shop_id AND s.id = i.session_id
              WHERE i.sku_id = want.id
              ORDER BY (s.starts_at <= now() AND s.ends_at > now()) DESC, (s.starts_at > now()) DESC,
                       CASE WHEN s.starts_at > now() THEN s.starts_at END, s.ends_at DESC
              LIMIT 1) AS flash,
            (SELECT min(d.rate)::text FROM promo_discount_sku ds
               JOIN promo_discount d ON d.shop_id = ds.shop_id AND d.id = ds.discount_id
              WHERE ds.sku_id = want.id AND d.starts_at <= now() AND d.ends_at > now()) AS "discountRate"
       FROM unnest($1::bigint[]) AS want(id)`,
    [skuIds],
    { prepare: true },
  );
  return rows.filter((r) => r.flash !== null || r.discountRate !== null);
}

/** Units of a flash-sale item in the buyer's orders that are not cancelled. */
export async function selectFlashUnitsOfUser(q: Queryable, itemId: number, userId: number): Promise<number> {
  const { rows } = await q.query<{ units: number }>(
    'SELECT COALESCE(sum(units), 0)::int AS units FROM promo_order WHERE flash_item_id = $1 AND user_id = $2 AND live',
    [itemId, userId],
  );
  return rows[0]!.units;
}

/** A group-buy offer with the state of its window. */
export interface GroupActivityRow {
  id: number;
  skuId: number;
  price: string;
  groupSize: number;
  openHours: number;
  started: boolean;
  ended: boolean;
}

export async function selectGroupActivity(
  q: Queryable,
  activityId: number,
): Promise<GroupActivityRow | undefined> {
  const { rows } = await q.query<GroupActivityRow>(
    `SELECT id, sku_id AS "skuId", price::text AS price, group_size AS "groupSize", open_hours AS "openHours",
            starts_at <= now() AS started, ends_at <= now() AS ended
       FROM promo_group_activity WHERE id = $1`,
    [activityId],
  );
  return rows[0];
}

/** A group as a buyer joining it sees it. */
export async function selectGroupToJoin(q: Queryable, groupId: number, userId: number) {
  const { rows } = await q.query<{
    activityId: number;
    status: string;
    seats: number;
    size: number;
    expired: boolean;
    member: boolean;
  }>(
    `SELECT activity_id AS "activityId", status, seats, size, expires_at <= now() AS expired,
            EXISTS (SELECT 1 FROM promo_order po WHERE po.group_id = g.id AND po.user_id = $2 AND po.live) AS member
       FROM promo_group g WHERE id = $1`,
    [groupId, userId],
  );
  return rows[0];
}

/** Opens a group with its leader's seat taken; its id. It closes after open_hours or with its activity. */
export async function insertGroup(q: Queryable, activityId: number, leaderId: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO promo_group (shop_id, activity_id, leader_id, size, seats, expires_at)
     SELECT shop_id, id, $2, group_size, 1, least(now() + make_interval(hours => open_hours), ends_at)
       FROM promo_group_activity WHERE id = $1
     RETURNING id`,
    [activityId, leaderId],
  );
  return rows[0]!.id;
}

/** Takes a seat of an open group that has one and time left; false when it is full or closed. */
export async function takeGroupSeat(q: Queryable, groupId: number): Promise<boolean> {
  const r = await q.query(
    `UPDATE promo_group SET seats = seats + 1
      WHERE id = $1 AND status = 'open' AND seats < size AND expires_at > now()`,
    [groupId],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Records the activity of an order and writes its type (second: flash sale, grouping: group buy). */
export async function insertPromoOrder(
  q: Queryable,
  o: { orderId: number; userId: number; units: number } & (
    { kind: 'flash'; flashItemId: number } | { kind: 'group'; groupId: number }
  ),
): Promise<void> {
  await q.query(
    `WITH typed AS (UPDATE mall_order SET order_type = $6 WHERE id = $1)
     INSERT INTO promo_order (shop_id, order_id, user_id, kind, flash_item_id, group_id, units)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $7)`,
    [
      o.orderId,
      o.userId,
      o.kind,
      o.kind === 'flash' ? o.flashItemId : null,
      o.kind === 'group' ? o.groupId : null,
      o.kind === 'flash' ? 'second' : 'grouping',
      o.units,
    ],
  );
}
