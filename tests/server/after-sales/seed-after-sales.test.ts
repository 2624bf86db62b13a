import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_SALE_STATUSES,
  nextAfterSaleStatus,
  type AfterSaleEventType,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '../../../machines/after-sales/after-sales.machine.ts';
import { openDatabase, type Database } from '../../../server/src/platform/db/database.ts';
import { migrate } from '../../../server/src/platform/db/migrate.ts';
import { seed } from '../../../server/src/platform/db/seed/index.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import { call } from '../fixtures/orders.ts';

/**
 * The demo after-sales requests (server/src/platform/db/seed/after-sales.ts): buyer01 and person01 of DEMO
 * each have one in every state, their detail answers it with a history the machine allows, the refunded
 * one's money and stock agree with its refund, the sweeper finds nothing due, and a second seed writes
 * the same requests. Runs on PGlite and on PostgreSQL (DATABASE_URL).
 */

const AFS = '/iiot/jcmall-afs/afs';
const BUYERS = ['buyer01', 'person01'];
const FAR = '2098-12-31T16:00:00.000Z';
// A whole second seed runs in ~20 s on an idle machine; the timeout leaves room for a loaded CI host.
const SLOW = 180_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sql<R = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<R[]> {
  return (await t.db.owner((q) => q.query<R>(text, params))).rows;
}

interface Detail {
  afsNo: string;
  orderNo: string;
  kind: AfterSaleKind;
  status: AfterSaleStatus;
  quantity: string;
  amount: string;
  reason: string;
  returnCourier: string | null;
  returnWaybill: string | null;
  refuseReason: string | null;
  answerDueAt: string | null;
  returnDueAt: string | null;
  refundedAt: string | null;
  createdAt: string;
  payMethod: string | null;
  refund: {
    method: string;
    amount: string;
    points: number;
    status: string;
    channel: string;
    failure: string | null;
    offline: { account: string; reference: string; note: string; at: string } | null;
  } | null;
  events: Array<{
    event: AfterSaleEventType;
    toStatus: AfterSaleStatus;
    actor: string;
    note: string;
    at: string;
  }>;
}

async function requestsOf(userName: string) {
  return sql<{ afsNo: string; status: AfterSaleStatus }>(
    // Requests on goods to ship (the service vouchers' requests are seeded and tested with the vouchers).
    `SELECT a.afs_no AS "afsNo", a.status FROM after_sale a JOIN app_user u ON u.id = a.user_id
       JOIN order_line l ON l.id = a.order_line_id
      WHERE u.shop_id = 'DEMO' AND u.user_name = $1 AND l.goods_kind = 1 ORDER BY a.id`,
    [userName],
  );
}

describe('the demo after-sales requests', () => {
  it('give buyer01 and person01 a request in every state, each with its history in the detail', async () => {
    for (const userName of BUYERS) {
      const token = await t.login('DEMO', userName);
      const mine = await requestsOf(userName);
      // Every state once, and a second refunded one: paid back offline after the provider failed.
      expect([userName, mine.map((r) => r.status).sort()]).toEqual([
        userName,
        [...AFTER_SALE_STATUSES, 'refunded'].sort(),
      ]);
      for (const { afsNo, status } of mine) {
        const res = await call(t, token, 'GET', `${AFS}/detail?afsNo=${afsNo}`);
        expect(res.statusCode, res.body).toBe(200);
        const d = res.json().data as Detail;
        expect(d).toMatchObject({ afsNo, status });
        expect(afsNo).toMatch(/^AS[0-9]{8}[0-9A-F]{10}$/);
        expect(afsNo.slice(2, 10)).toBe(d.createdAt.slice(0, 10).replace(/-/g, ''));

        // The history replays through the machine, from APPLY (with the reason) to the request's status.
        expect(d.events[0]).toMatchObject({
          event: 'APPLY',
          toStatus: 'applied',
          actor: 'buyer',
          note: d.reason,
        });
        expect(d.events[0]!.at).toBe(d.createdAt);
        let at: AfterSaleStatus = 'applied';
        for (const e of d.events.slice(1)) {
          expect([afsNo, e.event, nextAfterSaleStatus(at, d.kind, e.event)]).toEqual([
            afsNo,
            e.event,
            e.toStatus,
          ]);
          at = e.toStatus;
        }
        expect(at).toBe(status);
        const times = d.events.map((e) => e.at);
        expect(times).toEqual([...times].sort());
        expect(times.at(-1)! < new Date().toISOString()).toBe(true);

        // Refunds before shipping, returns after receipt; each within its line.
        const [o] = await sql<{ status: string; lineQuantity: string; lineAmount: string }>(
          `SELECT o.status, trim_scale(l.quantity)::text AS "lineQuantity", l.amount::text AS "lineAmount"
             FROM after_sale a JOIN mall_order o ON o.id = a.order_id JOIN order_line l ON l.id = a.order_line_id
            WHERE a.afs_no = $1`,
          [afsNo],
        );
        // A refund only before the goods arrive (unshipped or on their way), a return after receipt.
        expect(
          d.kind === 'refund'
            ? ['pendingDelivery', 'pendingReceipt']
            : ['pendingEvaluation', 'evaluated', 'completed'],
        ).toContain(o!.status);
        expect(Number(d.quantity)).toBeLessThanOrEqual(Number(o!.lineQuantity));
        expect(Number(d.amount)).toBeGreaterThan(0);
        expect(Number(d.amount)).toBeLessThanOrEqual(Number(o!.lineAmount));

        const actors = d.events.map((e) => `${e.event}:${e.actor}`);
        switch (status) {
          case 'applied':
            expect(d.answerDueAt).toBe(FAR);
            expect(d.refund).toBeNull();
            break;
          case 'awaitingReturn':
            expect(actors).toEqual(['APPLY:buyer', 'ACCEPT:seller']);
            expect(d.returnDueAt).toBe(FAR);
            break;
          case 'returnShipped':
            expect(actors).toEqual(['APPLY:buyer', 'ACCEPT:seller', 'SHIP_RETURN:buyer']);
            expect(d.returnCourier).toBeTruthy();
            expect(d.returnWaybill).toMatch(/^[A-Za-z0-9-]{6,30}$/);
            expect(d.refund).toBeNull();
            break;
          case 'refunding':
            expect(d.refund).toMatchObject({ method: d.payMethod, amount: d.amount, status: 'pending' });
            break;
          case 'refunded':
            if (d.refund?.channel === 'offline') {
              // The provider failed; the seller paid it back by bank transfer (the offline variant).
              expect(actors.at(-1)).toBe('REFUND_OFFLINE:seller');
              expect(d.refund).toMatchObject({ status: 'succeeded', failure: null });
              expect(d.refund.offline).toMatchObject({
                reference: expect.stringMatching(/^[A-Za-z0-9-]{6,40}$/),
              });
              expect(d.refund.offline!.at).toBe(d.refundedAt);
            } else {
              expect(actors.at(-1)).toBe('REFUND_SUCCEEDED:system');
              expect(d.refund).toEqual({
                method: d.payMethod,
                amount: d.amount,
                points: 0,
                status: 'succeeded',
                channel: 'original',
                failure: null,
                offline: null,
              });
            }
            expect(d.refundedAt).toBe(d.events.at(-1)!.at);
            break;
          case 'refused':
            expect(d.refuseReason).toBeTruthy();
            expect(d.events.at(-1)).toMatchObject({ event: 'REFUSE', actor: 'seller', note: d.refuseReason });
            break;
          case 'withdrawn':
            expect(actors.at(-1)).toBe('WITHDRAW:buyer');
            break;
          case 'closed':
            expect(d.events.at(-1)).toMatchObject({ event: 'RETURN_OVERDUE', actor: 'system' });
            break;
        }

        // The list shows it under its status.
        const list = await call(t, token, 'GET', `${AFS}/list?status=${status}&size=50`);
        expect(list.json().data.records.map((r: { afsNo: string }) => r.afsNo)).toContain(afsNo);
      }
    }
  });

  it('counts the refunded money on its order and brings the returned goods back to stock', async () => {
    for (const userName of BUYERS) {
      const [r] = await sql<{
        afsNo: string;
        amount: string;
        quantity: string;
        refund: string;
        refundStatus: string;
        refunded: string;
        succeededAt: Date;
        refundedAt: Date;
        stockBack: string;
      }>(
        `SELECT a.afs_no AS "afsNo", a.amount::text AS amount, trim_scale(a.quantity)::text AS quantity,
                r.amount::text AS refund, r.status AS "refundStatus", o.refunded_amount::text AS refunded,
                r.succeeded_at AS "succeededAt", a.refunded_at AS "refundedAt",
                (SELECT sum(k.change)::text FROM stock_ledger k
                  WHERE k.order_id = o.id AND k.sku_id = l.sku_id AND k.reason = 'afterSale') AS "stockBack"
           FROM after_sale a JOIN app_user u ON u.id = a.user_id JOIN refund r ON r.after_sale_id = a.id
           JOIN mall_order o ON o.id = a.order_id JOIN order_line l ON l.id = a.order_line_id
          WHERE u.shop_id = 'DEMO' AND u.user_name = $1 AND a.status = 'refunded'`,
        [userName],
      );
      expect(r).toMatchObject({ refundStatus: 'succeeded', refund: r!.amount, refunded: r!.amount });
      expect(r!.stockBack).toBe(r!.quantity);
      expect(r!.succeededAt.getTime()).toBe(r!.refundedAt.getTime());
      // A provider refund: no balance or points credited.
      const ledgers = await sql<{ n: number }>(
        `SELECT (SELECT count(*) FROM balance_ledger b JOIN after_sale a ON a.id = b.after_sale_id WHERE a.afs_no = $1)
              + (SELECT count(*) FROM points_ledger p JOIN after_sale a ON a.id = p.after_sale_id WHERE a.afs_no = $1)
                AS n`,
        [r!.afsNo],
      );
      expect(Number(ledgers[0]!.n)).toBe(0);
    }
    // No other order of theirs counts a refund.
    const [others] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM mall_order o
        WHERE o.refunded_amount <> COALESCE((SELECT sum(r.amount) FROM refund r
                                              WHERE r.order_id = o.id AND r.status = 'succeeded'), 0)`,
    );
    expect(others!.n).toBe(0);
  });

  it('keeps one open request per line and leaves the sweeper nothing due', async () => {
    const [due] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM after_sale
        WHERE (status = 'applied' AND answer_due_at <= now()) OR (status = 'awaitingReturn' AND return_due_at <= now())`,
    );
    expect(due!.n).toBe(0);
    const open = await sql<{ line: number }>(
      `SELECT a.order_line_id AS line FROM after_sale a JOIN order_line l ON l.id = a.order_line_id
        WHERE a.status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding') AND l.goods_kind = 1`,
    );
    expect(open).toHaveLength(8);
    expect(new Set(open.map((o) => o.line)).size).toBe(8);
  });

  it(
    'is deterministic: a second seed writes the same requests, histories and refunds',
    async () => {
      const fingerprint = async (db: Database) =>
        db.owner(async (q) => {
          const { rows } = await q.query<{ afs: string; events: string; refunds: string; stock: string }>(
            `SELECT
               (SELECT md5(string_agg(x, E'\\n' ORDER BY x)) FROM (
                  SELECT concat_ws('|', a.afs_no, o.order_no, l.sku_id, a.kind, a.status, a.reason, a.quantity,
                                   a.amount, a.instructions, a.phone, a.return_courier, a.return_waybill,
                                   a.refuse_reason, extract(epoch FROM a.return_shipped_at),
                                   extract(epoch FROM a.answer_due_at), extract(epoch FROM a.return_due_at),
                                   extract(epoch FROM a.refunded_at), extract(epoch FROM a.created_at),
                                   extract(epoch FROM a.updated_at), o.refunded_amount) AS x
                    FROM after_sale a JOIN mall_order o ON o.id = a.order_id JOIN order_line l ON l.id = a.order_line_id) s) AS afs,
               (SELECT md5(string_agg(x, E'\\n' ORDER BY x)) FROM (
                  SELECT concat_ws('|', a.afs_no, e.event, e.from_status, e.to_status, e.actor, e.note,
                                   extract(epoch FROM e.created_at)) AS x
                    FROM after_sale_event e JOIN after_sale a ON a.id = e.after_sale_id) s) AS events,
               (SELECT md5(string_agg(x, E'\\n' ORDER BY x)) FROM (
                  SELECT concat_ws('|', r.id, a.afs_no, r.method, r.amount, r.points, r.status, r.provider_refund_id,
                                   extract(epoch FROM r.created_at), extract(epoch FROM r.succeeded_at)) AS x
                    FROM refund r JOIN after_sale a ON a.id = r.after_sale_id) s) AS refunds,
               (SELECT md5(string_agg(x, E'\\n' ORDER BY x)) FROM (
                  SELECT concat_ws('|', k.sku_id, k.change, extract(epoch FROM k.created_at)) AS x
                    FROM stock_ledger k WHERE k.reason = 'afterSale') s) AS stock`,
          );
          return rows[0];
        });
      const other = await openDatabase({});
      try {
        await migrate(other);
        await seed(other);
        expect(await fingerprint(other)).toEqual(await fingerprint(t.db));
      } finally {
        await other.close();
      }
    },
    SLOW,
  );
});
