import Decimal from 'decimal.js';
import { skuSearchTokens } from '../../../modules/search/tokenize.service.ts';
import type { Queryable } from '../database.ts';
import { fileId, fileUrl } from './ids.ts';
import { rngFor, type Rng } from './random.ts';
import { TENANTS } from './tenants.ts';
import { WELFARE_GROUPS } from './welfare.ts';

/**
 * Service vouchers (migration 0023): a few goods of kind 2 in every tenant — water tickets of the brands
 * the mall already sells, and two on-site services — and, in DEMO, voucher orders of buyer01 and person01
 * in every state a code can be in: codes to be used, used at the store, held by a refund request, and
 * refunded; one order completed by its codes being used, one with a code refunded and the other used.
 *
 * Written as payment, redemption and after-sales would have written them. Paid by the sandbox provider
 * (a paid payment row, no ledger), so the wallets the checkout demos start from are untouched.
 */

interface VoucherGood {
  key: string;
  /** The leaf category it is listed under. */
  leaf: string;
  /** The brand on the ticket, or null for a service of the store's own. */
  brand: string | null;
  name: string;
  model: string;
  unit: string;
  price: string;
  marketPrice: string;
  taxRate: string;
  specs: Array<{ name: string; value: string }>;
  /** Picture colours: ticket and ink. */
  colour: string;
  ink: string;
  sales: number;
}

const GOODS: VoucherGood[] = [
  {
    key: 'water-nongfu',
    leaf: '桶装水',
    brand: '农夫山泉',
    name: '农夫山泉 桶装饮用天然水电子水票 18.9L 单张',
    model: 'NFSQ-TP189',
    unit: '张',
    price: '22.00',
    marketPrice: '25.00',
    taxRate: '0.09',
    specs: [
      { name: '容量', value: '18.9L' },
      { name: '使用方式', value: '电话或小程序预约送水，送达时出示券码' },
    ],
    colour: '#0f766e',
    ink: '#ecfdf5',
    sales: 3260,
  },
  {
    key: 'water-yibao',
    leaf: '桶装水',
    brand: '怡宝',
    name: '怡宝 桶装纯净水电子水票 18.9L 单张',
    model: 'CRBAO-TP189',
    unit: '张',
    price: '19.50',
    marketPrice: '22.00',
    taxRate: '0.09',
    specs: [
      { name: '容量', value: '18.9L' },
      { name: '使用方式', value: '电话或小程序预约送水，送达时出示券码' },
    ],
    colour: '#1d4ed8',
    ink: '#eff6ff',
    sales: 2140,
  },
  {
    key: 'dispenser-clean',
    leaf: '饮水机',
    brand: null,
    name: '饮水机上门清洗消毒服务券 单台次',
    model: 'SVC-YSJ-QX',
    unit: '次',
    price: '59.00',
    marketPrice: '89.00',
    taxRate: '0.06',
    specs: [
      { name: '服务内容', value: '拆洗水路、高温消毒、更换滤网' },
      { name: '服务时长', value: '约40分钟' },
    ],
    colour: '#7c3aed',
    ink: '#f5f3ff',
    sales: 486,
  },
  {
    key: 'printer-service',
    leaf: '激光打印机',
    brand: null,
    name: '打印机上门维修保养服务券 单次',
    model: 'SVC-DYJ-WB',
    unit: '次',
    price: '150.00',
    marketPrice: '198.00',
    taxRate: '0.06',
    specs: [
      { name: '服务内容', value: '上门检测、清洁保养、故障排除（配件另计）' },
      { name: '服务范围', value: '市区工作日4小时内响应' },
    ],
    colour: '#b45309',
    ink: '#fffbeb',
    sales: 312,
  },
];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
  `<rect width="400" height="400" fill="#f8fafc"/>${body}</svg>`;
const text = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-family="sans-serif" ${extra}>${esc(value)}</text>`;

/**
 * The four 400×400 pictures of a voucher good, as every product has four (main, back, package, close-up):
 * the ticket, its back with the rules, how it is used, and the code stub.
 */
function ticketPictures(g: VoucherGood): Array<{ key: string; svg: string }> {
  const [first, ...rest] = g.name.split(' ');
  const holes = Array.from(
    { length: 9 },
    (_, i) => `<circle cx="290" cy="${110 + i * 22}" r="4" fill="#fff"/>`,
  );
  const ticket = (inner: string) =>
    `<rect x="30" y="90" width="340" height="220" rx="18" fill="${g.colour}"/>${holes.join('')}${inner}`;
  return [
    {
      key: 'main',
      svg: frame(
        ticket(
          text(52, 140, 26, g.ink, first ?? '', 'font-weight="700"') +
            text(52, 180, 16, g.ink, rest.slice(0, 2).join(' ')) +
            text(52, 206, 16, g.ink, rest.slice(2).join(' ')) +
            text(52, 280, 34, g.ink, `¥${g.price}`, 'font-weight="700"') +
            text(330, 215, 22, g.ink, '电子券', 'font-weight="700" text-anchor="middle" writing-mode="tb"'),
        ),
      ),
    },
    {
      key: 'back',
      svg: frame(
        ticket(
          text(52, 130, 20, g.ink, '使用须知', 'font-weight="700"') +
            g.specs
              .map((s, i) => text(52, 170 + i * 30, 14, g.ink, `${s.name}：${s.value}`.slice(0, 17)))
              .join('') +
            text(52, 280, 14, g.ink, '未使用可退 · 核销后不退'),
        ),
      ),
    },
    {
      key: 'steps',
      svg: frame(
        ['付款后发放券码', '预约服务或到店', '出示券码核销']
          .map(
            (step, i) =>
              `<circle cx="80" cy="${120 + i * 80}" r="26" fill="${g.colour}"/>` +
              text(80, 128 + i * 80, 22, g.ink, String(i + 1), 'text-anchor="middle" font-weight="700"') +
              text(126, 128 + i * 80, 22, '#1f2937', step),
          )
          .join(''),
      ),
    },
    {
      key: 'code',
      svg: frame(
        `<rect x="60" y="120" width="280" height="160" rx="14" fill="#fff" stroke="${g.colour}" stroke-width="4" stroke-dasharray="10 6"/>` +
          text(200, 180, 18, '#475569', '券码', 'text-anchor="middle"') +
          text(200, 230, 30, g.colour, '8•••  ••••  ••••', 'text-anchor="middle" font-weight="700"'),
      ),
    },
  ];
}

/** Inserts the voucher goods of one tenant; their SKU ids by key. */
async function seedGoods(q: Queryable, shopId: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const g of GOODS) {
    const { rows: where } = await q.query<{ categoryId: number; brandId: number | null; storeId: number }>(
      `SELECT c.id AS "categoryId", b.id AS "brandId",
              -- A brand's tickets are sold by a store that sells the brand; a service by the mall's own store
              -- (the first self-operated one, whose owner is supplier01).
              CASE WHEN $3::text IS NULL
                   THEN (SELECT st.id FROM store st WHERE st.shop_id = c.shop_id AND st.store_type = 1
                          ORDER BY st.id LIMIT 1)
                   ELSE COALESCE((SELECT s.store_id FROM product_sku s WHERE s.category_id = c.id AND s.brand_id = b.id
                                   ORDER BY s.id LIMIT 1),
                                 (SELECT s.store_id FROM product_sku s WHERE s.category_id = c.id ORDER BY s.id LIMIT 1))
              END AS "storeId"
         FROM category c LEFT JOIN brand b ON b.shop_id = c.shop_id AND b.name = $3
        WHERE c.shop_id = $1 AND c.level = 3 AND c.name = $2
        ORDER BY c.id LIMIT 1`,
      [shopId, g.leaf, g.brand],
    );
    const at = where[0];
    if (!at?.storeId) throw new Error(`seed: no store sells ${g.leaf} in ${shopId} for ${g.name}`);
    const images: string[] = [];
    for (const p of ticketPictures(g)) {
      const id = fileId(shopId, `voucher/${g.key}/${p.key}`);
      const body = Buffer.from(p.svg);
      await q.query(
        `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, file_name, created_at)
         VALUES ($1, $2, 'image/svg+xml', $3, $4, $5, '2026-01-01T00:00:00Z')`,
        [id, shopId, body.length, body, `${g.key}-${p.key}.svg`],
      );
      images.push(fileUrl(shopId, id));
    }
    const { rows: sku } = await q.query<{ id: number }>(
      `INSERT INTO product_sku (shop_id, store_id, category_id, brand_id, spu_code, name, model, unit, specs, price,
                                market_price, tax_rate, sales, product_type, main_img, images, status, search_tokens,
                                created_at, goods_kind, is_welfare)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $16, $12, 1, $13, $14::jsonb, 1,
               array_to_tsvector(string_to_array($15, ' ')), '2026-01-02T00:00:00Z', 2,
               -- Welfare like every good of its category group (seedWelfare ran before the vouchers).
               EXISTS (SELECT 1 FROM category leaf JOIN category g ON g.id = leaf.parent_id
                        WHERE leaf.id = $3 AND g.name = ANY($17::text[])))
       RETURNING id`,
      [
        shopId,
        at.storeId,
        at.categoryId,
        g.brand ? at.brandId : null,
        `${shopId}-VCH-${g.key}`,
        g.name,
        g.model,
        g.unit,
        JSON.stringify(g.specs),
        g.price,
        g.marketPrice,
        g.sales,
        images[0],
        JSON.stringify(images),
        skuSearchTokens(g.name).join(' '),
        g.taxRate,
        WELFARE_GROUPS,
      ],
    );
    await q.query(`INSERT INTO sku_stock (sku_id, shop_id, stock) VALUES ($1, $2, 5000)`, [
      sku[0]!.id,
      shopId,
    ]);
    ids.set(g.key, sku[0]!.id);
  }
  return ids;
}

type CodeState = 'unused' | 'used' | 'held' | 'refunded';

interface PlannedOrder {
  good: string;
  at: string;
  pay: 'alipay' | 'wechat';
  codes: CodeState[];
  status: 'pendingReceipt' | 'pendingEvaluation';
}

/** Every demo buyer's voucher orders, a few hours apart from the other buyer's. */
const PLAN: PlannedOrder[] = [
  {
    good: 'water-nongfu',
    at: '2026-11-02 09:30',
    pay: 'wechat',
    codes: ['used', 'used', 'unused', 'unused', 'unused'],
    status: 'pendingReceipt',
  },
  {
    good: 'dispenser-clean',
    at: '2026-10-20 14:10',
    pay: 'alipay',
    codes: ['used'],
    status: 'pendingEvaluation',
  },
  {
    good: 'water-yibao',
    at: '2026-10-25 11:05',
    pay: 'alipay',
    codes: ['used', 'refunded'],
    status: 'pendingEvaluation',
  },
  {
    good: 'printer-service',
    at: '2026-11-18 16:45',
    pay: 'wechat',
    codes: ['held', 'unused'],
    status: 'pendingReceipt',
  },
];
const BUYERS = [
  { userName: 'buyer01', shift: 0 },
  { userName: 'person01', shift: 3 },
];

const HOUR = 3_600_000;
const FAR_DEADLINE = '2099-01-01T00:00:00+08:00';
const chinaTime = (text: string, hours = 0) =>
  new Date(new Date(`${text.replace(' ', 'T')}:00+08:00`).getTime() + hours * HOUR);
const iso = (d: Date) => d.toISOString();
const code = (rng: Rng) =>
  Array.from({ length: 12 }, () => Math.floor(rng() * 10))
    .join('')
    .replace(/^0/, '8');
const hex = (rng: Rng, bytes: number) =>
  Array.from({ length: bytes }, () =>
    Math.floor(rng() * 256)
      .toString(16)
      .padStart(2, '0'),
  )
    .join('')
    .toUpperCase();

/** The voucher goods of every tenant, and the voucher orders of DEMO's buyers. */
export async function seedServiceVouchers(q: Queryable): Promise<void> {
  let demo = new Map<string, number>();
  for (const tenant of TENANTS) {
    const ids = await seedGoods(q, tenant.shopId);
    if (tenant.shopId === 'DEMO') demo = ids;
  }
  const rng = rngFor('DEMO', 'vouchers');
  for (const buyer of BUYERS) {
    const { rows: users } = await q.query<{
      id: number;
      receiver: string;
      phone: string;
      codes: string[];
      address: string;
    }>(
      `SELECT u.id, a.receiver, a.phone,
              array_remove(ARRAY[a.province_code, a.city_code, a.county_code, a.town_code], NULL) AS codes,
              a.region_name || ' ' || a.detail AS address
         FROM app_user u JOIN user_address a ON a.user_id = u.id AND a.is_default
        WHERE u.shop_id = 'DEMO' AND u.user_name = $1`,
      [buyer.userName],
    );
    const user = users[0];
    if (!user) throw new Error(`seed: ${buyer.userName} of DEMO has no default address`);
    for (const plan of PLAN) {
      await seedOrder(q, rng, user, plan, demo.get(plan.good)!, chinaTime(plan.at, buyer.shift));
    }
  }
}

async function seedOrder(
  q: Queryable,
  rng: Rng,
  user: { id: number; receiver: string; phone: string; codes: string[]; address: string },
  plan: PlannedOrder,
  skuId: number,
  placed: Date,
): Promise<void> {
  const { rows: skus } = await q.query<{
    storeId: number;
    name: string;
    mainImg: string;
    unit: string;
    price: string;
    specs: string;
  }>(
    `SELECT store_id AS "storeId", name, main_img AS "mainImg", unit, price::text AS price,
            COALESCE((SELECT string_agg((e.spec->>'name') || ':' || (e.spec->>'value'), ';' ORDER BY e.n)
                        FROM jsonb_array_elements(specs) WITH ORDINALITY AS e(spec, n)), '') AS specs
       FROM product_sku WHERE id = $1`,
    [skuId],
  );
  const sku = skus[0]!;
  const units = plan.codes.length;
  const goods = new Decimal(sku.price).mul(units).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const paid = new Date(placed.getTime() + 0.05 * HOUR);
  const refundedUnits = plan.codes.filter((c) => c === 'refunded').length;
  const refundAmount = new Decimal(sku.price).mul(refundedUnits).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  // Codes are used a day or more apart; a refund request is answered the day after payment.
  const usedTimes = plan.codes.map((_c, i) => new Date(paid.getTime() + (26 + 30 * i) * HOUR));
  const refundedAt = new Date(paid.getTime() + 24 * HOUR);
  const lastSettled = new Date(
    Math.max(
      ...plan.codes.map((c, i) =>
        c === 'used' ? usedTimes[i]!.getTime() : c === 'refunded' ? refundedAt.getTime() : 0,
      ),
    ),
  );

  const { rows: sub } = await q.query<{ id: number }>(
    `INSERT INTO order_submission (shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                   points_amount, pay_amount, expires_at, created_at)
     VALUES ('DEMO', $1, $2, 0, 0, 0, 0, $2, $3, $4) RETURNING id`,
    [user.id, goods.toFixed(2), iso(new Date(placed.getTime() + 0.5 * HOUR)), iso(placed)],
  );
  const submissionId = sub[0]!.id;
  const { rows: order } = await q.query<{ id: number }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id)
     INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                             shipping_fee, coupon_amount, points_used, points_amount, pay_amount, delivery_method,
                             receiver, phone, region_codes, address, invoice, message, pay_method, paid_at,
                             expires_at, created_at, shipped_at, received_at, receive_due_at, refunded_amount)
     SELECT n.id, 'DEMO',
            to_char($12::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(n.id::text, 8, '0'),
            $1, $2, $3, $4, $5, 0, 0, 0, 0, $5, 3, $6, $7, $8::text[], $9,
            '{"kind":"electronic","titleType":"personal","title":"个人","taxpayerId":""}'::jsonb, '', $10, $11,
            $13, $12, $11, $14, NULL, $15
       FROM n
     RETURNING id`,
    [
      submissionId,
      user.id,
      sku.storeId,
      plan.status,
      goods.toFixed(2),
      user.receiver,
      user.phone,
      user.codes,
      user.address,
      plan.pay,
      iso(paid),
      iso(placed),
      iso(new Date(placed.getTime() + 0.5 * HOUR)),
      plan.status === 'pendingEvaluation' ? iso(lastSettled) : null,
      refundAmount.toFixed(2),
    ],
  );
  const orderId = order[0]!.id;
  const { rows: line } = await q.query<{ id: number }>(
    `INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount, specs, goods_kind)
     VALUES ('DEMO', $1, $2, $3, $4, $5, $6, $7, $8, $9, 2) RETURNING id`,
    [orderId, skuId, sku.name, sku.mainImg, sku.unit, sku.price, units, goods.toFixed(2), sku.specs],
  );
  const lineId = line[0]!.id;
  // Stock taken when it was placed; refunded codes gave theirs back.
  await q.query('UPDATE sku_stock SET stock = stock - $2 + $3 WHERE sku_id = $1', [
    skuId,
    units,
    refundedUnits,
  ]);
  await q.query(
    `INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id, created_at)
     SELECT 'DEMO', $1::bigint, -$2::int, 'order', $3::bigint, $4::timestamptz
     UNION ALL SELECT 'DEMO', $1::bigint, $5::int, 'afterSale', $3::bigint, $6::timestamptz WHERE $5::int > 0`,
    [skuId, units, orderId, iso(placed), refundedUnits, iso(lastSettled)],
  );
  await q.query(
    `INSERT INTO payment (id, shop_id, submission_id, user_id, method, amount, status, provider_txn_id,
                          expires_at, paid_at, created_at)
     VALUES ($1, 'DEMO', $2, $3, $4, $5, 'paid', $6, $7, $8, $9)`,
    [
      `PSEEDVOUCHER${String(submissionId).padStart(12, '0')}`,
      submissionId,
      user.id,
      plan.pay,
      goods.toFixed(2),
      `SEED-VCH-${submissionId}`,
      iso(new Date(placed.getTime() + (5 / 60) * HOUR)),
      iso(paid),
      iso(placed),
    ],
  );

  // A request holding codes (awaiting the store's answer) or one that refunded them.
  const held = plan.codes.filter((c) => c === 'held').length;
  const asked = held || refundedUnits;
  let afterSaleId: number | null = null;
  if (asked > 0) {
    const refunded = refundedUnits > 0;
    const appliedAt = refunded
      ? new Date(refundedAt.getTime() - 4 * HOUR)
      : new Date(paid.getTime() + 20 * HOUR);
    const amount = new Decimal(sku.price).mul(asked).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const { rows: afs } = await q.query<{ id: number }>(
      `INSERT INTO after_sale (shop_id, afs_no, order_id, order_line_id, user_id, store_id, kind, status, reason,
                               quantity, amount, instructions, pictures, phone, answer_due_at, refunded_at,
                               created_at, updated_at)
       VALUES ('DEMO', $1, $2, $3, $4, $5, 'refund', $6, $7, $8, $9, $10, '[]'::jsonb, $11, $12, $13, $14, $15)
       RETURNING id`,
      [
        `AS${iso(appliedAt).slice(0, 10).replace(/-/g, '')}${hex(rng, 5)}`,
        orderId,
        lineId,
        user.id,
        sku.storeId,
        refunded ? 'refunded' : 'applied',
        refunded ? '不想要了' : '协商一致退款',
        String(asked),
        amount.toFixed(2),
        refunded ? '' : '设备已更换，维修券暂不需要了',
        user.phone,
        refunded ? iso(new Date(appliedAt.getTime() + 4 * HOUR)) : FAR_DEADLINE,
        refunded ? iso(new Date(appliedAt.getTime() + 4 * HOUR)) : null,
        iso(appliedAt),
        iso(refunded ? new Date(appliedAt.getTime() + 4 * HOUR) : appliedAt),
      ],
    );
    afterSaleId = afs[0]!.id;
    const steps: Array<[string, string | null, string, string, Date]> = [
      ['APPLY', null, 'applied', 'buyer', appliedAt],
      ...(refunded
        ? ([
            ['ACCEPT', 'applied', 'refunding', 'seller', new Date(appliedAt.getTime() + 3 * HOUR)],
            ['REFUND_SUCCEEDED', 'refunding', 'refunded', 'system', new Date(appliedAt.getTime() + 4 * HOUR)],
          ] as Array<[string, string | null, string, string, Date]>)
        : []),
    ];
    for (const [event, from, to, actor, at] of steps) {
      await q.query(
        `INSERT INTO after_sale_event (shop_id, after_sale_id, event, from_status, to_status, actor, note, created_at)
         VALUES ('DEMO', $1, $2, $3, $4, $5, '', $6)`,
        [afterSaleId, event, from, to, actor, iso(at)],
      );
    }
    if (refunded) {
      await q.query(
        `INSERT INTO refund (id, shop_id, after_sale_id, order_id, method, amount, points, status,
                             provider_refund_id, created_at, succeeded_at)
         VALUES ($1, 'DEMO', $2, $3, $4, $5, 0, 'succeeded', $6, $7, $8)`,
        [
          `R${hex(rng, 16)}`,
          afterSaleId,
          orderId,
          plan.pay,
          amount.toFixed(2),
          `SBXR${hex(rng, 10)}`,
          iso(new Date(appliedAt.getTime() + 3 * HOUR)),
          iso(new Date(appliedAt.getTime() + 4 * HOUR)),
        ],
      );
    }
  }

  const { rows: staff } = await q.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM store_staff WHERE store_id = $1 AND role IN ('owner', 'staff')
      ORDER BY role, user_id LIMIT 1`,
    [sku.storeId],
  );
  for (const [i, state] of plan.codes.entries()) {
    const status = state === 'used' ? 1 : state === 'refunded' ? 2 : 0;
    await q.query(
      `INSERT INTO order_voucher (shop_id, order_id, order_line_id, code, status, after_sale_id, used_at, used_by,
                                  refunded_at, created_at)
       VALUES ('DEMO', $1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        orderId,
        lineId,
        code(rng),
        status,
        state === 'held' || state === 'refunded' ? afterSaleId : null,
        state === 'used' ? iso(usedTimes[i]!) : null,
        state === 'used' ? (staff[0]?.userId ?? null) : null,
        state === 'refunded' ? iso(refundedAt) : null,
        iso(paid),
      ],
    );
  }
}
