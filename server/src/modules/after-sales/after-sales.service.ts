import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  afterSaleActions,
  isAfterSaleFinished,
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
import { VOUCHER_GOODS } from '../cart/lines.service.ts';
import { requestHash } from '../orders/idempotency.service.ts';
import {
  finishVoucherOrder,
  holdVouchersForRefund,
  refundVouchersOf,
  releaseVouchersOf,
} from '../orders/vouchers.service.ts';
import { POINTS_PER_YUAN } from '../orders/pricing.service.ts';
import { creditBalance } from '../wallet/balance.service.ts';
import { returnPoints, takeBackOrderPoints } from '../wallet/points.service.ts';
import { takeBackOrderGrowth } from '../member/growth.service.ts';
import {
  addRefundedAmount,
  closeOrderIfAllRefunded,
  countVoucherFiles,
  insertAfterSale,
  insertAfterSaleEvent,
  insertIdempotencyKey,
  insertRefund,
  markRefundOffline,
  markRefundSucceeded,
  restockLine,
  selectAfterSaleDetail,
  selectAfterSaleForUpdate,
  selectAfterSales,
  selectDueAfterSales,
  selectIdempotencyRecord,
  selectLineFacts,
  selectOrderPayment,
  selectPaidTransaction,
  selectRefundAmount,
  selectRefundedAfterSale,
  selectRefundOfRequest,
  selectRefundsDue,
  selectRefundShop,
  selectReturnAddress,
  selectReturnShipSeconds,
  selectShopsWithAfterSalesDue,
  selectShopsWithRefundsDue,
  updateRefundAttempt,
  updateAfterSaleStatus,
  updateIdempotencyResponse,
  type Actor,
  type AfterSaleRow,
  type LineFacts,
} from './after-sales.repo.ts';

export type { Actor };

/** Spec §8: what a buyer reads where a good cannot be refunded. */
export const NOT_SUPPORTED = '该商品不支持退款申请';
export const STATUS_CHANGED = '售后状态已变更，请刷新后查看';
export const ALREADY_OPEN = '该商品已有进行中的售后申请';
/** A voucher line whose every code is used (or held by a request that ended in a refund). */
export const VOUCHERS_USED = '券码已使用，不支持退款';
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

/** One line of one of the user's orders (another user's, or none: 404, as the order detail answers). */
async function lineFacts(
  q: Queryable,
  orderNo: string,
  lineId: number,
  userId: number | null,
): Promise<LineFacts> {
  const facts = await selectLineFacts(q, orderNo, lineId, userId);
  if (!facts) throw notFound('订单或商品不存在');
  return facts;
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
      goodsKind: f.goodsKind === VOUCHER_GOODS ? ('voucher' as const) : ('physical' as const),
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
  const voucher = f.goodsKind === VOUCHER_GOODS;
  // Service vouchers: unused codes may be refunded while the order awaits their use; nothing is returned.
  const kinds: AfterSaleKind[] = voucher
    ? f.orderStatus === 'pendingReceipt'
      ? ['refund']
      : []
    : f.orderStatus === 'pendingDelivery'
      ? ['refund']
      : f.orderStatus === 'pendingReceipt'
        ? ['refund', 'returnRefund']
        : RECEIVED.includes(f.orderStatus) && window.applies
          ? ['returnRefund']
          : [];
  const notTaken = new Decimal(f.quantity).minus(f.takenQuantity);
  const share = lineShare(f);
  const orderLeft = new Decimal(f.payAmount).minus(f.refundedAmount);
  const amountLeft = Decimal.min(share.minus(f.takenAmount), orderLeft);
  const allRefunded = notTaken.lte(0) || amountLeft.lte(0);
  // A line refunded in full says so, also once its order has closed for it (REFUND_ALL).
  if (f.payMethod !== null && !f.open && allRefunded) return refuse('该商品已全部退款');
  if (kinds.length === 0 || f.payMethod === null) return refuse(NOT_SUPPORTED);
  if (f.open) return refuse(ALREADY_OPEN);
  if (voucher && f.freeVouchers === 0) return refuse(VOUCHERS_USED);
  // Used codes are not refundable: a voucher line's most is its unused codes' part of what was paid.
  const quantityLeft = voucher ? Decimal.min(notTaken, f.freeVouchers) : notTaken;
  const maxAmount = voucher
    ? Decimal.min(
        amountLeft,
        share.mul(f.freeVouchers).div(f.quantity).toDecimalPlaces(2, Decimal.ROUND_DOWN),
      )
    : amountLeft;
  return {
    ...base,
    eligible: true,
    message: '',
    kinds,
    maxQuantity: quantityLeft.toString(),
    maxAmount: maxAmount.toFixed(2),
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
    if ((await countVoucherFiles(q, pictures, userId)) !== pictures.length)
      throw badRequest(AFS_MESSAGES.picturesMissing);
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
    id = await insertAfterSale(q, {
      afsNo,
      orderId: f.orderId,
      lineId: f.lineId,
      userId,
      storeId: f.storeId,
      kind: input.kind,
      reason,
      quantity: quantity.toString(),
      amount: amount.toFixed(2),
      instructions,
      pictures,
      phone,
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new AppError(409, ALREADY_OPEN);
    throw error;
  }
  // The codes asked for leave use at once: a code cannot be redeemed and refunded both.
  if (f.goodsKind === VOUCHER_GOODS) await holdVouchersForRefund(q, f.lineId, id, quantity.toNumber());
  await insertAfterSaleEvent(q, id, 'APPLY', null, 'applied', 'buyer', reason);
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
  if (!(await insertIdempotencyKey(q, userId, APPLY_SCOPE, key, hash))) {
    const stored = await selectIdempotencyRecord<{ afsNo: string }>(q, userId, APPLY_SCOPE, key);
    if (!stored || stored.hash !== hash)
      throw new AppError(409, '该请求标识（Idempotency-Key）已用于另一笔不同的请求，请刷新页面后重试');
    if (stored.response === null) throw new AppError(409, '请勿重复提交售后申请');
    return stored.response;
  }
  const answer = await applyAfterSale(q, userId, input);
  await updateIdempotencyResponse(q, userId, APPLY_SCOPE, key, answer);
  return answer;
}

async function afterSaleForUpdate(
  q: Queryable,
  afsNo: string,
  scope: { userId: number } | { storeIds: readonly number[] | 'any' },
): Promise<AfterSaleRow> {
  const a = await selectAfterSaleForUpdate(q, afsNo);
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
  if (!(await updateAfterSaleStatus(q, a.id, to, a.status, set))) throw new AppError(409, STATUS_CHANGED);
  await insertAfterSaleEvent(q, a.id, event, a.status, to, actor, note);
  // A request that ends without a refund gives the voucher codes it held back to use.
  if (isAfterSaleFinished(to) && to !== 'refunded') await releaseVouchersOf(q, a.id);
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
  const { payMethod, submissionId } = await selectOrderPayment(q, a.orderId);
  const refundId = `R${randomBytes(16).toString('hex')}`;
  const points = payMethod === 'points' ? new Decimal(a.amount).mul(POINTS_PER_YUAN).ceil().toNumber() : 0;
  await insertRefund(q, {
    id: refundId,
    afterSaleId: a.id,
    orderId: a.orderId,
    method: payMethod,
    amount: a.amount,
    points,
  });
  if (payMethod === 'balance' || payMethod === 'points') {
    await completeRefund(q, refundId, null, actor);
    return null;
  }
  const providerTxnId = await selectPaidTransaction(q, submissionId);
  if (!providerTxnId) throw new AppError(409, '找不到原支付记录，无法原路退款');
  return { refundId, method: payMethod!, providerTxnId, amount: a.amount };
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
  offline?: OfflineRefund & { by: number },
): Promise<boolean> {
  const r = offline
    ? await markRefundOffline(q, refundId, offline)
    : await markRefundSucceeded(q, refundId, providerRefundId);
  if (!r) return false;
  const a = await selectRefundedAfterSale(q, r.afterSaleId);
  if (r.method === 'balance') {
    await creditBalance(q, a.userId, r.amount, 'afterSale', { afterSaleId: a.id });
  } else if (r.method === 'points' && r.points > 0) {
    // Back to the lots the payment took them from (points.service returnPoints).
    const { submissionId } = await selectOrderPayment(q, a.orderId);
    await returnPoints(
      q,
      a.userId,
      r.points,
      'afterSale',
      { submissionId, reasons: ['pay'] },
      { afterSaleId: a.id },
    );
  }
  await addRefundedAmount(q, a.orderId, r.amount);
  // Voucher codes the request held are refunded: they can no longer be used, and go back to stock.
  const codes = await refundVouchersOf(q, a.id);
  // Points the order earned when received are taken back in proportion.
  await takeBackOrderPoints(q, a.orderId, r.amount);
  // And its growth value (member/growth.service).
  await takeBackOrderGrowth(q, a.orderId, r.amount);
  // The goods come back to stock when they are returned, or were never sent.
  if (a.kind === 'returnRefund' || a.orderStatus === 'pendingDelivery' || codes > 0) {
    await restockLine(q, a.lineId, a.quantity, a.orderId);
  }
  if (offline) {
    await move(
      q,
      a,
      'REFUND_OFFLINE',
      actor,
      { refunded_at: new Date() },
      `${offline.account} ${offline.reference}`,
    );
  } else {
    await move(q, a, 'REFUND_SUCCEEDED', actor, { refunded_at: new Date() });
  }
  await closeIfAllRefunded(q, a.orderId, a.orderStatus);
  // An order of vouchers whose other codes were all used is now complete.
  if (codes > 0) await finishVoucherOrder(q, a.orderId);
  return true;
}

/**
 * An order not yet received whose every line has been refunded in full closes (the lifecycle's
 * REFUND_ALL → canceled): nothing is left to ship, and no receipt is left to confirm.
 */
async function closeIfAllRefunded(q: Queryable, orderId: number, status: OrderStatus): Promise<void> {
  const to = nextOrderStatus(status, 'REFUND_ALL');
  if (!to) return;
  await closeOrderIfAllRefunded(q, orderId, to, status, ALL_REFUNDED);
}

/** The seller accepts (or the deadline accepts for them): a refund starts at once, a return waits. */
async function accept(q: Queryable, a: AfterSaleRow, event: 'ACCEPT' | 'MERCHANT_TIMEOUT', actor: Actor) {
  const to = nextAfterSaleStatus(a.status, a.kind, event);
  if (!to) throw new AppError(409, STATUS_CHANGED);
  const set =
    to === 'awaitingReturn'
      ? {
          return_due_at: new Date(Date.now() + 1000 * (await selectReturnShipSeconds(q))),
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

/** What the seller records of a refund paid back offline (线下退款). */
export interface OfflineRefund {
  account: string;
  reference: string;
  note: string;
}

export const OFFLINE_MESSAGES = {
  account: '请填写收款账户（2~60个字）',
  reference: '请填写正确的转账流水号（6~40位字母、数字或-）',
  note: '备注不能超过200字',
  notFailed: '原路退款处理中，请等待结果或稍后重试',
} as const;

function checkOffline(input: {
  account: string;
  reference: string;
  note?: string | undefined;
}): OfflineRefund {
  const account = input.account.trim();
  const reference = input.reference.trim();
  const note = (input.note ?? '').trim();
  if ([...account].length < 2 || [...account].length > 60) throw badRequest(OFFLINE_MESSAGES.account);
  if (!/^[A-Za-z0-9-]{6,40}$/.test(reference)) throw badRequest(OFFLINE_MESSAGES.reference);
  if ([...note].length > 200) throw badRequest(OFFLINE_MESSAGES.note);
  return { account, reference, note };
}

/**
 * The seller paid a refund back offline because the provider could not (its last attempt failed): the
 * request is refunded once, with where the money went; the buyer's page shows the offline variant.
 */
export async function refundOffline(
  q: Queryable,
  storeIds: readonly number[] | 'any',
  afsNo: string,
  input: { account: string; reference: string; note?: string | undefined },
  staffUserId: number,
): Promise<void> {
  const offline = checkOffline(input);
  const a = await afterSaleForUpdate(q, afsNo, { storeIds });
  if (!nextAfterSaleStatus(a.status, a.kind, 'REFUND_OFFLINE')) throw new AppError(409, STATUS_CHANGED);
  const refund = await selectRefundOfRequest(q, a.id);
  if (!refund || refund.status !== 'pending' || refund.lastError === null)
    throw new AppError(409, OFFLINE_MESSAGES.notFailed);
  if (!(await completeRefund(q, refund.id, null, 'seller', { ...offline, by: staffUserId })))
    throw new AppError(409, STATUS_CHANGED);
}

/** Records an attempt to send a provider refund: the error, or null when the provider took it. */
export async function noteRefundAttempt(db: Database, refundId: string, error: string | null): Promise<void> {
  const shopId = await db.anonymous((q) => selectRefundShop(q, refundId));
  if (shopId) await db.tenant(shopId, (q) => updateRefundAttempt(q, refundId, error));
}

/** Provider refunds started a minute or more ago and not yet confirmed: the sweeper sends them again. */
export async function refundsDue(db: Database): Promise<ProviderRefund[]> {
  const shops = await db.anonymous(selectShopsWithRefundsDue);
  const due: ProviderRefund[] = [];
  for (const shopId of shops) {
    for (const r of await db.tenant(shopId, selectRefundsDue)) {
      if (r.providerTxnId) due.push({ ...r, providerTxnId: r.providerTxnId });
    }
  }
  return due;
}

/** A provider's signed refund callback (verified by the caller) finishes its refund, once. */
export async function applyRefundCallback(
  db: Database,
  fields: { refundId: string; providerRefundId: string; amount: string },
): Promise<'refunded' | 'duplicate'> {
  const shopId = await db.anonymous((q) => selectRefundShop(q, fields.refundId));
  if (!shopId) throw notFound('退款单不存在');
  return db.tenant(shopId, async (q) => {
    const amount = await selectRefundAmount(q, fields.refundId);
    if (!new Decimal(fields.amount).eq(amount)) throw badRequest('退款回调金额与退款单不符');
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
  const shops = await db.anonymous(selectShopsWithAfterSalesDue);
  let moved = 0;
  const refunds: ProviderRefund[] = [];
  for (const shopId of shops) {
    const due = await db.tenant(shopId, selectDueAfterSales);
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
): Promise<AfterSaleDetail & { storeId: number }> {
  const a = await selectAfterSaleDetail(q, afsNo);
  const visible =
    a &&
    ('userId' in scope
      ? a.userId === scope.userId
      : scope.storeIds === 'any' || scope.storeIds.includes(a.storeId));
  if (!a || !visible) throw notFound('售后申请不存在');
  const { userId: _u, ...rest } = a;
  return {
    ...rest,
    storeId: Number(a.storeId),
    actions: afterSaleActions(a.status, a.kind, a.refund?.status === 'pending' && a.refund.failure !== null),
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
  const { payMethod, ...store } = await selectReturnAddress(q, afsNo);
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
  const { records, total } = await selectAfterSales(q, byUser, stores, status ?? null, { current, size });
  return {
    records,
    total,
    current,
    size,
  };
}
