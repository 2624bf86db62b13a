import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';
import {
  ACCOUNT,
  ORDER,
  addressOf,
  choices,
  claim,
  place,
  preview,
  sku,
  sql,
  templateId,
} from './support.ts';

/**
 * The coupon centre and uc-coupons through the real API (issue #17 item 6): what the centre offers and
 * in which state, claiming within the total and the per-member limit (idempotent by key), each held
 * coupon's validity (a fixed window or N days after claiming), my coupons by status with their counts,
 * and a claimed coupon used at checkout under its threshold and scope, given back when the unpaid
 * order is cancelled. Runs on PGlite and on PostgreSQL.
 */

let t: TestApp;
let buyer: string;
let person: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  person = await t.login('DEMO', 'person01');
});
afterAll(() => t.close());

interface Centre {
  records: Array<{
    couponId: number;
    name: string;
    remaining: number;
    total: number;
    claimed: number;
    perUserLimit: number;
    validDays: number | null;
    state: 'available' | 'claimed' | 'soldOut';
    scope: { kind: number; storeName: string | null; categoryName: string | null; skus: unknown[] };
  }>;
  total: number;
}
const centre = async (token: string | null, query = '', shopId = 'DEMO'): Promise<Centre> =>
  (await call(t, token, 'GET', `${ACCOUNT}/coupon/centre${query}`, undefined, { shopId })).json().data;
const mine = async (token: string, status = 'unused', shopId = 'DEMO') =>
  (
    await call(t, token, 'GET', `${ACCOUNT}/coupon/mine?status=${status}&size=50`, undefined, { shopId })
  ).json().data as {
    records: Array<{
      userCouponId: number;
      name: string;
      status: string;
      orderNo: string | null;
      validTo: string;
    }>;
    total: number;
    counts: { unused: number; used: number; expired: number };
  };

describe('the coupon centre', () => {
  it('offers every kind with what is left, to anyone; sold-out and ended coupons show as such', async () => {
    const all = await centre(null, '?size=50');
    const byName = new Map(all.records.map((r) => [r.name, r]));
    expect(byName.get('限量抢购券 满50减20')).toMatchObject({ remaining: 1, total: 20, state: 'available' });
    expect(byName.get('周末狂欢券 满200减50')).toMatchObject({ remaining: 0, state: 'soldOut' });
    expect(byName.get('新人专享券 满20减5')).toMatchObject({ validDays: 7, claimed: 0 });
    expect(byName.has('平台券（已过期） 满50减5')).toBe(false);
    expect(byName.has('老客回馈券 满100减15')).toBe(false);
    expect(new Set(all.records.map((r) => r.scope.kind))).toEqual(new Set([1, 2, 3, 4]));
    expect(all.records.find((r) => r.scope.kind === 3)!.scope.categoryName).toBe('书写工具');
    expect(all.records.find((r) => r.scope.kind === 2)!.scope.storeName).toBeTruthy();
    expect(all.records.find((r) => r.scope.kind === 4)!.scope.skus.length).toBeGreaterThan(0);

    const stores = await centre(null, '?kind=2&size=50');
    expect(stores.records.every((r) => r.scope.kind === 2)).toBe(true);
    expect(stores.total).toBe(stores.records.length);
  });

  it('shows a member what they already claimed (已领取) and can filter to what they can still claim', async () => {
    const seen = await centre(buyer, '?size=50');
    expect(seen.records.find((r) => r.name === '新人专享券 满20减5')).toMatchObject({
      claimed: 1,
      state: 'claimed',
    });
    const open = await centre(buyer, '?available=true&size=50');
    expect(open.records.map((r) => r.name)).not.toContain('新人专享券 满20减5');
    expect(open.records.map((r) => r.name)).not.toContain('周末狂欢券 满200减50');
    expect(open.records.every((r) => r.state === 'available')).toBe(true);
  });
});

describe('claiming', () => {
  it('gives one coupon per claim up to the per-member limit; the same key replays the first answer', async () => {
    const id = await templateId(t, 'DEMO', '平台大额券 满1000减80');
    const before = (await mine(person)).counts.unused;
    const first = await claim(t, person, id, 'DEMO', 'claim-key-big-coupon-1');
    expect(first.statusCode).toBe(200);
    const again = await claim(t, person, id, 'DEMO', 'claim-key-big-coupon-1');
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data).toMatchObject({ claimed: 1, perUserLimit: 1, state: 'claimed' });
    const second = await claim(t, person, id);
    expect([second.statusCode, second.json().message]).toEqual([409, '您已领取过该优惠券']);
    expect((await mine(person)).counts.unused).toBe(before + 1);
  });

  it('counts the limit per member (每人限领3张) and never past the total (已抢光)', async () => {
    const everyday = await templateId(t, 'DEMO', '平台通用券 满100减10');
    for (let i = 0; i < 3; i += 1) expect((await claim(t, person, everyday)).statusCode).toBe(200);
    const fourth = await claim(t, person, everyday);
    expect([fourth.statusCode, fourth.json().message]).toEqual([409, '每人限领3张，您已领满']);

    const limited = await templateId(t, 'DEMO', '限量抢购券 满50减20');
    const last = await claim(t, buyer, limited);
    expect(last.json().data).toMatchObject({ remaining: 0, state: 'soldOut' });
    const late = await claim(t, person, limited);
    expect([late.statusCode, late.json().message]).toEqual([409, '优惠券已抢光']);
    const [row] = await sql<{ issued: number; total: number }>(
      t,
      'SELECT issued, total FROM coupon WHERE id = $1',
      [limited],
    );
    expect(row).toEqual({ issued: 20, total: 20 });
  });

  it('a coupon valid N days after claiming runs from the claim; a fixed one keeps its window', async () => {
    const [store] = await sql<{ id: number }>(
      t,
      `SELECT id FROM coupon WHERE shop_id = 'DEMO' AND kind = 2 AND valid_days = 15`,
    );
    const res = await claim(t, person, Number(store!.id));
    const held = res.json().data as { validFrom: string; validTo: string };
    expect(Date.parse(held.validTo) - Date.parse(held.validFrom)).toBe(15 * 86_400_000);
    expect(Math.abs(Date.parse(held.validFrom) - Date.now())).toBeLessThan(60_000);

    const fixed = await claim(t, buyer, await templateId(t, 'DEMO', '书写工具品类券 满30减5'));
    const [tpl] = await sql<{ validTo: Date }>(
      t,
      `SELECT valid_to AS "validTo" FROM coupon WHERE shop_id = 'DEMO' AND name = '书写工具品类券 满30减5'`,
    );
    expect(fixed.json().data.validTo).toBe(tpl!.validTo.toISOString());
  });

  it('refuses coupons no longer offered, of another tenant, and bad input naming the field', async () => {
    const ended = await templateId(t, 'DEMO', '平台券（已过期） 满50减5');
    const closed = await claim(t, buyer, ended);
    expect(closed.statusCode).toBe(404);
    const other = await templateId(t, 'HBKY', '新人专享券 满20减5');
    const foreign = await claim(t, buyer, other);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, '优惠券不存在']);
    const offered = await templateId(t, 'DEMO', '周末狂欢券 满200减50');
    await sql(
      t,
      `UPDATE coupon SET valid_to = now() - interval '1 second', valid_from = now() - interval '2 days' WHERE id = $1`,
      [offered],
    );
    const over = await claim(t, person, offered);
    expect([over.statusCode, over.json().message]).toEqual([400, '该优惠券已停止领取']);

    for (const body of [{ couponId: 'abc' }, {}, { couponId: 1, extra: true }, { couponId: 0 }]) {
      const res = await call(t, buyer, 'POST', `${ACCOUNT}/coupon/claim`, body, { key: 'bad-input-key-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/couponId|extra/);
    }
    const noKey = await call(t, buyer, 'POST', `${ACCOUNT}/coupon/claim`, { couponId: offered });
    expect([noKey.statusCode, noKey.json().message]).toEqual([
      400,
      expect.stringMatching(/Idempotency-Key/i),
    ]);
    const anonymous = await call(
      t,
      null,
      'POST',
      `${ACCOUNT}/coupon/claim`,
      { couponId: offered },
      { key: 'anon-key-123' },
    );
    expect(anonymous.statusCode).toBe(401);
    const badStatus = await call(t, buyer, 'GET', `${ACCOUNT}/coupon/mine?status=lost`);
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([400, expect.stringMatching(/status/)]);
  });
});

describe('my coupons', () => {
  it('lists the seeded coupons in every status, the used one with its order', async () => {
    const unused = await mine(buyer);
    expect(unused.counts.unused).toBeGreaterThan(0);
    expect(unused.records.every((r) => r.status === 'unused' && Date.parse(r.validTo) > Date.now())).toBe(
      true,
    );
    const used = await mine(buyer, 'used');
    expect(used.records.find((r) => r.name === '老客回馈券 满100减15')?.orderNo).toMatch(/^\d+$/);
    const expired = await mine(buyer, 'expired');
    expect(expired.records.map((r) => r.name)).toEqual(
      expect.arrayContaining(['平台券（已过期） 满50减5', '新人专享券 满20减5']),
    );
    expect(expired.total).toBe(expired.counts.expired);
    // Every tenant's buyers have unused and expired coupons.
    for (const shopId of ['HBKY', 'HSNYSC', 'RDSC', 'BKSC']) {
      const token = await t.login(shopId, 'person01');
      const page = await mine(token, 'expired', shopId);
      expect(page.counts.unused).toBeGreaterThan(0);
      expect(page.counts.expired).toBeGreaterThan(0);
    }
  });

  it('the order detail names the coupon the seeded order used', async () => {
    const used = await mine(buyer, 'used');
    const orderNo = used.records.find((r) => r.name === '老客回馈券 满100减15')!.orderNo!;
    const detail = (await call(t, buyer, 'GET', `${ORDER}/od/orderDetail?orderNo=${orderNo}`)).json().data;
    expect(detail.couponAmount).toBe('15.00');
    expect(detail.coupons).toEqual([
      expect.objectContaining({ name: '老客回馈券 满100减15', discount: '15.00' }),
    ]);
  });
});

describe('a claimed coupon at checkout', () => {
  it('applies above its threshold, is suggested as the best, is spent once and comes back on cancel', async () => {
    const token = await t.login('RDSC', 'buyer01');
    const skuId = await sku(t, 'RDSC', '20.00');
    const addressId = await addressOf(t, token, 'RDSC');
    const got = await claim(t, token, await templateId(t, 'RDSC', '限量抢购券 满50减20'), 'RDSC');
    const userCouponId = got.json().data.userCouponId as number;

    // ¥40 is below the ¥50 threshold; ¥60 meets it, and it takes more off than 满20减5 or 满100减10.
    const low = await preview(t, token, choices(addressId, skuId, '2'), 'RDSC');
    expect(low.coupons.find((c) => c.userCouponId === userCouponId)).toMatchObject({
      applicable: false,
      reason: '未满足使用门槛：适用商品满50.00元可用',
      recommended: false,
    });
    const high = await preview(t, token, choices(addressId, skuId, '3'), 'RDSC');
    expect(high.coupons.filter((c) => c.recommended).map((c) => c.userCouponId)).toEqual([userCouponId]);
    const priced = await preview(t, token, choices(addressId, skuId, '3', [userCouponId]), 'RDSC');
    expect(priced).toMatchObject({ couponAmount: '20.00', payAmount: '40.00' });

    const placed = await place(t, token, choices(addressId, skuId, '3', [userCouponId]), '40.00', 'RDSC');
    expect(placed.statusCode).toBe(200);
    const orderNo = (placed.json().data as { orderNos: string[] }).orderNos[0]!;
    const used = await mine(token, 'used', 'RDSC');
    expect(used.records.find((r) => r.userCouponId === userCouponId)?.orderNo).toBe(orderNo);
    const detail = (
      await call(t, token, 'GET', `${ORDER}/od/orderDetail?orderNo=${orderNo}`, undefined, { shopId: 'RDSC' })
    ).json().data;
    expect(detail.coupons.map((c: { name: string }) => c.name)).toEqual(['限量抢购券 满50减20']);

    // Spent: a second order cannot use it.
    const again = await place(t, token, choices(addressId, skuId, '3', [userCouponId]), '40.00', 'RDSC');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain(`优惠券 ${userCouponId} 不可用`);

    const cancel = await call(t, token, 'POST', `${ORDER}/od/cancelOrder`, { orderNo }, { shopId: 'RDSC' });
    expect(cancel.statusCode).toBe(200);
    const back = await mine(token, 'unused', 'RDSC');
    expect(back.records.map((r) => r.userCouponId)).toContain(userCouponId);
  });

  it('an unpaid order that times out gives its coupon back', async () => {
    const token = await t.login('RDSC', 'person01');
    const skuId = await sku(t, 'RDSC', '20.00');
    const addressId = await addressOf(t, token, 'RDSC');
    const p = await preview(t, token, choices(addressId, skuId, '5'), 'RDSC');
    const everyday = p.coupons.find((c) => c.name === '平台通用券 满100减10' && c.applicable)!;
    const body = choices(addressId, skuId, '5', [everyday.userCouponId]);
    const placed = await place(t, token, body, (await preview(t, token, body, 'RDSC')).payAmount, 'RDSC');
    const orderNo = (placed.json().data as { orderNos: string[] }).orderNos[0]!;
    expect((await mine(token, 'used', 'RDSC')).records.map((r) => r.userCouponId)).toContain(
      everyday.userCouponId,
    );
    // 30 minutes later: the order expires when it is next read (or swept) and the coupon is unused again.
    await sql(t, `UPDATE mall_order SET expires_at = now() - interval '1 second' WHERE order_no = $1`, [
      orderNo,
    ]);
    const detail = (
      await call(t, token, 'GET', `${ORDER}/od/orderDetail?orderNo=${orderNo}`, undefined, { shopId: 'RDSC' })
    ).json().data;
    expect(detail.status).toBe('canceled');
    expect(detail.coupons).toEqual([]);
    const back = await mine(token, 'unused', 'RDSC');
    expect(back.records.map((r) => r.userCouponId)).toContain(everyday.userCouponId);
  });

  it('a store or category coupon applies only to its goods; an expired one is not offered', async () => {
    const token = await t.login('BKSC', 'buyer01');
    const skuId = await sku(t, 'BKSC', '250.00');
    const addressId = await addressOf(t, token, 'BKSC');
    const p = await preview(t, token, choices(addressId, skuId, '1'), 'BKSC');
    const [own] = await sql<{ storeId: number }>(
      t,
      'SELECT store_id AS "storeId" FROM product_sku WHERE id = $1',
      [skuId],
    );
    const storeCoupons = p.coupons.filter((c) => c.name.includes('店铺券'));
    expect(storeCoupons.length).toBeGreaterThan(0);
    for (const c of storeCoupons) {
      const [tpl] = await sql<{ storeId: number }>(
        t,
        'SELECT c.store_id AS "storeId" FROM user_coupon u JOIN coupon c ON c.id = u.coupon_id WHERE u.id = $1',
        [c.userCouponId],
      );
      if (Number(tpl!.storeId) !== Number(own!.storeId))
        expect(c).toMatchObject({ applicable: false, reason: '订单中没有可用该券的商品' });
      else expect(c).toMatchObject({ applicable: true });
    }
    expect(p.coupons.some((c) => c.name === '平台券（已过期） 满50减5')).toBe(false);

    // A held coupon past its own validity leaves checkout and moves to 已过期.
    const everyday = p.coupons.find((c) => c.name === '平台通用券 满100减10')!;
    await sql(
      t,
      `UPDATE user_coupon SET valid_from = now() - interval '2 days', valid_to = now() - interval '1 second' WHERE id = $1`,
      [everyday.userCouponId],
    );
    const later = await preview(t, token, choices(addressId, skuId, '1'), 'BKSC');
    expect(later.coupons.map((c) => c.userCouponId)).not.toContain(everyday.userCouponId);
    const expired = await mine(token, 'expired', 'BKSC');
    expect(expired.records.map((r) => r.userCouponId)).toContain(everyday.userCouponId);
  });
});
