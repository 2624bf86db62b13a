import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  lineAmount,
  lineProblem,
  parseQuantity,
  requireQuantity,
  stockUnits,
  type SkuFacts,
} from '../../../server/src/modules/cart/lines.service.ts';
import {
  allocate,
  settle,
  shippingFor,
  type DeliveryMethod,
  type PricedLine,
  type StoreShipping,
  type UserCoupon,
} from '../../../server/src/modules/orders/pricing.service.ts';

const D = (v: string | number) => new Decimal(v);

const store = (storeId: number, over: Partial<StoreShipping> = {}): StoreShipping => ({
  storeId,
  shippingFee: D('8.00'),
  freeShippingFrom: D('99.00'),
  sameCityFee: D('15.00'),
  ...over,
});

const line = (skuId: number, storeId: number, amount: string, categoryId = 500): PricedLine => ({
  skuId,
  storeId,
  categoryId,
  amount: D(amount),
});

const coupon = (userCouponId: number, over: Partial<UserCoupon> = {}): UserCoupon => ({
  userCouponId,
  name: `券${userCouponId}`,
  kind: 1,
  storeId: null,
  categoryIds: [],
  skuIds: [],
  threshold: D(0),
  discount: D(10),
  validTo: new Date('2099-01-01T00:00:00Z'),
  ...over,
});

type SettleInput = Parameters<typeof settle>[0];

/** Settles with defaults: express delivery, no coupons, no points. Stores are derived from the lines. */
function run(over: Partial<SettleInput> & { lines: PricedLine[] }) {
  const storeIds = [...new Set(over.lines.map((l) => l.storeId))];
  return settle({
    stores: storeIds.map((id) => store(id)),
    deliveryMethod: 1,
    coupons: [],
    selectedCouponIds: [],
    points: 0,
    availablePoints: 0,
    ...over,
  });
}

/** The settle error's message (settle throws AppError 400 for every refused choice). */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toMatchObject({ code: 400 });
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

const fixed = (d: Decimal) => d.toFixed(2);

/** A small deterministic PRNG (mulberry32), so the property tests are reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  /** An amount in yuan with fen, skewed so tiny and large amounts both occur. */
  const money = () => {
    const scale = [1, 100, 10_000, 1_000_000][int(0, 3)]!;
    return D(int(0, scale)).div(100);
  };
  return { next, int, money };
}

describe('shipping per delivery method', () => {
  const s = store(1);
  it.each<[DeliveryMethod, string, string]>([
    [1, '98.99', '8.00'],
    [1, '99.00', '0.00'],
    [1, '500.00', '0.00'],
    [2, '10.00', '0.00'],
    [3, '10.00', '0.00'],
    [4, '10.00', '15.00'],
    [4, '500.00', '15.00'],
  ])('method %i on goods ¥%s costs ¥%s', (method, goods, fee) => {
    expect(fixed(shippingFor(method, D(goods), s))).toBe(fee);
  });

  it('charges each store on its own goods: one store over the threshold ships free, the other pays', () => {
    const r = run({ lines: [line(1, 1, '120.00'), line(2, 2, '30.00'), line(3, 2, '20.00')] });
    expect(r.stores.map((x) => [x.storeId, fixed(x.shippingFee), fixed(x.payAmount)])).toEqual([
      [1, '0.00', '120.00'],
      [2, '8.00', '58.00'],
    ]);
    expect(fixed(r.shippingFee)).toBe('8.00');
    expect(fixed(r.payAmount)).toBe('178.00');
  });

  it("uses each store's own fee and threshold", () => {
    const r = settle({
      lines: [line(1, 1, '50.00'), line(2, 2, '50.00')],
      stores: [store(1, { freeShippingFrom: D('50.00') }), store(2, { shippingFee: D('12.50') })],
      deliveryMethod: 1,
      coupons: [],
      selectedCouponIds: [],
      points: 0,
      availablePoints: 0,
    });
    expect(r.stores.map((x) => fixed(x.shippingFee))).toEqual(['0.00', '12.50']);
  });

  it('same-city delivery charges every store its same-city fee; pickup charges nothing', () => {
    const lines = [line(1, 1, '200.00'), line(2, 2, '10.00')];
    expect(fixed(run({ lines, deliveryMethod: 4 }).shippingFee)).toBe('30.00');
    expect(fixed(run({ lines, deliveryMethod: 2 }).shippingFee)).toBe('0.00');
    expect(fixed(run({ lines, deliveryMethod: 3 }).payAmount)).toBe('210.00');
  });
});

describe('coupons', () => {
  it('a platform coupon applies from its threshold on the whole order', () => {
    const c = coupon(1, { threshold: D('100.00'), discount: D('10.00') });
    const below = run({ lines: [line(1, 1, '60.00'), line(2, 2, '39.99')], coupons: [c] });
    expect(below.coupons[0]).toMatchObject({ applicable: false, selected: false });
    expect(below.coupons[0]!.reason).toBe('未满足使用门槛：适用商品满100.00元可用');
    expect(
      refusal(() =>
        run({ lines: [line(1, 1, '60.00'), line(2, 2, '39.99')], coupons: [c], selectedCouponIds: [1] }),
      ),
    ).toContain('不可用');

    const at = run({
      lines: [line(1, 1, '60.00'), line(2, 2, '40.00')],
      coupons: [c],
      selectedCouponIds: [1],
    });
    expect(at.coupons[0]).toMatchObject({ applicable: true, reason: '', selected: true });
    expect(fixed(at.couponAmount)).toBe('10.00');
    // Split in proportion to each store's goods: 6.00 and 4.00.
    expect(at.stores.map((s) => fixed(s.couponAmount))).toEqual(['6.00', '4.00']);
    // Both stores are under ¥99, so each pays ¥8 shipping; the coupon never touches shipping.
    expect(fixed(at.payAmount)).toBe('106.00');
  });

  it('a store coupon counts only its store’s goods toward the threshold and the discount', () => {
    const c = coupon(1, { kind: 2, storeId: 1, threshold: D('200.00'), discount: D('20.00') });
    const short = run({ lines: [line(1, 1, '150.00'), line(2, 2, '300.00')], coupons: [c] });
    expect(short.coupons[0]).toMatchObject({ applicable: false });
    expect(short.coupons[0]!.reason).toContain('满200.00元可用');

    const ok = run({
      lines: [line(1, 1, '200.00'), line(2, 2, '300.00')],
      coupons: [c],
      selectedCouponIds: [1],
    });
    expect(ok.stores.map((s) => fixed(s.couponAmount))).toEqual(['20.00', '0.00']);

    const none = run({ lines: [line(2, 2, '300.00')], coupons: [c] });
    expect(none.coupons[0]).toMatchObject({ applicable: false, reason: '订单中没有可用该券的商品' });
  });

  it('a category coupon covers its category subtree only', () => {
    // Category 10 with children 11 and 12 (the server passes the whole subtree).
    const c = coupon(1, { kind: 3, categoryIds: [10, 11, 12], threshold: D('30.00'), discount: D('5.00') });
    const lines = [line(1, 1, '20.00', 12), line(2, 1, '100.00', 20), line(3, 2, '9.99', 11)];
    const short = run({ lines, coupons: [c] });
    expect(short.coupons[0]).toMatchObject({ applicable: false });
    expect(short.coupons[0]!.reason).toContain('满30.00元可用');

    const enough = [line(1, 1, '20.00', 12), line(2, 1, '100.00', 20), line(3, 2, '10.00', 11)];
    const r = run({ lines: enough, coupons: [c], selectedCouponIds: [1] });
    expect(fixed(r.couponAmount)).toBe('5.00');
    // In proportion to the eligible goods of each store: 20 : 10.
    expect(r.stores.map((s) => fixed(s.couponAmount))).toEqual(['3.33', '1.67']);
  });

  it('a specified-products coupon covers only its SKUs and never discounts more than they cost', () => {
    const c = coupon(1, { kind: 4, skuIds: [7, 8], threshold: D(0), discount: D('3.00') });
    const r = run({
      lines: [line(7, 1, '1.50'), line(9, 1, '50.00')],
      coupons: [c],
      selectedCouponIds: [1],
    });
    expect(fixed(r.couponAmount)).toBe('1.50');
    expect(fixed(r.payAmount)).toBe('58.00'); // 51.50 − 1.50 + ¥8 shipping
    const other = run({ lines: [line(9, 1, '50.00')], coupons: [c] });
    expect(other.coupons[0]).toMatchObject({ applicable: false, reason: '订单中没有可用该券的商品' });
  });

  it('at most one platform coupon per order', () => {
    const coupons = [coupon(1), coupon(2)];
    expect(refusal(() => run({ lines: [line(1, 1, '500.00')], coupons, selectedCouponIds: [1, 2] }))).toBe(
      '每笔订单只能使用一张平台券',
    );
  });

  it('at most one store-level coupon (store, category or product) touching any one store', () => {
    const storeCoupon = coupon(1, { kind: 2, storeId: 1, discount: D('5.00') });
    const categoryCoupon = coupon(2, { kind: 3, categoryIds: [10], discount: D('5.00') });
    const skuCoupon = coupon(3, { kind: 4, skuIds: [3], discount: D('2.00') });
    const coupons = [storeCoupon, categoryCoupon, skuCoupon];
    const lines = [line(1, 1, '100.00', 10), line(2, 1, '100.00', 20), line(3, 2, '100.00', 30)];
    expect(refusal(() => run({ lines, coupons, selectedCouponIds: [1, 2] }))).toBe(
      '同一店铺只能使用一张店铺优惠券',
    );
    // A store coupon on store 1 and a product coupon touching only store 2 go together.
    const r = run({ lines, coupons, selectedCouponIds: [1, 3] });
    expect(r.stores.map((s) => fixed(s.couponAmount))).toEqual(['5.00', '2.00']);
  });

  it('a platform coupon adds to a store coupon and applies to what the store coupon left', () => {
    const coupons = [
      coupon(1, { kind: 2, storeId: 1, discount: D('20.00') }),
      coupon(2, { kind: 1, discount: D('100.00') }),
    ];
    const r = run({ lines: [line(1, 1, '30.00'), line(2, 2, '20.00')], coupons, selectedCouponIds: [1, 2] });
    // Store 1: 30 − 20 = 10 left; store 2: 20. The platform coupon takes all 30 that remain, no more.
    expect(r.stores.map((s) => fixed(s.couponAmount))).toEqual(['30.00', '20.00']);
    expect(fixed(r.couponAmount)).toBe('50.00');
    expect(r.stores.map((s) => fixed(s.payAmount))).toEqual(['8.00', '8.00']);
  });

  it('refuses a coupon the user does not hold (unknown, used or expired)', () => {
    expect(refusal(() => run({ lines: [line(1, 1, '10.00')], selectedCouponIds: [42] }))).toContain(
      '不存在、已使用或已过期',
    );
  });
});

describe('points', () => {
  const lines = [line(1, 1, '12.34')];
  const pickup = { lines, deliveryMethod: 2 as const };

  it('the most points an order can take is what it costs, in tens, within what the user holds', () => {
    expect(run({ ...pickup, availablePoints: 5000 }).maxPoints).toBe(1230);
    expect(run({ ...pickup, availablePoints: 555 }).maxPoints).toBe(550);
    expect(run({ ...pickup, availablePoints: 9 }).maxPoints).toBe(0);
    // Shipping can be paid with points too: 12.34 + 8.00.
    expect(run({ lines, availablePoints: 5000 }).maxPoints).toBe(2030);
  });

  it('100 points are ¥1', () => {
    const r = run({ ...pickup, points: 1230, availablePoints: 5000 });
    expect(r.pointsUsed).toBe(1230);
    expect(fixed(r.pointsAmount)).toBe('12.30');
    expect(fixed(r.payAmount)).toBe('0.04');
  });

  it('refuses points that are not a multiple of 10, more than held, or more than the order takes', () => {
    expect(refusal(() => run({ ...pickup, points: 15, availablePoints: 5000 }))).toBe('积分需为10的整数倍');
    expect(refusal(() => run({ ...pickup, points: 600, availablePoints: 555 }))).toBe(
      '积分不足：当前可用555积分',
    );
    expect(refusal(() => run({ ...pickup, points: 1240, availablePoints: 5000 }))).toBe(
      '本单最多可使用1230积分',
    );
  });

  it('the most points over three stores leave no store owing less than nothing', () => {
    // Rounding each store's share down and putting the rest on the last store would give the ¥0.05
    // store ¥0.06 of points (a −¥0.01 order, refused by the database's CHECK).
    const r = run({
      lines: [line(1, 1, '50.05'), line(2, 2, '50.05'), line(3, 3, '0.05')],
      deliveryMethod: 2,
      points: 10010,
      availablePoints: 20000,
    });
    expect(r.maxPoints).toBe(10010);
    expect(r.stores.map((s) => fixed(s.payAmount))).toEqual(['0.02', '0.03', '0.00']);
    expect(r.stores.map((s) => s.pointsUsed)).toEqual([5003, 5002, 5]);
    expect(fixed(r.payAmount)).toBe('0.05');
  });

  it('points and coupons together can bring the amount to zero, never below', () => {
    const r = run({
      lines: [line(1, 1, '10.00')],
      deliveryMethod: 2,
      coupons: [coupon(1, { discount: D('7.50') })],
      selectedCouponIds: [1],
      points: 250,
      availablePoints: 1000,
    });
    expect(r.maxPoints).toBe(250);
    expect(fixed(r.payAmount)).toBe('0.00');
  });
});

describe('proportional allocation', () => {
  it('splits to the fen and sums exactly', () => {
    expect(allocate(D('10.00'), [D('100'), D('200')]).map(fixed)).toEqual(['3.33', '6.67']);
    expect(
      allocate(D('0.01'), [D('1'), D('1'), D('1')])
        .map(fixed)
        .sort(),
    ).toEqual(['0.00', '0.00', '0.01']);
    expect(allocate(D('5.00'), [D('0'), D('0')]).map(fixed)).toEqual(['0.00', '0.00']);
    expect(allocate(D('5.00'), [D('10'), D('0')]).map(fixed)).toEqual(['5.00', '0.00']);
  });

  it('over random inputs: shares sum to the total, none is negative and none exceeds its weight', () => {
    const r = rng(20260601);
    for (let round = 0; round < 600; round++) {
      const weights = Array.from({ length: r.int(1, 8) }, () => (r.int(0, 4) === 0 ? D(0) : r.money()));
      const sum = weights.reduce((a, w) => a.plus(w), D(0));
      const total = sum.mul(r.next()).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      const shares = allocate(total, weights);
      const context = `weights ${weights.map(fixed).join(',')} total ${fixed(total)}`;
      expect(fixed(shares.reduce((a, s) => a.plus(s), D(0))), context).toBe(fixed(total));
      for (const [i, s] of shares.entries()) {
        expect(s.gte(0), context).toBe(true);
        expect(s.lte(weights[i]!), context).toBe(true);
        expect(s.decimalPlaces(), context).toBeLessThanOrEqual(2);
        if (weights[i]!.isZero()) expect(s.isZero(), context).toBe(true);
      }
    }
  });

  it('over random orders: every store pays a non-negative amount and the totals add up to the fen', () => {
    const r = rng(6);
    for (let round = 0; round < 500; round++) {
      const storeCount = r.int(1, 5);
      const lines = Array.from({ length: r.int(1, 8) }, (_, i) =>
        line(i + 1, r.int(1, storeCount), fixed(r.money()), r.int(1, 3)),
      );
      const storeIds = [...new Set(lines.map((l) => l.storeId))];
      const coupons = [
        coupon(1, { discount: r.money().plus('0.01'), threshold: D(r.int(0, 1) * 50) }),
        coupon(2, { kind: 2, storeId: storeIds[0]!, discount: r.money().plus('0.01') }),
        coupon(3, { kind: 3, categoryIds: [2], discount: r.money().plus('0.01') }),
        coupon(4, { kind: 4, skuIds: [1, 3], discount: r.money().plus('0.01') }),
      ];
      const base = {
        lines,
        stores: storeIds.map((id) => store(id)),
        deliveryMethod: r.int(1, 4) as DeliveryMethod,
        coupons,
        availablePoints: r.int(0, 1_000_000),
      };
      // Choose the platform coupon when it applies, plus one store-level coupon when it applies alone.
      const options = settle({ ...base, selectedCouponIds: [], points: 0 }).coupons;
      const selected = options
        .filter((o) => o.applicable && o.coupon.kind === 1)
        .map((o) => o.coupon.userCouponId);
      const storeLevel = options.filter((o) => o.applicable && o.coupon.kind !== 1);
      if (storeLevel.length > 0)
        selected.push(storeLevel[r.int(0, storeLevel.length - 1)]!.coupon.userCouponId);
      const maxPoints = settle({ ...base, selectedCouponIds: selected, points: 0 }).maxPoints;
      const points = r.int(0, 2) === 0 ? maxPoints : Math.floor((maxPoints * r.next()) / 10) * 10;
      const s = settle({ ...base, selectedCouponIds: selected, points });

      const context = JSON.stringify({
        lines: lines.map((l) => [l.storeId, fixed(l.amount)]),
        selected,
        points,
      });
      const sum = (f: (x: (typeof s.stores)[number]) => Decimal) =>
        fixed(s.stores.reduce((a, x) => a.plus(f(x)), D(0)));
      expect(
        sum((x) => x.payAmount),
        context,
      ).toBe(fixed(s.payAmount));
      expect(
        sum((x) => x.couponAmount),
        context,
      ).toBe(fixed(s.couponAmount));
      expect(
        sum((x) => x.pointsAmount),
        context,
      ).toBe(fixed(s.pointsAmount));
      expect(
        s.stores.reduce((a, x) => a + x.pointsUsed, 0),
        context,
      ).toBe(points);
      expect(fixed(s.pointsAmount), context).toBe(fixed(D(points).div(100)));
      expect(fixed(s.payAmount), context).toBe(
        fixed(s.goodsAmount.plus(s.shippingFee).minus(s.couponAmount).minus(s.pointsAmount)),
      );
      expect(s.payAmount.gte(0), context).toBe(true);
      for (const x of s.stores) {
        expect(x.payAmount.gte(0), context).toBe(true);
        expect(x.couponAmount.lte(x.goodsAmount), context).toBe(true);
        expect(x.pointsUsed, context).toBe(x.pointsAmount.mul(100).toNumber());
        expect(x.payAmount.decimalPlaces(), context).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('quantities (lines.ts)', () => {
  it.each<[string, number, string | null]>([
    ['1', 0, '1'],
    ['999999', 0, '999999'],
    ['0', 0, null],
    ['0.00', 2, null],
    ['-1', 0, null],
    ['1.5', 0, null],
    ['1.50', 0, null],
    ['2.25', 2, '2.25'],
    ['2.255', 2, null],
    ['2.5', 1, '2.5'],
    ['1000000', 0, null],
    ['1000000000', 0, null],
    ['1e3', 0, null],
    [' 1', 0, null],
  ])('parseQuantity(%j, scale %i) → %j', (raw, scale, expected) => {
    const q = parseQuantity(raw, scale);
    expect(q === null ? null : q.toString()).toBe(expected);
  });

  it('requireQuantity refuses with 请输入正确的商品数量 and says what is allowed', () => {
    expect(() => requireQuantity('1.5', 0)).toThrow(/^请输入正确的商品数量：1\.5 须为不超过999999的正整数$/);
    expect(() => requireQuantity('2.255', 2)).toThrow(/^请输入正确的商品数量：2\.255 须大于0，最多2位小数$/);
    expect(requireQuantity('2.25', 2).toString()).toBe('2.25');
  });

  it('a decimal quantity reserves the whole stock units it starts', () => {
    expect(stockUnits(D('2.25'))).toBe(3);
    expect(stockUnits(D('2'))).toBe(2);
  });

  it('a line amount is price × quantity rounded half up to the fen', () => {
    expect(fixed(lineAmount('0.3333333', D('3')))).toBe('1.00');
    expect(fixed(lineAmount('2.0050000', D('1')))).toBe('2.01');
    expect(fixed(lineAmount('10.0000000', D('2.25')))).toBe('22.50');
    expect(fixed(lineAmount(null, D('3')))).toBe('0.00');
  });

  it('a line problem is checked in order: shelf, price, activity window, stock, quantity, delivery', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const facts: SkuFacts = {
      skuId: 1,
      storeId: 1,
      storeName: '店',
      categoryId: 1,
      name: '中性笔',
      mainImg: '',
      unit: '支',
      specs: '',
      price: '2.5000000',
      stock: 2,
      status: 1,
      productType: 1,
      goodsKind: 1,
      activityStart: null,
      activityEnd: null,
      deliverable: false,
      shippingFee: '8.00',
      freeShippingFrom: '99.00',
      sameCityFee: '15.00',
    };
    const at = (over: Partial<SkuFacts>, q: string | null, delivery = true) =>
      lineProblem({ ...facts, ...over }, q === null ? null : D(q), now, delivery);
    expect(at({ status: 0, price: null }, '1')).toBe('offShelf');
    expect(at({ price: null }, '1')).toBe('noPrice');
    const future = new Date('2099-01-01T00:00:00Z');
    const past = new Date('2026-02-01T00:00:00Z');
    expect(at({ productType: 2, activityStart: future }, '1')).toBe('notStarted');
    expect(at({ productType: 3, activityStart: past, activityEnd: past }, '1')).toBe('ended');
    // Ordinary goods ignore activity windows.
    expect(at({ productType: 1, activityEnd: past }, '1', false)).toBeNull();
    expect(at({ stock: 0 }, '1')).toBe('outOfStock');
    expect(at({}, null)).toBe('badQuantity');
    expect(at({}, '2.5')).toBe('insufficient');
    expect(at({}, '2')).toBe('undeliverable');
    expect(at({}, '2', false)).toBeNull();
  });
});
