import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOT_SUPPORTED,
  STATUS_CHANGED,
} from '../../../server/src/modules/after-sales/after-sales.service.ts';
import { confirmReceipt } from '../../../server/src/modules/orders/fulfilment.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * The buyer's after-sales API (openapi/after-sales.yaml) through the real app: eligibility, applying
 * with every rule's message, the list and the detail, withdrawing, shipping a return back; the seller's
 * answers from the console; money coming back exactly once and never more than was paid, under
 * duplicate and racing requests; other users' and tenants' orders and requests not found. Runs on PGlite
 * and on PostgreSQL (DATABASE_URL).
 */

const AFS = '/iiot/jcmall-afs/afs';
const PHONE = '13912345678';

let t: TestApp;
let buyer: string;
let buyerId: number;
let stranger: string;
let otherTenant: string;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  stranger = await t.login('DEMO', 'buyer03');
  otherTenant = await t.login('HBKY', 'buyer01');
  seller = await t.login('DEMO', 'supplier01');
  buyerId = (
    await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01'`)
  )[0]!.id;
  await sql(`UPDATE member_account SET balance = 1000000, points = 100000000 WHERE user_id = $1`, [buyerId]);
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

interface Paid {
  orderNo: string;
  lineId: number;
  /** Every line of the order, in id order. */
  lineIds: number[];
  payAmount: string;
}

/** Pays a submission by balance, points or the sandbox's Alipay, and answers its order. */
async function pay(
  submissionId: number,
  payAmount: string,
  method: 'balance' | 'points' | 'alipay',
): Promise<Paid> {
  const res = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method },
    { key: randomUUID() },
  );
  expect(res.json().success, res.body).toBe(true);
  const lines = await sql<{ orderNo: string; lineId: number }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId"
       FROM mall_order o JOIN order_line l ON l.order_id = o.id WHERE o.submission_id = $1 ORDER BY l.id`,
    [submissionId],
  );
  return {
    orderNo: lines[0]!.orderNo,
    lineId: lines[0]!.lineId,
    lineIds: lines.map((l) => l.lineId),
    payAmount,
  };
}

/** A paid (not yet shipped) order of `quantity` ¥20.00 goods, picked up. */
async function paidOrder(method: 'balance' | 'points' = 'balance', quantity = '1'): Promise<Paid> {
  const { submissionId, payAmount } = await placeOrder(t, buyer, 'DEMO', quantity);
  return pay(submissionId, payAmount, method);
}

/** A paid order of two lines of one store: ¥20.00 and ¥30.00, picked up. */
async function twoLineOrder(): Promise<Paid> {
  await placeOrder(t, buyer); // prices the fixture's SKU at ¥20.00 (the first SKU of a self-operated store)
  const skus = await sql<{ id: number }>(
    `WITH first AS (
       SELECT s.id, s.store_id FROM product_sku s JOIN store st ON st.id = s.store_id
        WHERE s.shop_id = 'DEMO' AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1
          AND s.price IS NOT NULL ORDER BY s.id LIMIT 1)
     SELECT s.id FROM product_sku s, first f
      WHERE s.store_id = f.store_id AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL
      ORDER BY s.id LIMIT 2`,
  );
  expect(skus).toHaveLength(2);
  await sql(`UPDATE product_sku SET price = 30.00 WHERE id = $1`, [skus[1]!.id]);
  await sql(`UPDATE sku_stock SET stock = 100000 WHERE sku_id = $1`, [skus[1]!.id]);
  const address = await call(t, buyer, 'GET', '/iiot/jcmall-account/ad/queryDefaultAddress');
  const choices = {
    addressId: address.json().data.id,
    deliveryMethod: 2,
    lines: skus.map((s) => ({ skuId: s.id, quantity: '1' })),
  };
  const preview = await call(t, buyer, 'POST', '/iiot/jcmall-order/od/previewOrder', choices);
  const payAmount = preview.json().data.payAmount as string;
  expect(payAmount).toBe('50.00');
  const placed = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-order/od/directPlaceOrder',
    {
      ...choices,
      invoice: { kind: 'electronic' },
      userCouponIds: [],
      points: 0,
      messages: [],
      expectedPayAmount: payAmount,
    },
    { key: randomUUID() },
  );
  expect(placed.json().success, placed.body).toBe(true);
  return pay(placed.json().data.submissionId, payAmount, 'balance');
}

const consoleCall = (path: string, body: object) =>
  call(t, seller, 'POST', `/mallapi/api/console/afs/${path}`, body);

async function shipAndReceive(orderNo: string) {
  const shipped = await call(t, seller, 'POST', '/mallapi/api/console/orders/ship', {
    orderNo,
    packages: [{ courier: '顺丰速运', waybill: `SF${randomBytes(6).toString('hex')}` }],
  });
  expect(shipped.json().success, shipped.body).toBe(true);
  await t.db.tenant('DEMO', (q) => confirmReceipt(q, buyerId, orderNo));
}

const eligibility = (o: Paid, lineId = o.lineId, token = buyer, shopId = 'DEMO') =>
  call(t, token, 'GET', `${AFS}/eligibility?orderNo=${o.orderNo}&lineId=${lineId}`, undefined, { shopId });

type ApplyBody = Record<string, unknown>;
const applyBody = (o: Paid, extra: ApplyBody = {}): ApplyBody => ({
  orderNo: o.orderNo,
  lineId: o.lineId,
  kind: 'refund',
  reason: '不想要了',
  quantity: '1',
  amount: '20.00',
  instructions: '不需要了',
  pictures: [],
  phone: PHONE,
  ...extra,
});
const apply = (body: ApplyBody, key: string = randomUUID(), token = buyer) =>
  call(t, token, 'POST', `${AFS}/apply`, body, { key });
const detail = (afsNo: string, token = buyer, shopId = 'DEMO') =>
  call(t, token, 'GET', `${AFS}/detail?afsNo=${afsNo}`, undefined, { shopId });
const list = (query = '', token = buyer) => call(t, token, 'GET', `${AFS}/list${query}`);

/** The answer's status and message, for comparing refusals. */
const outcome = (res: LightMyRequestResponse) => [res.statusCode, res.json().message as string];

async function applied(body: ApplyBody): Promise<string> {
  const res = await apply(body);
  expect(res.json().success, res.body).toBe(true);
  return res.json().data.afsNo as string;
}

const balance = async () =>
  (
    await sql<{ b: string }>('SELECT balance::text AS b FROM member_account WHERE user_id = $1', [buyerId])
  )[0]!.b;
const points = async () =>
  (await sql<{ p: number }>('SELECT points AS p FROM member_account WHERE user_id = $1', [buyerId]))[0]!.p;
const refunded = async (orderNo: string) =>
  (
    await sql<{ refunded: string; paid: string }>(
      `SELECT refunded_amount::text AS refunded, pay_amount::text AS paid FROM mall_order WHERE order_no = $1`,
      [orderNo],
    )
  )[0]!;
const requestsOn = async (lineId: number) =>
  (
    await sql<{ n: number; open: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding'))::int AS open
         FROM after_sale WHERE order_line_id = $1`,
      [lineId],
    )
  )[0]!;
const ledger = (afsNo: string) =>
  sql<{ change: string }>(
    `SELECT change::text AS change FROM balance_ledger
      WHERE after_sale_id = (SELECT id FROM after_sale WHERE afs_no = $1)`,
    [afsNo],
  );

/** Voucher pictures uploaded by a user (as the upload operation stores them). */
async function vouchers(userId: number, n: number, purpose = 'voucher'): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomBytes(18).toString('base64url'));
  for (const id of ids)
    await sql(
      `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, file_name, owner_user_id, purpose, private)
       VALUES ($1, 'DEMO', 'image/png', 4, '\\x89504e47'::bytea, 'v.png', $2, $3, true)`,
      [id, userId, purpose],
    );
  return ids;
}

describe("the buyer's after-sales requests", () => {
  it('eligibility, apply, list, detail, withdraw', async () => {
    const o = await paidOrder();
    const [mobile] = await sql<{ mobile: string }>('SELECT mobile FROM app_user WHERE id = $1', [buyerId]);
    const e = await eligibility(o);
    expect(e.json().data).toMatchObject({
      eligible: true,
      message: '',
      kinds: ['refund'],
      maxQuantity: '1',
      maxAmount: '20.00',
      unitAmount: '20.00',
      decimalScale: expect.any(Number),
      payMethod: 'balance',
      noReasonReturn: { applies: false, days: 7, until: null },
      phone: mobile!.mobile,
      line: { orderNo: o.orderNo, lineId: o.lineId, quantity: '1', amount: '20.00' },
    });
    expect(e.json().data.reasons.refund).toContain('不想要了');
    expect(e.json().data.reasons.returnRefund).not.toContain('七天无理由退货');

    const pictures = await vouchers(buyerId, 2);
    const afsNo = await applied(applyBody(o, { pictures, instructions: '  拍错了颜色  ' }));
    expect(afsNo).toMatch(/^AS[0-9]{8}[0-9A-F]{10}$/);

    const page = await list('?current=1&size=10');
    expect(page.json().data.records[0]).toMatchObject({
      afsNo,
      orderNo: o.orderNo,
      kind: 'refund',
      status: 'applied',
      amount: '20.00',
      quantity: '1',
      name: expect.any(String),
      mainImg: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(
      (await list('?status=refunded')).json().data.records.map((r: { afsNo: string }) => r.afsNo),
    ).not.toContain(afsNo);

    const d = (await detail(afsNo)).json().data;
    expect(d).toMatchObject({
      afsNo,
      orderNo: o.orderNo,
      status: 'applied',
      reason: '不想要了',
      instructions: '拍错了颜色',
      pictures,
      phone: PHONE,
      payMethod: 'balance',
      returnAddress: null,
      refund: null,
      returnDueAt: null,
      actions: { buyer: ['WITHDRAW'], seller: ['ACCEPT', 'REFUSE'] },
      events: [{ event: 'APPLY', toStatus: 'applied', actor: 'buyer' }],
    });
    // The seller answers within the shop's merchant_answer_seconds (two days by default).
    const due = new Date(d.answerDueAt).getTime() - Date.now();
    expect(due).toBeGreaterThan(47 * 3600_000);
    expect(due).toBeLessThanOrEqual(48 * 3600_000);

    expect((await eligibility(o)).json().data).toMatchObject({
      eligible: false,
      message: '该商品已有进行中的售后申请',
    });

    const withdrawn = await call(t, buyer, 'POST', `${AFS}/withdraw`, { afsNo });
    expect(withdrawn.json().data).toMatchObject({
      status: 'withdrawn',
      actions: { buyer: [], seller: [] },
      events: [{ event: 'APPLY' }, { event: 'WITHDRAW', toStatus: 'withdrawn', actor: 'buyer' }],
    });
    expect(outcome(await call(t, buyer, 'POST', `${AFS}/withdraw`, { afsNo }))).toEqual([
      409,
      STATUS_CHANGED,
    ]);
    expect(outcome(await consoleCall('accept', { afsNo }))).toEqual([409, STATUS_CHANGED]);
    // A withdrawn request takes nothing: the line may be applied for again.
    expect((await eligibility(o)).json().data).toMatchObject({ eligible: true, maxAmount: '20.00' });
  });

  it('refund only on a paid, unshipped order: the seller accepts, the balance comes back once, the order counts it', async () => {
    const o = await paidOrder();
    const before = Number(await balance());
    const afsNo = await applied(applyBody(o));
    const accepted = await consoleCall('accept', { afsNo });
    expect(accepted.json().data.status, accepted.body).toBe('refunded');
    const d = (await detail(afsNo)).json().data;
    expect(d).toMatchObject({
      status: 'refunded',
      refund: { method: 'balance', amount: '20.00', status: 'succeeded' },
      refundedAt: expect.any(String),
      actions: { buyer: [], seller: [] },
    });
    expect(d.events.map((e: { event: string }) => e.event)).toEqual(['APPLY', 'ACCEPT', 'REFUND_SUCCEEDED']);
    expect(Number(await balance())).toBeCloseTo(before + 20, 2);
    expect(await ledger(afsNo)).toEqual([{ change: '20.00' }]);
    expect(await refunded(o.orderNo)).toEqual({ refunded: '20.00', paid: '20.00' });
    expect(outcome(await consoleCall('accept', { afsNo }))).toEqual([409, STATUS_CHANGED]);
    expect(Number(await balance())).toBeCloseTo(before + 20, 2);
    expect((await eligibility(o)).json().data).toMatchObject({
      eligible: false,
      message: '该商品已全部退款',
    });
  });

  it('an order paid with points gets its points back, once', async () => {
    const o = await paidOrder('points');
    const before = await points();
    const afsNo = await applied(applyBody(o));
    expect((await consoleCall('accept', { afsNo })).json().data).toMatchObject({
      status: 'refunded',
      refund: { method: 'points', points: 2000, status: 'succeeded' },
    });
    expect(await points()).toBe(before + 2000);
    expect(outcome(await consoleCall('accept', { afsNo }))).toEqual([409, STATUS_CHANGED]);
    expect(await points()).toBe(before + 2000);
    expect(await refunded(o.orderNo)).toEqual({ refunded: '20.00', paid: '20.00' });
  });

  it('return and refund on a received order: shipped back (a waybill required), received by the seller, refunded', async () => {
    const o = await paidOrder();
    await shipAndReceive(o.orderNo);
    const e = (await eligibility(o)).json().data;
    expect(e).toMatchObject({
      eligible: true,
      kinds: ['returnRefund'],
      noReasonReturn: { applies: true, days: 7 },
    });
    expect(new Date(e.noReasonReturn.until).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(e.reasons.returnRefund).toContain('七天无理由退货');
    expect(outcome(await apply(applyBody(o)))).toEqual([400, '该商品当前仅支持退货退款']);

    const before = Number(await balance());
    const afsNo = await applied(applyBody(o, { kind: 'returnRefund', reason: '七天无理由退货' }));
    const [store] = await sql<{ receiver: string; phone: string; area: string; address: string }>(
      `SELECT st.name AS receiver, st.contact_phone AS phone, st.area, st.address
         FROM store st JOIN mall_order o ON o.store_id = st.id WHERE o.order_no = $1`,
      [o.orderNo],
    );
    expect((await detail(afsNo)).json().data.returnAddress).toEqual(store);

    const accepted = (await consoleCall('accept', { afsNo })).json().data;
    expect(accepted).toMatchObject({ status: 'awaitingReturn', actions: { seller: [] } });
    expect(accepted.returnDueAt).not.toBeNull();
    const waiting = (await detail(afsNo)).json().data;
    expect(waiting.actions.buyer).toEqual(['WITHDRAW', 'SHIP_RETURN']);

    const ship = (courier: string, waybill: string) =>
      call(t, buyer, 'POST', `${AFS}/shipReturn`, { afsNo, courier, waybill });
    expect(outcome(await ship('顺丰速运', ''))).toEqual([400, '请填写物流单号']);
    expect(outcome(await ship('顺丰速运', '   '))).toEqual([400, '请填写物流单号']);
    expect(outcome(await ship('', 'SF1234567890'))).toEqual([400, '请填写物流公司']);
    expect(outcome(await ship('顺'.repeat(21), 'SF1234567890'))).toEqual([400, '物流公司不能超过20个字']);
    expect(outcome(await ship('顺丰速运', 'SF 12'))).toEqual([
      400,
      '请填写正确的物流单号（6-30位字母、数字或-）',
    ]);
    expect(outcome(await consoleCall('receive', { afsNo }))).toEqual([409, STATUS_CHANGED]);
    const shipped = (await ship('顺丰速运', ' SF9876543210 ')).json().data;
    expect(shipped).toMatchObject({
      status: 'returnShipped',
      returnCourier: '顺丰速运',
      returnWaybill: 'SF9876543210',
    });
    expect(outcome(await ship('顺丰速运', 'SF9876543210'))).toEqual([409, STATUS_CHANGED]);

    const received = (await consoleCall('receive', { afsNo })).json().data;
    expect(received).toMatchObject({ status: 'refunded', refund: { method: 'balance', amount: '20.00' } });
    const d = (await detail(afsNo)).json().data;
    expect(d.status).toBe('refunded');
    expect(d.events.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'applied',
      'awaitingReturn',
      'returnShipped',
      'refunding',
      'refunded',
    ]);
    expect(Number(await balance())).toBeCloseTo(before + 20, 2);
    expect(await ledger(afsNo)).toHaveLength(1);
    expect(await refunded(o.orderNo)).toEqual({ refunded: '20.00', paid: '20.00' });
  });

  it('while the parcel is on its way both kinds are offered; after the no-reason window nothing is', async () => {
    const o = await paidOrder();
    const shipped = await call(t, seller, 'POST', '/mallapi/api/console/orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill: `SF${randomBytes(6).toString('hex')}` }],
    });
    expect(shipped.json().success, shipped.body).toBe(true);
    expect((await eligibility(o)).json().data).toMatchObject({
      eligible: true,
      kinds: ['refund', 'returnRefund'],
      noReasonReturn: { applies: true, until: null },
    });
    await t.db.tenant('DEMO', (q) => confirmReceipt(q, buyerId, o.orderNo));
    await sql(`UPDATE mall_order SET received_at = now() - interval '8 days' WHERE order_no = $1`, [
      o.orderNo,
    ]);
    const late = (await eligibility(o)).json().data;
    expect(late).toMatchObject({
      eligible: false,
      message: NOT_SUPPORTED,
      kinds: [],
      noReasonReturn: { applies: false, days: 7 },
    });
    expect(late.reasons.returnRefund).not.toContain('七天无理由退货');
    expect(outcome(await apply(applyBody(o, { kind: 'returnRefund', reason: '商品质量问题' })))).toEqual([
      400,
      NOT_SUPPORTED,
    ]);
  });

  it('an unpaid order cannot have a request', async () => {
    const { submissionId } = await placeOrder(t, buyer);
    const [row] = await sql<{ orderNo: string; lineId: number }>(
      `SELECT o.order_no AS "orderNo", l.id AS "lineId" FROM mall_order o JOIN order_line l ON l.order_id = o.id
        WHERE o.submission_id = $1`,
      [submissionId],
    );
    const unpaid = { ...row!, lineIds: [row!.lineId], payAmount: '20.00' };
    expect((await eligibility(unpaid)).json().data).toMatchObject({
      eligible: false,
      message: NOT_SUPPORTED,
    });
    expect(outcome(await apply(applyBody(unpaid)))).toEqual([400, NOT_SUPPORTED]);
  });

  it('refuses every broken rule of the apply form with its own message, and makes nothing', async () => {
    const o = await paidOrder();
    const theirs = await vouchers(
      (
        await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer03'`)
      )[0]!.id,
      1,
    );
    const notVoucher = await vouchers(buyerId, 1, 'comment');
    const cases: Array<[ApplyBody, string]> = [
      [{ instructions: '退'.repeat(201) }, '退款说明不能超过200字'],
      [{ instructions: '    ' }, '退款说明不能全为空格'],
      [{ pictures: await vouchers(buyerId, 6) }, '最多上传5张凭证图片'],
      [{ pictures: ['no-such-file'] }, '凭证图片不存在，请重新上传'],
      [{ pictures: theirs }, '凭证图片不存在，请重新上传'],
      [{ pictures: notVoucher }, '凭证图片不存在，请重新上传'],
      [{ quantity: '0' }, '退货数量至少为1且不能超过购买数量'],
      [{ quantity: '2' }, '退货数量至少为1且不能超过购买数量'],
      [{ quantity: 'abc' }, '请输入正确的退货数量'],
      [{ quantity: '0.5' }, '退货数量至少为1且不能超过购买数量'],
      [{ quantity: '1.005' }, '退货数量最多2位小数'],
      [{ amount: '20.01' }, '退款金额不能超过最多可退金额¥20.00'],
      [{ amount: '' }, '请填写退款金额'],
      [{ amount: '   ' }, '请填写退款金额'],
      [{ amount: undefined }, '请填写退款金额'],
      [{ amount: '0.00' }, '退款金额必须大于0'],
      [{ amount: '1.001' }, '请输入正确的退款金额（最多两位小数）'],
      [{ amount: '-1' }, '请输入正确的退款金额（最多两位小数）'],
      [{ phone: '' }, '请输入正确的手机号'],
      [{ phone: '12812345678' }, '请输入正确的手机号'],
      [{ phone: '1391234567' }, '请输入正确的手机号'],
      [{ reason: '随便' }, '请选择退款原因'],
      [{ reason: '七天无理由退货' }, '请选择退款原因'],
      [{ kind: 'returnRefund', reason: '商品质量问题' }, '该商品当前仅支持仅退款'],
    ];
    for (const [extra, message] of cases) {
      const body = applyBody(o, extra);
      if (extra.amount === undefined && 'amount' in extra) delete body.amount;
      expect([extra, ...outcome(await apply(body))]).toEqual([extra, 400, message]);
    }
    // Schema-level refusals name the field.
    expect(outcome(await apply(applyBody(o, { pictures: ['../etc/passwd'] })))).toEqual([
      400,
      '字段 pictures[0] 格式不正确',
    ]);
    expect(outcome(await apply(applyBody(o, { unknown: 1 })))).toEqual([400, '不支持的字段 unknown']);
    expect(outcome(await call(t, buyer, 'POST', `${AFS}/apply`, applyBody(o)))).toEqual([
      400,
      expect.stringContaining('idempotency-key'),
    ]);
    expect(await requestsOn(o.lineId)).toEqual({ n: 0, open: 0 });

    // What the rules allow: 200 characters, five of one's own vouchers, an amount below the most.
    const afsNo = await applied(
      applyBody(o, { instructions: '退'.repeat(200), pictures: await vouchers(buyerId, 5), amount: '0.01' }),
    );
    expect((await detail(afsNo)).json().data).toMatchObject({
      amount: '0.01',
      instructions: '退'.repeat(200),
    });
  });

  it('refuses a second open request on the same line', async () => {
    const o = await paidOrder();
    await applied(applyBody(o));
    expect(outcome(await apply(applyBody(o)))).toEqual([400, '该商品已有进行中的售后申请']);
    expect(await requestsOn(o.lineId)).toEqual({ n: 1, open: 1 });
  });

  it('partial refunds on two lines never exceed what was paid', async () => {
    const o = await twoLineOrder();
    const byAmount = await sql<{ id: number }>(
      `SELECT id FROM order_line WHERE id = ANY($1::bigint[]) ORDER BY amount`,
      [o.lineIds],
    );
    const [a, b] = byAmount.map((l) => l.id) as [number, number];
    const before = Number(await balance());
    expect((await eligibility(o, b)).json().data).toMatchObject({ maxAmount: '30.00' });
    const first = await applied(applyBody(o, { lineId: a, amount: '20.00' }));
    expect(outcome(await apply(applyBody(o, { lineId: b, amount: '30.01' })))).toEqual([
      400,
      '退款金额不能超过最多可退金额¥30.00',
    ]);
    const second = await applied(applyBody(o, { lineId: b, amount: '30.00' }));
    for (const afsNo of [first, second]) {
      expect((await consoleCall('accept', { afsNo })).json().data.status).toBe('refunded');
    }
    expect(await refunded(o.orderNo)).toEqual({ refunded: '50.00', paid: '50.00' });
    expect(Number(await balance())).toBeCloseTo(before + 50, 2);
    for (const line of [a, b])
      expect((await eligibility(o, line)).json().data).toMatchObject({
        eligible: false,
        message: '该商品已全部退款',
      });
  });

  it('sequential partial refunds on one line never exceed what was paid', async () => {
    const o = await paidOrder('balance', '3');
    const before = Number(await balance());
    const first = await applied(applyBody(o, { quantity: '1', amount: '20.00' }));
    expect(outcome(await apply(applyBody(o, { quantity: '1', amount: '1.00' })))).toEqual([
      400,
      '该商品已有进行中的售后申请',
    ]);
    await consoleCall('accept', { afsNo: first });
    expect((await eligibility(o)).json().data).toMatchObject({ maxQuantity: '2', maxAmount: '40.00' });
    expect(outcome(await apply(applyBody(o, { quantity: '3', amount: '20.00' })))).toEqual([
      400,
      '退货数量不能超过可退数量2',
    ]);
    expect(outcome(await apply(applyBody(o, { quantity: '1', amount: '20.01' })))).toEqual([
      400,
      '退款金额不能超过最多可退金额¥20.00',
    ]);
    expect(outcome(await apply(applyBody(o, { quantity: '2', amount: '40.01' })))).toEqual([
      400,
      '退款金额不能超过最多可退金额¥40.00',
    ]);
    const second = await applied(applyBody(o, { quantity: '2', amount: '40.00' }));
    await consoleCall('accept', { afsNo: second });
    expect(await refunded(o.orderNo)).toEqual({ refunded: '60.00', paid: '60.00' });
    expect(Number(await balance())).toBeCloseTo(before + 60, 2);
    expect(outcome(await apply(applyBody(o, { quantity: '1', amount: '0.01' })))).toEqual([
      400,
      '该商品已全部退款',
    ]);
  });

  it('20 simultaneous applications with one Idempotency-Key make one request, and the same key with another body is refused', async () => {
    const o = await paidOrder();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(applyBody(o), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().data.afsNo)).size).toBe(1);
    expect(await requestsOn(o.lineId)).toEqual({ n: 1, open: 1 });
    const other = await apply(applyBody(o, { amount: '10.00' }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('Idempotency-Key');
  });

  it('20 simultaneous applications with different keys on one line make at most one open request', async () => {
    const o = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(applyBody(o))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // Refused by the eligibility check (400) or, racing on PostgreSQL, by the one-open-request index (409).
    for (const a of answers.filter((r) => r.statusCode !== 200)) {
      expect([400, 409]).toContain(a.statusCode);
      expect(a.json().message).toBe('该商品已有进行中的售后申请');
    }
    expect(await requestsOn(o.lineId)).toEqual({ n: 1, open: 1 });
  });

  it('20 simultaneous seller accepts of a refund pay back once', async () => {
    const o = await paidOrder();
    const before = Number(await balance());
    const afsNo = await applied(applyBody(o));
    const answers = await Promise.all(Array.from({ length: 20 }, () => consoleCall('accept', { afsNo })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map(outcome)).toEqual(
      Array(19).fill([409, STATUS_CHANGED]),
    );
    expect(await ledger(afsNo)).toEqual([{ change: '20.00' }]);
    expect(Number(await balance())).toBeCloseTo(before + 20, 2);
    expect(await refunded(o.orderNo)).toEqual({ refunded: '20.00', paid: '20.00' });
    const [{ n }] = (await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM refund WHERE after_sale_id = (SELECT id FROM after_sale WHERE afs_no = $1)`,
      [afsNo],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("another user's or tenant's order and request are not found", async () => {
    const o = await paidOrder();
    const afsNo = await applied(applyBody(o));
    for (const [token, shopId] of [
      [stranger, 'DEMO'],
      [otherTenant, 'HBKY'],
    ] as const) {
      expect((await eligibility(o, o.lineId, token, shopId)).statusCode).toBe(404);
      expect(
        (await call(t, token, 'POST', `${AFS}/apply`, applyBody(o), { key: randomUUID(), shopId }))
          .statusCode,
      ).toBe(404);
      expect((await detail(afsNo, token, shopId)).statusCode).toBe(404);
      expect((await call(t, token, 'POST', `${AFS}/withdraw`, { afsNo }, { shopId })).statusCode).toBe(404);
      expect(
        (
          await call(
            t,
            token,
            'POST',
            `${AFS}/shipReturn`,
            { afsNo, courier: '顺丰速运', waybill: 'SF1234567890' },
            { shopId },
          )
        ).statusCode,
      ).toBe(404);
      const theirs = await call(t, token, 'GET', `${AFS}/list?size=50`, undefined, { shopId });
      expect(theirs.json().data.records.map((r: { afsNo: string }) => r.afsNo)).not.toContain(afsNo);
    }
    // A line of another order of the buyer's is not found under this order number either.
    const other = await paidOrder();
    expect((await eligibility(o, other.lineId)).statusCode).toBe(404);
    expect((await detail(afsNo)).json().data.status).toBe('applied');
  });
});
