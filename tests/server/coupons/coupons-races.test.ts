import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/src/modules/identity/sessions.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { addressOf, choices, claim, place, preview, sku, sql } from './support.ts';

/**
 * Races on coupons (issue #17 acceptance): 50 members claiming a coupon with 10 left get exactly 10;
 * one member's parallel claims never pass the per-member limit; one claim sent many times with one
 * key gives one coupon; one coupon raced by many orders is spent once. Each wall is a single
 * conditional statement, so the same tests hold on PGlite (transactions take turns) and on PostgreSQL
 * (DATABASE_URL: real overlap, row locks).
 */

const SHOP = 'RDSC';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

let seq = 0;
/** `n` new members of the tenant with a default address, and their sessions. */
async function members(n: number): Promise<Array<{ id: number; token: string }>> {
  const base = seq;
  seq += n;
  const ids = await t.db.owner(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO app_user (shop_id, user_name, full_name, mobile, password_hash, user_type)
       SELECT $1, 'coupon' || ($2::int + g), '抢券会员' || g, '16' || lpad(($2::int + g)::text, 9, '0'), 'x', 7
         FROM generate_series(1, $3::int) g RETURNING id`,
      [SHOP, base, n],
    );
    const userIds = rows.map((r) => Number(r.id));
    await q.query(
      `INSERT INTO user_address (shop_id, user_id, receiver, phone, province_code, city_code, county_code, town_code,
                                 region_name, detail, is_default)
       SELECT $1, u, '抢券收货人', '13900000000', '110000', '110100', '110105', '110105001',
              '北京市 北京市 朝阳区 建外街道', '建国门外大街1号国贸大厦', true FROM unnest($2::bigint[]) u`,
      [SHOP, userIds],
    );
    await q.query(
      `INSERT INTO member_account (shop_id, user_id, balance, points) SELECT $1, u, 0, 0 FROM unnest($2::bigint[]) u`,
      [SHOP, userIds],
    );
    return userIds;
  });
  const out: Array<{ id: number; token: string }> = [];
  for (const id of ids) out.push({ id, token: await createSession(t.db, SHOP, id) });
  return out;
}

/** A fresh template on offer: `total` coupons of which `issued` are gone, `limit` per member. */
async function template(total: number, issued: number, limit: number): Promise<number> {
  const [row] = await sql<{ id: number }>(
    t,
    `INSERT INTO coupon (shop_id, name, kind, threshold, discount, valid_from, valid_to, total, issued,
                         per_user_limit, claimable)
     VALUES ($1, '抢券测试券 满10减3 ' || $5, 1, 10, 3, now() - interval '1 day', now() + interval '30 days',
             $2, $3, $4, true) RETURNING id`,
    [SHOP, total, issued, limit, randomUUID().slice(0, 8)],
  );
  return Number(row!.id);
}

const held = async (couponId: number) =>
  (
    await sql<{ issued: number; held: number; claims: number }>(
      t,
      `SELECT c.issued,
              (SELECT count(*)::int FROM user_coupon u WHERE u.coupon_id = c.id) AS held,
              (SELECT COALESCE(sum(claimed), 0)::int FROM coupon_claim k WHERE k.coupon_id = c.id) AS claims
         FROM coupon c WHERE c.id = $1`,
      [couponId],
    )
  )[0]!;

describe('claims', () => {
  it('50 members claiming at once with 10 left get exactly 10; the rest hear 已抢光', async () => {
    const crowd = await members(50);
    const couponId = await template(100, 90, 1);
    const results = await Promise.all(crowd.map((m) => claim(t, m.token, couponId, SHOP)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([r.statusCode, r.json().message]).toEqual([409, '优惠券已抢光']);
    }
    expect(await held(couponId)).toEqual({ issued: 100, held: 10, claims: 10 });
  }, 120_000);

  it('one member’s 20 parallel claims stop at the per-member limit of 3', async () => {
    const [m] = await members(1);
    const couponId = await template(1000, 0, 3);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(t, m!.token, couponId, SHOP)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([r.statusCode, r.json().message]).toEqual([409, '每人限领3张，您已领满']);
    }
    expect(await held(couponId)).toEqual({ issued: 3, held: 3, claims: 3 });
  }, 60_000);

  it('one claim sent 20 times with one key gives one coupon and the same answer', async () => {
    const [m] = await members(1);
    const couponId = await template(1000, 0, 5);
    const key = `same-claim-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claim(t, m!.token, couponId, SHOP, key)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    // On PostgreSQL a duplicate that arrives while the first is still open waits and replays its answer.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().data.userCouponId)).size).toBe(1);
    expect(await held(couponId)).toEqual({ issued: 1, held: 1, claims: 1 });
  }, 60_000);
});

describe('spending', () => {
  it('a claimed coupon raced by 10 orders at once is spent by one of them', async () => {
    const [m] = await members(1);
    const couponId = await template(1000, 0, 1);
    const got = await claim(t, m!.token, couponId, SHOP);
    const userCouponId = got.json().data.userCouponId as number;
    const skuId = await sku(t, SHOP, '20.00');
    const addressId = await addressOf(t, m!.token, SHOP);
    const body = choices(addressId, skuId, '1', [userCouponId]);
    const { payAmount } = await preview(t, m!.token, body, SHOP);
    expect(payAmount).toBe('17.00');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => place(t, m!.token, body, payAmount, SHOP)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([400, 409]).toContain(r.statusCode);
    const rows = await sql<{ orders: number; used: number }>(
      t,
      `SELECT (SELECT count(*)::int FROM mall_order WHERE user_id = $1) AS orders,
              (SELECT count(*)::int FROM user_coupon WHERE id = $2 AND status = 1) AS used`,
      [m!.id, userCouponId],
    );
    expect(rows[0]).toEqual({ orders: 1, used: 1 });
  }, 60_000);
});
