import Decimal from 'decimal.js';
import {
  nextAfterSaleStatus,
  type AfterSaleEventType,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '../../../../../machines/after-sales/after-sales.machine.ts';
import {
  AFTER_SALE_REASONS,
  NO_REASON,
  type Actor,
} from '../../../modules/after-sales/after-sales.service.ts';
import type { Queryable } from '../database.ts';
import { randInt, rngFor, type Rng } from './random.ts';

/**
 * After-sales requests of the demo buyers (buyer01 and person01 of DEMO) on their seeded orders
 * (orders.ts), so "my after-sales" shows a request in every state from the first start: applied,
 * awaitingReturn, returnShipped, refunding, refunded, refused, withdrawn and closed.
 *
 * Written as after-sales.service.ts would have written them: the request row, its after_sale_event history
 * in the order the machine (machines/after-sales/after-sales.machine.ts) allows, with the service's actors
 * and notes (the reason on APPLY and REFUSE, the sweeper's notes on MERCHANT_TIMEOUT and RETURN_OVERDUE),
 * and the refund row where one started. Refunds only on paid orders not yet shipped, returns on received
 * ones within the no-reason window; amounts the line's share of what was paid (all of it for the whole
 * line, proportional and rounded down for part of it), as the apply page offers.
 *
 * The orders were paid through the sandbox provider (Alipay or WeChat), so refunds go back that way: the
 * refunding request's refund is pending (waiting for the provider's callback, which no sweeper resends),
 * and the refunded one's succeeded through the callback (actor system) with completeRefund's writes: the
 * order's refunded_amount, and the returned goods back in stock with their ledger row. No balance or points
 * ledger (neither was used to pay), and, as orders.ts writes no sales tally for the seeded orders, no
 * negative tally for the units returned.
 *
 * Deadlines must outlive the sweepers: the applied request waits for the seller and the accepted return for
 * the buyer until 2099 (as orders.ts's far-away deadlines). Deterministic: fixed times derived from the
 * seeded orders, numbers drawn from the seed's own random helper.
 */

/** The far-away deadline of the open requests the sweeper would otherwise move. */
const FAR_DEADLINE = '2099-01-01T00:00:00+08:00';

const HOUR = 3_600_000;
/** How long after its deadline the sweeper (every 30 s) picked a request up. */
const SWEEP_LAG_MS = 25_000;
/** How long the sandbox took to call back after a refund went out. */
const CALLBACK_MS = 2_000;

/** The notes after-sales.service.ts writes with these events. */
const TIMEOUT_NOTE = '商家超时未处理，视为同意';
const OVERDUE_NOTE = '买家超时未寄回商品，售后关闭';

/** One change after the application: the event, who made it, and how many hours after the previous one. */
interface Step {
  event: Exclude<AfterSaleEventType, 'MERCHANT_TIMEOUT' | 'RETURN_OVERDUE'>;
  actor: Actor;
  hours: number;
}
/** A sweeper's change: at its deadline (plus the sweep's lag). */
interface SweptStep {
  event: 'MERCHANT_TIMEOUT' | 'RETURN_OVERDUE';
}

interface Planned {
  /** The state the request ends in (checked against the machine). */
  status: AfterSaleStatus;
  kind: AfterSaleKind;
  /** The order: the nth of the buyer's seeded orders (oldest first, outside the bin) in this status. */
  order: {
    status: 'pendingDelivery' | 'pendingReceipt' | 'pendingEvaluation' | 'evaluated' | 'completed';
    nth: number;
  };
  /** Which line (in id order; the last one when the order has fewer). */
  line: number;
  /** Units asked for, or all of the line. */
  quantity: number | 'all';
  reason: string;
  instructions: string;
  /** Hours after payment (refund) or receipt (return) the buyer applied. */
  appliedAfter: number;
  steps: Array<Step | SweptStep>;
  refuseReason?: string;
  returnCourier?: keyof typeof RETURN_COURIERS;
  /** The provider's refund failed and the seller paid it back by bank transfer (线下退款). */
  offline?: { error: string; account: string; reference: string; note: string };
}

const RETURN_COURIERS = { 顺丰速运: 'SF', 中通快递: 'ZT', 京东物流: 'JD' } as const;

/** Every demo buyer gets the same requests, on their own orders. */
const PLAN: Planned[] = [
  {
    status: 'closed',
    kind: 'returnRefund',
    order: { status: 'completed', nth: 0 },
    line: 0,
    quantity: 1,
    reason: NO_REASON,
    instructions: '型号买大了，包装未拆封',
    appliedAfter: 30,
    steps: [{ event: 'MERCHANT_TIMEOUT' }, { event: 'RETURN_OVERDUE' }],
  },
  {
    status: 'refused',
    kind: 'returnRefund',
    order: { status: 'evaluated', nth: 0 },
    line: 0,
    quantity: 'all',
    reason: '商品与描述不符',
    instructions: '颜色与详情页图片差别较大',
    appliedAfter: 50,
    steps: [{ event: 'REFUSE', actor: 'seller', hours: 8 }],
    refuseReason:
      '商品与详情页描述一致，色差属于拍摄光线所致，且商品已使用，不影响二次销售的退货请恕无法受理',
  },
  {
    status: 'returnShipped',
    kind: 'returnRefund',
    order: { status: 'evaluated', nth: 0 },
    line: 1,
    quantity: 1,
    reason: '收到商品破损',
    instructions: '外箱挤压，其中一件边角开裂',
    appliedAfter: 28,
    steps: [
      { event: 'ACCEPT', actor: 'seller', hours: 5 },
      { event: 'SHIP_RETURN', actor: 'buyer', hours: 20 },
    ],
    returnCourier: '中通快递',
  },
  {
    status: 'awaitingReturn',
    kind: 'returnRefund',
    order: { status: 'pendingEvaluation', nth: 0 },
    line: 0,
    quantity: 1,
    reason: NO_REASON,
    instructions: '',
    appliedAfter: 30,
    steps: [{ event: 'ACCEPT', actor: 'seller', hours: 6 }],
  },
  {
    status: 'refunded',
    kind: 'returnRefund',
    order: { status: 'completed', nth: 1 },
    line: 0,
    quantity: 2,
    reason: '商品质量问题',
    instructions: '两件通电后无反应，已拍照留存',
    appliedAfter: 26,
    steps: [
      { event: 'ACCEPT', actor: 'seller', hours: 4 },
      { event: 'SHIP_RETURN', actor: 'buyer', hours: 18 },
      { event: 'RECEIVE_RETURN', actor: 'seller', hours: 44 },
      { event: 'REFUND_SUCCEEDED', actor: 'system', hours: CALLBACK_MS / HOUR },
    ],
    returnCourier: '顺丰速运',
  },
  {
    status: 'applied',
    kind: 'refund',
    order: { status: 'pendingDelivery', nth: 0 },
    line: 0,
    quantity: 'all',
    reason: '拍错了/多拍了',
    instructions: '规格选错了，重新下单',
    appliedAfter: 22.5,
    steps: [],
  },
  {
    status: 'withdrawn',
    kind: 'refund',
    order: { status: 'pendingDelivery', nth: 0 },
    line: 1,
    quantity: 'all',
    reason: '不想要了',
    instructions: '',
    appliedAfter: 2,
    steps: [{ event: 'WITHDRAW', actor: 'buyer', hours: 3 }],
  },
  {
    status: 'refunding',
    kind: 'refund',
    order: { status: 'pendingDelivery', nth: 1 },
    line: 0,
    quantity: 'all',
    reason: '商家未按约定时间发货',
    instructions: '项目等着用，商家迟迟不发货',
    appliedAfter: 14,
    steps: [{ event: 'ACCEPT', actor: 'seller', hours: 3 }],
  },
  {
    status: 'refunded',
    kind: 'refund',
    order: { status: 'pendingReceipt', nth: 1 },
    line: 0,
    quantity: 1,
    reason: '协商一致退款',
    instructions: '与商家协商，少要一件',
    appliedAfter: 30,
    steps: [
      { event: 'ACCEPT', actor: 'seller', hours: 2 },
      { event: 'REFUND_OFFLINE', actor: 'seller', hours: 26 },
    ],
    offline: {
      error: '原交易已超过可退款期限',
      account: '中国工商银行 尾号3721',
      reference: 'ICBC2026111708351',
      note: '已按买家提供的对公账户转账',
    },
  },
];

const BUYERS = ['buyer01', 'person01'];

interface SeededOrder {
  id: number;
  status: string;
  storeId: number;
  payMethod: 'alipay' | 'wechat';
  payAmount: string;
  goodsAmount: string;
  shippingFee: string;
  paidAt: Date;
  receivedAt: Date | null;
}

interface SeededLine {
  id: number;
  orderId: number;
  skuId: number;
  quantity: string;
  amount: string;
}

const iso = (d: Date) => d.toISOString();
const hex = (rng: Rng, bytes: number) =>
  Array.from({ length: bytes }, () => randInt(rng, 0, 255).toString(16).padStart(2, '0')).join('');
/** AS + the application's date (UTC, as the service's clock) + 10 hex digits (after-sales.service.ts). */
const afsNo = (rng: Rng, at: Date) =>
  `AS${iso(at).slice(0, 10).replace(/-/g, '')}${hex(rng, 5).toUpperCase()}`;

/** The part of what was paid a line stands for (after-sales.service.ts lineShare). */
function lineShare(o: SeededOrder, l: SeededLine): Decimal {
  const goods = new Decimal(o.goodsAmount);
  if (goods.isZero()) return new Decimal(0);
  const paidForGoods = Decimal.max(new Decimal(o.payAmount).minus(o.shippingFee), 0);
  return new Decimal(l.amount).mul(paidForGoods).div(goods).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

export async function seedAfterSales(q: Queryable): Promise<void> {
  const { rows: config } = await q.query<{ answer: number; returnShip: number }>(
    `SELECT merchant_answer_seconds AS answer, return_ship_seconds AS "returnShip"
       FROM base_config WHERE shop_id = 'DEMO'`,
  );
  const { answer, returnShip } = config[0] ?? { answer: 172_800, returnShip: 604_800 };
  let waybill = 0;

  for (const userName of BUYERS) {
    const rng = rngFor('DEMO', 'after-sales', userName);
    const { rows: users } = await q.query<{ id: number; mobile: string }>(
      `SELECT id, mobile FROM app_user WHERE shop_id = 'DEMO' AND user_name = $1`,
      [userName],
    );
    const user = users[0];
    if (!user) throw new Error(`seed: no ${userName} in DEMO for the after-sales requests`);
    const { rows: orders } = await q.query<SeededOrder>(
      `SELECT id, status, store_id AS "storeId", pay_method AS "payMethod", pay_amount::text AS "payAmount",
              goods_amount::text AS "goodsAmount", shipping_fee::text AS "shippingFee", paid_at AS "paidAt",
              received_at AS "receivedAt"
         FROM mall_order
        WHERE shop_id = 'DEMO' AND user_id = $1 AND paid_at IS NOT NULL AND recycled_at IS NULL
        ORDER BY created_at, id`,
      [user.id],
    );
    const { rows: lines } = await q.query<SeededLine>(
      `SELECT l.id, l.order_id AS "orderId", l.sku_id AS "skuId", trim_scale(l.quantity)::text AS quantity,
              l.amount::text AS amount
         FROM order_line l JOIN mall_order o ON o.id = l.order_id
        WHERE o.user_id = $1 ORDER BY l.id`,
      [user.id],
    );

    for (const plan of PLAN) {
      const order = orders.filter((o) => o.status === plan.order.status)[plan.order.nth];
      if (!order) throw new Error(`seed: ${userName} has no ${plan.order.status} order #${plan.order.nth}`);
      const ofOrder = lines.filter((l) => l.orderId === order.id);
      const line = ofOrder[Math.min(plan.line, ofOrder.length - 1)]!;
      const quantity = plan.quantity === 'all' ? new Decimal(line.quantity) : new Decimal(plan.quantity);
      if (quantity.gt(line.quantity)) throw new Error(`seed: after-sales quantity over line ${line.id}`);
      const share = lineShare(order, line);
      const amount = quantity.eq(line.quantity)
        ? share
        : share.mul(quantity).div(line.quantity).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      if (!AFTER_SALE_REASONS[plan.kind].includes(plan.reason))
        throw new Error(`seed: bad reason ${plan.reason}`);

      // Replays the request through the machine, collecting what each change writes.
      const since = plan.kind === 'refund' ? order.paidAt : order.receivedAt;
      if (!since) throw new Error(`seed: order ${order.id} was not received`);
      const applied = new Date(new Date(since).getTime() + plan.appliedAfter * HOUR);
      const events: Array<{
        event: string;
        from: AfterSaleStatus | null;
        to: AfterSaleStatus;
        actor: Actor;
        note: string;
        at: Date;
      }> = [{ event: 'APPLY', from: null, to: 'applied', actor: 'buyer', note: plan.reason, at: applied }];
      const answerDue = new Date(applied.getTime() + answer * 1000);
      let status: AfterSaleStatus = 'applied';
      let at = applied;
      let returnDue: Date | null = null;
      let returnShipped: { courier: string; waybill: string; at: Date } | null = null;
      let refundStarted: Date | null = null;
      let refunded: Date | null = null;
      for (const step of plan.steps) {
        const to = nextAfterSaleStatus(status, plan.kind, step.event);
        if (!to) throw new Error(`seed: ${step.event} does not apply to a ${plan.kind} request in ${status}`);
        let actor: Actor;
        let note = '';
        if ('actor' in step) {
          at = new Date(at.getTime() + step.hours * HOUR);
          actor = step.actor;
        } else {
          const due = step.event === 'MERCHANT_TIMEOUT' ? answerDue : returnDue;
          if (!due) throw new Error(`seed: ${step.event} without a deadline`);
          at = new Date(due.getTime() + SWEEP_LAG_MS);
          actor = 'system';
          note = step.event === 'MERCHANT_TIMEOUT' ? TIMEOUT_NOTE : OVERDUE_NOTE;
        }
        if (step.event === 'REFUSE') note = plan.refuseReason ?? '';
        if (step.event === 'REFUND_OFFLINE' && plan.offline)
          note = `${plan.offline.account} ${plan.offline.reference}`;
        if (to === 'awaitingReturn') returnDue = new Date(at.getTime() + returnShip * 1000);
        if (step.event === 'SHIP_RETURN') {
          const courier = plan.returnCourier ?? '顺丰速运';
          waybill += 1;
          returnShipped = {
            courier,
            waybill: `${RETURN_COURIERS[courier]}${String(7_700_000_000 + waybill * 53)}`,
            at,
          };
        }
        if (to === 'refunding') refundStarted = at;
        if (to === 'refunded') refunded = at;
        events.push({ event: step.event, from: status, to, actor, note, at });
        status = to;
      }
      if (status !== plan.status) throw new Error(`seed: the request ends ${status}, not ${plan.status}`);
      // What the sweeper would move waits for the far-away deadline instead.
      const answerDueAt = status === 'applied' ? FAR_DEADLINE : iso(answerDue);
      const returnDueAt = status === 'awaitingReturn' ? FAR_DEADLINE : returnDue && iso(returnDue);

      const no = afsNo(rng, applied);
      const { rows: afs } = await q.query<{ id: number }>(
        `INSERT INTO after_sale (shop_id, afs_no, order_id, order_line_id, user_id, store_id, kind, status, reason,
                                 quantity, amount, instructions, pictures, phone, return_courier, return_waybill,
                                 return_shipped_at, refuse_reason, answer_due_at, return_due_at, refunded_at,
                                 created_at, updated_at)
         VALUES ('DEMO', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '[]'::jsonb, $12, $13, $14, $15, $16, $17,
                 $18, $19, $20, $21)
         RETURNING id`,
        [
          no,
          order.id,
          line.id,
          user.id,
          order.storeId,
          plan.kind,
          status,
          plan.reason,
          quantity.toString(),
          amount.toFixed(2),
          plan.instructions,
          user.mobile,
          returnShipped?.courier ?? null,
          returnShipped?.waybill ?? null,
          returnShipped ? iso(returnShipped.at) : null,
          status === 'refused' ? (plan.refuseReason ?? null) : null,
          answerDueAt,
          returnDueAt,
          refunded ? iso(refunded) : null,
          iso(applied),
          iso(at),
        ],
      );
      const afterSaleId = afs[0]!.id;
      await q.query(
        `INSERT INTO after_sale_event (shop_id, after_sale_id, event, from_status, to_status, actor, note, created_at)
         SELECT 'DEMO', $1, e.event, e.from_status, e.to_status, e.actor, e.note, e.at
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) WITH ORDINALITY
             AS e(event, from_status, to_status, actor, note, at, n)
          ORDER BY e.n`,
        [
          afterSaleId,
          events.map((e) => e.event),
          events.map((e) => e.from),
          events.map((e) => e.to),
          events.map((e) => e.actor),
          events.map((e) => e.note),
          events.map((e) => iso(e.at)),
        ],
      );

      if (!refundStarted) continue;
      // startRefund: the money goes back the way it came, through the provider (no points for a provider).
      const refundId = `R${hex(rng, 16)}`;
      const offline = plan.offline;
      await q.query(
        `INSERT INTO refund (id, shop_id, after_sale_id, order_id, method, amount, points, status,
                             provider_refund_id, created_at, succeeded_at, channel, attempts, last_attempt_at,
                             last_error, offline_account, offline_reference, offline_note, offline_by)
         VALUES ($1, 'DEMO', $2, $3, $4, $5, 0, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                 (SELECT user_id FROM store_staff WHERE store_id = $17 AND role = 'owner' LIMIT 1))`,
        [
          refundId,
          afterSaleId,
          order.id,
          order.payMethod,
          amount.toFixed(2),
          refunded ? 'succeeded' : 'pending',
          refunded && !offline ? `SBXR${refunded.getTime()}${hex(rng, 8)}` : null,
          iso(refundStarted),
          refunded ? iso(refunded) : null,
          offline ? 'offline' : 'original',
          offline ? 1 : 0,
          offline ? iso(refundStarted) : null,
          offline?.error ?? null,
          offline?.account ?? null,
          offline?.reference ?? null,
          offline?.note ?? '',
          order.storeId,
        ],
      );
      if (!refunded) continue;
      // completeRefund: counted on the order; the goods back in stock for a return or an undelivered order.
      await q.query('UPDATE mall_order SET refunded_amount = refunded_amount + $2 WHERE id = $1', [
        order.id,
        amount.toFixed(2),
      ]);
      if (plan.kind === 'returnRefund' || order.status === 'pendingDelivery') {
        const units = quantity.ceil().toNumber();
        await q.query('UPDATE sku_stock SET stock = stock + $2 WHERE sku_id = $1', [line.skuId, units]);
        await q.query(
          `INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id, created_at)
           VALUES ('DEMO', $1, $2, 'afterSale', $3, $4)`,
          [line.skuId, units, order.id, iso(refunded)],
        );
      }
    }
  }
}
