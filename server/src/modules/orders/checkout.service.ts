import type { components } from '../../../../openapi/generated/order.ts';
import Decimal from 'decimal.js';
import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import { pgCode, type Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import {
  ADDRESS_NOT_FOUND,
  defaultAddress,
  findAddress,
  type AddressView,
} from '../account/account.service.ts';
import {
  cartWithFacts,
  directWithFacts,
  settleable,
  type CanOrder,
  type CartView,
  type ViewWithFacts,
} from '../cart/cart.service.ts';
import { claimKey } from './idempotency.service.ts';
import { money, regionOfAddress, stockUnits } from '../cart/lines.service.ts';
import { POINTS_PER_YUAN, settle, type Settlement, type UserCoupon } from './pricing.service.ts';

/** Unpaid orders cancel themselves this long after submission. */
export const ORDER_TTL_MINUTES = 30;
/** The refusal when a buyer already holds the shop's maximum of unpaid orders. */
export const tooManyUnpaid = (max: number) => `您已有${max}笔待付款订单，请先支付或取消后再下单`;

/**
 * Refuses an order that would take the buyer past the shop's limits on unpaid orders (base_config
 * max_unpaid_orders, default 10) or on units of one SKU in unpaid orders (max_unpaid_units_per_sku,
 * default 500), so nobody can keep a good's stock reserved with orders they never pay and place again as
 * they expire. The buyer's orders are serialised by the order lock (claimKey): the count cannot be raced.
 */
async function requireUnpaidRoom(
  q: Queryable,
  userId: number,
  newOrders: number,
  lines: Array<{ skuId: number; name: string; units: number }>,
): Promise<void> {
  const { rows } = await q.query<{
    orders: number;
    maxOrders: number;
    maxUnits: number;
    held: Array<{ skuId: number; units: number }>;
  }>(
    `WITH unpaid AS (SELECT id FROM mall_order
                      WHERE user_id = $1 AND status = 'pendingPayment' AND expires_at > now())
     SELECT (SELECT count(*)::int FROM unpaid) AS orders,
            COALESCE(c.max_unpaid_orders, 10) AS "maxOrders",
            COALESCE(c.max_unpaid_units_per_sku, 500) AS "maxUnits",
            COALESCE((SELECT json_agg(json_build_object('skuId', l.sku_id, 'units', l.units))
                        FROM (SELECT sku_id, sum(ceil(quantity))::int AS units FROM order_line
                               WHERE order_id IN (SELECT id FROM unpaid) AND sku_id = ANY($2::bigint[])
                               GROUP BY sku_id) l), '[]') AS held
       FROM (SELECT 1) one
       LEFT JOIN base_config c ON c.shop_id = current_setting('app.shop_id', true)`,
    [userId, lines.map((l) => l.skuId)],
  );
  const { orders, maxOrders, maxUnits, held } = rows[0]!;
  if (orders + newOrders > maxOrders) throw new AppError(409, tooManyUnpaid(maxOrders));
  for (const line of lines) {
    const before = held.find((h) => Number(h.skuId) === line.skuId)?.units ?? 0;
    if (before + line.units > maxUnits) {
      throw new AppError(
        409,
        `「${line.name}」在您的待付款订单中最多${maxUnits}件（已有${before}件），请先支付或取消后再下单`,
      );
    }
  }
}

/** The buyer's choices of a preview (openapi order.yaml PreviewBody). */
export type CheckoutChoices = components['schemas']['PreviewBody'];

/** placeOrder's body, or directPlaceOrder's with `lines`: one input for the two operations. */
export type PlaceOrderInput = components['schemas']['PlaceOrderBody'] &
  Partial<Pick<components['schemas']['DirectPlaceOrderBody'], 'lines'>>;

interface Prepared {
  view: CartView;
  verdict: CanOrder;
  address: AddressView | null;
  settlement: Settlement;
  availablePoints: number;
}

/** The user's unused coupons valid now, with the categories a category-limited coupon covers. */
async function usableCoupons(q: Queryable, userId: number): Promise<UserCoupon[]> {
  const { rows } = await q.query<{
    userCouponId: number;
    name: string;
    kind: 1 | 2 | 3 | 4;
    storeId: number | null;
    categoryIds: number[] | null;
    skuIds: number[];
    threshold: string;
    discount: string;
    validTo: Date;
  }>(
    `SELECT uc.id AS "userCouponId", c.name, c.kind, c.store_id AS "storeId",
            CASE WHEN c.category_id IS NULL THEN NULL ELSE (
              WITH RECURSIVE tree(id) AS (SELECT c.category_id UNION ALL
                SELECT k.id FROM category k JOIN tree ON k.parent_id = tree.id)
              SELECT array_agg(id) FROM tree) END AS "categoryIds",
            c.sku_ids AS "skuIds", c.threshold::text AS threshold, c.discount::text AS discount, c.valid_to AS "validTo"
       FROM user_coupon uc JOIN coupon c ON c.id = uc.coupon_id
      WHERE uc.user_id = $1 AND uc.status = 0 AND c.valid_from <= now() AND c.valid_to > now()
      ORDER BY c.discount DESC, uc.id`,
    [userId],
  );
  return rows.map((r) => ({
    ...r,
    categoryIds: (r.categoryIds ?? []).map(Number),
    skuIds: r.skuIds.map(Number),
    threshold: new Decimal(r.threshold),
    discount: new Decimal(r.discount),
  }));
}

async function availablePoints(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ points: number }>('SELECT points FROM member_account WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.points ?? 0;
}

/**
 * Everything a settlement needs, computed on the server from the database: the lines (checked cart lines
 * or the direct ones) evaluated for the address's region, coupons, points and totals.
 */
async function prepare(
  q: Queryable,
  userId: number,
  choices: CheckoutChoices,
  mode: 'preview' | 'place',
): Promise<Prepared> {
  let address: AddressView | null;
  let loaded: ViewWithFacts;
  if (choices.lines && choices.addressId !== undefined) {
    // Buy now with a chosen address: the address and the goods in one round trip.
    loaded = await directWithFacts(q, choices.lines, undefined, { userId, addressId: choices.addressId });
    address = loaded.address ?? null;
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
  } else {
    address =
      choices.addressId !== undefined
        ? await findAddress(q, userId, choices.addressId)
        : await defaultAddress(q, userId);
    if (!address && mode === 'place') throw badRequest('请选择收货地址');
    const region = address ? regionOfAddress(address) : undefined;
    loaded = choices.lines
      ? await directWithFacts(q, choices.lines, region)
      : await cartWithFacts(q, userId, region);
  }
  const { view: full, facts } = loaded;
  const view: CartView = choices.lines
    ? full
    : {
        ...full,
        stores: full.stores
          .map((s) => ({ ...s, lines: s.lines.filter((l) => l.checked) }))
          .filter((s) => s.lines.length > 0),
      };
  const verdict = settleable(view, false);
  const lines = view.stores.flatMap((s) => s.lines);
  // Placing an order needs the coupons and points it uses only; the preview lists every option.
  const wantsCoupons = mode === 'preview' || (choices.userCouponIds ?? []).length > 0;
  const wantsPoints = mode === 'preview' || (choices.points ?? 0) > 0;
  const points = wantsPoints ? await availablePoints(q, userId) : 0;
  const settlement = settle({
    lines: lines.map((l) => ({
      skuId: l.skuId,
      storeId: l.storeId,
      categoryId: facts.get(l.skuId)!.categoryId,
      amount: new Decimal(l.amount),
    })),
    stores: view.stores.map((store) => {
      const f = facts.get(store.lines[0]!.skuId)!;
      return {
        storeId: store.storeId,
        shippingFee: new Decimal(f.shippingFee),
        freeShippingFrom: new Decimal(f.freeShippingFrom),
        sameCityFee: new Decimal(f.sameCityFee),
      };
    }),
    deliveryMethod: choices.deliveryMethod ?? 1,
    coupons: wantsCoupons ? await usableCoupons(q, userId) : [],
    selectedCouponIds: choices.userCouponIds ?? [],
    points: choices.points ?? 0,
    availablePoints: points,
  });
  return { view, verdict, address, settlement, availablePoints: points };
}

/** The settlement as the submit-order page shows it (openapi order.yaml OrderPreview). */
export async function previewOrder(q: Queryable, userId: number, choices: CheckoutChoices) {
  const p = await prepare(q, userId, choices, 'preview');
  const s = p.settlement;
  const message = p.verdict.message || (p.address ? '' : '请选择收货地址');
  return {
    orders: p.view.stores.map((store) => {
      const t = s.stores.find((x) => x.storeId === store.storeId)!;
      return {
        storeId: store.storeId,
        storeName: store.storeName,
        lines: store.lines,
        goodsAmount: money(t.goodsAmount),
        shippingFee: money(t.shippingFee),
        couponAmount: money(t.couponAmount),
        pointsAmount: money(t.pointsAmount),
        payAmount: money(t.payAmount),
      };
    }),
    coupons: s.coupons.map((o) => ({
      userCouponId: o.coupon.userCouponId,
      name: o.coupon.name,
      kind: o.coupon.kind,
      storeId: o.coupon.storeId,
      threshold: money(o.coupon.threshold),
      discount: money(o.coupon.discount),
      validTo: o.coupon.validTo.toISOString(),
      applicable: o.applicable,
      reason: o.reason,
      selected: o.selected,
    })),
    goodsAmount: money(s.goodsAmount),
    shippingFee: money(s.shippingFee),
    couponAmount: money(s.couponAmount),
    pointsUsed: s.pointsUsed,
    pointsAmount: money(s.pointsAmount),
    payAmount: money(s.payAmount),
    availablePoints: p.availablePoints,
    maxPoints: s.maxPoints,
    pointsPerYuan: POINTS_PER_YUAN,
    canSubmit: message === '',
    message,
    problems: p.verdict.problems,
  };
}

const TAXPAYER_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/** Checks the invoice choice (default electronic ordinary invoice; a unit title needs a valid taxpayer ID). */
export function normaliseInvoice(invoice: PlaceOrderInput['invoice']) {
  if (invoice.kind === 'none') return { kind: 'none', titleType: null, title: '', taxpayerId: '' };
  const titleType = invoice.titleType ?? 'personal';
  const title = (invoice.title ?? '').trim();
  const taxpayerId = (invoice.taxpayerId ?? '').trim();
  if (titleType === 'unit') {
    if (title === '') throw badRequest('请输入单位名称');
    if (!TAXPAYER_ID.test(taxpayerId))
      throw badRequest('请输入正确的纳税人识别号（15、18或20位数字或大写字母）');
    return { kind: 'electronic', titleType, title, taxpayerId };
  }
  return { kind: 'electronic', titleType, title: title || '个人', taxpayerId: '' };
}

export type PlacedOrder = components['schemas']['PlacedOrder'];

/**
 * Places one order per store for the checked cart lines (or the direct lines), in the caller's
 * transaction. Totals are recomputed and must equal what the buyer saw. Stock, coupons and points are
 * debited by conditional statements with their ledger rows; a failed debit rolls everything back.
 */
export async function placeOrder(
  q: Queryable,
  userId: number,
  idempotencyKey: string,
  input: PlaceOrderInput,
  source: 'cart' | 'direct',
): Promise<PlacedOrder> {
  // One submission per user at a time: a second one racing it is told so instead of waiting. Locks on
  // hot rows wait at most 3 s (the route answers "the activity is very hot" past that).
  const claimed = await claimKey<PlacedOrder>(
    q,
    userId,
    'order',
    idempotencyKey,
    { source, ...input },
    { lock: 'order:', busyMessage: '请勿同时提交订单' },
  );
  if (claimed) return claimed.replay;
  const p = await prepare(q, userId, input, 'place');
  if (!p.verdict.canOrder) throw badRequest(p.verdict.message);
  const s = p.settlement;
  if (money(s.payAmount) !== input.expectedPayAmount) {
    throw new AppError(409, `订单金额已变化，请确认后重新提交（应付¥${money(s.payAmount)}）`);
  }
  const storeIds = p.view.stores.map((x) => x.storeId);
  for (const m of input.messages) {
    if (!storeIds.includes(m.storeId)) throw badRequest(`买家留言的店铺 ${m.storeId} 不在本次订单中`);
  }
  const invoice = normaliseInvoice(input.invoice);
  const address = p.address!;
  const paid = s.payAmount.isZero();
  const status = paid ? nextOrderStatus('pendingPayment', 'PAY')! : 'pendingPayment';
  const t = s.stores;
  const lines = p.view.stores.flatMap((x) => x.lines);
  if (!paid) {
    const units = lines.map((l) => ({
      skuId: l.skuId,
      name: l.name,
      units: stockUnits(new Decimal(l.quantity)),
    }));
    await requireUnpaidRoom(q, userId, t.length, units);
  }

  // The submission, one order per store and their lines, in one statement.
  const { rows: orders } = await q.query<{
    id: number;
    orderNo: string;
    storeId: number;
    submissionId: number;
    expiresAt: Date;
  }>(
    `WITH sub AS (
       INSERT INTO order_submission (shop_id, user_id, goods_amount, shipping_fee, coupon_amount, points_used,
                                     points_amount, pay_amount, expires_at)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6, $7, now() + make_interval(mins => $8))
       RETURNING id, expires_at),
     o AS (
       SELECT nextval(pg_get_serial_sequence('mall_order', 'id')) AS id, x.*
         FROM unnest($9::bigint[], $10::numeric[], $11::numeric[], $12::numeric[], $13::int[], $14::numeric[],
                     $15::numeric[], $16::text[]) WITH ORDINALITY
           AS x(store_id, goods, ship, coupon, points, points_amount, pay, message, n)),
     ins AS (
       INSERT INTO mall_order (id, shop_id, order_no, submission_id, user_id, store_id, status, goods_amount,
                               shipping_fee, coupon_amount, points_used, points_amount, pay_amount, delivery_method,
                               receiver, phone, region_codes, address, invoice, message, pay_method, paid_at, expires_at)
       SELECT o.id, current_setting('app.shop_id', true),
              to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(o.id::text, 8, '0'),
              sub.id, $1, o.store_id, $17, o.goods, o.ship, o.coupon, o.points, o.points_amount, o.pay, $18,
              $19, $20, $21::text[], $22, $23::jsonb, o.message, $24,
              CASE WHEN $24::text IS NULL THEN NULL ELSE now() END, sub.expires_at
         FROM o CROSS JOIN sub ORDER BY o.n
       RETURNING id, order_no, store_id, submission_id, expires_at),
     lines AS (
       INSERT INTO order_line (shop_id, order_id, sku_id, name, main_img, unit, price, quantity, amount, specs)
       SELECT current_setting('app.shop_id', true), ins.id, l.sku_id, l.name, l.main_img, l.unit, l.price,
              l.quantity, l.amount,
              -- The variant as ordered (snapshot-detail), named as the product page names it: 颜色:黑色;规格:A4.
              COALESCE((SELECT string_agg((e.spec->>'name') || ':' || (e.spec->>'value'), ';' ORDER BY e.n)
                          FROM product_sku s, jsonb_array_elements(s.specs) WITH ORDINALITY AS e(spec, n)
                         WHERE s.id = l.sku_id), '')
         FROM unnest($25::bigint[], $26::bigint[], $27::text[], $28::text[], $29::text[], $30::numeric[],
                     $31::numeric[], $32::numeric[]) AS l(store_id, sku_id, name, main_img, unit, price, quantity, amount)
         JOIN ins ON ins.store_id = l.store_id)
     SELECT id, order_no AS "orderNo", store_id AS "storeId", submission_id AS "submissionId",
            expires_at AS "expiresAt" FROM ins ORDER BY id`,
    [
      userId,
      money(s.goodsAmount),
      money(s.shippingFee),
      money(s.couponAmount),
      s.pointsUsed,
      money(s.pointsAmount),
      money(s.payAmount),
      ORDER_TTL_MINUTES,
      t.map((x) => x.storeId),
      t.map((x) => money(x.goodsAmount)),
      t.map((x) => money(x.shippingFee)),
      t.map((x) => money(x.couponAmount)),
      t.map((x) => x.pointsUsed),
      t.map((x) => money(x.pointsAmount)),
      t.map((x) => money(x.payAmount)),
      t.map((x) => input.messages.find((m) => m.storeId === x.storeId)?.text.trim() ?? ''),
      status,
      input.deliveryMethod,
      address.receiver,
      address.phone,
      [
        address.provinceCode,
        address.cityCode,
        address.countyCode,
        ...(address.townCode ? [address.townCode] : []),
      ],
      `${address.regionName} ${address.detail}`,
      JSON.stringify(invoice),
      paid ? 'points' : null,
      lines.map((l) => l.storeId),
      lines.map((l) => l.skuId),
      lines.map((l) => l.name),
      lines.map((l) => l.mainImg),
      lines.map((l) => l.unit),
      lines.map((l) => l.price),
      lines.map((l) => l.quantity),
      lines.map((l) => l.amount),
    ],
    { prepare: true },
  );
  const submissionId = orders[0]!.submissionId;
  const orderOf = new Map(orders.map((o) => [o.storeId, o.id]));

  // Coupons: each used once, by a conditional update on its unused status.
  for (const id of input.userCouponIds) {
    const coupon = s.coupons.find((c) => c.coupon.userCouponId === id)!.coupon;
    const firstOrder =
      orders.find((o) => coupon.storeId === null || o.storeId === coupon.storeId) ?? orders[0]!;
    const used = await q.query(
      `UPDATE user_coupon SET status = 1, order_id = $3, used_at = now() WHERE id = $1 AND user_id = $2 AND status = 0`,
      [id, userId, firstOrder.id],
    );
    if (used.rowCount === 0) throw new AppError(409, `优惠券「${coupon.name}」已被使用，请重新选择`);
  }
  if (s.pointsUsed > 0) await debitPoints(q, userId, s.pointsUsed, submissionId, 'deduct');
  if (source === 'cart') {
    await q.query('DELETE FROM cart_line WHERE user_id = $1 AND sku_id = ANY($2::bigint[]) AND checked', [
      userId,
      lines.map((l) => l.skuId),
    ]);
  }
  const answer: PlacedOrder = {
    submissionId,
    orderNos: orders.map((o) => o.orderNo),
    payAmount: money(s.payAmount),
    expiresAt: orders[0]!.expiresAt.toISOString(),
    paid,
  };
  // Stock last, in SKU order: the hot rows stay locked only for this statement and the commit, and two
  // orders of the same SKUs lock them in the same order. A short SKU rolls all of the above back.
  const debits = lines
    .map((l) => ({
      skuId: l.skuId,
      units: stockUnits(new Decimal(l.quantity)),
      orderId: orderOf.get(l.storeId)!,
    }))
    .sort((a, b) => a.skuId - b.skuId);
  await debitStock(q, debits, (skuId) => lines.find((l) => l.skuId === skuId)?.name ?? '', {
    userId,
    key: idempotencyKey,
    answer,
  });
  return answer;
}

/** Debits points by one conditional statement plus its ledger row; refuses when the points are not there. */
export async function debitPoints(
  q: Queryable,
  userId: number,
  points: number,
  submissionId: number,
  reason: 'deduct' | 'pay',
): Promise<void> {
  const { rows } = await q.query<{ points: number }>(
    'UPDATE member_account SET points = points - $2 WHERE user_id = $1 AND points >= $2 RETURNING points',
    [userId, points],
  );
  if (!rows[0]) {
    const current = (
      await q.query<{ points: number }>('SELECT points FROM member_account WHERE user_id = $1', [userId])
    ).rows[0];
    throw badRequest(`积分不足，当前积分：${current?.points ?? 0}`);
  }
  await q.query(
    `INSERT INTO points_ledger (shop_id, user_id, change, points_after, reason, submission_id)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5)`,
    [userId, -points, rows[0].points, reason, submissionId],
  );
}

export interface StockDebit {
  skuId: number;
  units: number;
  orderId: number;
}

/**
 * Takes stock for order lines by the database function debit_order_stock (migration 0012): one
 * conditional UPDATE (`stock >= units`) for all of them plus their ledger rows and sales tally (folded
 * into product_sku.sales later, see rollUpSales), and the order's idempotent answer. When any SKU is
 * short it fails and nothing is taken: the transaction rolls back. It is the order's last statement
 * and goes with the COMMIT in one round trip, so a hot SKU's row lock is held for the statement and the
 * commit only.
 */
export async function debitStock(
  q: Queryable,
  debits: StockDebit[],
  nameOf: (skuId: number) => string,
  remember: { userId: number; key: string; answer: unknown },
): Promise<void> {
  try {
    await q.queryThenCommit(
      'SELECT debit_order_stock($1::bigint[], $2::int[], $3::bigint[], $4::bigint, $5::text, $6::jsonb)',
      [
        debits.map((d) => d.skuId),
        debits.map((d) => d.units),
        debits.map((d) => d.orderId),
        remember.userId,
        remember.key,
        JSON.stringify(remember.answer),
      ],
    );
  } catch (error) {
    if (pgCode(error) !== STOCK_SHORT) throw error;
    const short = Number((error as { detail?: string }).detail);
    throw new AppError(409, `库存不足：「${nameOf(short)}」已被抢购，请调整数量后重新提交`);
  }
}

/** SQLSTATE of debit_order_stock's refusal (migration 0012). */
const STOCK_SHORT = 'MS001';
