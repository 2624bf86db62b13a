import { randomBytes, randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReceipt } from '../../../server/src/modules/orders/fulfilment.service.ts';
import { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import {
  grantPoints,
  sweepExpiredPoints,
  takeBackOrderPoints,
} from '../../../server/src/modules/wallet/points.service.ts';
import { signIn } from '../../../server/src/modules/wallet/signin.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';

/**
 * The wallet's invariants, as a property (fast-check): after any mix of top-ups (paid or failed),
 * orders using points, payments by balance or points, cancellations, after-sales refunds, receipts
 * (which earn points) and refunds after them (which take points back), sign-ins, grants of old points
 * and expiry sweeps at any time, for every member of the tenant:
 *
 * - balance = Σ balance_ledger;
 * - points = Σ points_ledger = Σ remaining of the lots not yet expired (after a sweep at this instant),
 *   that is, unexpired grants − spends;
 * - every lot gave exactly what its spends recorded, less what came back, and never more than it held.
 *
 * Runs on PGlite and on PostgreSQL.
 */

const DAY = 86_400_000;
const ACCOUNT = '/iiot/jcmall-account';
const provider = new SandboxProvider('wallet-invariants-test-secret', 'https://mall.example.com');

let t: TestApp;
let buyer: string;
let buyerId: number;
let seller: string;
let skuId: number;
let addressId: number;
/** Days already signed by the property's sign-ins (each a new day, going back from a year ago). */
let signinDay = 0;

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

beforeAll(async () => {
  t = await createTestApp({ app: { payProviders: [provider] } });
  buyer = await t.login('DEMO', 'buyer01');
  seller = await t.login('DEMO', 'supplier01');
  buyerId = Number(
    (
      await sql<{ id: number }>(`SELECT id FROM app_user WHERE shop_id = 'DEMO' AND user_name = 'buyer01'`)
    )[0]!.id,
  );
  const [sku] = await sql<{ id: number }>(
    `SELECT s.id FROM product_sku s JOIN store st ON st.id = s.store_id
      WHERE s.shop_id = 'DEMO' AND st.store_type = 1 AND s.product_type = 1 AND s.status = 1 AND s.price IS NOT NULL
      ORDER BY s.id LIMIT 1`,
  );
  skuId = Number(sku!.id);
  await sql(`UPDATE product_sku SET price = 20.00 WHERE id = $1`, [skuId]);
  await sql('UPDATE sku_stock SET stock = 1000000 WHERE sku_id = $1', [skuId]);
  await sql(`UPDATE base_config SET max_unpaid_orders = 1000 WHERE shop_id = 'DEMO'`);
  addressId = (await call(t, buyer, 'GET', `${ACCOUNT}/ad/queryDefaultAddress`)).json().data.id;
});
afterAll(() => t.close());

/** Every member of DEMO whose wallet breaks an invariant, with what it holds and what the ledgers say. */
async function broken() {
  await sweepExpiredPoints(t.db);
  return sql(
    `SELECT a.user_id, a.balance::text AS balance, a.points,
            (SELECT COALESCE(sum(change), 0)::text FROM balance_ledger b WHERE b.user_id = a.user_id) AS "balanceLedger",
            (SELECT COALESCE(sum(change), 0)::int FROM points_ledger p WHERE p.user_id = a.user_id) AS "pointsLedger",
            (SELECT COALESCE(sum(remaining), 0)::int FROM points_lot l
              WHERE l.user_id = a.user_id AND l.expires_at > now()) AS "unexpired",
            (SELECT count(*)::int FROM points_lot l
              WHERE l.user_id = a.user_id
                AND l.granted - l.remaining - l.expired <>
                    COALESCE((SELECT sum(x.points - x.returned) FROM points_allocation x WHERE x.lot_id = l.id), 0)) AS "lotsOff"
       FROM member_account a
      WHERE a.shop_id = 'DEMO'
        AND (a.balance <> (SELECT COALESCE(sum(change), 0) FROM balance_ledger b WHERE b.user_id = a.user_id)
          OR a.points <> (SELECT COALESCE(sum(change), 0) FROM points_ledger p WHERE p.user_id = a.user_id)
          OR a.points <> (SELECT COALESCE(sum(remaining), 0) FROM points_lot l WHERE l.user_id = a.user_id AND l.expires_at > now())
          OR EXISTS (SELECT 1 FROM points_lot l WHERE l.user_id = a.user_id
                      AND l.granted - l.remaining - l.expired <>
                          COALESCE((SELECT sum(x.points - x.returned) FROM points_allocation x WHERE x.lot_id = l.id), 0)))`,
  );
}

/** The buyer's latest order in a status, or undefined. */
async function latest(status: string) {
  const [o] = await sql<{ id: number; orderNo: string; submissionId: number; lineId: number; pay: string }>(
    `SELECT o.id, o.order_no AS "orderNo", o.submission_id AS "submissionId", l.id AS "lineId",
            (o.pay_amount - o.refunded_amount)::text AS pay
       FROM mall_order o JOIN order_line l ON l.order_id = o.id
      WHERE o.user_id = $1 AND o.status = $2 AND o.refunded_amount = 0
        AND NOT EXISTS (SELECT 1 FROM after_sale a WHERE a.order_id = o.id)
      ORDER BY o.id DESC LIMIT 1`,
    [buyerId, status],
  );
  return o;
}

type Op =
  | { kind: 'topup'; fen: number; success: boolean }
  | { kind: 'order'; points: number }
  | { kind: 'pay'; method: 'balance' | 'points' }
  | { kind: 'cancel' }
  | { kind: 'refund' }
  | { kind: 'receive' }
  | { kind: 'refundReceived'; yuan: number }
  | { kind: 'signin' }
  | { kind: 'oldGrant'; daysAgo: number; points: number }
  | { kind: 'sweep'; daysAhead: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('topup' as const),
    fen: fc.integer({ min: 1, max: 10_000_000 }),
    success: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('order' as const), points: fc.constantFrom(0, 10, 500, 1990) }),
  fc.record({
    kind: fc.constant('pay' as const),
    method: fc.constantFrom('balance' as const, 'points' as const),
  }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'refund' as const }),
  fc.constant({ kind: 'receive' as const }),
  fc.record({ kind: fc.constant('refundReceived' as const), yuan: fc.integer({ min: 1, max: 25 }) }),
  fc.constant({ kind: 'signin' as const }),
  fc.record({
    kind: fc.constant('oldGrant' as const),
    daysAgo: fc.integer({ min: 300, max: 420 }),
    points: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({ kind: fc.constant('sweep' as const), daysAhead: fc.integer({ min: 0, max: 400 }) }),
);

async function run(o: Op): Promise<void> {
  switch (o.kind) {
    case 'topup': {
      const amount = `${Math.floor(o.fen / 100)}.${String(o.fen % 100).padStart(2, '0')}`;
      const res = await call(
        t,
        buyer,
        'POST',
        `${ACCOUNT}/balance/topup`,
        { amount, method: 'alipay' },
        { key: randomUUID() },
      );
      const { paymentId } = res.json().data as { paymentId: string };
      const back = await t.app.inject({
        method: 'POST',
        url: '/iiot/jcmall-pay/pay/notify/sandbox',
        payload: provider.callback(paymentId, amount, o.success ? 'success' : 'fail'),
      });
      expect(back.statusCode).toBe(200);
      return;
    }
    case 'order': {
      const choices = { addressId, deliveryMethod: 2, lines: [{ skuId, quantity: '1' }], points: o.points };
      const preview = await call(t, buyer, 'POST', '/iiot/jcmall-order/od/previewOrder', choices);
      if (!preview.json().success) return;
      await call(
        t,
        buyer,
        'POST',
        '/iiot/jcmall-order/od/directPlaceOrder',
        {
          ...choices,
          invoice: { kind: 'electronic' },
          userCouponIds: [],
          messages: [],
          expectedPayAmount: preview.json().data.payAmount,
        },
        { key: randomUUID() },
      );
      return;
    }
    case 'pay': {
      const order = await latest('pendingPayment');
      if (order) {
        await call(
          t,
          buyer,
          'POST',
          '/iiot/jcmall-pay/pay/create',
          { submissionId: order.submissionId, method: o.method },
          { key: randomUUID() },
        );
      }
      return;
    }
    case 'cancel': {
      const order = await latest('pendingPayment');
      if (order)
        await call(t, buyer, 'POST', '/iiot/jcmall-order/od/cancelOrder', { orderNo: order.orderNo });
      return;
    }
    case 'refund': {
      const order = await latest('pendingDelivery');
      if (!order || Number(order.pay) === 0) return;
      const applied = await call(
        t,
        buyer,
        'POST',
        '/iiot/jcmall-afs/afs/apply',
        {
          orderNo: order.orderNo,
          lineId: order.lineId,
          kind: 'refund',
          reason: '不想要了',
          quantity: '1',
          amount: order.pay,
          instructions: '',
          pictures: [],
          phone: '13912345678',
        },
        { key: randomUUID() },
      );
      if (applied.json().success) {
        await call(t, seller, 'POST', '/mallapi/api/console/afs/accept', {
          afsNo: applied.json().data.afsNo,
        });
      }
      return;
    }
    case 'receive': {
      const order = await latest('pendingDelivery');
      if (!order) return;
      const shipped = await call(t, seller, 'POST', '/mallapi/api/console/orders/ship', {
        orderNo: order.orderNo,
        packages: [{ courier: '顺丰速运', waybill: `SF${randomBytes(6).toString('hex')}` }],
      });
      if (shipped.json().success) await t.db.tenant('DEMO', (q) => confirmReceipt(q, buyerId, order.orderNo));
      return;
    }
    case 'refundReceived': {
      const order = await latest('pendingEvaluation');
      const amount = order ? Decimal.min(o.yuan, order.pay) : new Decimal(0);
      if (order && amount.gt(0))
        await t.db.tenant('DEMO', (q) => takeBackOrderPoints(q, order.id, amount.toFixed(2)));
      return;
    }
    case 'signin': {
      signinDay += 1;
      const now = new Date(Date.now() - 365 * DAY + signinDay * DAY);
      await t.db.tenant('DEMO', (q) => signIn(q, buyerId, undefined, now));
      return;
    }
    case 'oldGrant':
      await t.db.tenant('DEMO', (q) =>
        grantPoints(q, buyerId, o.points, 'grant', { now: new Date(Date.now() - o.daysAgo * DAY) }),
      );
      return;
    case 'sweep':
      await sweepExpiredPoints(t.db, new Date(Date.now() + o.daysAhead * DAY));
      return;
  }
}

describe('wallet invariants', () => {
  it('hold for every member of the seeded mall', async () => {
    expect(await broken()).toEqual([]);
  });

  it('hold after any mix of orders, refunds, top-ups, sign-ins and expiries', async () => {
    const [mark] = await sql<{ b: number; p: number }>(
      'SELECT (SELECT max(id) FROM balance_ledger)::int AS b, (SELECT max(id) FROM points_ledger)::int AS p',
    );
    // One run that goes through every kind of change, then random ones.
    const tour: Op[] = [
      { kind: 'topup', fen: 12345, success: true },
      { kind: 'topup', fen: 500, success: false },
      { kind: 'order', points: 500 },
      { kind: 'pay', method: 'balance' },
      { kind: 'receive' },
      { kind: 'refundReceived', yuan: 5 },
      { kind: 'order', points: 10 },
      { kind: 'cancel' },
      { kind: 'order', points: 0 },
      { kind: 'pay', method: 'points' },
      { kind: 'refund' },
      { kind: 'order', points: 0 },
      { kind: 'pay', method: 'balance' },
      { kind: 'refund' },
      { kind: 'signin' },
      { kind: 'oldGrant', daysAgo: 360, points: 77 },
      { kind: 'sweep', daysAhead: 10 },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        for (const o of ops) await run(o);
        expect(await broken()).toEqual([]);
      }),
      { numRuns: Number(process.env.WALLET_PROPERTY_RUNS ?? 12), endOnFailure: true, examples: [[tour]] },
    );
    // The mix reached every kind of change (a property whose operations all failed would prove nothing).
    const reasons = async (table: string, after: number) =>
      (
        await sql<{ r: string }>(`SELECT DISTINCT reason AS r FROM ${table} WHERE user_id = $1 AND id > $2`, [
          buyerId,
          after,
        ])
      ).map((x) => x.r);
    expect(await reasons('balance_ledger', mark!.b)).toEqual(
      expect.arrayContaining(['afterSale', 'pay', 'topup']),
    );
    expect(await reasons('points_ledger', mark!.p)).toEqual(
      expect.arrayContaining([
        'afterSale',
        'deduct',
        'earn',
        'expire',
        'grant',
        'pay',
        'return',
        'signin',
        'takeback',
      ]),
    );
  }, 240_000);
});
