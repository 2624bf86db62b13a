import type { Queryable } from '../database.ts';

const NAMES = [
  '王建国',
  '李晓明',
  '张丽华',
  '刘伟',
  '陈静',
  '杨帆',
  '赵敏',
  '黄志强',
  '周婷',
  '吴磊',
  '徐慧',
  '孙浩',
  '胡军',
  '朱琳',
  '高鹏',
  '林芳',
  '何勇',
  '郭晶',
  '马超',
  '罗娜',
];

const GOOD = [
  '质量很好，和描述一致，发货速度快，包装也很严实，下次还会回购。',
  '单位集中采购的，同事们都说好用，性价比高，开票也很及时。',
  '做工扎实，细节处理到位，物流两天就到了，客服回复也很耐心。',
  '第二次购买了，品质稳定，价格比线下便宜不少，推荐给大家。',
  '东西不错，规格齐全，按合同约定时间到货，验收一次通过。',
  '包装完好无破损，实物比图片还好看，使用了一周没有任何问题。',
  '供应商服务态度很好，帮忙核对了型号，送货上门很省心。',
  '办公室批量采购，数量准确，质量可靠，对账流程也很清楚。',
];

const FAIR = [
  '整体还可以，就是物流慢了两天，东西本身没什么问题。',
  '质量中规中矩，价格合适，外包装有点压痕，不影响使用。',
  '和预期差不多，说明书不太详细，问了客服才弄明白。',
];

const POOR = [
  '到货比约定晚了一周，影响了项目进度，希望改进。',
  '有两件外观有划痕，已联系售后换货，处理速度一般。',
  '实物颜色和图片有差异，质量一般，不太满意。',
];

/**
 * Buyer comments for two thirds of the SKUs of every tenant (3–12 each), mostly 4–5 stars, some with the
 * SKU's own gallery images as pictures and every fourth anonymous. Derived from SKU ids only, so the same
 * catalogue always yields the same comments.
 */
export async function seedComments(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO product_comment (shop_id, sku_id, user_name, anonymous, rating, content, pictures, created_at)
     SELECT x.shop_id, x.id, x.name, x.anonymous, x.rating,
            CASE WHEN x.rating >= 4 THEN ($2::text[])[1 + (x.id * 3 + x.g * 5) % cardinality($2::text[])]
                 WHEN x.rating = 3 THEN ($3::text[])[1 + (x.id + x.g) % cardinality($3::text[])]
                 ELSE ($4::text[])[1 + (x.id + x.g) % cardinality($4::text[])] END,
            CASE WHEN (x.id + x.g) % 5 = 0 AND jsonb_array_length(x.images) > 0
                 THEN jsonb_path_query_array(x.images, '$[0 to 1]') ELSE '[]'::jsonb END,
            timestamptz '2026-10-30 20:00:00+08' - x.g * interval '3 days' - (x.id % 24) * interval '1 hour'
       FROM (SELECT s.shop_id, s.id, s.images, g,
                    ($1::text[])[1 + (s.id * 7 + g * 13) % cardinality($1::text[])] AS name,
                    (s.id + g) % 4 = 0 AS anonymous,
                    CASE WHEN (s.id * 31 + g * 17) % 20 < 12 THEN 5
                         WHEN (s.id * 31 + g * 17) % 20 < 17 THEN 4
                         WHEN (s.id * 31 + g * 17) % 20 < 19 THEN 3
                         WHEN g % 2 = 0 THEN 2 ELSE 1 END AS rating
               FROM product_sku s, generate_series(1, 3 + (s.id % 10)::int) g
              WHERE s.id % 3 <> 0) x
      ORDER BY x.id, x.g`,
    [NAMES, GOOD, FAIR, POOR],
  );
}

const ORDER_COMMENTS = [
  '收货很快，包装完好，和下单时的规格一致，好评。',
  '单位采购的，质量稳定，发票随货到，对账方便。',
  '东西不错，比预期的好，客服回复也及时。',
  '数量准确，外观无划痕，验收一次通过。',
  '性价比高，会继续在这家店采购。',
];

const REPLIES = [
  '感谢您的好评，我们会继续保证品质和发货速度，期待再次为您服务！',
  '感谢您的支持与认可，有任何问题欢迎随时联系店铺客服。',
  '谢谢您的反馈，欢迎下次继续选购，祝您工作顺利！',
];

/**
 * Comments of the demo buyers (buyer01 and person01) on their own seeded orders (orders.ts), as the
 * comments service would have written them: one per order line, under the buyer's real name, with the
 * line's store. Lines of evaluated orders without one, and of completed orders outside the recycle bin,
 * get one (person01's anonymous, every other one with the good's first image); then every other comment
 * of theirs gets the store's reply five hours later. Runs after seedOrders; tenants without seeded orders
 * get none. Deterministic: derived from the seeded rows in id order.
 */
export async function seedOrderComments(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO product_comment (shop_id, sku_id, user_name, anonymous, rating, content, pictures, created_at,
                                  order_line_id, user_id, store_id)
     SELECT o.shop_id, l.sku_id, COALESCE(NULLIF(u.full_name, ''), u.user_name), u.user_name = 'person01',
            CASE WHEN l.id % 4 = 0 THEN 4 ELSE 5 END,
            ($1::text[])[1 + (l.id % cardinality($1::text[]))::int],
            CASE WHEN l.id % 2 = 0 THEN jsonb_path_query_array(s.images, '$[0 to 0]') ELSE '[]'::jsonb END,
            o.received_at + interval '1 day' + (l.id % 60) * interval '1 minute',
            l.id, u.id, o.store_id
       FROM mall_order o JOIN app_user u ON u.id = o.user_id JOIN order_line l ON l.order_id = o.id
       JOIN product_sku s ON s.id = l.sku_id
      WHERE u.user_name IN ('buyer01', 'person01') AND o.received_at IS NOT NULL
        AND (o.status = 'evaluated' OR (o.status = 'completed' AND o.recycled_at IS NULL))
        AND NOT EXISTS (SELECT 1 FROM product_comment c WHERE c.order_line_id = l.id)
      ORDER BY o.id, l.id`,
    [ORDER_COMMENTS],
  );
  await q.query(
    `WITH mine AS (
       SELECT c.id, c.created_at, row_number() OVER (ORDER BY c.order_line_id) AS n
         FROM product_comment c JOIN app_user u ON u.id = c.user_id
        WHERE u.user_name IN ('buyer01', 'person01') AND c.order_line_id IS NOT NULL AND c.reply IS NULL)
     UPDATE product_comment p
        SET reply = ($1::text[])[1 + (mine.n % cardinality($1::text[]))::int],
            replied_at = mine.created_at + interval '5 hours'
       FROM mine
      WHERE p.id = mine.id AND mine.n % 2 = 1`,
    [REPLIES],
  );
}
