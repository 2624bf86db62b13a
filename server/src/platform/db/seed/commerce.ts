import type { Queryable } from '../database.ts';

/**
 * Regions (GB/T 2260 codes; towns carry 9 digits): enough of the country for realistic address books
 * and delivery rules. Tuples are [code, name, children]; a district without children is a leaf.
 */
type RegionTree = [string, string, RegionTree[]?];
export const REGIONS: RegionTree[] = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '北京市',
        [
          [
            '110101',
            '东城区',
            [
              ['110101001', '东华门街道'],
              ['110101002', '景山街道'],
              ['110101003', '交道口街道'],
            ],
          ],
          [
            '110105',
            '朝阳区',
            [
              ['110105001', '建外街道'],
              ['110105002', '朝外街道'],
              ['110105017', '望京街道'],
            ],
          ],
          [
            '110108',
            '海淀区',
            [
              ['110108001', '万寿路街道'],
              ['110108010', '中关村街道'],
              ['110108012', '学院路街道'],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市',
        [
          [
            '310101',
            '黄浦区',
            [
              ['310101002', '南京东路街道'],
              ['310101013', '外滩街道'],
            ],
          ],
          [
            '310104',
            '徐汇区',
            [
              ['310104003', '天平路街道'],
              ['310104004', '湖南路街道'],
            ],
          ],
          [
            '310115',
            '浦东新区',
            [
              ['310115004', '潍坊新村街道'],
              ['310115005', '陆家嘴街道'],
              ['310115007', '花木街道'],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      [
        '440100',
        '广州市',
        [
          ['440103', '荔湾区'],
          ['440104', '越秀区'],
          [
            '440106',
            '天河区',
            [
              ['440106001', '五山街道'],
              ['440106005', '石牌街道'],
              ['440106018', '猎德街道'],
            ],
          ],
        ],
      ],
      [
        '440300',
        '深圳市',
        [
          ['440303', '罗湖区'],
          ['440304', '福田区'],
          [
            '440305',
            '南山区',
            [
              ['440305001', '南头街道'],
              ['440305004', '粤海街道'],
            ],
          ],
        ],
      ],
    ],
  ],
  [
    '420000',
    '湖北省',
    [
      [
        '420100',
        '武汉市',
        [
          ['420102', '江岸区'],
          ['420106', '武昌区'],
          ['420111', '洪山区'],
        ],
      ],
      [
        '420500',
        '宜昌市',
        [
          ['420502', '西陵区'],
          ['420503', '伍家岗区'],
        ],
      ],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      [
        '320100',
        '南京市',
        [
          ['320102', '玄武区'],
          ['320104', '秦淮区'],
          ['320106', '鼓楼区'],
        ],
      ],
      [
        '320500',
        '苏州市',
        [
          ['320505', '虎丘区'],
          ['320506', '吴中区'],
          ['320508', '姑苏区'],
        ],
      ],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      [
        '330100',
        '杭州市',
        [
          ['330102', '上城区'],
          ['330106', '西湖区'],
          ['330108', '滨江区'],
        ],
      ],
      [
        '330200',
        '宁波市',
        [
          ['330203', '海曙区'],
          ['330212', '鄞州区'],
        ],
      ],
    ],
  ],
  [
    '510000',
    '四川省',
    [
      [
        '510100',
        '成都市',
        [
          ['510104', '锦江区'],
          ['510105', '青羊区'],
          ['510107', '武侯区'],
        ],
      ],
    ],
  ],
  [
    '650000',
    '新疆维吾尔自治区',
    [
      [
        '650100',
        '乌鲁木齐市',
        [
          ['650102', '天山区'],
          ['650103', '沙依巴克区'],
        ],
      ],
    ],
  ],
  [
    '540000',
    '西藏自治区',
    [
      [
        '540100',
        '拉萨市',
        [
          ['540102', '城关区'],
          ['540103', '堆龙德庆区'],
        ],
      ],
    ],
  ],
];

/** Fixed instants the seed's validity windows use, so two seeds are identical. */
const SEED_START = '2026-01-01T00:00:00+08:00';
const SEED_ENDED = '2026-02-01T00:00:00+08:00';
const FAR_FUTURE = '2099-01-01T00:00:00+08:00';
const FAR_FUTURE_END = '2099-12-31T00:00:00+08:00';

/** Remote regions general stores (store type 3) do not deliver to. */
const REMOTE_REGIONS = ['650000', '540000'];

/** Address books of the demo buyers: [receiver, phone, county or town code, detail, default]. */
const ADDRESSES: Record<string, Array<[string, string, string, string, boolean]>> = {
  buyer01: [
    ['王建国', '13800000002', '110105017', '望京街道阜通东大街6号院3号楼12层', true],
    ['物资供应部仓库', '13900000021', '420111', '洪山区珞喻路1037号物资仓库2号门', false],
  ],
  buyer03: [['李晓梅', '13800000003', '310115005', '陆家嘴环路1000号恒生银行大厦18层', true]],
  person01: [['陈小雨', '13800000007', '440106005', '石牌街道天河路385号太古汇写字楼5层', true]],
  merchant01: [['赵一鸣', '13800000001', '320508', '姑苏区人民路1188号得力专营店', true]],
};

function flattenRegions(): Array<{ code: string; parent: string | null; name: string; level: number }> {
  const out: Array<{ code: string; parent: string | null; name: string; level: number }> = [];
  const walk = (nodes: RegionTree[], parent: string | null, level: number) => {
    for (const [code, name, children] of nodes) {
      out.push({ code, parent, name, level });
      if (children) walk(children, code, level + 1);
    }
  };
  walk(REGIONS, null, 1);
  return out;
}

/**
 * Commerce data for every tenant: regions, delivery exclusions, wallets, coupons, address books and the
 * activity windows of collage and seckill goods. Runs in the seed's owner transaction after the catalogue.
 */
export async function seedCommerce(q: Queryable): Promise<void> {
  const regions = flattenRegions();
  await q.query(
    `INSERT INTO region (code, parent_code, name, level)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[])
     ON CONFLICT (code) DO NOTHING`,
    [
      regions.map((r) => r.code),
      regions.map((r) => r.parent),
      regions.map((r) => r.name),
      regions.map((r) => r.level),
    ],
  );

  await q.query(
    `INSERT INTO store_delivery_exclusion (shop_id, store_id, region_code)
     SELECT s.shop_id, s.id, r FROM store s CROSS JOIN unnest($1::text[]) AS r WHERE s.store_type = 3`,
    [REMOTE_REGIONS],
  );

  // Group-buy and seckill goods run as timed activities: most run for years, one in ten has not started
  // (it starts in 2099) and one in ten has ended. Fixed dates keep the seed byte-identical between runs.
  await q.query(
    `UPDATE product_sku SET
       activity_start = CASE id % 10 WHEN 0 THEN $1::timestamptz ELSE $2::timestamptz END,
       activity_end   = CASE id % 10 WHEN 0 THEN $3::timestamptz WHEN 1 THEN $4::timestamptz ELSE $1::timestamptz END
     WHERE product_type IN (2, 3)`,
    [FAR_FUTURE, SEED_START, FAR_FUTURE_END, SEED_ENDED],
  );

  // Every member has an empty account; wallet.ts writes the demo members' balance and points history.
  await q.query(`INSERT INTO member_account (shop_id, user_id) SELECT u.shop_id, u.id FROM app_user u`);

  await seedCoupons(q);
  await seedAddresses(q);
}

async function seedCoupons(q: Queryable): Promise<void> {
  // Platform coupons, one per store for the first two stores, one for writing tools, one for three SKUs,
  // and an expired one so the coupon list shows every state.
  await q.query(
    `WITH shops AS (SELECT shop_id FROM shop)
     INSERT INTO coupon (shop_id, name, kind, store_id, category_id, sku_ids, threshold, discount, valid_from, valid_to)
     SELECT shop_id, '平台通用券 满100减10', 1, NULL::bigint, NULL::bigint, '{}'::bigint[], 100, 10,
            $1::timestamptz, $2::timestamptz FROM shops
     UNION ALL
     SELECT shop_id, '平台大额券 满1000减80', 1, NULL, NULL, '{}', 1000, 80,
            $1::timestamptz, $2::timestamptz FROM shops
     UNION ALL
     SELECT shop_id, '平台券（已过期） 满50减5', 1, NULL, NULL, '{}', 50, 5,
            $1::timestamptz, $3::timestamptz FROM shops
     UNION ALL
     SELECT s.shop_id, s.name || ' 店铺券 满200减20', 2, s.id, NULL, '{}', 200, 20,
            $1::timestamptz, $2::timestamptz
       FROM (SELECT st.*, row_number() OVER (PARTITION BY st.shop_id ORDER BY st.id) AS n FROM store st) s
      WHERE s.n <= 2
     UNION ALL
     SELECT c.shop_id, '书写工具品类券 满30减5', 3, NULL, c.id, '{}', 30, 5,
            $1::timestamptz, $2::timestamptz
       FROM category c WHERE c.name = '书写工具'
     UNION ALL
     SELECT p.shop_id, '指定商品立减券 无门槛减3', 4, NULL, NULL, p.ids, 0, 3,
            $1::timestamptz, $2::timestamptz
       FROM (SELECT shop_id, (array_agg(id ORDER BY id))[1:3] AS ids
               FROM product_sku s WHERE status = 1 AND price IS NOT NULL
                AND EXISTS (SELECT 1 FROM sku_stock k WHERE k.sku_id = s.id AND k.stock > 100)
              GROUP BY shop_id) p`,
    [SEED_START, FAR_FUTURE, SEED_ENDED],
  );
  // Every buyer account holds one of each, and the purchaser two of the everyday platform coupon.
  await q.query(
    `INSERT INTO user_coupon (shop_id, user_id, coupon_id)
     SELECT u.shop_id, u.id, c.id
       FROM app_user u JOIN coupon c ON c.shop_id = u.shop_id
      WHERE u.user_name IN ('buyer01', 'buyer03', 'supplier01', 'merchant01', 'person01')
     UNION ALL
     SELECT u.shop_id, u.id, c.id
       FROM app_user u JOIN coupon c ON c.shop_id = u.shop_id AND c.name = '平台通用券 满100减10'
      WHERE u.user_name = 'buyer01'
     ORDER BY 1, 2, 3`,
  );
}

async function seedAddresses(q: Queryable): Promise<void> {
  const rows = Object.entries(ADDRESSES).flatMap(([userName, list]) =>
    list.map(([receiver, phone, code, detail, isDefault]) => ({
      userName,
      receiver,
      phone,
      code,
      detail,
      isDefault,
    })),
  );
  // The chosen code is a town or a county; its ancestors complete the province / city / county triple.
  await q.query(
    `WITH a AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])
         AS a(user_name, receiver, phone, code, detail, is_default)),
     chain AS (
       SELECT a.*, r.level,
              CASE r.level WHEN 4 THEN r.code END AS town,
              CASE r.level WHEN 4 THEN r.parent_code ELSE r.code END AS county
         FROM a JOIN region r ON r.code = a.code),
     full_chain AS (
       SELECT chain.*, cty.parent_code AS city, city.parent_code AS province
         FROM chain JOIN region cty ON cty.code = chain.county JOIN region city ON city.code = cty.parent_code)
     INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                               region_name, detail, is_default)
     SELECT u.shop_id, u.id, f.receiver, f.phone, f.province, f.city, f.county, f.town,
            concat_ws(' ', (SELECT name FROM region WHERE code = f.province), (SELECT name FROM region WHERE code = f.city),
                      (SELECT name FROM region WHERE code = f.county), (SELECT name FROM region WHERE code = f.town)),
            f.detail, f.is_default
       FROM full_chain f JOIN app_user u ON u.user_name = f.user_name
      ORDER BY u.shop_id, u.id, f.is_default DESC`,
    [
      rows.map((r) => r.userName),
      rows.map((r) => r.receiver),
      rows.map((r) => r.phone),
      rows.map((r) => r.code),
      rows.map((r) => r.detail),
      rows.map((r) => r.isDefault),
    ],
  );
}
