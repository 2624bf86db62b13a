import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFLINE_MESSAGES,
  refundsDue,
  STATUS_CHANGED,
} from '../../../server/src/modules/after-sales/after-sales.service.ts';
import { sendProviderRefund } from '../../../server/src/modules/after-sales/refunds.service.ts';
import type { SandboxProvider } from '../../../server/src/modules/payments/sandbox.service.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call, placeOrder } from '../fixtures/orders.ts';

/**
 * A refund through the provider can fail: the attempt is recorded, the sweeper tries it again, and the
 * seller may pay it back offline instead (线下退款, the offline variant of afs-detail). On both databases.
 */

let t: TestApp;
let buyer: string;
let seller: string;
let sandbox: SandboxProvider;
let working: SandboxProvider['refund'];

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('DEMO', 'buyer01');
  seller = await t.login('DEMO', 'supplier01');
  sandbox = t.app.payments.named('sandbox') as SandboxProvider;
  working = sandbox.refund.bind(sandbox);
});
afterAll(() => t.close());

const providerDown = () => {
  sandbox.refund = async () => {
    throw new Error('gateway timeout');
  };
};
const providerUp = () => {
  sandbox.refund = working;
};

/** A request for one ¥20.00 good paid by Alipay through the sandbox, applied for a refund before shipping. */
async function appliedAlipayRefund(): Promise<string> {
  const { submissionId, payAmount } = await placeOrder(t, buyer, 'DEMO', '2');
  const pay = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-pay/pay/create',
    { submissionId, method: 'alipay' },
    { key: randomUUID() },
  );
  await t.app.inject({
    method: 'POST',
    url: '/iiot/jcmall-pay/pay/notify/sandbox',
    payload: sandbox.callback(pay.json().data.paymentId, payAmount, 'success'),
  });
  const [line] = await sql<{ orderNo: string; lineId: number }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId" FROM mall_order o JOIN order_line l ON l.order_id = o.id
      WHERE o.submission_id = $1`,
    [submissionId],
  );
  const applied = await call(
    t,
    buyer,
    'POST',
    '/iiot/jcmall-afs/afs/apply',
    { ...line, kind: 'refund', reason: '不想要了', quantity: '1', amount: '20.00', phone: '13800000002' },
    { key: randomUUID() },
  );
  expect(applied.json().success, applied.body).toBe(true);
  return applied.json().data.afsNo;
}

const consolePost = (path: string, body: object) =>
  call(t, seller, 'POST', `/mallapi/api/console/${path}`, body);
const TRANSFER = {
  account: '招商银行 尾号6688 王建国',
  reference: 'CMB20261128001',
  note: '支付宝原路退款失败，已转账',
};

describe('the demo', () => {
  it('shows buyer01 a request refunded offline after the provider failed', async () => {
    const [r] = await sql<{ channel: string; reference: string; status: string }>(
      `SELECT r.channel, r.offline_reference AS reference, a.status FROM refund r JOIN after_sale a ON a.id = r.after_sale_id
         JOIN app_user u ON u.id = a.user_id
        WHERE u.shop_id = 'DEMO' AND u.user_name = 'buyer01' AND r.channel = 'offline'`,
    );
    expect(r).toEqual({ channel: 'offline', reference: 'ICBC2026111708351', status: 'refunded' });
  });
});

describe('a refund the provider cannot make', () => {
  it('stays refunding with the failure, and only then may be paid back offline', async () => {
    providerDown();
    try {
      const afsNo = await appliedAlipayRefund();
      const accepted = await consolePost('afs/accept', { afsNo });
      expect(accepted.json().data).toMatchObject({
        status: 'refunding',
        refund: {
          method: 'alipay',
          status: 'pending',
          channel: 'original',
          failure: '退款渠道暂时无法处理',
          offline: null,
        },
        actions: { seller: ['REFUND_OFFLINE'] },
      });
      // The rules of the record, each with its own words.
      const noAccount = await consolePost('afs/refund-offline', { afsNo, ...TRANSFER, account: ' 王' });
      expect([noAccount.statusCode, noAccount.json().message]).toEqual([400, OFFLINE_MESSAGES.account]);
      const badReference = await consolePost('afs/refund-offline', { afsNo, ...TRANSFER, reference: '转账' });
      expect([badReference.statusCode, badReference.json().message]).toEqual([
        400,
        OFFLINE_MESSAGES.reference,
      ]);

      const done = await consolePost('afs/refund-offline', { afsNo, ...TRANSFER });
      expect(done.json().data).toMatchObject({
        status: 'refunded',
        refund: {
          status: 'succeeded',
          channel: 'offline',
          failure: null,
          offline: { account: TRANSFER.account, reference: TRANSFER.reference, note: TRANSFER.note },
        },
        actions: { seller: [] },
      });
      expect(done.json().data.events.at(-1)).toMatchObject({ event: 'REFUND_OFFLINE', actor: 'seller' });
      // Counted on the order once; a second record is refused.
      const [order] = await sql<{ refunded: string }>(
        `SELECT o.refunded_amount::text AS refunded FROM mall_order o JOIN after_sale a ON a.order_id = o.id WHERE a.afs_no = $1`,
        [afsNo],
      );
      expect(order!.refunded).toBe('20.00');
      const again = await consolePost('afs/refund-offline', { afsNo, ...TRANSFER });
      expect([again.statusCode, again.json().message]).toEqual([409, STATUS_CHANGED]);
      // The buyer's page shows the offline variant.
      const mine = await call(t, buyer, 'GET', `/iiot/jcmall-afs/afs/detail?afsNo=${afsNo}`);
      expect(mine.json().data.refund).toMatchObject({
        channel: 'offline',
        offline: { reference: TRANSFER.reference },
      });
      // It names its store, where 联系客服 opens the conversation.
      const [request] = await sql<{ storeId: number }>(
        'SELECT store_id AS "storeId" FROM after_sale WHERE afs_no = $1',
        [afsNo],
      );
      expect(mine.json().data.storeId).toBe(Number(request!.storeId));
    } finally {
      providerUp();
    }
  });

  it('a refund still on its way through the provider cannot be recorded offline', async () => {
    const afsNo = await appliedAlipayRefund();
    await sql(`UPDATE after_sale SET status = 'refunding' WHERE afs_no = $1`, [afsNo]);
    await sql(
      `INSERT INTO refund (id, shop_id, after_sale_id, order_id, method, amount, points, status)
       SELECT 'R' || md5(random()::text), a.shop_id, a.id, a.order_id, 'alipay', a.amount, 0, 'pending'
         FROM after_sale a WHERE a.afs_no = $1`,
      [afsNo],
    );
    const res = await consolePost('afs/refund-offline', { afsNo, ...TRANSFER });
    expect([res.statusCode, res.json().message]).toEqual([409, OFFLINE_MESSAGES.notFailed]);
  });

  it('the sweeper sends a failed refund again a minute later, and it completes once', async () => {
    providerDown();
    const afsNo = await appliedAlipayRefund();
    await consolePost('afs/accept', { afsNo });
    providerUp();
    const ids = await sql<{ id: string }>(
      `SELECT r.id FROM refund r JOIN after_sale a ON a.id = r.after_sale_id WHERE a.afs_no = $1`,
      [afsNo],
    );
    // Not yet due: it was tried just now.
    expect((await refundsDue(t.db)).some((r) => r.refundId === ids[0]!.id)).toBe(false);
    await sql(`UPDATE refund SET last_attempt_at = now() - interval '2 minutes' WHERE id = $1`, [ids[0]!.id]);
    const due = (await refundsDue(t.db)).filter((r) => r.refundId === ids[0]!.id);
    expect(due).toHaveLength(1);
    expect(await sendProviderRefund(t.app, due[0]!)).toBe(true);
    expect(await sendProviderRefund(t.app, due[0]!)).toBe(true);
    const [after] = await sql<{ status: string; attempts: number; refunds: number }>(
      `SELECT a.status, r.attempts, (SELECT count(*)::int FROM refund x WHERE x.after_sale_id = a.id) AS refunds
         FROM after_sale a JOIN refund r ON r.after_sale_id = a.id WHERE a.afs_no = $1`,
      [afsNo],
    );
    expect(after).toMatchObject({ status: 'refunded', refunds: 1 });
    expect(after!.attempts).toBeGreaterThanOrEqual(2);
  });
});
