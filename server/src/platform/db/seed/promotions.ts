import { creditBalance, debitBalance } from '../../../modules/wallet/balance.service.ts';
import { refundFailedGroup } from '../../../modules/promotions/groups.service.ts';
import type { Queryable } from '../database.ts';
import { TENANTS } from './tenants.ts';

/**
 * Promotions for every tenant (issue #17 item 7): flash-sale sessions (one ended, one running, two
 * upcoming, with a sold-out item), group-buy offers and a running special discount.
 *
 * Unlike the rest of the seed, the windows are relative to the moment of seeding (computed here from
 * now(), rounded to the hour), so a fresh database always shows a running session, a countdown to the
 * next one and a running discount: the running session and the discount last 7 days from seeding, the
 * group-buy offers 30 days. These rows are not part of the seed's byte-identical fingerprint.
 * Flash-sale and group goods are collage (2) / seckill (3) SKUs whose own window is running.
 *
 * Groups (seedGroups): an open one with its leader paid and waiting (拼团中), a formed one, and one that
 * failed at its deadline with its order cancelled and the balance refunded, all written through the
 * balance service, the order triggers and the group sweeper's refund, as the running mall would.
 */
export async function seedPromotions(q: Queryable): Promise<void> {
  for (const tenant of TENANTS) {
    await q.query(
      `WITH base AS (SELECT date_trunc('hour', now()) AS h,
                            date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai' AS d),
       sessions AS (
         INSERT INTO promo_flash_session (shop_id, title, starts_at, ends_at)
         SELECT $1, x.title, x.s, x.e FROM base,
           LATERAL (VALUES ('昨日场', base.d - interval '1 day' + interval '20 hours', base.d - interval '1 day' + interval '22 hours', 1),
                           ('正在疯抢', base.h - interval '1 hour', base.h + interval '7 days', 2),
                           ('明日10点场', base.d + interval '1 day' + interval '10 hours', base.d + interval '1 day' + interval '12 hours', 3),
                           ('明日20点场', base.d + interval '1 day' + interval '20 hours', base.d + interval '1 day' + interval '22 hours', 4))
             AS x(title, s, e, n)
          ORDER BY x.n
         RETURNING id, title),
       goods AS (
         SELECT s.id, s.price, row_number() OVER (ORDER BY s.price >= 50 DESC, s.id) AS n
           FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id
          WHERE s.shop_id = $1 AND s.product_type = 3 AND s.status = 1 AND s.price IS NOT NULL AND s.price >= 2
            AND k.stock >= 100 AND s.goods_kind = 1 AND s.id % 10 NOT IN (0, 1)
          -- Goods of ¥50 or more first: their flash price still meets the new-member coupon's threshold.
          ORDER BY s.price >= 50 DESC, s.id LIMIT 6)
       INSERT INTO promo_flash_item (shop_id, session_id, sku_id, price, stock, sold, per_user_limit, sort)
       SELECT $1, ss.id, g.id, round(g.price * 0.6, 2),
              CASE WHEN ss.title = '正在疯抢' AND g.n = 3 THEN 5 ELSE 20 END,
              CASE WHEN ss.title = '正在疯抢' AND g.n = 3 THEN 5 WHEN ss.title = '昨日场' THEN 12 ELSE 0 END,
              CASE WHEN g.n = 1 THEN 2 ELSE 1 END, g.n
         FROM sessions ss JOIN goods g
           ON (ss.title = '正在疯抢' AND g.n <= 3) OR (ss.title <> '正在疯抢' AND g.n > 3)
           OR (ss.title = '昨日场' AND g.n = 1)`,
      [tenant.shopId],
    );
    await q.query(
      `INSERT INTO promo_group_activity (shop_id, sku_id, price, group_size, open_hours, starts_at, ends_at)
       SELECT $1, s.id, round(s.price * 0.7, 2), CASE WHEN row_number() OVER (ORDER BY s.id) = 1 THEN 2 ELSE 3 END,
              24, date_trunc('hour', now()) - interval '1 day', date_trunc('hour', now()) + interval '30 days'
         FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id
        WHERE s.shop_id = $1 AND s.product_type = 2 AND s.status = 1 AND s.price IS NOT NULL AND s.price >= 2
          AND k.stock >= 100 AND s.goods_kind = 1 AND s.id % 10 NOT IN (0, 1)
        ORDER BY s.id LIMIT 3`,
      [tenant.shopId],
    );
    await q.query(
      `WITH d AS (
         INSERT INTO promo_discount (shop_id, title, rate, starts_at, ends_at)
         VALUES ($1, '周末限时折扣 8.5折', 0.85, date_trunc('hour', now()) - interval '1 hour',
                 date_trunc('hour', now()) + interval '7 days')
         RETURNING id)
       INSERT INTO promo_discount_sku (shop_id, discount_id, sku_id)
       SELECT $1, d.id, s.id FROM d, product_sku s JOIN sku_stock k ON k.sku_id = s.id
        WHERE s.shop_id = $1 AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL AND s.price >= 1
          AND k.stock >= 100 AND s.goods_kind = 1
        ORDER BY s.id DESC LIMIT 8`,
      [tenant.shopId],
    );
    await seedGroups(q, tenant.shopId);
  }
  await q.query(`SELECT set_config('app.shop_id', '', true)`);
}

/**
 * The demo groups' members: two members of their own in every tenant (拼团达人 and 拼团新人), so the
 * accounts newcomers log in with keep their orders and balances. They cannot log in (no password), and
 * their balance comes from a grant with its ledger line, like every member's.
 */
const GROUP_MEMBERS = [
  { userName: 'groupmate01', nickName: '拼团达人', mobile: '19900000001' },
  { userName: 'groupmate02', nickName: '拼团新人', mobile: '19900000002' },
];

async function seedGroups(q: Queryable, shopId: string): Promise<void> {
  const { rows: activities } = await q.query<{ id: number; size: number }>(
    `SELECT id, group_size AS size FROM promo_group_activity WHERE shop_id = $1 ORDER BY id`,
    [shopId],
  );
  const pair = activities.find((x) => x.size === 2);
  const trio = activities.find((x) => x.size === 3);
  if (!pair || !trio) return;
  const { rows: members } = await q.query<{ id: number }>(
    `INSERT INTO app_user (shop_id, user_name, full_name, nick_name, mobile, password_hash, user_type, created_at)
     SELECT $1, m.user_name, m.nick_name, m.nick_name, m.mobile, '', 7, '2026-01-01T00:00:00+08:00'
       FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS m(user_name, nick_name, mobile, n)
      ORDER BY m.n
     RETURNING id`,
    [
      shopId,
      GROUP_MEMBERS.map((m) => m.userName),
      GROUP_MEMBERS.map((m) => m.nickName),
      GROUP_MEMBERS.map((m) => m.mobile),
    ],
  );
  const [a, b] = members.map((m) => Number(m.id)) as [number, number];
  await q.query(`SELECT set_config('app.shop_id', $1, true)`, [shopId]);
  await q.query(
    `INSERT INTO member_account (shop_id, user_id) SELECT $1, u FROM unnest($2::bigint[]) u ON CONFLICT DO NOTHING`,
    [shopId, [a, b]],
  );
  for (const id of [a, b]) await creditBalance(q, id, '1000.00', 'grant');
  // Formed: two members of a group of two both paid.
  const formed = await openGroup(q, pair.id, a);
  await groupOrder(q, formed, a);
  await joinGroup(q, formed, b);
  // Open: its leader paid and waits for one more (拼团中).
  const open = await openGroup(q, pair.id, b);
  await groupOrder(q, open, b);
  // Failed: the deadline passed with one of three: the order is cancelled and its balance refunded.
  const failed = await openGroup(q, trio.id, a);
  await groupOrder(q, failed, a);
  await q.query(
    `UPDATE promo_group SET expires_at = now() - interval '1 hour', status = 'failed', failed_at = now()
      WHERE id = $1`,
    [failed],
  );
  await refundFailedGroup(q, failed);
}

async function openGroup(q: Queryable, activityId: number, leaderId: number): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO promo_group (shop_id, activity_id, leader_id, size, seats, expires_at)
     SELECT shop_id, id, $2, group_size, 0, least(now() + make_interval(hours => open_hours), ends_at)
       FROM promo_group_activity WHERE id = $1 RETURNING id`,
    [activityId, leaderId],
  );
  return rows[0]!.id;
}

async function joinGroup(q: Queryable, groupId: number, userId: number): Promise<void> {
  await groupOrder(q, groupId, userId);
}

/**
 * One paid group-buy order of a member: submission, order and line at the group price (pickup, so no
 * shipping), its seat, the balance debited with its ledger line, then paid (the trigger moves it to
 * grouping, or forms the group when it is the last seat).
 */
async function groupOrder(q: Queryable, groupId: number, userId: number): Promise<void> {
  const { rows } = await q.query<{ orderId: number; submissionId: number; amount: string }>(
    `WITH g AS (SELECT g.id, a.price, s.id AS sku_id, s.store_id, s.name, s.main_img, s.unit
                  FROM promo_group g JOIN promo_group_activity a ON a.id = g.activity_id
                  JOIN product_sku s ON s.id = a.sku_id WHERE g.id = $1),
     seat AS (UPDATE promo_group SET seats = seats + 1 WHERE id = $1),
     sub AS (INSERT INTO order_submission (shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                           points_amount, pay_amount, expires_at)
             SELECT current_setting('app.shop_id'), $2, g.price, 0, 0, 0, 0, g.price, now() + interval '30 minutes'
               FROM g RETURNING id, expires_at),
     n AS (SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id),
     o AS (INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                                   shipping_fee, coupon_amount, points_used, points_amount, pay_amount,
                                   delivery_method, receiver, phone, region_codes, address, invoice, expires_at,
                                   order_type)
           SELECT n.id, current_setting('app.shop_id'),
                  to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(n.id::text, 8, '0'),
                  sub.id, $2, g.store_id, 'pendingPayment', g.price, 0, 0, 0, 0, g.price, 2,
                  COALESCE(NULLIF(u.full_name, ''), u.user_name), COALESCE(NULLIF(u.mobile, ''), '13800000000'),
                  ARRAY['110000', '110100', '110105'], '北京市 北京市 朝阳区 门店自提',
                  '{"kind":"none","titleType":null,"title":"","taxpayerId":""}'::jsonb, sub.expires_at, 'grouping'
             FROM n, sub, g, app_user u WHERE u.id = $2
           RETURNING id, submission_id),
     l AS (INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount)
           SELECT current_setting('app.shop_id'), o.id, g.sku_id, g.name, g.main_img, g.unit, g.price, 1, g.price
             FROM o, g),
     p AS (INSERT INTO promo_order (shop_id, order_id, user_id, kind, group_id, units)
           SELECT current_setting('app.shop_id'), o.id, $2, 'group', $1, 1 FROM o)
     SELECT o.id AS "orderId", o.submission_id AS "submissionId", (SELECT price::text FROM g) AS amount FROM o`,
    [groupId, userId],
  );
  const order = rows[0]!;
  await debitBalance(q, userId, order.amount, 'pay', { submissionId: order.submissionId });
  await q.query(
    `UPDATE mall_order SET status = 'pendingDelivery', pay_method = 'balance', paid_at = now() WHERE id = $1`,
    [order.orderId],
  );
}
