import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  afterSaleActions,
  nextAfterSaleStatus,
  type AfterSaleEventType,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '../../../../machines/after-sales/after-sales.machine.ts';
import { nextOrderStatus, type OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components as BuyerComponents } from '../../../../openapi/generated/after-sales.ts';
import type { components } from '../../../../openapi/generated/console.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { requestHash } from '../orders/idempotency.service.ts';
import { POINTS_PER_YUAN } from '../orders/pricing.service.ts';

/** Spec §8: what a buyer reads where a good cannot be refunded. */
export const NOT_SUPPORTED = '该商品不支持退款申请';
export const STATUS_CHANGED = '售后状态已变更，请刷新后查看';
export const ALREADY_OPEN = '该商品已有进行中的售后申请';
/** Why an order closed on its own: every line was refunded in full before receipt. */
export const ALL_REFUNDED = '全部商品已退款，订单关闭';

/** The kinds as the pages name them. */
const KIND_NAMES: Record<AfterSaleKind, string> = { refund: '仅退款', returnRefund: '退货退款' };

/** The apply and return pages' messages (spec §5), one per rule a field breaks. */
export const AFS_MESSAGES = {
  kind: (kinds: readonly AfterSaleKind[]) => `该商品当前仅支持${kinds.map((k) => KIND_NAMES[k]).join('或')}`,
  reason: '请选择退款原因',
  quantityFormat: '请输入正确的退货数量',
  quantityScale: (scale: number) => (scale === 0 ? '退货数量必须为整数' : `退货数量最多${scale}位小数`),
  quantityRange: '退货数量至少为1且不能超过购买数量',
  quantityLeft: (left: string) => `退货数量不能超过可退数量${left}`,
  amountMissing: '请填写退款金额',
  amountFormat: '请输入正确的退款金额（最多两位小数）',
  amountPositive: '退款金额必须大于0',
  amountMax: (max: string) => `退款金额不能超过最多可退金额¥${max}`,
  instructionsBlank: '退款说明不能全为空格',
  instructionsLong: '退款说明不能超过200字',
  picturesMany: '最多上传5张凭证图片',
  picturesMissing: '凭证图片不存在，请重新上传',
  phone: '请输入正确的手机号',
  courierMissing: '请填写物流公司',
  courierLong: '物流公司不能超过20个字',
  waybillMissing: '请填写物流单号',
  waybillFormat: '请填写正确的物流单号（6-30位字母、数字或-）',
} as const;

/** The reason that only the no-reason return window offers. */
export const NO_REASON = '七天无理由退货';

/** The reasons a buyer chooses from (by kind). */
export const AFTER_SALE_REASONS: Record<AfterSaleKind, readonly string[]> = {
  refund: ['不想要了', '拍错了/多拍了', '商家未按约定时间发货', '协商一致退款', '其他'],
  returnRefund: [NO_REASON, '商品质量问题', '商品与描述不符', '收到商品破损', '发错货/少发货', '其他'],
};

export const MAX_INSTRUCTIONS = 200;
export const MAX_PICTURES = 5;
const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PHONE = /^1[3-9][0-9]{9}$/;
const WAYBILL = /^[A-Za-z0-9-]{6,30}$/;

/** A request as the after-sales pages show it (openapi console.yaml AfterSaleDetail). */
export type AfterSaleDetail = components['schemas']['AfterSaleDetail'];
/** The buyer's view of a request: the seller's, with where to send a return and how the money goes back. */
export type BuyerAfterSaleDetail = BuyerComponents['schemas']['AfterSaleDetail'];
/** What the apply page may offer on one line (openapi after-sales.yaml AfterSaleEligibility). */
export type Eligibility = BuyerComponents['schemas']['AfterSaleEligibility'];

/** Actor of a change, for the request's history. */
export type Actor = 'buyer' | 'seller' | 'system';

interface LineFacts {
  orderId: number;
  orderNo: string;
  orderStatus: OrderStatus;
  userId: number;
  storeId: number;
  payMethod: 'alipay' | 'wechat' | 'balance' | 'points' | null;
  payAmount: string;
  refundedAmount: string;
  goodsAmount: string;
  shippingFee: string;
  receivedAt: Date | null;
  noReasonDays: number;
  decimalScale: number;
  mobile: string;
  lineId: number;
  skuId: number;
  name: string;
  mainImg: string;
  quantity: string;
  amount: string;
  /** Quantity and amount of this line already refunded or being refunded. */
  takenQuantity: string;
  takenAmount: string;
  open: boolean;
}

/** One line of one of the user's orders (another user's, or none: 404, as the order detail answers). */
async function lineFacts(
  q: Queryable,
  orderNo: string,
  lineId: number,
  userId: number | null,
): Promise<LineFacts> {
  const { rows } = await q.query<LineFacts>(
    `SELECT o.id AS "orderId", o.order_no AS "orderNo", o.status AS "orderStatus", o.user_id AS "userId",
            o.store_id AS "storeId", o.pay_method AS "payMethod", o.pay_amount::text AS "payAmount",
            o.refunded_amount::text AS "refundedAmount", o.goods_amount::text AS "goodsAmount",
            o.shipping_fee::text AS "shippingFee", o.received_at AS "receivedAt",
            COALESCE(c.no_reason_return_days, 7) AS "noReasonDays", COALESCE(c.decimal_scale, 0)::int AS "decimalScale",
            u.mobile, l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg",
            trim_scale(l.quantity)::text AS quantity, l.amount::text AS amount,
            COALESCE(a.quantity, 0)::text AS "takenQuantity", COALESCE(a.amount, 0)::text AS "takenAmount",
            COALESCE(a.open, false) AS open
       FROM mall_order o
       JOIN order_line l ON l.order_id = o.id AND l.id = $2
       JOIN app_user u ON u.id = o.user_id
       LEFT JOIN base_config c ON c.shop_id = o.shop_id
       LEFT JOIN LATERAL (
         SELECT trim_scale(sum(quantity) FILTER (WHERE status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding', 'refunded'))) AS quantity,
                sum(amount) FILTER (WHERE status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding', 'refunded')) AS amount,
                bool_or(status IN ('applied', 'awaitingReturn', 'returnShipped', 'refunding')) AS open
           FROM after_sale WHERE order_line_id = l.id) a ON true
      WHERE o.order_no = $1 AND ($3::bigint IS NULL OR o.user_id = $3) AND o.deleted_at IS NULL`,
    [orderNo, lineId, userId],
  );
  if (!rows[0]) throw notFound('订单或商品不存在');
  return rows[0];
}

/** The part of the order's payment a line stands for: its goods amount, less its share of the discounts. */
function lineShare(f: LineFacts): Decimal {
  const goods = new Decimal(f.goodsAmount);
  if (goods.isZero()) return new Decimal(0);
  const paidForGoods = Decimal.max(new Decimal(f.payAmount).minus(f.shippingFee), 0);
  return new Decimal(f.amount).mul(paidForGoods).div(goods).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

const RECEIVED: readonly OrderStatus[] = ['pendingEvaluation', 'evaluated', 'completed'];

/**
 * The no-reason return window: before receipt it has not started (a parcel on its way may still be sent
 * back); from receipt it lasts the shop's no_reason_return_days. Before shipping there is nothing to return.
 */
function noReasonReturn(f: LineFacts, now: Date): Eligibility['noReasonReturn'] {
  const until = f.receivedAt ? new Date(f.receivedAt.getTime() + f.noReasonDays * 86_400_000) : null;
  const applies =
    f.orderStatus === 'pendingReceipt' ||
    (RECEIVED.includes(f.orderStatus) && until !== null && now.getTime() <= until.getTime());
  return { applies, days: f.noReasonDays, until: until?.toISOString() ?? null };
}

/**
 * What the buyer may ask for on one line now, or why nothing: refund only before shipping; refund or
 * return and refund while the parcel is on its way; return and refund within the no-reason window after
 * receipt. One open request per line, and never more than the line's part of what was paid.
 */
function eligibilityOf(f: LineFacts, now = new Date()): Eligibility {
  const window = noReasonReturn(f, now);
  const reasons = {
    refund: [...AFTER_SALE_REASONS.refund],
    returnRefund: AFTER_SALE_REASONS.returnRefund.filter((r) => window.applies || r !== NO_REASON),
  };
  const base = {
    reasons,
    payMethod: f.payMethod,
    decimalScale: f.decimalScale,
    noReasonReturn: window,
    phone: f.mobile,
    line: {
      orderNo: f.orderNo,
      lineId: f.lineId,
      skuId: f.skuId,
      name: f.name,
      mainImg: f.mainImg,
      quantity: f.quantity,
      amount: f.amount,
    },
  };
  const refuse = (message: string): Eligibility => ({
    ...base,
    eligible: false,
    message,
    kinds: [],
    maxQuantity: '0',
    maxAmount: '0.00',
    unitAmount: '0.00',
  });
  const kinds: AfterSaleKind[] =
    f.orderStatus === 'pendingDelivery'
      ? ['refund']
      : f.orderStatus === 'pendingReceipt'
        ? ['refund', 'returnRefund']
        : RECEIVED.includes(f.orderStatus) && window.applies
          ? ['returnRefund']
          : [];
  const quantityLeft = new Decimal(f.quantity).minus(f.takenQuantity);
  const share = lineShare(f);
  const orderLeft = new Decimal(f.payAmount).minus(f.refundedAmount);
  const amountLeft = Decimal.min(share.minus(f.takenAmount), orderLeft);
  const allRefunded = quantityLeft.lte(0) || amountLeft.lte(0);
  // A line refunded in full says so, also once its order has closed for it (REFUND_ALL).
  if (f.payMethod !== null && !f.open && allRefunded) return refuse('该商品已全部退款');
  if (kinds.length === 0 || f.payMethod === null) return refuse(NOT_SUPPORTED);
  if (f.open) return refuse(ALREADY_OPEN);
  return {
    ...base,
    eligible: true,
    message: '',
    kinds,
    maxQuantity: quantityLeft.toString(),
    maxAmount: amountLeft.toFixed(2),
    unitAmount: share.div(f.quantity).toFixed(2, Decimal.ROUND_DOWN),
  };
}

export async function eligibility(
  q: Queryable,
  userId: number,
  orderNo: string,
  lineId: number,
): Promise<Eligibility> {
  return eligibilityOf(await lineFacts(q, orderNo, lineId, userId));
}

/** The most a request of `quantity` of the line may ask for. */
function maxFor(f: LineFacts, e: Eligibility, quantity: Decimal): Decimal {
  if (quantity.eq(e.maxQuantity)) return new Decimal(e.maxAmount);
  const proportional = lineShare(f).mul(quantity).div(f.quantity).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return Decimal.min(proportional, e.maxAmount);
}

export interface ApplyInput {
  orderNo: string;
  lineId: number;
  kind: AfterSaleKind;
  reason: string;
  quantity: string;
  /** Missing or empty: 请填写退款金额. */
  amount?: string | undefined;
  instructions?: string | undefined;
  pictures?: string[] | undefined;
  phone: string;
}

const newAfsNo = () =>
  `AS${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(5).toString('hex').toUpperCase()}`;

async function recordEvent(
  q: Queryable,
  afterSaleId: number,
  event: string,
  from: AfterSaleStatus | null,
  to: AfterSaleStatus,
  actor: Actor,
  note = '',
) {
  await q.query(
    `INSERT INTO after_sale_event (shop_id, after_sale_id, event, from_status, to_status, actor, note)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6)`,
    [afterSaleId, event, from, to, actor, note],
  );
}

/** Checks the quantity: a decimal of the shop's scale, from 1 (or all of a line of less) to what is left. */
function checkQuantity(raw: string, f: LineFacts, e: Eligibility): Decimal {
  const text = raw.trim();
  if (!/^[0-9]{1,9}(\.[0-9]{1,4})?$/.test(text)) throw badRequest(AFS_MESSAGES.quantityFormat);
  const quantity = new Decimal(text);
  if (quantity.decimalPlaces() > f.decimalScale) throw badRequest(AFS_MESSAGES.quantityScale(f.decimalScale));
  const least = Decimal.min(1, f.quantity);
  if (quantity.lt(least) || quantity.gt(f.quantity)) throw badRequest(AFS_MESSAGES.quantityRange);
  if (quantity.gt(e.maxQuantity)) throw badRequest(AFS_MESSAGES.quantityLeft(e.maxQuantity));
  return quantity;
}

/** Checks the amount: yuan with at most two places, more than 0, at most `max`. */
function checkAmount(raw: string | undefined, max: Decimal): Decimal {
  const text = (raw ?? '').trim();
  if (!text) throw badRequest(AFS_MESSAGES.amountMissing);
  if (!/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(text)) throw badRequest(AFS_MESSAGES.amountFormat);
  const amount = new Decimal(text);
  if (amount.lte(0)) throw badRequest(AFS_MESSAGES.amountPositive);
  if (amount.gt(max)) throw badRequest(AFS_MESSAGES.amountMax(max.toFixed(2)));
  return amount;
}

/** Checks the instructions (optional; at most 200 characters, not only spaces) and answers them trimmed. */
function checkInstructions(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if ((raw ?? '').length > 0 && !text) throw badRequest(AFS_MESSAGES.instructionsBlank);
  if ([...text].length > MAX_INSTRUCTIONS) throw badRequest(AFS_MESSAGES.instructionsLong);
  return text;
}

/** Checks the voucher pictures: at most 5, each a voucher file the user uploaded. */
async function checkPictures(q: Queryable, userId: number, raw: string[] | undefined): Promise<string[]> {
  const pictures = [...new Set(raw ?? [])];
  if (pictures.length > MAX_PICTURES) throw badRequest(AFS_MESSAGES.picturesMany);
  if (pictures.some((p) => !FILE_ID.test(p))) throw badRequest(AFS_MESSAGES.picturesMissing);
  if (pictures.length > 0) {
    const { rows } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM file_object
        WHERE id = ANY($1::text[]) AND owner_user_id = $2 AND purpose = 'voucher'`,
      [pictures, userId],
    );
    if (rows[0]!.n !== pictures.length) throw badRequest(AFS_MESSAGES.picturesMissing);
  }
  return pictures;
}

/**
 * The buyer applies (spec §5: quantity 1..bought, amount more than 0 and at most the most refundable,
 * instructions ≤ 200, up to 5 voucher pictures, a phone), each broken rule refused with its own message.
 * One open request per line (a unique index, so requests racing each other make one request); the seller
 * must answer within the shop's merchant_answer_seconds.
 */
export async function applyAfterSale(
  q: Queryable,
  userId: number,
  input: ApplyInput,
): Promise<{ afsNo: string }> {
  const f = await lineFacts(q, input.orderNo, input.lineId, userId);
  const e = eligibilityOf(f);
  if (!e.eligible) throw badRequest(e.message);
  if (!e.kinds.includes(input.kind)) throw badRequest(AFS_MESSAGES.kind(e.kinds));
  const reason = input.reason.trim();
  if (!e.reasons[input.kind].includes(reason)) throw badRequest(AFS_MESSAGES.reason);
  const quantity = checkQuantity(input.quantity, f, e);
  const amount = checkAmount(input.amount, maxFor(f, e, quantity));
  const instructions = checkInstructions(input.instructions);
  const phone = input.phone.trim();
  if (!PHONE.test(phone)) throw badRequest(AFS_MESSAGES.phone);
  const pictures = await checkPictures(q, userId, input.pictures);
  const afsNo = newAfsNo();
  let id: number;
  try {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO after_sale (shop_id, afs_no, order_id, order_line_id, user_id, store_id, kind, status, reason,
                               quantity, amount, instructions, pictures, phone, answer_due_at)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6, 'applied', $7, $8, $9, $10, $11::jsonb, $12,
               now() + make_interval(secs => (SELECT merchant_answer_seconds FROM base_config
                                               WHERE shop_id = current_setting('app.shop_id', true))))
       RETURNING id`,
      [
        afsNo,
        f.orderId,
        f.lineId,
        userId,
        f.storeId,
        input.kind,
        reason,
        quantity.toString(),
        amount.toFixed(2),
        instructions,
        JSON.stringify(pictures),
        phone,
      ],
    );
    id = rows[0]!.id;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError(409, ALREADY_OPEN);
    throw error;
  }
  await recordEvent(q, id, 'APPLY', null, 'applied', 'buyer', reason);
  return { afsNo };
}

/** The idempotency scope of applications (idempotency_record.scope; orders and payments have theirs). */
const APPLY_SCOPE = 'afterSale';

/**
 * {@link applyAfterSale} once per Idempotency-Key, in the caller's transaction, as orders and payments do
 * (orders/idempotency.service.ts): the key row is inserted first, so on PostgreSQL a duplicate racing the
 * first waits on the key's unique index until the first commits, then replays its answer; when the first
 * fails, its key rolls back with it and a retry runs afresh. The same key with another body is refused.
 */
export async function applyAfterSaleOnce(
  q: Queryable,
  userId: number,
  key: string,
  input: ApplyInput,
): Promise<{ afsNo: string }> {
  const hash = requestHash(input);
  const { rows: claimed } = await q.query(
    `INSERT INTO idempotency_record (shop_id, user_id, scope, key, request_hash)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [userId, APPLY_SCOPE, key, hash],
  );
  if (claimed.length === 0) {
    const { rows } = await q.query<{ hash: string; response: { afsNo: string } | null }>(
      `SELECT request_hash AS hash, response FROM idempotency_record WHERE user_id = $1 AND scope = $2 AND key = $3`,
      [userId, APPLY_SCOPE, key],
    );
    const stored = rows[0];
    if (!stored || stored.hash !== hash)
      throw new AppError(409, '该请求标识（Idempotency-Key）已用于另一笔不同的请求，请刷新页面后重试');
    if (stored.response === null) throw new AppError(409, '请勿重复提交售后申请');
    return stored.response;
  }
  const answer = await applyAfterSale(q, userId, input);
  await q.query(
    `UPDATE idempotency_record SET response = $4::jsonb WHERE user_id = $1 AND scope = $2 AND key = $3`,
    [userId, APPLY_SCOPE, key, JSON.stringify(answer)],
  );
  return answer;
}

interface AfterSaleRow {
  id: number;
  afsNo: string;
  kind: AfterSaleKind;
  status: AfterSaleStatus;
  userId: number;
  storeId: number;
  orderId: number;
  lineId: number;
  quantity: string;
  amount: string;
}

async function afterSaleForUpdate(
  q: Queryable,
  afsNo: string,
  scope: { userId: number } | { storeIds: readonly number[] | 'any' },
): Promise<AfterSaleRow> {
  const { rows } = await q.query<AfterSaleRow>(
    `SELECT id, afs_no AS "afsNo", kind, status, user_id AS "userId", store_id AS "storeId", order_id AS "orderId",
            order_line_id AS "lineId", trim_scale(quantity)::text AS quantity, amount::text AS amount
       FROM after_sale WHERE afs_no = $1 FOR UPDATE`,
    [afsNo],
  );
  const a = rows[0];
  const visible =
    a &&
    ('userId' in scope
      ? a.userId === scope.userId
      : scope.storeIds === 'any' || scope.storeIds.includes(a.storeId));
  if (!a || !visible) throw notFound('售后申请不存在');
  return a;
}

/**
 * Moves a request through the machine: one conditional UPDATE on the status read, so a duplicate or a
 * racing change finds nothing to change and is told 售后状态已变更. Answers the new status.
 */
async function move(
  q: Queryable,
  a: AfterSaleRow,
  event: AfterSaleEventType,
  actor: Actor,
  set: Record<string, unknown> = {},
  note = '',
): Promise<AfterSaleStatus> {
  const to = nextAfterSaleStatus(a.status, a.kind, event);
  if (!to) throw new AppError(409, STATUS_CHANGED);
  const columns = Object.keys(set);
  const assignments = columns.map((c, i) => `${c} = $${i + 4}`).join(', ');
  const { rowCount } = await q.query(
    `UPDATE after_sale SET status = $2, updated_at = now()${assignments ? `, ${assignments}` : ''}
      WHERE id = $1 AND status = $3`,
    [a.id, to, a.status, ...columns.map((c) => set[c])],
  );
  if (rowCount !== 1) throw new AppError(409, STATUS_CHANGED);
  await recordEvent(q, a.id, event, a.status, to, actor, note);
  return to;
}

/** The buyer withdraws a request the seller has not received anything for. */
export async function withdrawAfterSale(q: Queryable, userId: number, afsNo: string): Promise<void> {
  await move(q, await afterSaleForUpdate(q, afsNo, { userId }), 'WITHDRAW', 'buyer');
}

/** The buyer ships the return: logistics company (1–20 characters) and waybill number are required. */
export async function shipReturn(
  q: Queryable,
  userId: number,
  afsNo: string,
  courier: string,
  waybill: string,
): Promise<void> {
  const c = courier.trim();
  const w = waybill.trim();
  if (!c) throw badRequest(AFS_MESSAGES.courierMissing);
  if ([...c].length > 20) throw badRequest(AFS_MESSAGES.courierLong);
  if (!w) throw badRequest(AFS_MESSAGES.waybillMissing);
  if (!WAYBILL.test(w)) throw badRequest(AFS_MESSAGES.waybillFormat);
  await move(q, await afterSaleForUpdate(q, afsNo, { userId }), 'SHIP_RETURN', 'buyer', {
    return_courier: c,
    return_waybill: w,
    return_shipped_at: new Date(),
  });
}

/** A refund that a payment provider carries out (its request goes out after the transaction commits). */
export interface ProviderRefund {
  refundId: string;
  method: 'alipay' | 'wechat';
  providerTxnId: string;
  amount: string;
}

/**
 * Starts the refund of a request that just entered `refunding`: the money goes back the way it came.
 * Balance and points are credited at once with their ledger rows, and the request is refunded in this
 * transaction; a provider's method leaves a pending refund whose request the caller sends after commit,
 * and whose signed callback finishes it. The refund row is unique per request: it is made once.
 */
async function startRefund(q: Queryable, a: AfterSaleRow, actor: Actor): Promise<ProviderRefund | null> {
  const { rows } = await q.query<{ payMethod: LineFacts['payMethod']; submissionId: number }>(
    'SELECT pay_method AS "payMethod", submission_id AS "submissionId" FROM mall_order WHERE id = $1',
    [a.orderId],
  );
  const { payMethod, submissionId } = rows[0]!;
  const refundId = `R${randomBytes(16).toString('hex')}`;
  const points = payMethod === 'points' ? new Decimal(a.amount).mul(POINTS_PER_YUAN).ceil().toNumber() : 0;
  await q.query(
    `INSERT INTO refund (id, shop_id, after_sale_id, order_id, method, amount, points, status)
     VALUES ($1, current_setting('app.shop_id', true), $2, $3, $4, $5, $6, 'pending')`,
    [refundId, a.id, a.orderId, payMethod, a.amount, points],
  );
  if (payMethod === 'balance' || payMethod === 'points') {
    await completeRefund(q, refundId, null, actor);
    return null;
  }
  const { rows: paid } = await q.query<{ providerTxnId: string }>(
    `SELECT provider_txn_id AS "providerTxnId" FROM payment WHERE submission_id = $1 AND status = 'paid'`,
    [submissionId],
  );
  if (!paid[0]?.providerTxnId) throw new AppError(409, '找不到原支付记录，无法原路退款');
  return { refundId, method: payMethod!, providerTxnId: paid[0].providerTxnId, amount: a.amount };
}

/**
 * Finishes a pending refund, once: credits balance or points (not for a provider, which already paid it
 * back), counts it on the order (never past what was paid: a CHECK holds it), brings the goods back to
 * stock for a return or an undelivered order, and moves the request to refunded. A second call finds no
 * pending refund and changes nothing.
 */
async function completeRefund(
  q: Queryable,
  refundId: string,
  providerRefundId: string | null,
  actor: Actor,
): Promise<boolean> {
  const { rows } = await q.query<{
    afterSaleId: number;
    method: string;
    amount: string;
    points: number;
    orderId: number;
  }>(
    `UPDATE refund SET status = 'succeeded', succeeded_at = now(), provider_refund_id = $2
      WHERE id = $1 AND status = 'pending'
      RETURNING after_sale_id AS "afterSaleId", method, amount::text AS amount, points, order_id AS "orderId"`,
    [refundId, providerRefundId],
  );
  const r = rows[0];
  if (!r) return false;
  const { rows: afs } = await q.query<AfterSaleRow & { orderStatus: OrderStatus }>(
    `SELECT a.id, a.afs_no AS "afsNo", a.kind, a.status, a.user_id AS "userId", a.store_id AS "storeId",
            a.order_id AS "orderId", a.order_line_id AS "lineId", trim_scale(a.quantity)::text AS quantity,
            a.amount::text AS amount, o.status AS "orderStatus"
       FROM after_sale a JOIN mall_order o ON o.id = a.order_id WHERE a.id = $1 FOR UPDATE OF a`,
    [r.afterSaleId],
  );
  const a = afs[0]!;
  if (r.method === 'balance') {
    const { rows: acc } = await q.query<{ balance: string }>(
      `UPDATE member_account SET balance = balance + $2 WHERE user_id = $1 RETURNING balance::text AS balance`,
      [a.userId, r.amount],
    );
    await q.query(
      `INSERT INTO balance_ledger (shop_id, user_id, change, balance_after, reason, after_sale_id)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, 'afterSale', $4)`,
      [a.userId, r.amount, acc[0]!.balance, a.id],
    );
  } else if (r.method === 'points' && r.points > 0) {
    const { rows: acc } = await q.query<{ points: number }>(
      `UPDATE member_account SET points = points + $2 WHERE user_id = $1 RETURNING points`,
      [a.userId, r.points],
    );
    await q.query(
      `INSERT INTO points_ledger (shop_id, user_id, change, points_after, reason, after_sale_id)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, 'afterSale', $4)`,
      [a.userId, r.points, acc[0]!.points, a.id],
    );
  }
  await q.query('UPDATE mall_order SET refunded_amount = refunded_amount + $2 WHERE id = $1', [
    a.orderId,
    r.amount,
  ]);
  // The goods come back to stock when they are returned, or were never sent.
  if (a.kind === 'returnRefund' || a.orderStatus === 'pendingDelivery') {
    await q.query(
      `WITH line AS (SELECT sku_id FROM order_line WHERE id = $1),
       units AS (SELECT ceil($2::numeric)::int AS n),
       back AS (UPDATE sku_stock k SET stock = k.stock + (SELECT n FROM units)
                 WHERE k.sku_id = (SELECT sku_id FROM line) RETURNING k.sku_id),
       tally AS (INSERT INTO sales_tally (shop_id, sku_id, units)
                 SELECT current_setting('app.shop_id', true), sku_id, -(SELECT n FROM units) FROM back)
       INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
       SELECT current_setting('app.shop_id', true), sku_id, (SELECT n FROM units), 'afterSale', $3 FROM back`,
      [a.lineId, a.quantity, a.orderId],
    );
  }
  await move(q, a, 'REFUND_SUCCEEDED', actor, { refunded_at: new Date() });
  await closeIfAllRefunded(q, a.orderId, a.orderStatus);
  return true;
}

/**
 * An order not yet received whose every line has been refunded in full closes (the lifecycle's
 * REFUND_ALL → canceled): nothing is left to ship, and no receipt is left to confirm.
 */
async function closeIfAllRefunded(q: Queryable, orderId: number, status: OrderStatus): Promise<void> {
  const to = nextOrderStatus(status, 'REFUND_ALL');
  if (!to) return;
  await q.query(
    `UPDATE mall_order o SET status = $2, canceled_at = now(), cancel_reason = $4, receive_due_at = NULL
      WHERE o.id = $1 AND o.status = $3
        AND NOT EXISTS (
          SELECT 1 FROM order_line l
           WHERE l.order_id = o.id
             AND l.quantity > COALESCE((SELECT sum(a.quantity) FROM after_sale a
                                         WHERE a.order_line_id = l.id AND a.status = 'refunded'), 0))`,
    [orderId, to, status, ALL_REFUNDED],
  );
}

/** The seller accepts (or the deadline accepts for them): a refund starts at once, a return waits. */
async function accept(q: Queryable, a: AfterSaleRow, event: 'ACCEPT' | 'MERCHANT_TIMEOUT', actor: Actor) {
  const to = nextAfterSaleStatus(a.status, a.kind, event);
  if (!to) throw new AppError(409, STATUS_CHANGED);
  const set =
    to === 'awaitingReturn'
      ? {
          return_due_at: new Date(
            Date.now() +
              1000 *
                (
                  await q.query<{ s: number }>(
                    `SELECT return_ship_seconds AS s FROM base_config WHERE shop_id = current_setting('app.shop_id', true)`,
                  )
                ).rows[0]!.s,
          ),
        }
      : {};
  const status = await move(
    q,
    a,
    event,
    actor,
    set,
    event === 'MERCHANT_TIMEOUT' ? '商家超时未处理，视为同意' : '',
  );
  return status === 'refunding' ? startRefund(q, { ...a, status }, actor) : null;
}

export async function acceptAfterSale(q: Queryable, storeIds: readonly number[] | 'any', afsNo: string) {
  return accept(q, await afterSaleForUpdate(q, afsNo, { storeIds }), 'ACCEPT', 'seller');
}

export async function refuseAfterSale(
  q: Queryable,
  storeIds: readonly number[] | 'any',
  afsNo: string,
  reason: string,
): Promise<void> {
  const r = reason.trim();
  if (!r) throw badRequest('请填写拒绝原因');
  if (r.length > 200) throw badRequest('拒绝原因最多200个字');
  await move(
    q,
    await afterSaleForUpdate(q, afsNo, { storeIds }),
    'REFUSE',
    'seller',
    { refuse_reason: r },
    r,
  );
}

/** The seller received the returned goods: the refund starts. */
export async function receiveReturn(q: Queryable, storeIds: readonly number[] | 'any', afsNo: string) {
  const a = await afterSaleForUpdate(q, afsNo, { storeIds });
  const status = await move(q, a, 'RECEIVE_RETURN', 'seller');
  return startRefund(q, { ...a, status }, 'seller');
}

/** A provider's signed refund callback (verified by the caller) finishes its refund, once. */
export async function applyRefundCallback(
  db: Database,
  fields: { refundId: string; providerRefundId: string; amount: string },
): Promise<'refunded' | 'duplicate'> {
  const shopId = await db.anonymous(async (q) => {
    const { rows } = await q.query<{ shop: string | null }>('SELECT refund_shop($1) AS shop', [
      fields.refundId,
    ]);
    return rows[0]?.shop ?? null;
  });
  if (!shopId) throw notFound('退款单不存在');
  return db.tenant(shopId, async (q) => {
    const { rows } = await q.query<{ amount: string }>(
      'SELECT amount::text AS amount FROM refund WHERE id = $1',
      [fields.refundId],
    );
    if (!new Decimal(fields.amount).eq(rows[0]!.amount)) throw badRequest('退款回调金额与退款单不符');
    return (await completeRefund(q, fields.refundId, fields.providerRefundId, 'system'))
      ? 'refunded'
      : 'duplicate';
  });
}

/**
 * The after-sales sweeper: a request the seller did not answer in time counts as agreed; a return not
 * shipped in time closes. Answers the provider refunds to send (the caller sends them).
 */
export async function sweepAfterSales(db: Database): Promise<{ moved: number; refunds: ProviderRefund[] }> {
  const shops = await db.anonymous(async (q) =>
    (await q.query<{ s: string }>('SELECT shops_with_after_sales_due() AS s')).rows.map((r) => r.s),
  );
  let moved = 0;
  const refunds: ProviderRefund[] = [];
  for (const shopId of shops) {
    const due = await db.tenant(
      shopId,
      async (q) =>
        (
          await q.query<{ afsNo: string; status: AfterSaleStatus }>(
            `SELECT afs_no AS "afsNo", status FROM after_sale
            WHERE (status = 'applied' AND answer_due_at <= now()) OR (status = 'awaitingReturn' AND return_due_at <= now())
            ORDER BY id LIMIT 200`,
          )
        ).rows,
    );
    for (const d of due) {
      await db
        .tenant(shopId, async (q) => {
          const a = await afterSaleForUpdate(q, d.afsNo, { storeIds: 'any' });
          if (a.status === 'applied') {
            const refund = await accept(q, a, 'MERCHANT_TIMEOUT', 'system');
            if (refund) refunds.push(refund);
          } else if (a.status === 'awaitingReturn') {
            await move(q, a, 'RETURN_OVERDUE', 'system', {}, '买家超时未寄回商品，售后关闭');
          }
          moved += 1;
        })
        .catch((error: unknown) => {
          if (!(error instanceof AppError && error.code === 409)) throw error;
        });
    }
  }
  return { moved, refunds };
}

/** A request as the after-sales pages show it (buyer's and seller's). */
export async function afterSaleDetail(
  q: Queryable,
  afsNo: string,
  scope: { userId: number } | { storeIds: readonly number[] | 'any' },
): Promise<AfterSaleDetail> {
  const { rows } = await q.query<{
    afsNo: string;
    orderNo: string;
    kind: AfterSaleKind;
    status: AfterSaleStatus;
    userId: number;
    storeId: number;
    storeName: string;
    lineId: number;
    skuId: number;
    name: string;
    mainImg: string;
    reason: string;
    quantity: string;
    amount: string;
    instructions: string;
    pictures: string[];
    phone: string;
    returnCourier: string | null;
    returnWaybill: string | null;
    refuseReason: string | null;
    answerDueAt: Date | null;
    returnDueAt: Date | null;
    refundedAt: Date | null;
    createdAt: Date;
    refund: AfterSaleDetail['refund'];
    events: Array<{ event: string; toStatus: AfterSaleStatus; actor: Actor; note: string; at: string }>;
  }>(
    `SELECT a.afs_no AS "afsNo", o.order_no AS "orderNo", a.kind, a.status, a.user_id AS "userId", a.store_id AS "storeId",
            st.name AS "storeName", l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg", a.reason,
            trim_scale(a.quantity)::text AS quantity, a.amount::text AS amount, a.instructions, a.pictures, a.phone,
            a.return_courier AS "returnCourier", a.return_waybill AS "returnWaybill", a.refuse_reason AS "refuseReason",
            a.answer_due_at AS "answerDueAt", a.return_due_at AS "returnDueAt", a.refunded_at AS "refundedAt",
            a.created_at AS "createdAt",
            (SELECT json_build_object('method', r.method, 'amount', r.amount::text, 'points', r.points, 'status', r.status)
               FROM refund r WHERE r.after_sale_id = a.id) AS refund,
            COALESCE((SELECT json_agg(json_build_object('event', e.event, 'toStatus', e.to_status, 'actor', e.actor,
                        'note', e.note, 'at', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                        ORDER BY e.id)
                        FROM after_sale_event e WHERE e.after_sale_id = a.id), '[]') AS events
       FROM after_sale a JOIN mall_order o ON o.id = a.order_id JOIN store st ON st.id = a.store_id
       JOIN order_line l ON l.id = a.order_line_id
      WHERE a.afs_no = $1`,
    [afsNo],
  );
  const a = rows[0];
  const visible =
    a &&
    ('userId' in scope
      ? a.userId === scope.userId
      : scope.storeIds === 'any' || scope.storeIds.includes(a.storeId));
  if (!a || !visible) throw notFound('售后申请不存在');
  const { userId: _u, storeId: _s, ...rest } = a;
  return {
    ...rest,
    actions: afterSaleActions(a.status, a.kind),
    answerDueAt: a.answerDueAt?.toISOString() ?? null,
    returnDueAt: a.returnDueAt?.toISOString() ?? null,
    refundedAt: a.refundedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * The buyer's view of one of their requests (another user's is 404): the seller's view, with how the
 * money goes back (the order's payment method) and, for a return, where to send the goods: the store's
 * address, under its name and phone.
 */
export async function buyerAfterSaleDetail(
  q: Queryable,
  userId: number,
  afsNo: string,
): Promise<BuyerAfterSaleDetail> {
  const detail = await afterSaleDetail(q, afsNo, { userId });
  const { rows } = await q.query<{
    payMethod: LineFacts['payMethod'];
    receiver: string;
    phone: string;
    area: string;
    address: string;
  }>(
    `SELECT o.pay_method AS "payMethod", st.name AS receiver, st.contact_phone AS phone, st.area, st.address
       FROM after_sale a JOIN mall_order o ON o.id = a.order_id JOIN store st ON st.id = a.store_id
      WHERE a.afs_no = $1`,
    [afsNo],
  );
  const { payMethod, ...store } = rows[0]!;
  return { ...detail, payMethod, returnAddress: detail.kind === 'returnRefund' ? store : null };
}

/** A page of requests: a buyer's own, or the stores' (seller). */
export async function afterSaleList(
  q: Queryable,
  scope: { userId: number } | { storeIds: readonly number[] | 'any' },
  status: AfterSaleStatus | undefined,
  current: number,
  size: number,
) {
  const byUser = 'userId' in scope ? scope.userId : null;
  const stores = 'storeIds' in scope && scope.storeIds !== 'any' ? scope.storeIds : null;
  const { rows } = await q.query<{
    afsNo: string;
    orderNo: string;
    kind: AfterSaleKind;
    status: AfterSaleStatus;
    storeName: string;
    name: string;
    mainImg: string;
    quantity: string;
    amount: string;
    createdAt: Date;
    total: number;
  }>(
    `SELECT a.afs_no AS "afsNo", o.order_no AS "orderNo", a.kind, a.status, st.name AS "storeName", l.name,
            l.main_img AS "mainImg", trim_scale(a.quantity)::text AS quantity, a.amount::text AS amount,
            a.created_at AS "createdAt", count(*) OVER ()::int AS total
       FROM after_sale a JOIN mall_order o ON o.id = a.order_id JOIN store st ON st.id = a.store_id
       JOIN order_line l ON l.id = a.order_line_id
      WHERE ($1::bigint IS NULL OR a.user_id = $1) AND ($2::bigint[] IS NULL OR a.store_id = ANY($2::bigint[]))
        AND ($3::text IS NULL OR a.status = $3)
      ORDER BY a.created_at DESC, a.id DESC LIMIT $4 OFFSET $5`,
    [byUser, stores, status ?? null, size, (current - 1) * size],
  );
  return {
    records: rows.map(({ total: _t, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
    total: rows[0]?.total ?? 0,
    current,
    size,
  };
}
