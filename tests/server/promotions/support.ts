import { createSession } from '../../../server/src/modules/identity/sessions.service.ts';
import type { TestApp } from '../fixtures/app.ts';

export const SHOP = 'DEMO';

/** Creates `n` buyers with a default address and an empty wallet each; their ids and session tokens. */
export async function makeBuyers(
  t: TestApp,
  prefix: string,
  n: number,
  mobileBase: number,
): Promise<Array<{ id: number; token: string; addressId: number }>> {
  const rows = await t.db.owner(async (q) => {
    const { rows: users } = await q.query<{ id: number }>(
      `INSERT INTO app_user (shop_id, user_name, full_name, nick_name, mobile, password_hash, user_type)
       SELECT $1, $2 || g, '活动买家' || g, '买家' || g, '16' || lpad(($3::int + g)::text, 9, '0'), 'x', 7
         FROM generate_series(1, $4::int) g RETURNING id`,
      [SHOP, prefix, mobileBase, n],
    );
    const ids = users.map((r) => r.id);
    const { rows: addresses } = await q.query<{ id: number; userId: number }>(
      `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                 region_name, detail, is_default)
       SELECT $1, u, '活动收货人', '13900000000', '110000', '110100', '110105', '110105001',
              '北京市 北京市 朝阳区 建外街道', '建国门外大街1号国贸大厦', true FROM unnest($2::bigint[]) u
       RETURNING id, user_id AS "userId"`,
      [SHOP, ids],
    );
    await q.query(
      `INSERT INTO member_account (shop_id, user_id, balance, points) SELECT $1, u, 0, 0 FROM unnest($2::bigint[]) u`,
      [SHOP, ids],
    );
    return ids.map((id) => ({ id, addressId: addresses.find((a) => Number(a.userId) === Number(id))!.id }));
  });
  const out: Array<{ id: number; token: string; addressId: number }> = [];
  for (const r of rows) out.push({ ...r, token: await createSession(t.db, SHOP, r.id) });
  return out;
}

/** A self-operated SKU (delivers everywhere) turned into a seckill good with its own window open. */
export async function activitySku(t: TestApp, nth: number, productType: 1 | 2 | 3): Promise<number> {
  return t.db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
        WHERE s.shop_id = $1 AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1 AND s.goods_kind = 1
          AND s.price IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM promo_discount_sku x WHERE x.sku_id = s.id)
        ORDER BY s.id OFFSET $2 LIMIT 1`,
      [SHOP, nth],
    );
    const id = rows[0]!.id;
    await q.query(
      `UPDATE product_sku SET product_type = $2, price = 120.00, activity_start = NULL, activity_end = NULL WHERE id = $1`,
      [id, productType],
    );
    await q.query('UPDATE sku_stock SET stock = 1000 WHERE sku_id = $1', [id]);
    return id;
  });
}

/** A flash-sale session (starting `startMin` minutes from now, lasting `minutes`) with one item. */
export async function flashItem(
  t: TestApp,
  skuId: number,
  o: { price: string; stock: number; limit: number; startMin?: number; minutes?: number },
): Promise<number> {
  return t.db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `WITH s AS (INSERT INTO promo_flash_session (shop_id, title, starts_at, ends_at)
                  VALUES ($1, '测试场', now() + make_interval(mins => $2), now() + make_interval(mins => $2 + $3))
                  RETURNING id)
       INSERT INTO promo_flash_item (shop_id, session_id, sku_id, price, stock, per_user_limit)
       SELECT $1, s.id, $4, $5, $6, $7 FROM s RETURNING id`,
      [SHOP, o.startMin ?? -10, o.minutes ?? 120, skuId, o.price, o.stock, o.limit],
    );
    return rows[0]!.id;
  });
}

export const directBody = (
  skuId: number,
  addressId: number,
  payAmount: string,
  extra: Record<string, unknown> = {},
) => ({
  lines: [{ skuId, quantity: '1' }],
  addressId,
  // Pickup: no shipping fee, the amount is the activity price.
  deliveryMethod: 2,
  invoice: { kind: 'none' },
  userCouponIds: [] as number[],
  points: 0,
  messages: [],
  expectedPayAmount: payAmount,
  ...extra,
});

let keySeq = 0;
export const freshKey = (tag: string) => `promo-${tag}-${Date.now()}-${++keySeq}`;

export function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  key?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: { shopId: SHOP, authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { payload: body } : {}),
  });
}
