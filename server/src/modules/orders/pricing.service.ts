import type { components } from '../../../../openapi/generated/order.ts';
import Decimal from 'decimal.js';
import { badRequest } from '../../platform/errors.ts';

/**
 * The settlement rules, pure: shipping per store, coupons, points and the payable amount. Every figure
 * is a Decimal rounded to the fen; a discount spread over several stores is split in proportion to the
 * eligible amount, rounded down per store, with the remaining fen going one each to the stores with the
 * largest remainders (so no store's share ever exceeds its own eligible amount).
 */

export const POINTS_PER_YUAN = 100;

export interface PricedLine {
  skuId: number;
  storeId: number;
  categoryId: number;
  amount: Decimal;
}

export interface StoreShipping {
  storeId: number;
  shippingFee: Decimal;
  freeShippingFrom: Decimal;
  sameCityFee: Decimal;
}

export interface UserCoupon {
  userCouponId: number;
  name: string;
  /** 1 platform, 2 store, 3 category-limited, 4 specified products. */
  kind: 1 | 2 | 3 | 4;
  storeId: number | null;
  /** The coupon's category and every category below it (kind 3). */
  categoryIds: number[];
  skuIds: number[];
  threshold: Decimal;
  discount: Decimal;
  validTo: Date;
}

export interface CouponOption {
  coupon: UserCoupon;
  applicable: boolean;
  reason: string;
  selected: boolean;
  /** The applicable coupon that takes the most off on its own (ties: the one expiring first). */
  recommended: boolean;
}

/** The amounts of a settlement, for one store or for all of them. */
export interface Totals {
  goodsAmount: Decimal;
  shippingFee: Decimal;
  couponAmount: Decimal;
  pointsUsed: number;
  pointsAmount: Decimal;
  payAmount: Decimal;
}

export interface StoreTotals extends Totals {
  storeId: number;
}

export interface Settlement extends Totals {
  stores: StoreTotals[];
  coupons: CouponOption[];
  maxPoints: number;
}

export type DeliveryMethod = components['schemas']['DeliveryMethod'];
/** 无需快递 (spec §9 delivery methods): service vouchers are delivered as codes. */
export const NO_EXPRESS: DeliveryMethod = 3;

/** Express is free from the store's threshold; pickup and "no express" cost nothing; same-city has its own fee. */
export function shippingFor(method: DeliveryMethod, goods: Decimal, store: StoreShipping): Decimal {
  if (method === 2 || method === 3) return new Decimal(0);
  if (method === 4) return store.sameCityFee;
  return goods.gte(store.freeShippingFrom) ? new Decimal(0) : store.shippingFee;
}

/**
 * Splits `total` (fen) over `weights` (fen) in proportion, to the fen, exactly: each share is rounded
 * down, then the fen left over go one each to the largest remainders (ties to the earlier weight). With
 * `total` at most the sum of the weights, no share exceeds its weight, so a store's discount never
 * exceeds what it can absorb.
 */
export function allocate(total: Decimal, weights: Decimal[]): Decimal[] {
  const sum = weights.reduce((a, w) => a.plus(w), new Decimal(0));
  if (sum.lte(0)) return weights.map(() => new Decimal(0));
  const exact = weights.map((w) => total.mul(w).div(sum));
  const shares = exact.map((e) => e.toDecimalPlaces(2, Decimal.ROUND_DOWN));
  let left = total.minus(shares.reduce((a, s) => a.plus(s), new Decimal(0)));
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e.minus(shares[i]!) }))
    .filter((x) => x.rest.gt(0))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left.lt('0.01')) break;
    shares[i] = shares[i]!.plus('0.01');
    left = left.minus('0.01');
  }
  // Only when total exceeds the weights (callers never ask that) is anything left: the last positive weight takes it.
  if (left.gt(0)) {
    const last = weights.map((w) => w.gt(0)).lastIndexOf(true);
    shares[last] = shares[last]!.plus(left);
  }
  return shares;
}

function eligible(coupon: UserCoupon, line: PricedLine): boolean {
  switch (coupon.kind) {
    case 1:
      return true;
    case 2:
      return line.storeId === coupon.storeId;
    case 3:
      return coupon.categoryIds.includes(line.categoryId);
    case 4:
      return coupon.skuIds.includes(line.skuId);
  }
}

/** Whether a coupon applies to these lines on its own, and why not. */
function applicability(coupon: UserCoupon, lines: PricedLine[]): { applicable: boolean; reason: string } {
  const base = eligibleAmount(coupon, lines);
  if (base.lte(0)) return { applicable: false, reason: '订单中没有可用该券的商品' };
  if (base.lt(coupon.threshold)) {
    return { applicable: false, reason: `未满足使用门槛：适用商品满${coupon.threshold.toFixed(2)}元可用` };
  }
  return { applicable: true, reason: '' };
}

function eligibleAmount(coupon: UserCoupon, lines: PricedLine[]): Decimal {
  return lines.filter((l) => eligible(coupon, l)).reduce((a, l) => a.plus(l.amount), new Decimal(0));
}

/**
 * The coupon to suggest: of the applicable ones, the one that takes the most off these lines on its own
 * (its discount, capped by the goods it applies to), ties to the one expiring first, then the older one.
 */
export function bestCoupon(coupons: UserCoupon[], lines: PricedLine[]): number | undefined {
  let best: { id: number; off: Decimal; validTo: Date } | undefined;
  for (const coupon of coupons) {
    if (!applicability(coupon, lines).applicable) continue;
    const off = Decimal.min(coupon.discount, eligibleAmount(coupon, lines));
    const better =
      !best ||
      off.gt(best.off) ||
      (off.eq(best.off) &&
        (coupon.validTo < best.validTo ||
          (coupon.validTo.getTime() === best.validTo.getTime() && coupon.userCouponId < best.id)));
    if (better) best = { id: coupon.userCouponId, off, validTo: coupon.validTo };
  }
  return best?.id;
}

/**
 * Computes the settlement. Coupon selections are checked: each must apply, at most one platform coupon,
 * and at most one store-level coupon (kinds 2–4) touching any one store. Points must be a multiple of
 * 10, held by the user, and at most what the order can absorb.
 */
export function settle(input: {
  lines: PricedLine[];
  stores: StoreShipping[];
  deliveryMethod: DeliveryMethod;
  coupons: UserCoupon[];
  selectedCouponIds: number[];
  points: number;
  availablePoints: number;
}): Settlement {
  const { lines, stores, deliveryMethod, coupons } = input;
  const storeIds = stores.map((s) => s.storeId);
  const goodsByStore = new Map(storeIds.map((id) => [id, new Decimal(0)]));
  for (const l of lines) goodsByStore.set(l.storeId, goodsByStore.get(l.storeId)!.plus(l.amount));

  const best = bestCoupon(coupons, lines);
  const options: CouponOption[] = coupons.map((coupon) => ({
    coupon,
    ...applicability(coupon, lines),
    selected: input.selectedCouponIds.includes(coupon.userCouponId),
    recommended: coupon.userCouponId === best,
  }));
  for (const id of input.selectedCouponIds) {
    const option = options.find((o) => o.coupon.userCouponId === id);
    if (!option) throw badRequest(`优惠券 ${id} 不可用：不存在、已使用或已过期`);
    if (!option.applicable) throw badRequest(`优惠券「${option.coupon.name}」不可用：${option.reason}`);
  }
  const chosen = options.filter((o) => o.selected).map((o) => o.coupon);
  if (chosen.filter((c) => c.kind === 1).length > 1) throw badRequest('每笔订单只能使用一张平台券');

  // Store-level coupons first, then the platform coupon on what remains.
  const couponByStore = new Map(storeIds.map((id) => [id, new Decimal(0)]));
  const touched = new Set<number>();
  const ordered = [...chosen.filter((c) => c.kind !== 1), ...chosen.filter((c) => c.kind === 1)];
  for (const coupon of ordered) {
    const base = storeIds.map((id) =>
      lines
        .filter((l) => l.storeId === id && eligible(coupon, l))
        .reduce((a, l) => a.plus(l.amount), new Decimal(0))
        .minus(coupon.kind === 1 ? couponByStore.get(id)! : 0),
    );
    if (coupon.kind !== 1) {
      for (const [i, id] of storeIds.entries()) {
        if (!base[i]!.gt(0)) continue;
        if (touched.has(id)) throw badRequest('同一店铺只能使用一张店铺优惠券');
        touched.add(id);
      }
    }
    const room = base.reduce((a, b) => a.plus(Decimal.max(b, 0)), new Decimal(0));
    const discount = Decimal.min(coupon.discount, room);
    const shares = allocate(
      discount,
      base.map((b) => Decimal.max(b, 0)),
    );
    for (const [i, id] of storeIds.entries()) couponByStore.set(id, couponByStore.get(id)!.plus(shares[i]!));
  }

  const shippingByStore = new Map(
    stores.map((s) => [s.storeId, shippingFor(deliveryMethod, goodsByStore.get(s.storeId)!, s)]),
  );
  const beforePoints = storeIds.map((id) =>
    goodsByStore.get(id)!.plus(shippingByStore.get(id)!).minus(couponByStore.get(id)!),
  );
  const payableBeforePoints = beforePoints.reduce((a, b) => a.plus(b), new Decimal(0));
  const absorbable = payableBeforePoints.mul(POINTS_PER_YUAN).floor().toNumber();
  const maxPoints = Math.floor(Math.min(absorbable, input.availablePoints) / 10) * 10;

  if (input.points % 10 !== 0) throw badRequest('积分需为10的整数倍');
  if (input.points > input.availablePoints)
    throw badRequest(`积分不足：当前可用${input.availablePoints}积分`);
  if (input.points > maxPoints) throw badRequest(`本单最多可使用${maxPoints}积分`);
  const pointsAmount = new Decimal(input.points).div(POINTS_PER_YUAN);
  const pointShares = allocate(pointsAmount, beforePoints);
  const pointsPerStore = allocatePoints(input.points, pointShares);

  const totals: StoreTotals[] = storeIds.map((id, i) => ({
    storeId: id,
    goodsAmount: goodsByStore.get(id)!,
    shippingFee: shippingByStore.get(id)!,
    couponAmount: couponByStore.get(id)!,
    pointsUsed: pointsPerStore[i]!,
    pointsAmount: pointShares[i]!,
    payAmount: beforePoints[i]!.minus(pointShares[i]!),
  }));
  const sum = (f: (t: StoreTotals) => Decimal) => totals.reduce((a, t) => a.plus(f(t)), new Decimal(0));
  return {
    stores: totals,
    coupons: options,
    goodsAmount: sum((t) => t.goodsAmount),
    shippingFee: sum((t) => t.shippingFee),
    couponAmount: sum((t) => t.couponAmount),
    pointsUsed: input.points,
    pointsAmount,
    payAmount: sum((t) => t.payAmount),
    maxPoints,
  };
}

/** Points behind each store's share of the points discount (whole points; the shares are whole fen). */
function allocatePoints(points: number, shares: Decimal[]): number[] {
  const perStore = shares.map((s) => s.mul(POINTS_PER_YUAN).toNumber());
  const given = perStore.reduce((a, b) => a + b, 0);
  if (perStore.length > 0 && given !== points) perStore[perStore.length - 1]! += points - given;
  return perStore;
}
