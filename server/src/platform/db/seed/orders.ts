import Decimal from 'decimal.js';
import type { Queryable } from '../database.ts';

/**
 * Order history of the demo buyers (buyer01 and person01 of DEMO), so "my orders" shows every tab and the
 * recycle bin from the first start: an unpaid order, orders awaiting shipment, shipped in one or two
 * parcels with their tracking, received, evaluated, completed, cancelled, and two in the recycle bin.
 *
 * Written as checkout, payment and shipping would have written them: one submission per order, lines
 * with the variant's specs, pay amount = goods + shipping − coupon − points (no points, and one coupon of
 * its own — 老客回馈券, spent on one completed order — so the wallets and coupon books the checkout demos
 * start from are untouched), paid through the
 * sandbox provider (Alipay or WeChat: a paid payment row, no ledger), stock taken with its ledger rows
 * (and given back for cancelled orders). Deterministic: fixed times and the SKUs chosen by id.
 *
 * Deadlines must outlive the sweepers: the unpaid order expires and the shipped orders confirm themselves
 * on a far-away date (as the seed's coupons and activities do), and seeded parcels do not move on their
 * own (next_step_at is null); everything placed in the running app follows the real timings.
 */

/** The far-away deadline of the unpaid order and of the shipped orders' automatic receipt. */
const FAR_DEADLINE = '2099-01-01T00:00:00+08:00';

type Status =
  | 'pendingPayment'
  | 'pendingDelivery'
  | 'pendingReceipt'
  | 'pendingEvaluation'
  | 'evaluated'
  | 'completed'
  | 'canceled';
type Step = 'received' | 'inTransit' | 'reachedCity' | 'signed';

interface Planned {
  status: Status;
  /** When it was placed, China time. */
  at: string;
  /** Quantity of each line (the goods are chosen from one store). */
  quantities: number[];
  pay?: 'alipay' | 'wechat';
  /** Parcels: which lines (indexes) each carries, and how far its tracking got. */
  parcels?: Array<{ lines: number[]; courier: keyof typeof COURIERS; step: Step }>;
  cancelReason?: string;
  /** In the recycle bin (moved there a day after it finished). */
  recycled?: boolean;
  /** One of its lines is a good that has gone off sale since (buy again names it). */
  offShelf?: boolean;
  message?: string;
  /** The platform coupon it used (a template of seed/coupons.ts), held by the buyer and spent on it. */
  coupon?: string;
}

const EXPIRED = '超时未支付，系统自动取消';

const COURIERS = { 顺丰速运: 'SF', 中通快递: 'ZT', 京东物流: 'JD' } as const;

/** Every demo buyer gets the same story, on their own goods and a few hours apart. */
const PLAN: Planned[] = [
  { status: 'completed', at: '2026-10-08 09:12', quantities: [2, 1], pay: 'alipay', recycled: true },
  { status: 'canceled', at: '2026-10-12 15:40', quantities: [1], cancelReason: '买家取消', recycled: true },
  {
    status: 'completed',
    at: '2026-10-16 10:05',
    quantities: [5, 2],
    pay: 'wechat',
    offShelf: true,
    message: '请开具发票随货寄出',
  },
  { status: 'evaluated', at: '2026-10-22 14:30', quantities: [1, 3], pay: 'alipay' },
  { status: 'canceled', at: '2026-10-27 20:18', quantities: [4], cancelReason: EXPIRED },
  { status: 'pendingEvaluation', at: '2026-11-03 11:26', quantities: [2], pay: 'wechat' },
  {
    status: 'completed',
    at: '2026-11-06 16:48',
    quantities: [10],
    pay: 'alipay',
    coupon: '老客回馈券 满100减15',
  },
  {
    status: 'pendingReceipt',
    at: '2026-11-12 09:35',
    quantities: [1, 2, 1],
    pay: 'alipay',
    parcels: [
      { lines: [0, 1], courier: '顺丰速运', step: 'reachedCity' },
      { lines: [2], courier: '京东物流', step: 'inTransit' },
    ],
  },
  {
    status: 'pendingReceipt',
    at: '2026-11-15 13:02',
    quantities: [3],
    pay: 'wechat',
    parcels: [{ lines: [0], courier: '中通快递', step: 'inTransit' }],
  },
  { status: 'pendingDelivery', at: '2026-11-18 10:20', quantities: [2, 1], pay: 'alipay' },
  { status: 'pendingDelivery', at: '2026-11-19 17:45', quantities: [6], pay: 'wechat' },
  { status: 'pendingPayment', at: '2026-11-20 21:10', quantities: [1, 2] },
];

const BUYERS = [
  { userName: 'buyer01', name: '王建国', shift: 0 },
  { userName: 'person01', name: '刘洋', shift: 5 },
];

const COMMENTS = [
  '质量很好，和描述一致，包装严实，发货也快。',
  '单位批量采购，数量准确，开票及时，下次还来。',
  '做工扎实，性价比高，物流两天就到了。',
];

/** What a parcel's tracking says at each step, and when, in hours after shipping. */
const TRACKING: Record<Step, { after: number; text: (courier: string, city: string) => string }> = {
  received: { after: 0, text: (c) => `${c}已揽收，包裹正等待发往转运中心` },
  inTransit: { after: 7, text: () => '快件已发出，运输中，正发往目的地转运中心' },
  reachedCity: { after: 30, text: (_c, city) => `快件已到达【${city}】，正在派送，请保持电话畅通` },
  signed: { after: 40, text: () => '快件已签收，签收人：本人，感谢使用' },
};
const STEPS: Step[] = ['received', 'inTransit', 'reachedCity', 'signed'];

interface Sku {
  id: number;
  storeId: number;
  name: string;
  mainImg: string;
  unit: string;
  price: string;
  specs: string;
  stock: number;
}

interface Store {
  id: number;
  shippingFee: string;
  freeShippingFrom: string;
}

const HOUR = 3_600_000;
/** A China-time 'YYYY-MM-DD HH:MM' plus hours, as a Date. */
const chinaTime = (text: string, hours = 0) =>
  new Date(new Date(`${text.replace(' ', 'T')}:00+08:00`).getTime() + hours * HOUR);
const iso = (d: Date | null): string | null => d?.toISOString() ?? null;
/** A line's amount: price × quantity rounded half up to the fen, as checkout computes it. */
const lineAmount = (price: string, quantity: number) =>
  new Decimal(price).mul(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Goods of DEMO an order may hold: on sale, ordinary, priced ¥1–300, well stocked, not coupon targets. */
async function candidates(
  q: Queryable,
): Promise<{ skus: Sku[]; offShelf: Sku[]; stores: Map<number, Store> }> {
  const skuColumns = `s.id, s.store_id AS "storeId", s.name, s.main_img AS "mainImg", s.unit, s.price::text AS price,
      COALESCE((SELECT string_agg((e.spec->>'name') || ':' || (e.spec->>'value'), ';' ORDER BY e.n)
                  FROM jsonb_array_elements(s.specs) WITH ORDINALITY AS e(spec, n)), '') AS specs,
      k.stock`;
  const from = `product_sku s JOIN store st ON st.id = s.store_id JOIN sku_stock k ON k.sku_id = s.id
     WHERE s.shop_id = 'DEMO' AND s.product_type = 1 AND s.price BETWEEN 1 AND 300 AND st.store_type <> 3
       AND NOT EXISTS (SELECT 1 FROM coupon c WHERE c.shop_id = s.shop_id AND s.id = ANY(c.sku_ids))`;
  const { rows: skus } = await q.query<Sku>(
    `SELECT ${skuColumns} FROM ${from} AND s.status = 1 AND k.stock >= 200 AND s.id > 200
      ORDER BY (s.id * 7919) % 1009, s.id`,
  );
  const { rows: offShelf } = await q.query<Sku>(
    `SELECT ${skuColumns} FROM ${from} AND s.status = 0 AND k.stock >= 50 ORDER BY s.id`,
  );
  const { rows: stores } = await q.query<Store>(
    `SELECT id, shipping_fee::text AS "shippingFee", free_shipping_from::text AS "freeShippingFrom"
       FROM store WHERE shop_id = 'DEMO'`,
  );
  return { skus, offShelf, stores: new Map(stores.map((s) => [s.id, s])) };
}

/** A platform coupon template of DEMO by name. */
async function couponTemplate(q: Queryable, name: string) {
  const { rows } = await q.query<{ id: number; threshold: string; discount: string }>(
    `SELECT id, threshold::text AS threshold, discount::text AS discount FROM coupon
      WHERE shop_id = 'DEMO' AND name = $1`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error(`seed: no coupon template ${name} in DEMO`);
  return { id: row.id, threshold: new Decimal(row.threshold), discount: new Decimal(row.discount) };
}

export async function seedOrders(q: Queryable): Promise<void> {
  const { skus, offShelf, stores } = await candidates(q);
  const byStore = new Map<number, Sku[]>();
  for (const s of skus) byStore.set(s.storeId, [...(byStore.get(s.storeId) ?? []), s]);
  // Stores with goods enough for the longest order, each buyer starting at their own one.
  const storeIds = [...byStore.keys()].filter((id) => byStore.get(id)!.length >= 8).sort((a, b) => a - b);
  const used = new Set<number>();
  const take = (storeId: number, n: number): Sku[] => {
    const picked = byStore
      .get(storeId)!
      .filter((s) => !used.has(s.id))
      .slice(0, n);
    if (picked.length === 0) throw new Error(`seed: no goods left in store ${storeId} for the demo orders`);
    picked.forEach((s) => used.add(s.id));
    return picked;
  };

  let waybill = 0;
  for (const [b, buyer] of BUYERS.entries()) {
    const { rows: users } = await q.query<{
      id: number;
      receiver: string;
      phone: string;
      codes: string[];
      address: string;
      city: string;
    }>(
      `SELECT u.id, a.receiver, a.phone,
              array_remove(ARRAY[a.province_code, a.city_code, a.county_code, a.town_code], NULL) AS codes,
              a.region_name || ' ' || a.detail AS address, (SELECT name FROM region WHERE code = a.city_code) AS city
         FROM app_user u JOIN user_address a ON a.user_id = u.id AND a.is_default
        WHERE u.shop_id = 'DEMO' AND u.user_name = $1`,
      [buyer.userName],
    );
    const user = users[0];
    if (!user) throw new Error(`seed: ${buyer.userName} of DEMO has no default address`);

    for (const [i, plan] of PLAN.entries()) {
      const placed = chinaTime(plan.at, buyer.shift);
      let lines: Sku[];
      if (plan.offShelf && offShelf[b]) {
        const gone = offShelf[b];
        used.add(gone.id);
        lines = [gone, ...(byStore.has(gone.storeId) ? take(gone.storeId, plan.quantities.length - 1) : [])];
      } else {
        lines = take(storeIds[(i + b * 5) % storeIds.length]!, plan.quantities.length);
      }
      const quantities = plan.quantities.slice(0, lines.length);
      const store = stores.get(lines[0]!.storeId)!;
      const amounts = lines.map((s, n) => lineAmount(s.price, quantities[n]!));
      const goods = amounts.reduce((a, x) => a.plus(x), new Decimal(0));
      // Express delivery: the store's fee, waived from its free-shipping threshold (pricing.service.ts).
      const delivery = 1;
      const shipping = goods.gte(store.freeShippingFrom) ? new Decimal(0) : new Decimal(store.shippingFee);
      // The coupon, when its threshold is met: its discount, never more than the goods.
      const coupon = plan.coupon ? await couponTemplate(q, plan.coupon) : undefined;
      const couponAmount =
        coupon && goods.gte(coupon.threshold) ? Decimal.min(coupon.discount, goods) : new Decimal(0);
      const pay = goods.plus(shipping).minus(couponAmount);

      const paid = plan.pay ? new Date(placed.getTime() + 0.05 * HOUR) : null;
      const shipped =
        plan.status === 'pendingPayment' || plan.status === 'pendingDelivery' || plan.status === 'canceled'
          ? null
          : new Date(placed.getTime() + 20 * HOUR);
      const parcels = shipped
        ? (plan.parcels ?? [
            {
              lines: lines.map((_s, n) => n),
              courier: (['顺丰速运', '中通快递', '京东物流'] as const)[i % 3]!,
              step: 'signed' as Step,
            },
          ])
        : [];
      const received =
        shipped && plan.status !== 'pendingReceipt'
          ? new Date(shipped.getTime() + (TRACKING.signed.after + 3) * HOUR)
          : null;
      const completed = plan.status === 'completed' ? new Date(received!.getTime() + 7 * 24 * HOUR) : null;
      const canceled =
        plan.status === 'canceled'
          ? new Date(placed.getTime() + (plan.cancelReason === EXPIRED ? 0.5 : 0.2) * HOUR)
          : null;
      const finished = completed ?? canceled ?? received;
      const expires =
        plan.status === 'pendingPayment' ? new Date(FAR_DEADLINE) : new Date(placed.getTime() + 0.5 * HOUR);

      const { rows: sub } = await q.query<{ id: number }>(
        `INSERT INTO order_submission (shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                       points_amount, pay_amount, expires_at, created_at)
         VALUES ('DEMO', $1, $2, $3, $7, 0, 0, $4, $5, $6) RETURNING id`,
        [
          user.id,
          goods.toFixed(2),
          shipping.toFixed(2),
          pay.toFixed(2),
          iso(expires),
          iso(placed),
          couponAmount.toFixed(2),
        ],
      );
      const submissionId = sub[0]!.id;
      const { rows: order } = await q.query<{ id: number }>(
        `WITH n AS (SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id)
         INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                                 shipping_fee, coupon_amount, points_used, points_amount, pay_amount,
                                 delivery_method, receiver, phone, region_codes, address, invoice, message,
                                 pay_method, paid_at, canceled_at, cancel_reason, expires_at, created_at,
                                 shipped_at, received_at, receive_due_at, completed_at, recycled_at)
         SELECT n.id, 'DEMO',
                to_char($15::timestamptz AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(n.id::text, 8, '0'),
                $1, $2, $3, $4, $5, $6, $25, 0, 0, $7, $8, $9, $10, $11::text[], $12,
                '{"kind":"electronic","titleType":"personal","title":"个人","taxpayerId":""}'::jsonb,
                $13, $14, $16, $17, $18, $19, $15, $20, $21, $22, $23, $24
           FROM n
         RETURNING id`,
        [
          submissionId,
          user.id,
          store.id,
          plan.status,
          goods.toFixed(2),
          shipping.toFixed(2),
          pay.toFixed(2),
          delivery,
          user.receiver,
          user.phone,
          user.codes,
          user.address,
          plan.message ?? '',
          plan.pay ?? null,
          iso(placed),
          iso(paid),
          iso(canceled),
          plan.cancelReason ?? null,
          iso(expires),
          iso(shipped),
          iso(received),
          plan.status === 'pendingReceipt'
            ? FAR_DEADLINE
            : shipped
              ? iso(new Date(shipped.getTime() + 240 * HOUR))
              : null,
          iso(completed),
          plan.recycled ? iso(new Date(finished!.getTime() + 24 * HOUR)) : null,
          couponAmount.toFixed(2),
        ],
      );
      const orderId = order[0]!.id;
      if (coupon && couponAmount.gt(0)) {
        // Given a week before, spent when the order was placed.
        await q.query(
          `INSERT INTO user_coupon (shop_id, user_id, coupon_id, status, order_id, used_at, created_at)
           VALUES ('DEMO', $1, $2, 1, $3, $4, $5)`,
          [user.id, coupon.id, orderId, iso(placed), iso(new Date(placed.getTime() - 7 * 24 * HOUR))],
        );
      }
      const { rows: lineIds } = await q.query<{ id: number }>(
        `INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount, specs)
         SELECT 'DEMO', $1, l.sku, l.name, l.img, l.unit, l.price, l.quantity, l.amount, l.specs
           FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::numeric[],
                       $8::numeric[], $9::text[]) WITH ORDINALITY
             AS l(sku, name, img, unit, price, quantity, amount, specs, n)
          ORDER BY l.n
         RETURNING id`,
        [
          orderId,
          lines.map((s) => s.id),
          lines.map((s) => s.name),
          lines.map((s) => s.mainImg),
          lines.map((s) => s.unit),
          lines.map((s) => s.price),
          quantities,
          amounts.map((a) => a.toFixed(2)),
          lines.map((s) => s.specs),
        ],
      );
      const lineIdOf = lineIds.map((r) => r.id).sort((x, y) => x - y);

      // Stock taken when it was placed (and given back when it was cancelled), with the ledger rows.
      await q.query(
        `WITH d AS (SELECT * FROM unnest($2::bigint[], $3::int[]) AS d(sku, units)),
         taken AS (UPDATE sku_stock k SET stock = k.stock - d.units FROM d WHERE k.sku_id = d.sku AND $6::boolean)
         INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id, created_at)
         SELECT 'DEMO', d.sku, -d.units, 'order', $1::bigint, $4::timestamptz FROM d
         UNION ALL
         SELECT 'DEMO', d.sku, d.units, 'cancel', $1::bigint, $5::timestamptz FROM d WHERE $5::timestamptz IS NOT NULL`,
        [orderId, lines.map((s) => s.id), quantities, iso(placed), iso(canceled), canceled === null],
      );
      if (plan.pay && paid) {
        await q.query(
          `INSERT INTO payment (id, shop_id, submission_id, user_id, method, amount, status, provider_txn_id,
                                expires_at, paid_at, created_at)
           VALUES ($1, 'DEMO', $2, $3, $4, $5, 'paid', $6, $7, $8, $9)`,
          [
            `PSEEDDEMO${String(submissionId).padStart(12, '0')}`,
            submissionId,
            user.id,
            plan.pay,
            pay.toFixed(2),
            `SEED-DEMO-${submissionId}`,
            iso(new Date(placed.getTime() + (5 / 60) * HOUR)),
            iso(paid),
            iso(placed),
          ],
        );
      }
      for (const parcel of parcels) {
        waybill += 1;
        const reached = STEPS.indexOf(parcel.step);
        const { rows: shipment } = await q.query<{ id: number }>(
          `INSERT INTO shipment (shop_id, order_id, courier, waybill, status, shipped_at, next_step_at)
           VALUES ('DEMO', $1, $2, $3, $4, $5, NULL) RETURNING id`,
          [
            orderId,
            parcel.courier,
            `${COURIERS[parcel.courier]}${String(8_800_000_000 + waybill * 37)}`,
            parcel.step,
            iso(shipped),
          ],
        );
        await q.query(
          `INSERT INTO shipment_line (shop_id, shipment_id, order_line_id, quantity)
           SELECT 'DEMO', $1, l, qty FROM unnest($2::bigint[], $3::numeric[]) AS x(l, qty)`,
          [shipment[0]!.id, parcel.lines.map((n) => lineIdOf[n]), parcel.lines.map((n) => quantities[n])],
        );
        const steps = STEPS.slice(0, reached + 1);
        await q.query(
          `INSERT INTO shipment_event (shop_id, shipment_id, status, description, happened_at)
           SELECT 'DEMO', $1, s, d, t FROM unnest($2::text[], $3::text[], $4::timestamptz[]) AS x(s, d, t)`,
          [
            shipment[0]!.id,
            steps,
            steps.map((s) => TRACKING[s].text(parcel.courier, user.city)),
            steps.map((s) => iso(new Date(shipped!.getTime() + TRACKING[s].after * HOUR))),
          ],
        );
      }
      if (plan.status === 'evaluated') {
        await q.query(
          `INSERT INTO product_comment (shop_id, sku_id, user_name, anonymous, rating, content, created_at,
                                        order_line_id, user_id, store_id)
           SELECT 'DEMO', x.sku, $1, false, 5, x.content, $2, x.line, $3, $4
             FROM unnest($5::bigint[], $6::bigint[], $7::text[]) WITH ORDINALITY AS x(sku, line, content, n)
            ORDER BY x.n`,
          [
            buyer.name,
            iso(new Date(received!.getTime() + 24 * HOUR)),
            user.id,
            store.id,
            lines.map((s) => s.id),
            lineIdOf,
            lines.map((_s, n) => COMMENTS[(n + b) % COMMENTS.length]!),
          ],
        );
      }
    }
  }
}
