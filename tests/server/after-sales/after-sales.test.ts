import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_SALE_STATUSES,
  nextAfterSaleStatus,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '../../../machines/after-sales/after-sales.machine.ts';
import {
  acceptAfterSale,
  ALL_REFUNDED,
  applyAfterSale,
  receiveReturn,
  refuseAfterSale,
  shipReturn,
  STATUS_CHANGED,
  withdrawAfterSale,
} from '../../../server/src/modules/after-sales/after-sales.service.ts';
import { confirmReceipt, REFUND_UNDER_WAY } from '../../../server/src/modules/orders/fulfilment.service.ts';
import type { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import type { Queryable } from '../../../server/src/platform/db/database.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * After the payment: the seller ships from the console, the buyer confirms receipt, and after-sales
 * requests move through machines/after-sales/after-sales.machine.ts with the money, points and stock
 * coming back exactly once, on both databases.
 */

let t: TestApp;
let buyer: string;
let buyerId: number;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  seller = await t.login('DEMO', 'supplier01');
  buyerId = (
    await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01'`)
  )[0]!.id;
  await sql(`UPDATE member_account SET balance = 100000 WHERE user_id = $1`, [buyerId]);
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}
const tx = <T>(fn: (q: Queryable) => Promise<T>): Promise<T> => t.db.tenant('DEMO', fn);

interface Paid {
  orderNo: string;
  lineId: number;
  skuId: number;
  payAmount: string;
}

/** A paid order of `quantity` ¥20.00 goods, picked up, paid by balance or through the sandbox provider. */
async function paidOrder(method: 'balance' | 'alipay' | 'points' = 'balance', quantity = '1'): Promise<Paid> {
  const { submissionId, payAmount } = await placeOrder(t, buyer, 'DEMO', quantity);
  const pay = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method },
    { key: randomUUID() },
  );
  expect(pay.json().success, pay.body).toBe(true);
  if (method === 'alipay') {
    const sandbox = t.app.payments.named('sandbox') as SandboxProvider;
    const cb = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-pay/pay/notify/sandbox',
      payload: sandbox.callback(pay.json().data.paymentId, payAmount, 'success'),
    });
    expect(cb.json().data.outcome).toBe('paid');
  }
  const [row] = await sql<{ orderNo: string; lineId: number; skuId: number }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId", l.sku_id AS "skuId"
       FROM mall_order o JOIN order_line l ON l.order_id = o.id WHERE o.submission_id = $1`,
    [submissionId],
  );
  return { ...row!, payAmount };
}

const balance = async () =>
  (
    await sql<{ b: string }>('SELECT balance::text AS b FROM member_account WHERE user_id = $1', [buyerId])
  )[0]!.b;
const stock = async (skuId: number) =>
  (await sql<{ s: number }>('SELECT stock AS s FROM sku_stock WHERE sku_id = $1', [skuId]))[0]!.s;
const afs = async (afsNo: string) =>
  (
    await sql<{ status: AfterSaleStatus; refunds: number }>(
      `SELECT a.status, (SELECT count(*)::int FROM refund r WHERE r.after_sale_id = a.id) AS refunds
         FROM after_sale a WHERE a.afs_no = $1`,
      [afsNo],
    )
  )[0]!;

const apply = (o: Paid, kind: AfterSaleKind, extra: Partial<Parameters<typeof applyAfterSale>[2]> = {}) =>
  tx((q) =>
    applyAfterSale(q, buyerId, {
      orderNo: o.orderNo,
      lineId: o.lineId,
      kind,
      reason: kind === 'refund' ? '不想要了' : '七天无理由退货',
      quantity: '1',
      amount: '20.00',
      phone: '13800000002',
      ...extra,
    }),
  );

const console_ = (path: string, body: object) =>
  call(t, seller, 'POST', `/mallapi/api/console/${path}`, body);

async function ship(orderNo: string) {
  const res = await console_('orders/ship', {
    orderNo,
    packages: [{ courier: '顺丰速运', waybill: `SF${Date.now()}${Math.floor(Math.random() * 1e4)}` }],
  });
  expect(res.json().success, res.body).toBe(true);
}

describe('shipping and receipt', () => {
  it('the seller ships in the console, the parcel moves on, the buyer confirms receipt; a second of each is refused', async () => {
    const o = await paidOrder();
    await ship(o.orderNo);
    const again = await console_('orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill: 'SF0000000001' }],
    });
    expect([again.statusCode, again.json().message]).toEqual([409, '订单状态已变更']);
    const [order] = await sql<{ status: string; due: boolean }>(
      `SELECT status, receive_due_at > now() AS due FROM mall_order WHERE order_no = $1`,
      [o.orderNo],
    );
    expect(order).toEqual({ status: 'pendingReceipt', due: true });
    await tx((q) => confirmReceipt(q, buyerId, o.orderNo));
    await expect(tx((q) => confirmReceipt(q, buyerId, o.orderNo))).rejects.toThrow('订单状态已变更');
    const [after] = await sql<{ status: string }>(`SELECT status FROM mall_order WHERE order_no = $1`, [
      o.orderNo,
    ]);
    expect(after!.status).toBe('pendingEvaluation');
  });

  it("another store's staff cannot ship the order", async () => {
    const o = await paidOrder();
    const stranger = await t.login('DEMO', 'buyer03');
    const res = await call(t, stranger, 'POST', '/mallapi/api/console/orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill: 'SF1234567890' }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('after-sales', () => {
  it('refund only before shipping: accepted, the balance and the stock come back once', async () => {
    const o = await paidOrder();
    const [before, stockBefore] = [await balance(), await stock(o.skuId)];
    const { afsNo } = await apply(o, 'refund');
    const res = await console_('afs/accept', { afsNo });
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refund: { method: 'balance', amount: '20.00', status: 'succeeded' },
    });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 20, 2);
    expect(await stock(o.skuId)).toBe(stockBefore + 1);
    const ledger = await sql<{ change: string }>(
      `SELECT change::text AS change FROM balance_ledger WHERE after_sale_id = (SELECT id FROM after_sale WHERE afs_no = $1)`,
      [afsNo],
    );
    expect(ledger).toEqual([{ change: '20.00' }]);
    const second = await console_('afs/accept', { afsNo });
    expect([second.statusCode, second.json().message]).toEqual([409, STATUS_CHANGED]);
  });

  it('a refund of everything before shipping closes the order, and nothing is left to ship', async () => {
    const o = await paidOrder();
    const { afsNo } = await apply(o, 'refund');
    expect((await console_('afs/accept', { afsNo })).json().data.status).toBe('refunded');
    const [order] = await sql<{ status: string; reason: string }>(
      `SELECT status, cancel_reason AS reason FROM mall_order WHERE order_no = $1`,
      [o.orderNo],
    );
    expect(order).toEqual({ status: 'canceled', reason: ALL_REFUNDED });
    const res = await console_('orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill: 'SF5550000001' }],
    });
    expect([res.statusCode, res.json().message]).toEqual([409, '订单状态已变更']);
  });

  it('nothing ships while a refund is asked for; after a partial refund the rest ships', async () => {
    const o = await paidOrder('balance', '3');
    const { afsNo } = await apply(o, 'refund', { quantity: '1', amount: '20.00' });
    const waybill = `SF${Date.now()}`;
    const early = await console_('orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill }],
    });
    expect([early.statusCode, early.json().message]).toEqual([409, REFUND_UNDER_WAY]);
    await console_('afs/accept', { afsNo });
    const [open] = await sql<{ status: string }>(`SELECT status FROM mall_order WHERE order_no = $1`, [
      o.orderNo,
    ]);
    expect(open!.status).toBe('pendingDelivery');
    const shipped = await console_('orders/ship', {
      orderNo: o.orderNo,
      packages: [{ courier: '顺丰速运', waybill }],
    });
    expect(shipped.json().success, shipped.body).toBe(true);
    const sent = await sql<{ quantity: string }>(
      `SELECT trim_scale(sl.quantity)::text AS quantity FROM shipment_line sl WHERE sl.order_line_id = $1`,
      [o.lineId],
    );
    expect(sent).toEqual([{ quantity: '2' }]);
  });

  it('return and refund: accepted, shipped back, received by the seller, refunded', async () => {
    const o = await paidOrder();
    await ship(o.orderNo);
    await tx((q) => confirmReceipt(q, buyerId, o.orderNo));
    const before = await balance();
    const { afsNo } = await apply(o, 'returnRefund');
    expect((await console_('afs/accept', { afsNo })).json().data.status).toBe('awaitingReturn');
    await expect(tx((q) => shipReturn(q, buyerId, afsNo, '顺丰速运', ''))).rejects.toThrow('请填写物流单号');
    await tx((q) => shipReturn(q, buyerId, afsNo, '顺丰速运', 'SF9876543210'));
    const received = await console_('afs/receive', { afsNo });
    expect(received.json().data).toMatchObject({ status: 'refunded', returnWaybill: 'SF9876543210' });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 20, 2);
  });

  it('a refund paid by Alipay goes back through the sandbox provider and its signed refund callback, once', async () => {
    const o = await paidOrder('alipay');
    const { afsNo } = await apply(o, 'refund');
    const res = await console_('afs/accept', { afsNo });
    expect(res.json().data).toMatchObject({
      status: 'refunded',
      refund: { method: 'alipay', status: 'succeeded' },
    });
    const [r] = await sql<{ id: string; providerRefundId: string; amount: string }>(
      `SELECT r.id, r.provider_refund_id AS "providerRefundId", r.amount::text AS amount
         FROM refund r JOIN after_sale a ON a.id = r.after_sale_id WHERE a.afs_no = $1`,
      [afsNo],
    );
    const sandbox = t.app.payments.named('sandbox') as SandboxProvider;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-pay/pay/notify/sandbox/refund',
      payload: sandbox.refundCallback(r!.id, r!.providerRefundId, r!.amount),
    });
    expect(replay.json().data.outcome).toBe('duplicate');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/iiot/jcmall-pay/pay/notify/sandbox/refund',
      payload: { ...sandbox.refundCallback(r!.id, r!.providerRefundId, r!.amount), amount: '9999.00' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('never refunds more than was paid, across partial refunds', async () => {
    const o = await paidOrder('balance', '3');
    const first = await apply(o, 'refund', { quantity: '1', amount: '20.00' });
    await console_('afs/accept', { afsNo: first.afsNo });
    await expect(apply(o, 'refund', { quantity: '2', amount: '40.01' })).rejects.toThrow('退款金额不能超过');
    await expect(apply(o, 'refund', { quantity: '3', amount: '20.00' })).rejects.toThrow('退货数量');
    const second = await apply(o, 'refund', { quantity: '2', amount: '40.00' });
    await console_('afs/accept', { afsNo: second.afsNo });
    const [order] = await sql<{ refunded: string; paid: string }>(
      `SELECT refunded_amount::text AS refunded, pay_amount::text AS paid FROM mall_order WHERE order_no = $1`,
      [o.orderNo],
    );
    expect(order).toEqual({ refunded: '60.00', paid: '60.00' });
    await expect(apply(o, 'refund', { quantity: '1', amount: '0.01' })).rejects.toThrow('已全部退款');
  });

  it('20 simultaneous accepts of one request refund it once', async () => {
    const o = await paidOrder();
    const before = await balance();
    const { afsNo } = await apply(o, 'refund');
    const answers = await Promise.all(Array.from({ length: 20 }, () => console_('afs/accept', { afsNo })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(await afs(afsNo)).toEqual({ status: 'refunded', refunds: 1 });
    expect(Number(await balance())).toBeCloseTo(Number(before) + 20, 2);
  });

  it('20 simultaneous applications for one line make one request', async () => {
    const o = await paidOrder();
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => apply(o, 'refund')));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const [n] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM after_sale a JOIN order_line l ON l.id = a.order_line_id WHERE l.id = $1`,
      [o.lineId],
    );
    expect(n!.n).toBe(1);
  });

  it('says a good cannot be refunded where it is not eligible (unpaid, cancelled)', async () => {
    const { submissionId } = await placeOrder(t, buyer);
    const [row] = await sql<{ orderNo: string; lineId: number }>(
      `SELECT o.order_no AS "orderNo", l.id AS "lineId" FROM mall_order o JOIN order_line l ON l.order_id = o.id WHERE o.submission_id = $1`,
      [submissionId],
    );
    const unpaid = { ...row!, skuId: 0, payAmount: '20.00' };
    await expect(apply(unpaid, 'refund')).rejects.toThrow('该商品不支持退款申请');
    const res = await call(t, buyer, 'POST', '/iiot/jcmall-order/od/cancelOrder', { orderNo: row!.orderNo });
    expect(res.statusCode).toBe(200);
    await expect(apply(unpaid, 'refund')).rejects.toThrow('该商品不支持退款申请');
  });

  describe('every transition the machine allows is allowed, every other refused', () => {
    type Action = 'ACCEPT' | 'REFUSE' | 'WITHDRAW' | 'SHIP_RETURN' | 'RECEIVE_RETURN';
    const act: Record<Action, (afsNo: string) => Promise<unknown>> = {
      ACCEPT: (afsNo) => tx((q) => acceptAfterSale(q, 'any', afsNo)),
      REFUSE: (afsNo) => tx((q) => refuseAfterSale(q, 'any', afsNo, '商品已使用，影响二次销售')),
      WITHDRAW: (afsNo) => tx((q) => withdrawAfterSale(q, buyerId, afsNo)),
      SHIP_RETURN: (afsNo) => tx((q) => shipReturn(q, buyerId, afsNo, '圆通速递', 'YT1234567890')),
      RECEIVE_RETURN: (afsNo) => tx((q) => receiveReturn(q, 'any', afsNo)),
    };
    for (const kind of ['refund', 'returnRefund'] as const) {
      it(`for ${kind}`, async () => {
        const o = await paidOrder();
        if (kind === 'returnRefund') {
          await ship(o.orderNo);
        }
        const seen: string[] = [];
        for (const status of AFTER_SALE_STATUSES) {
          for (const action of Object.keys(act) as Action[]) {
            await sql(
              `DELETE FROM after_sale_event WHERE after_sale_id IN (SELECT id FROM after_sale WHERE order_line_id = $1)`,
              [o.lineId],
            );
            await sql(
              `DELETE FROM balance_ledger WHERE after_sale_id IN (SELECT id FROM after_sale WHERE order_line_id = $1)`,
              [o.lineId],
            );
            await sql(
              `DELETE FROM refund WHERE after_sale_id IN (SELECT id FROM after_sale WHERE order_line_id = $1)`,
              [o.lineId],
            );
            await sql(`DELETE FROM after_sale WHERE order_line_id = $1`, [o.lineId]);
            // A refund of the whole line closes the order (REFUND_ALL): open it again for the next pair.
            await sql(
              `UPDATE mall_order SET refunded_amount = 0, status = $2, canceled_at = NULL, cancel_reason = NULL
                WHERE order_no = $1`,
              [o.orderNo, kind === 'refund' ? 'pendingDelivery' : 'pendingReceipt'],
            );
            const { afsNo } = await apply(o, kind);
            await sql(
              `UPDATE after_sale SET status = $2, refuse_reason = CASE WHEN $2 = 'refused' THEN '测试' END,
                      return_courier = CASE WHEN $2 IN ('returnShipped') THEN '顺丰速运' END,
                      return_waybill = CASE WHEN $2 IN ('returnShipped') THEN 'SF1111111111' END
                WHERE afs_no = $1`,
              [afsNo, status],
            );
            const expected = nextAfterSaleStatus(status, kind, action);
            const outcome = await act[action](afsNo).then(
              () => 'allowed',
              (e: Error) => (e.message === STATUS_CHANGED ? 'refused' : `error: ${e.message}`),
            );
            seen.push(`${status} ${action}: ${outcome}`);
            expect(`${status} ${action}: ${outcome}`).toBe(
              `${status} ${action}: ${expected ? 'allowed' : 'refused'}`,
            );
          }
        }
        expect(seen).toHaveLength(AFTER_SALE_STATUSES.length * 5);
      });
    }
  });
});
