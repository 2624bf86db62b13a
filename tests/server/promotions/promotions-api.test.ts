import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendGroupRefund, sweepGroups } from '../../../server/src/modules/promotions/groups.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { activitySku, call, directBody, flashItem, freshKey, makeBuyers, SHOP } from './support.ts';

/**
 * Promotions through the API (issue #17 item 7): the server's flash-sale price, window and limit, the
 * activity stock given back by a cancellation, coupons and points on a flash-sale order, a group that
 * forms and one that fails at its deadline with the balance refunded, and the special discount.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const PLACE = '/iiot/jcmall-order/od/directPlaceOrder';
const PREVIEW = '/iiot/jcmall-order/od/previewOrder';
const PAY = '/iiot/jcmall-pay/pay/create';

const owner = <R>(sql: string, params: unknown[] = []) =>
  t.db.owner(async (q) => (await q.query<R>(sql, params)).rows);

async function give(userId: number, balance: string, points: number) {
  await owner('UPDATE member_account SET balance = $2, points = 0 WHERE user_id = $1', [userId, balance]);
  if (points > 0) {
    const { grantPoints } = await import('../../../server/src/modules/wallet/points.service.ts');
    await t.db.tenant(SHOP, (q) => grantPoints(q, userId, points, 'grant'));
  }
}

describe('seeded promotions', () => {
  it('every tenant has a running and an upcoming session, a sold-out item, open / formed / failed groups and a discount', async () => {
    const rows = await owner<{
      shop: string;
      running: number;
      upcoming: number;
      soldOut: number;
      open: number;
      formed: number;
      failed: number;
      discounts: number;
    }>(
      `SELECT s.shop_id AS shop,
              (SELECT count(*)::int FROM promo_flash_session f WHERE f.shop_id = s.shop_id AND f.starts_at <= now() AND f.ends_at > now()) AS running,
              (SELECT count(*)::int FROM promo_flash_session f WHERE f.shop_id = s.shop_id AND f.starts_at > now()) AS upcoming,
              (SELECT count(*)::int FROM promo_flash_item i WHERE i.shop_id = s.shop_id AND i.sold = i.stock) AS "soldOut",
              (SELECT count(*)::int FROM promo_group g WHERE g.shop_id = s.shop_id AND g.status = 'open') AS open,
              (SELECT count(*)::int FROM promo_group g WHERE g.shop_id = s.shop_id AND g.status = 'formed') AS formed,
              (SELECT count(*)::int FROM promo_group g WHERE g.shop_id = s.shop_id AND g.status = 'failed') AS failed,
              (SELECT count(*)::int FROM promo_discount d WHERE d.shop_id = s.shop_id AND d.ends_at > now()) AS discounts
         FROM shop s ORDER BY s.shop_id`,
    );
    for (const r of rows) {
      expect([
        r.shop,
        r.running,
        r.upcoming >= 1,
        r.soldOut >= 1,
        r.open,
        r.formed,
        r.failed,
        r.discounts,
      ]).toEqual([r.shop, 1, true, true, 1, 1, 1, 1]);
    }
  });
});

describe('flash sale', () => {
  it('prices at the activity price and refuses outside the window: 活动未开始 / 活动已结束', async () => {
    const sku = await activitySku(t, 10, 3);
    await flashItem(t, sku, { price: '50.00', stock: 10, limit: 2, startMin: 30 });
    const [buyer] = await makeBuyers(t, 'flashwin', 1, 1000);
    const early = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '120.00'),
      freshKey('w'),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('活动未开始');
    await owner(
      `UPDATE promo_flash_session SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
                  WHERE id = (SELECT session_id FROM promo_flash_item WHERE sku_id = $1)`,
      [sku],
    );
    const late = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '120.00'),
      freshKey('w'),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('活动已结束');
  });

  it('enforces the per-user limit over orders not cancelled, and a cancellation gives the units back', async () => {
    const sku = await activitySku(t, 11, 3);
    const item = await flashItem(t, sku, { price: '50.00', stock: 10, limit: 1 });
    const [buyer] = await makeBuyers(t, 'flashlim', 1, 2000);
    const preview = await call(t, buyer!.token, 'POST', PREVIEW, {
      lines: [{ skuId: sku, quantity: '1' }],
      addressId: buyer!.addressId,
      deliveryMethod: 2,
    });
    expect(preview.json().data.payAmount).toBe('50.00');
    expect(preview.json().data.orders[0].lines[0].activityPrice).toEqual({
      original: '120.00',
      price: '50.00',
    });
    // The client's price is not trusted: the amount must be the activity price.
    const wrong = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '120.00'),
      freshKey('l'),
    );
    expect(wrong.statusCode).toBe(409);
    const first = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '50.00'),
      freshKey('l'),
    );
    expect(first.statusCode).toBe(200);
    const second = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '50.00'),
      freshKey('l'),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('每人限购1件（您已购买1件）');
    const [order] = await owner<{ orderNo: string; type: string }>(
      `SELECT order_no AS "orderNo", order_type AS type FROM mall_order WHERE submission_id = $1`,
      [first.json().data.submissionId],
    );
    expect(order!.type).toBe('second');
    expect(
      (await owner<{ sold: number }>('SELECT sold FROM promo_flash_item WHERE id = $1', [item]))[0]!.sold,
    ).toBe(1);
    const cancel = await call(t, buyer!.token, 'POST', '/iiot/jcmall-order/od/cancelOrder', {
      orderNo: order!.orderNo,
    });
    expect(cancel.statusCode).toBe(200);
    expect(
      (await owner<{ sold: number }>('SELECT sold FROM promo_flash_item WHERE id = $1', [item]))[0]!.sold,
    ).toBe(0);
    const again = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '50.00'),
      freshKey('l'),
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses a sold-out item with 已抢光 and shows its state on the flash-sale page', async () => {
    const sku = await activitySku(t, 12, 3);
    const item = await flashItem(t, sku, { price: '50.00', stock: 3, limit: 5 });
    await owner('UPDATE promo_flash_item SET sold = stock WHERE id = $1', [item]);
    const [buyer] = await makeBuyers(t, 'flashout', 1, 3000);
    const res = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '50.00'),
      freshKey('o'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('已抢光');
    const page = await call(t, buyer!.token, 'GET', '/iiot/jcmall-product/promotion/flash-sale');
    const items = page
      .json()
      .data.sessions.flatMap((s: { items: Array<{ itemId: number; state: string }> }) => s.items);
    expect(items.find((i: { itemId: number }) => i.itemId === item).state).toBe('soldOut');
  });

  it('takes a coupon and points on top of the activity price', async () => {
    const sku = await activitySku(t, 13, 3);
    await flashItem(t, sku, { price: '80.00', stock: 5, limit: 1 });
    const [buyer] = await makeBuyers(t, 'flashcp', 1, 4000);
    await give(buyer!.id, '0.00', 1000);
    const [coupon] = await owner<{ id: number }>(
      `INSERT INTO user_coupon (shop_id, coupon_id, user_id)
       SELECT 'DEMO', id, $1 FROM coupon WHERE shop_id = 'DEMO' AND kind = 1 AND threshold <= 80 AND discount < 80
          AND valid_to > now() ORDER BY discount DESC LIMIT 1 RETURNING id`,
      [buyer!.id],
    );
    const preview = await call(t, buyer!.token, 'POST', PREVIEW, {
      lines: [{ skuId: sku, quantity: '1' }],
      addressId: buyer!.addressId,
      deliveryMethod: 2,
      userCouponIds: [coupon!.id],
      points: 500,
    });
    const p = preview.json().data;
    expect(p.goodsAmount).toBe('80.00');
    expect(Number(p.couponAmount)).toBeGreaterThan(0);
    expect(p.pointsAmount).toBe('5.00');
    const placed = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, p.payAmount, { userCouponIds: [coupon!.id], points: 500 }),
      freshKey('c'),
    );
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.payAmount).toBe(p.payAmount);
  });
});

describe('group buy', () => {
  async function groupActivity(size: number): Promise<{ sku: number; activityId: number }> {
    const sku = await activitySku(t, 20 + size, 2);
    const [a] = await owner<{ id: number }>(
      `INSERT INTO promo_group_activity (shop_id, sku_id, price, group_size, open_hours, starts_at, ends_at)
       VALUES ('DEMO', $1, 70.00, $2, 24, now() - interval '1 hour', now() + interval '10 days') RETURNING id`,
      [sku, size],
    );
    return { sku, activityId: a!.id };
  }

  async function joinAndPay(
    buyer: { id: number; token: string; addressId: number },
    sku: number,
    group: object,
  ) {
    const placed = await call(
      t,
      buyer.token,
      'POST',
      PLACE,
      directBody(sku, buyer.addressId, '70.00', { group }),
      freshKey('g'),
    );
    expect(placed.json()).toMatchObject({ success: true });
    const paid = await call(
      t,
      buyer.token,
      'POST',
      PAY,
      { submissionId: placed.json().data.submissionId, method: 'balance' },
      freshKey('gp'),
    );
    expect(paid.json()).toMatchObject({ success: true });
    return placed.json().data.submissionId as number;
  }

  const statuses = (group: number) =>
    owner<{ status: string; type: string }>(
      `SELECT o.status, o.order_type AS type FROM promo_order po JOIN mall_order o ON o.id = po.order_id
        WHERE po.group_id = $1 ORDER BY o.id`,
      [group],
    );

  it('waits in grouping until the group is full, then every order moves to pendingDelivery', async () => {
    const { sku, activityId } = await groupActivity(2);
    const people = await makeBuyers(t, 'groupok', 3, 5000);
    for (const p of people) await give(p.id, '100.00', 0);
    const sub = await joinAndPay(people[0]!, sku, { activityId });
    const [{ groupId }] = (await owner<{ groupId: number }>(
      `SELECT po.group_id AS "groupId" FROM promo_order po JOIN mall_order o ON o.id = po.order_id WHERE o.submission_id = $1`,
      [sub],
    )) as [{ groupId: number }];
    expect(await statuses(groupId)).toEqual([{ status: 'grouping', type: 'grouping' }]);
    const open = await call(
      t,
      people[1]!.token,
      'GET',
      `/iiot/jcmall-product/promotion/group-buy/groups?activityId=${activityId}`,
    );
    expect(open.json().data.groups[0]).toMatchObject({ groupId, size: 2, seats: 1, status: 'open' });
    await joinAndPay(people[1]!, sku, { activityId, groupId });
    expect(await statuses(groupId)).toEqual([
      { status: 'pendingDelivery', type: 'grouping' },
      { status: 'pendingDelivery', type: 'grouping' },
    ]);
    const full = await call(
      t,
      people[2]!.token,
      'POST',
      PLACE,
      directBody(sku, people[2]!.addressId, '70.00', { group: { activityId, groupId } }),
      freshKey('g'),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('该团已满员或已结束，请选择其他团');
    const view = await call(
      t,
      people[0]!.token,
      'GET',
      `/iiot/jcmall-product/promotion/group-buy/group?groupId=${groupId}`,
    );
    expect(view.json().data).toMatchObject({ status: 'formed', paid: 2, leading: true, joined: true });
  });

  it('fails at its deadline: the sweeper cancels the paid order and refunds the balance, once', async () => {
    const { sku, activityId } = await groupActivity(3);
    const [buyer] = await makeBuyers(t, 'groupfail', 1, 6000);
    await give(buyer!.id, '100.00', 0);
    const sub = await joinAndPay(buyer!, sku, { activityId });
    const balance = async () =>
      (
        await owner<{ b: string }>('SELECT balance::text AS b FROM member_account WHERE user_id = $1', [
          buyer!.id,
        ])
      )[0]!.b;
    expect(await balance()).toBe('30.00');
    await owner(
      `UPDATE promo_group SET expires_at = now() - interval '1 minute'
                  WHERE id = (SELECT group_id FROM promo_order po JOIN mall_order o ON o.id = po.order_id WHERE o.submission_id = $1)`,
      [sub],
    );
    // Two sweepers at once (two API nodes): the group fails and refunds once.
    await Promise.all([sweepGroups(t.db), sweepGroups(t.db)]);
    expect(await balance()).toBe('100.00');
    const [order] = await owner<{ status: string; reason: string }>(
      'SELECT status, cancel_reason AS reason FROM mall_order WHERE submission_id = $1',
      [sub],
    );
    expect(order).toEqual({ status: 'canceled', reason: '拼团失败，系统自动取消并退款' });
    const ledger = await owner<{ change: string; reason: string }>(
      `SELECT change::text AS change, reason FROM balance_ledger WHERE user_id = $1 ORDER BY id`,
      [buyer!.id],
    );
    expect(ledger.slice(-2)).toEqual([
      { change: '-70.00', reason: 'pay' },
      { change: '70.00', reason: 'refund' },
    ]);
    const list = await call(t, buyer!.token, 'GET', `/iiot/jcmall-order/od/orderList?tab=all`);
    expect(list.statusCode).toBe(200);
  });
  it('a group paid by the sandbox Alipay fails: its refund goes to the provider once, then is noted', async () => {
    const { sku, activityId } = await groupActivity(4);
    const [buyer] = await makeBuyers(t, 'groupali', 1, 8000);
    const placed = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '70.00', { group: { activityId } }),
      freshKey('ga'),
    );
    const submissionId = placed.json().data.submissionId as number;
    const created = await call(
      t,
      buyer!.token,
      'POST',
      PAY,
      { submissionId, method: 'alipay' },
      freshKey('gap'),
    );
    const paymentId = created.json().data.paymentId as string;
    const notified = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-pay/pay/notify/sandbox',
      payload: t.app.payProvider.callback(paymentId, '70.00', 'success'),
    });
    expect(notified.json()).toMatchObject({ success: true, data: { outcome: 'paid' } });
    const [order] = await owner<{ id: number; status: string }>(
      'SELECT id, status FROM mall_order WHERE submission_id = $1',
      [submissionId],
    );
    expect(order!.status).toBe('grouping');
    await owner(
      `UPDATE promo_group SET expires_at = now() - interval '1 minute'
                  WHERE id = (SELECT group_id FROM promo_order WHERE order_id = $1)`,
      [order!.id],
    );
    const swept = await sweepGroups(t.db);
    const refund = swept.refunds.find((r) => r.orderId === Number(order!.id));
    expect(refund).toMatchObject({ method: 'alipay', amount: '70.00' });
    expect(await sendGroupRefund(t.db, t.app.payments.forMethod('alipay'), refund!)).toBe(true);
    expect((await sweepGroups(t.db)).refunds.find((r) => r.orderId === Number(order!.id))).toBeUndefined();
    const [after] = await owner<{ status: string; refunded: boolean }>(
      `SELECT o.status, po.refunded_at IS NOT NULL AS refunded FROM mall_order o
         JOIN promo_order po ON po.order_id = o.id WHERE o.id = $1`,
      [order!.id],
    );
    expect(after).toEqual({ status: 'canceled', refunded: true });
  });
});

describe('special discount', () => {
  it('prices the SKU at its rate while running and shows it on the product page', async () => {
    const sku = await activitySku(t, 30, 1);
    const [d] = await owner<{ id: number }>(
      `INSERT INTO promo_discount (shop_id, title, rate, starts_at, ends_at)
       VALUES ('DEMO', '测试折扣', 0.85, now() - interval '1 hour', now() + interval '1 day') RETURNING id`,
    );
    await owner(`INSERT INTO promo_discount_sku (shop_id, discount_id, sku_id) VALUES ('DEMO', $1, $2)`, [
      d!.id,
      sku,
    ]);
    const [buyer] = await makeBuyers(t, 'disc', 1, 7000);
    const full = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '120.00'),
      freshKey('d'),
    );
    expect(full.statusCode).toBe(409);
    const placed = await call(
      t,
      buyer!.token,
      'POST',
      PLACE,
      directBody(sku, buyer!.addressId, '102.00'),
      freshKey('d'),
    );
    expect(placed.statusCode).toBe(200);
    const promo = await call(t, buyer!.token, 'GET', `/iiot/jcmall-product/promotion/sku?skuId=${sku}`);
    expect(promo.json().data.discount).toMatchObject({ rate: '0.85', price: '102.00', state: 'inProgress' });
    const detail = await call(
      t,
      buyer!.token,
      'GET',
      `/iiot/jcmall-product/promotion/discount?discountId=${d!.id}`,
    );
    expect(detail.json().data.items).toEqual([
      expect.objectContaining({ skuId: sku, originalPrice: '120.00', price: '102.00' }),
    ]);
  });
});
