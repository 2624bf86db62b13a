import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIXED_GOODS } from '../../../server/src/modules/cart/lines.service.ts';
import { VOUCHER_MESSAGES } from '../../../server/src/modules/orders/vouchers.service.ts';
import { VOUCHERS_USED } from '../../../server/src/modules/after-sales/after-sales.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';

/**
 * Service vouchers (issue #16 "vouchers with code and status"; spec §4 Voucher: to be used, used,
 * refunded): paying issues a code per unit and delivers the order; the store redeems a code once; a
 * refund request takes unused codes only; the order completes when every code is used or refunded.
 * On both databases (CI runs this file on PostgreSQL too).
 */

const ORDER = '/iiot/jcmall-order';
const AFS = '/iiot/jcmall-afs';
const CONSOLE = '/mallapi/api/console';

let t: TestApp;
let buyer: string;
let buyerId: number;
let owner: string;
let service: string;
let admin: string;
/** The DEMO service voucher sold by the self-operated store (supplier01's), and a good to ship. */
let voucherSku: number;
let physicalSku: number;

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  [buyer, owner, service, admin] = await Promise.all([
    t.login('DEMO', 'buyer01'),
    t.login('DEMO', 'supplier01'),
    t.login('DEMO', 'merchant01'),
    t.login('DEMO', 'admin'),
  ]);
  buyerId = (
    await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01'`)
  )[0]!.id;
  await sql(`UPDATE member_account SET balance = 100000 WHERE user_id = $1`, [buyerId]);
  voucherSku = (
    await sql<{ id: number }>(
      `SELECT id FROM product_sku WHERE shop_id = 'DEMO' AND goods_kind = 2 AND name LIKE '打印机上门维修%'`,
    )
  )[0]!.id;
  physicalSku = (
    await sql<{ id: number }>(
      `SELECT s.id FROM product_sku s JOIN sku_stock k ON k.sku_id = s.id
        WHERE s.shop_id = 'DEMO' AND s.goods_kind = 1 AND s.status = 1 AND s.product_type = 1
          AND s.price BETWEEN 1 AND 100 AND k.stock > 100 ORDER BY s.id LIMIT 1`,
    )
  )[0]!.id;
});
afterAll(() => t.close());

async function addressId(): Promise<number> {
  const res = await call(t, buyer, 'GET', '/iiot/jcmall-account/ad/queryDefaultAddress');
  return res.json().data.id;
}

/** Previews buy-now lines as the submit-order page would. */
async function preview(lines: Array<{ skuId: number; quantity: string }>, deliveryMethod = 1) {
  const res = await call(t, buyer, 'POST', `${ORDER}/od/previewOrder`, {
    addressId: await addressId(),
    deliveryMethod,
    lines,
  });
  expect(res.json().success, res.body).toBe(true);
  return res.json().data;
}

/** Buys `units` of the service voucher now (asking for express delivery) and pays by balance. */
async function boughtVouchers(units: number): Promise<{ orderNo: string; lineId: number }> {
  const lines = [{ skuId: voucherSku, quantity: String(units) }];
  const seen = await preview(lines);
  const placed = await call(
    t,
    buyer,
    'POST',
    `${ORDER}/od/directPlaceOrder`,
    {
      addressId: await addressId(),
      deliveryMethod: 1,
      lines,
      invoice: { kind: 'none' },
      userCouponIds: [],
      points: 0,
      messages: [],
      expectedPayAmount: seen.payAmount,
    },
    { key: randomUUID() },
  );
  expect(placed.json().success, placed.body).toBe(true);
  const { submissionId, orderNos } = placed.json().data;
  const pay = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'balance' },
    { key: randomUUID() },
  );
  expect(pay.json().success, pay.body).toBe(true);
  const [line] = await sql<{ id: number }>(
    `SELECT l.id FROM order_line l JOIN mall_order o ON o.id = l.order_id WHERE o.order_no = $1`,
    [orderNos[0]],
  );
  return { orderNo: orderNos[0], lineId: line!.id };
}

const detail = async (orderNo: string) => {
  const res = await call(t, buyer, 'GET', `${ORDER}/od/orderDetail?orderNo=${orderNo}`);
  expect(res.json().success, res.body).toBe(true);
  return res.json().data as {
    status: string;
    deliveryMethod: number;
    shippingFee: string;
    vouchers: Array<{ code: string; status: string; refunding: boolean; usedAt: string | null }>;
  };
};
const redeem = (token: string, code: string) =>
  call(t, token, 'POST', `${CONSOLE}/vouchers/redeem`, { code });
const lookup = (token: string, code: string) => call(t, token, 'GET', `${CONSOLE}/vouchers?code=${code}`);
const balance = async () =>
  (
    await sql<{ b: string }>('SELECT balance::text AS b FROM member_account WHERE user_id = $1', [buyerId])
  )[0]!.b;

function applyRefund(o: { orderNo: string; lineId: number }, quantity: string, amount: string) {
  return call(
    t,
    buyer,
    'POST',
    `${AFS}/afs/apply`,
    {
      orderNo: o.orderNo,
      lineId: o.lineId,
      kind: 'refund',
      reason: '不想要了',
      quantity,
      amount,
      phone: '13800000002',
    },
    { key: randomUUID() },
  );
}

describe('the demo', () => {
  it('buyer01 has voucher orders with codes to be used, used, held by a request and refunded', async () => {
    const rows = await sql<{ status: number; held: boolean; n: number }>(
      `SELECT v.status, v.after_sale_id IS NOT NULL AS held, count(*)::int AS n
         FROM order_voucher v JOIN mall_order o ON o.id = v.order_id JOIN app_user u ON u.id = o.user_id
        WHERE u.shop_id = 'DEMO' AND u.user_name = 'buyer01' GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows.map((r) => [r.status, r.held])).toEqual([
      [0, false],
      [0, true],
      [1, false],
      [2, true],
    ]);
  });
});

describe('buying service vouchers', () => {
  it('every tenant sells voucher goods, and the product page says so', async () => {
    const perTenant = await sql<{ shopId: string; n: number }>(
      `SELECT shop_id AS "shopId", count(*)::int AS n FROM product_sku WHERE goods_kind = 2 GROUP BY shop_id ORDER BY shop_id`,
    );
    expect(perTenant).toEqual(['BKSC', 'DEMO', 'HBKY', 'HSNYSC', 'RDSC'].map((shopId) => ({ shopId, n: 4 })));
    const res = await call(t, null, 'GET', `/iiot/jcmall-product/product/detail?skuId=${voucherSku}`);
    expect(res.json().data.goodsKind).toBe('voucher');
    expect(res.json().data.description.packageList[0].name).toContain('电子券码');
  });

  it('a voucher is settled on its own: not with goods to ship, and in whole units only', async () => {
    const mixed = await preview([
      { skuId: voucherSku, quantity: '1' },
      { skuId: physicalSku, quantity: '1' },
    ]);
    expect([mixed.canSubmit, mixed.message]).toEqual([false, MIXED_GOODS]);
    const add = await call(t, buyer, 'POST', `${ORDER}/sc/addShoppingCarts`, {
      skuId: voucherSku,
      quantity: '1.5',
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toContain('请输入正确的商品数量');
  });

  it('ships nothing: no delivery choice, no shipping fee, whatever the buyer asked for', async () => {
    const seen = await preview([{ skuId: voucherSku, quantity: '2' }], 1);
    expect(seen).toMatchObject({
      canSubmit: true,
      voucherOnly: true,
      deliveryMethod: 3,
      shippingFee: '0.00',
    });
  });

  it('paying issues one distinct 12-digit code per unit and the order awaits their use', async () => {
    const o = await boughtVouchers(3);
    const d = await detail(o.orderNo);
    expect(d).toMatchObject({ status: 'pendingReceipt', deliveryMethod: 3, shippingFee: '0.00' });
    expect(d.vouchers).toHaveLength(3);
    expect(new Set(d.vouchers.map((v) => v.code)).size).toBe(3);
    for (const v of d.vouchers)
      expect(v).toMatchObject({
        code: expect.stringMatching(/^[0-9]{12}$/),
        status: 'unused',
        refunding: false,
      });
    const list = await call(t, buyer, 'GET', `${ORDER}/od/orderList?tab=pendingReceipt&current=1&size=50`);
    expect(list.json().data.records.find((r: { orderNo: string }) => r.orderNo === o.orderNo)).toMatchObject({
      voucherOrder: true,
    });
    // No parcel to confirm: the order completes by its codes.
    const receipt = await call(t, buyer, 'POST', `${ORDER}/od/confirmReceipt`, { orderNo: o.orderNo });
    expect([receipt.statusCode, receipt.json().message]).toEqual([409, VOUCHER_MESSAGES.receiptByUse]);
  });
});

describe('redeeming a code in the console', () => {
  it('the store redeems a code once; customer service may not; another store cannot see it', async () => {
    const o = await boughtVouchers(2);
    const [first] = (await detail(o.orderNo)).vouchers;
    const found = await lookup(owner, first!.code);
    expect(found.json().data).toMatchObject({
      code: first!.code,
      canRedeem: true,
      problem: '',
      orderNo: o.orderNo,
    });
    expect(found.json().data.buyer).toMatch(/^\S\*+$/);
    expect((await redeem(service, first!.code)).statusCode).toBe(403);
    // A staff member of another store: the code is unknown to them.
    const otherStore = await sql<{ id: number }>(
      `SELECT id FROM store WHERE shop_id = 'DEMO' AND id <> (SELECT store_id FROM product_sku WHERE id = $1) ORDER BY id LIMIT 1`,
      [voucherSku],
    );
    const stranger = await sql<{ id: number }>(
      `SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer03'`,
    );
    await sql(`INSERT INTO store_staff (shop_id, store_id, user_id, role) VALUES ('DEMO', $1, $2, 'staff')`, [
      otherStore[0]!.id,
      stranger[0]!.id,
    ]);
    const strangerToken = await t.login('DEMO', 'buyer03');
    expect((await lookup(strangerToken, first!.code)).statusCode).toBe(404);
    expect((await redeem(strangerToken, first!.code)).statusCode).toBe(404);

    const done = await redeem(owner, first!.code);
    expect(done.json().data).toMatchObject({ status: 'used', canRedeem: false });
    const again = await redeem(admin, first!.code);
    expect([again.statusCode, again.json().message]).toEqual([409, VOUCHER_MESSAGES.used]);
    expect((await detail(o.orderNo)).vouchers[0]).toMatchObject({
      status: 'used',
      usedAt: expect.any(String),
    });
  });

  it('twenty counters redeeming one code at once use it exactly once', async () => {
    const o = await boughtVouchers(1);
    const [v] = (await detail(o.orderNo)).vouchers;
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(owner, v!.code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    // Its only code used: the order counts as received and comments open.
    expect((await detail(o.orderNo)).status).toBe('pendingEvaluation');
  });

  it('a code that is not 12 digits or does not exist gets its own message', async () => {
    const bad = await lookup(owner, '12345');
    expect([bad.statusCode, bad.json().message]).toEqual([400, VOUCHER_MESSAGES.codeFormat]);
    const none = await lookup(owner, '000000000001');
    expect([none.statusCode, none.json().message]).toEqual([404, VOUCHER_MESSAGES.notFound]);
  });
});

describe('refunding unused codes', () => {
  it('a request holds unused codes: they cannot be used, and a refusal gives them back', async () => {
    const o = await boughtVouchers(3);
    const codes = (await detail(o.orderNo)).vouchers.map((v) => v.code);
    expect((await redeem(owner, codes[0]!)).statusCode).toBe(200);
    // Only the two unused codes can go back, for their part of what was paid.
    const e = await call(t, buyer, 'GET', `${AFS}/afs/eligibility?orderNo=${o.orderNo}&lineId=${o.lineId}`);
    expect(e.json().data).toMatchObject({
      eligible: true,
      kinds: ['refund'],
      maxQuantity: '2',
      maxAmount: '300.00',
      decimalScale: 0,
    });
    expect(e.json().data.line.goodsKind).toBe('voucher');
    expect((await applyRefund(o, '3', '450.00')).statusCode).toBe(400);

    const applied = await applyRefund(o, '1', '150.00');
    expect(applied.json().success, applied.body).toBe(true);
    const afsNo = applied.json().data.afsNo;
    const held = (await detail(o.orderNo)).vouchers.find((v) => v.refunding)!;
    expect(held.code).toBe(codes[1]);
    const blocked = await redeem(owner, held.code);
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, VOUCHER_MESSAGES.refunding]);

    const refused = await call(t, owner, 'POST', `${CONSOLE}/afs/refuse`, {
      afsNo,
      reason: '服务已预约，无法退款',
    });
    expect(refused.json().success, refused.body).toBe(true);
    expect((await detail(o.orderNo)).vouchers.filter((v) => v.refunding)).toEqual([]);
    expect((await redeem(owner, held.code)).statusCode).toBe(200);
  });

  it('an accepted refund refunds the held codes and the money; the order completes when the rest is used', async () => {
    const o = await boughtVouchers(2);
    const codes = (await detail(o.orderNo)).vouchers.map((v) => v.code);
    const before = await balance();
    const applied = await applyRefund(o, '1', '150.00');
    const accepted = await call(t, owner, 'POST', `${CONSOLE}/afs/accept`, {
      afsNo: applied.json().data.afsNo,
    });
    expect(accepted.json().success, accepted.body).toBe(true);
    expect(Number(await balance()) - Number(before)).toBe(150);
    const d = await detail(o.orderNo);
    expect(d.vouchers.map((v) => v.status)).toEqual(['refunded', 'unused']);
    expect(d.status).toBe('pendingReceipt');
    // Nothing more to refund once the last code is used.
    expect((await redeem(owner, codes[1]!)).statusCode).toBe(200);
    expect((await detail(o.orderNo)).status).toBe('pendingEvaluation');
    const e = await call(t, buyer, 'GET', `${AFS}/afs/eligibility?orderNo=${o.orderNo}&lineId=${o.lineId}`);
    expect(e.json().data.eligible).toBe(false);
  });

  it('every code refunded closes the order; a used-up line says its codes are used', async () => {
    const all = await boughtVouchers(2);
    const applied = await applyRefund(all, '2', '300.00');
    await call(t, owner, 'POST', `${CONSOLE}/afs/accept`, { afsNo: applied.json().data.afsNo });
    expect((await detail(all.orderNo)).status).toBe('canceled');

    const used = await boughtVouchers(2);
    const codes = (await detail(used.orderNo)).vouchers.map((v) => v.code);
    await redeem(owner, codes[0]!);
    // One used, one held by a request that is then withdrawn: nothing left free means no new request.
    const applied2 = await applyRefund(used, '1', '150.00');
    const e = await call(
      t,
      buyer,
      'GET',
      `${AFS}/afs/eligibility?orderNo=${used.orderNo}&lineId=${used.lineId}`,
    );
    expect(e.json().data.eligible).toBe(false);
    const withdrawn = await call(t, buyer, 'POST', `${AFS}/afs/withdraw`, {
      afsNo: applied2.json().data.afsNo,
    });
    expect(withdrawn.json().success, withdrawn.body).toBe(true);
    await redeem(owner, codes[1]!);
    const after = await call(
      t,
      buyer,
      'GET',
      `${AFS}/afs/eligibility?orderNo=${used.orderNo}&lineId=${used.lineId}`,
    );
    expect(after.json().data).toMatchObject({ eligible: false });
    expect([VOUCHERS_USED, '该商品不支持退款申请']).toContain(after.json().data.message);
  });
});
