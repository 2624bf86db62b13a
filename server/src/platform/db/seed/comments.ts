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
