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
import { claimKey, claimKeys, type UserSession } from './idempotency.service.ts';
import {
  priceActivities,
  PROMO_MESSAGES,
  readSkuActivities,
  reserveActivities,
  type Priced,
} from '../promotions/checkout.service.ts';
import { issueVouchers } from './vouchers.service.ts';
import { spendPoints } from '../wallet/points.service.ts';
import {
  loadFactsAtAddresses,
  money,
  regionOfAddress,
  stockUnits,
  type FactsAtAddress,
} from '../cart/lines.service.ts';
import {
  NO_EXPRESS,
  POINTS_PER_YUAN,
  settle,
  type DeliveryMethod,
  type Settlement,
  type Totals,
} from './pricing.service.ts';
import {
  deleteOrderedCartLines,
  insertSubmission,
  markCouponUsed,
  selectPoints,
  selectUnpaidHold,
  selectUnpaidHolds,
  selectUsableCoupons,
  takeOrderStockThenCommit,
  type NewSubmission,
  type StockDebit,
  type UnpaidHold,
} from './checkout.repo.ts';

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
function requireUnpaidRoom(
  hold: UnpaidHold,
  newOrders: number,
  lines: Array<{ skuId: number; name: string; units: number }>,
): void {
  const { orders, maxOrders, maxUnits, held } = hold;
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
  Partial<Pick<components['schemas']['DirectPlaceOrderBody'], 'lines' | 'group'>>;

interface Prepared {
  view: CartView;
  verdict: CanOrder;
  address: AddressView | null;
  settlement: Settlement;
  availablePoints: number;
  /** Every line is a service voucher: the order ships nothing (delivery method 3, no shipping fee). */
  voucherOnly: boolean;
  deliveryMethod: DeliveryMethod;
  /** The lines a running activity priced (promotions), reserved when the order is placed. */
  priced: Priced[];
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
  reads: OrderReads = {},
): Promise<Prepared> {
  let address: AddressView | null;
  let loaded: ViewWithFacts;
  // Buy now's activities are read with its goods, without waiting for them: their SKUs are the request's.
  const readActivities = reads.activities ?? readSkuActivities;
  const activities =
    choices.lines && !choices.group
      ? readActivities(
          q,
          choices.lines.map((l) => l.skuId),
        )
      : undefined;
  if (choices.lines) {
    // Buy now: the address (the chosen one, else the default) and the goods in one round trip.
    const at = { userId, addressId: choices.addressId ?? null };
    loaded = await directWithFacts(q, choices.lines, undefined, at, reads.goods);
    address = loaded.address ?? null;
    if (!address && choices.addressId !== undefined) throw notFound(ADDRESS_NOT_FOUND);
    if (!address && mode === 'place') throw badRequest('请选择收货地址');
  } else {
    address =
      choices.addressId !== undefined
        ? await findAddress(q, userId, choices.addressId)
        : await defaultAddress(q, userId);
    if (!address && mode === 'place') throw badRequest('请选择收货地址');
    loaded = await cartWithFacts(q, userId, address ? regionOfAddress(address) : undefined);
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
  // Flash sale, group buy and special discount prices are the server's (promotions).
  const priced = await priceActivities(q, userId, view, choices.group, activities);
  const verdict = settleable(view, false);
  const lines = view.stores.flatMap((s) => s.lines);
  // Service vouchers are delivered as codes: nothing to ship, whatever method was asked for.
  const voucherOnly = lines.length > 0 && lines.every((l) => l.goodsKind === 'voucher');
  const deliveryMethod = voucherOnly ? NO_EXPRESS : (choices.deliveryMethod ?? 1);
  // Placing an order needs the coupons and points it uses only; the preview lists every option.
  const wantsCoupons = mode === 'preview' || (choices.userCouponIds ?? []).length > 0;
  const wantsPoints = mode === 'preview' || (choices.points ?? 0) > 0;
  const points = wantsPoints ? await selectPoints(q, userId) : 0;
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
    deliveryMethod,
    coupons: wantsCoupons ? await selectUsableCoupons(q, userId) : [],
    selectedCouponIds: choices.userCouponIds ?? [],
    points: choices.points ?? 0,
    availablePoints: points,
  });
  return { view, verdict, address, settlement, availablePoints: points, voucherOnly, deliveryMethod, priced };
}

/** The amounts of a settlement (of one store or of all), money as decimal strings. */
const amounts = (t: Totals) => ({
  goodsAmount: money(t.goodsAmount),
  shippingFee: money(t.shippingFee),
  couponAmount: money(t.couponAmount),
  pointsUsed: t.pointsUsed,
  pointsAmount: money(t.pointsAmount),
  payAmount: money(t.payAmount),
});

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
      recommended: o.recommended,
    })),
    ...amounts(s),
    availablePoints: p.availablePoints,
    maxPoints: s.maxPoints,
    pointsPerYuan: POINTS_PER_YUAN,
    voucherOnly: p.voucherOnly,
    deliveryMethod: p.deliveryMethod,
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
 * An order that passed every check and waits for its writes: what the insert stores (NewSubmission), the
 * coupons and points it spends, and what the writes after the insert need.
 */
export interface AdmittedOrder {
  userId: number;
  source: 'cart' | 'direct';
  input: PlaceOrderInput;
  submission: NewSubmission;
  settlement: Settlement;
  paid: boolean;
  lines: NewSubmission['lines'];
  priced: Priced[];
}

/**
 * The first half of an order, in the caller's transaction: the idempotency claim (with the buyer's order
 * lock), the unpaid hold, the goods, prices and address, and every check. Answers the stored answer of a
 * replayed key, or the order to write; a refusal throws. Every statement it issued has answered when it
 * settles.
 */
export async function admitOrder(
  q: Queryable,
  userId: number,
  idempotencyKey: string,
  input: PlaceOrderInput,
  source: 'cart' | 'direct',
  shared?: OrderClaims[number],
): Promise<{ replay: PlacedOrder } | { order: AdmittedOrder }> {
  // One submission per user at a time: a second one racing it is told so instead of waiting. Locks on
  // hot rows wait at most 3 s (the route answers "the activity is very hot" past that).
  const claiming =
    shared?.claiming ??
    claimKey<PlacedOrder>(q, userId, 'order', idempotencyKey, { source, ...input }, ORDER_LOCK);
  // Behind the claim, without waiting for it (one round trip on PostgreSQL, whose transactions
  // pipeline): what the buyer holds unpaid, read after the claim has taken the buyer's order lock, and
  // the goods. A replayed or refused request has read them for nothing.
  const holding = shared?.holding ?? selectUnpaidHold(q, userId);
  const preparing = prepare(q, userId, input, 'place', shared);
  // The reads are let finish before the order is answered, whatever the claim says: a read still running
  // would send its next statement after the COMMIT, on a connection back in the pool.
  const reads = Promise.allSettled([holding, preparing]);
  const claimed = await claiming.catch(async (error: unknown) => {
    await reads;
    throw error;
  });
  await reads;
  if (claimed) return { replay: claimed.replay };
  const p = await preparing;
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
  const lines = p.view.stores
    .flatMap((x) => x.lines)
    .map((l) => ({
      ...l,
      units: stockUnits(new Decimal(l.quantity)),
    }));
  if (!paid) requireUnpaidRoom(await holding, t.length, lines);
  const submission: NewSubmission = {
    userId,
    ...amounts(s),
    ttlMinutes: ORDER_TTL_MINUTES,
    orders: t.map((x) => ({
      storeId: x.storeId,
      ...amounts(x),
      message: input.messages.find((m) => m.storeId === x.storeId)?.text.trim() ?? '',
    })),
    status,
    deliveryMethod: p.deliveryMethod,
    receiver: address.receiver,
    phone: address.phone,
    regionCodes: [
      address.provinceCode,
      address.cityCode,
      address.countyCode,
      ...(address.townCode ? [address.townCode] : []),
    ],
    address: `${address.regionName} ${address.detail}`,
    invoice,
    payMethod: paid ? 'points' : null,
    lines,
    key: idempotencyKey,
    answer: { payAmount: money(s.payAmount), paid },
  };
  return {
    order: { userId, source, input, submission, settlement: s, paid, lines, priced: p.priced },
  };
}

/** The buyer's order lock, taken with an order's idempotency claim. */
const ORDER_LOCK: UserSession = { lock: 'order:', busyMessage: '请勿同时提交订单' };

/** Reads of an order that a checkout batch shares with its other orders (prepare reads its own otherwise). */
interface OrderReads {
  /** The activities of a set of SKUs, read once for the batch (they are the same for every buyer). */
  activities?: typeof readSkuActivities;
  /** The order's goods with its address, read with those of the batch's other orders. */
  goods?: Promise<FactsAtAddress>;
}

/** The claims, unpaid holds and reads of several buyers' direct orders, each as admitOrder would read its own. */
export type OrderClaims = Array<
  OrderReads & {
    claiming: Promise<{ replay: PlacedOrder } | null>;
    holding: Promise<UnpaidHold>;
  }
>;

/**
 * Claims the keys of several buyers' direct orders (one each) in one statement, reads their unpaid
 * holds in the next, after their order locks are taken, and their goods with their addresses in a third:
 * admitOrder's first statements for a batch.
 */
export function claimOrders(
  q: Queryable,
  orders: Array<{ userId: number; key: string; input: PlaceOrderInput }>,
): OrderClaims {
  const claims = claimKeys<PlacedOrder>(
    q,
    'order',
    orders.map((o) => ({ userId: o.userId, key: o.key, body: { source: 'direct', ...o.input } })),
    ORDER_LOCK,
  );
  const holds = selectUnpaidHolds(
    q,
    orders.map((o) => o.userId),
  );
  const goods = loadFactsAtAddresses(
    q,
    orders.map((o) => ({
      skuIds: (o.input.lines ?? []).map((l) => l.skuId),
      userId: o.userId,
      addressId: o.input.addressId ?? null,
    })),
  );
  goods.catch(() => undefined);
  const read = new Map<string, ReturnType<typeof readSkuActivities>>();
  const activities: typeof readSkuActivities = (q, skuIds) => {
    const key = [...new Set(skuIds)].sort((a, b) => a - b).join(',');
    let rows = read.get(key);
    if (!rows) {
      rows = readSkuActivities(q, skuIds);
      read.set(key, rows);
    }
    return rows;
  };
  return orders.map((o, i) => ({
    claiming: claims[i]!,
    holding: holds.then((h) => h.get(o.userId)!),
    activities,
    goods: goods.then((all) => all[i]!),
  }));
}

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
  const admitted = await admitOrder(q, userId, idempotencyKey, input, source);
  if ('replay' in admitted) return admitted.replay;
  return writeOrder(q, admitted.order);
}

/** The second half of an order alone in its transaction: its writes, the stock last and the COMMIT with it. */
async function writeOrder(q: Queryable, order: AdmittedOrder): Promise<PlacedOrder> {
  const { userId, input, settlement: s, paid, lines, source } = order;
  // Everything the order writes but the stock, in one statement that also stores the order's answer. It
  // is not waited for unless what follows needs the orders it makes: on the common path the stock's
  // statement and the COMMIT go out right behind it, and fail with it if it fails.
  const inserting = insertSubmission<PlacedOrder>(q, order.submission);
  inserting.catch(() => undefined);

  // Coupons: each used once, by a conditional update on its unused status.
  for (const id of input.userCouponIds) {
    const coupon = s.coupons.find((c) => c.coupon.userCouponId === id)!.coupon;
    const { orders } = await inserting;
    const firstOrder =
      orders.find((o) => coupon.storeId === null || o.storeId === coupon.storeId) ?? orders[0]!;
    const used = await markCouponUsed(q, id, userId, firstOrder.id);
    if (!used) throw new AppError(409, `优惠券「${coupon.name}」已被使用，请重新选择`);
  }
  if (s.pointsUsed > 0) {
    await debitPoints(q, userId, s.pointsUsed, (await inserting).submissionId, 'deduct');
  }
  // Paid in full by its discounts: service vouchers are issued at once.
  if (paid) await issueVouchers(q, (await inserting).submissionId);
  if (source === 'cart') {
    await deleteOrderedCartLines(
      q,
      userId,
      lines.map((l) => l.skuId),
    );
  }
  // The activity's group seat and the order's type; a flash-sale item's units go with the stock below.
  let flash: { itemId: number; units: number } | undefined;
  if (order.priced.some((x) => x.kind !== 'discount')) {
    const { orders } = await inserting;
    const orderOf = new Map(orders.map((o) => [o.storeId, o.id]));
    flash = await reserveActivities(
      q,
      userId,
      order.priced,
      (skuId) => orderOf.get(lines.find((l) => l.skuId === skuId)!.storeId)!,
      paid,
    );
  }
  // Stock last, in SKU order: the hot rows stay locked only for this statement and the commit, and two
  // orders of the same SKUs lock them in the same order. A short SKU rolls all of the above back.
  const debits = lines.map(({ skuId, units }) => ({ skuId, units })).sort((a, b) => a.skuId - b.skuId);
  await takeStock(q, debits, (skuId) => lines.find((l) => l.skuId === skuId)?.name ?? '', flash);
  return (await inserting).answer;
}

/**
 * Debits points for a submission through the points service (one conditional statement plus its ledger
 * row, the lots that expire first spent first); refuses with 积分不足 when the points are not there.
 */
export async function debitPoints(
  q: Queryable,
  userId: number,
  points: number,
  submissionId: number,
  reason: 'deduct' | 'pay',
): Promise<void> {
  await spendPoints(q, userId, points, reason, { submissionId });
}

/**
 * Takes the order's stock and commits (takeOrderStockThenCommit): the order's last statement. When a SKU
 * is short (or the flash-sale item is sold out) nothing is taken and nothing is committed, and the buyer is
 * told which good it was.
 */
export async function takeStock(
  q: Queryable,
  debits: StockDebit[],
  nameOf: (skuId: number) => string,
  flash?: { itemId: number; units: number },
): Promise<void> {
  try {
    await takeOrderStockThenCommit(q, debits, flash);
  } catch (error) {
    if (pgCode(error) === FLASH_SOLD_OUT) throw new AppError(409, PROMO_MESSAGES.soldOut);
    if (pgCode(error) !== STOCK_SHORT) throw error;
    const short = Number((error as { detail?: string }).detail);
    throw new AppError(409, stockShort(nameOf(short)));
  }
}

/** The refusal of an order whose SKU `name` ran out before its stock was taken. */
export const stockShort = (name: string) => `库存不足：「${name}」已被抢购，请调整数量后重新提交`;

/** SQLSTATE of take_order_stock's refusal (migrations 0012 and 0080). */
const STOCK_SHORT = 'MS001';
/** SQLSTATE of take_flash_stock's refusal (migration 0070): the flash-sale item is sold out. */
const FLASH_SOLD_OUT = 'MS101';
