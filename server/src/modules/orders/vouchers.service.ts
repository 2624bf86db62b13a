import { randomInt } from 'node:crypto';
import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/order.ts';
import type { components as ConsoleComponents } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { receiveOrder } from './receipt.service.ts';
import {
  countFreeVouchers,
  holdVouchers,
  insertVoucherCodes,
  isVoucherOrder,
  markVoucherOrdersDelivered,
  markVouchersRefunded,
  markVoucherUsed,
  releaseVouchers,
  selectLinesAwaitingCodes,
  selectOrderVouchers,
  selectVoucherByCode,
  selectVoucherOrderForUpdate,
  VOUCHER_STATUS,
  type VoucherRow,
} from './vouchers.repo.ts';

/** A code as the order pages show it (openapi order.yaml Voucher). */
export type VoucherView = components['schemas']['Voucher'];
/** A code as the console finds it (openapi console.yaml ConsoleVoucher). */
export type ConsoleVoucher = ConsoleComponents['schemas']['ConsoleVoucher'];

/** A voucher code: 12 digits, drawn from a CSPRNG (a code is what the store accepts as payment). */
export const VOUCHER_CODE = /^[0-9]{12}$/;

export const VOUCHER_MESSAGES = {
  codeFormat: '请输入12位数字券码',
  notFound: '券码不存在',
  used: '该券码已使用，不能重复核销',
  refunded: '该券码已退款，不能核销',
  refunding: '该券码正在申请退款，暂不能核销',
  orderClosed: '该券码所属订单已关闭',
  receiptByUse: '服务券订单在券码全部使用后自动完成，无需确认收货',
  heldChanged: '可退券码数量已变化，请刷新后重试',
} as const;

const STATUS_NAMES = ['unused', 'used', 'refunded'] as const;

const drawCode = () =>
  String(randomInt(0, 1_000_000)).padStart(6, '0') + String(randomInt(0, 1_000_000)).padStart(6, '0');

const view = (r: VoucherRow): VoucherView => ({
  code: r.code,
  lineId: r.lineId,
  status: STATUS_NAMES[r.status]!,
  refunding: r.refunding,
  usedAt: r.usedAt?.toISOString() ?? null,
  refundedAt: r.refundedAt?.toISOString() ?? null,
});

/**
 * Issues the codes of a submission that has just been paid, in the paying transaction: one code per unit
 * of every voucher line, then the orders that hold only vouchers are delivered (the lifecycle's SHIP: the
 * codes are the delivery). Lines that already have codes are left alone, so a second call issues nothing.
 */
export async function issueVouchers(q: Queryable, submissionId: number): Promise<void> {
  const lines = await selectLinesAwaitingCodes(q, submissionId);
  if (lines.length === 0) return;
  let wanted = lines.flatMap((l) =>
    Array.from({ length: l.units }, () => ({ orderId: l.orderId, lineId: l.lineId, code: drawCode() })),
  );
  // A drawn code another voucher of the shop holds (one in 10^12) is drawn again.
  for (let round = 0; wanted.length > 0; round++) {
    if (round === 5) throw new AppError(500, '券码生成失败，请重试');
    const inserted = await insertVoucherCodes(q, wanted);
    wanted = wanted.filter((w) => !inserted.has(w.code)).map((w) => ({ ...w, code: drawCode() }));
  }
  const to = nextOrderStatus('pendingDelivery', 'SHIP')!;
  await markVoucherOrdersDelivered(q, submissionId, to, 'pendingDelivery');
}

/** The codes of an order, as its pages show them (empty for goods to ship). */
export async function orderVouchers(q: Queryable, orderId: number): Promise<VoucherView[]> {
  return (await selectOrderVouchers(q, orderId)).map(view);
}

/** Whether an order's receipt is its codes being used (the buyer confirms no parcel). */
export async function receivedByUse(q: Queryable, orderId: number): Promise<boolean> {
  return isVoucherOrder(q, orderId);
}

function checkCode(raw: string): string {
  const code = raw.replace(/\s+/g, '');
  if (!VOUCHER_CODE.test(code)) throw badRequest(VOUCHER_MESSAGES.codeFormat);
  return code;
}

/** A code of the caller's stores; 404 for a code of another store, as for none. */
async function findVoucher(q: Queryable, storeIds: readonly number[] | 'any', raw: string) {
  const found = await selectVoucherByCode(q, checkCode(raw));
  if (!found || (storeIds !== 'any' && !storeIds.includes(found.storeId)))
    throw notFound(VOUCHER_MESSAGES.notFound);
  return found;
}

/** What stands in the way of redeeming a code, or null. */
function redeemProblem(v: VoucherRow & { orderStatus: string }): string | null {
  if (v.status === VOUCHER_STATUS.used) return VOUCHER_MESSAGES.used;
  if (v.status === VOUCHER_STATUS.refunded) return VOUCHER_MESSAGES.refunded;
  if (v.refunding) return VOUCHER_MESSAGES.refunding;
  if (v.orderStatus !== 'pendingReceipt') return VOUCHER_MESSAGES.orderClosed;
  return null;
}

/** A code as the console's redemption page shows it, with whether it can be redeemed and why not. */
export async function lookupVoucher(
  q: Queryable,
  storeIds: readonly number[] | 'any',
  raw: string,
): Promise<ConsoleVoucher> {
  const v = await findVoucher(q, storeIds, raw);
  const problem = redeemProblem(v);
  return {
    ...view(v),
    orderNo: v.orderNo,
    storeName: v.storeName,
    name: v.name,
    specs: v.specs,
    mainImg: v.mainImg,
    buyer: maskBuyer(v.buyer),
    paidAt: v.paidAt?.toISOString() ?? null,
    canRedeem: problem === null,
    problem: problem ?? '',
  };
}

/** The buyer's name as the counter sees it: the first character and stars. */
function maskBuyer(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
}

/**
 * The store redeems a code (核销): one conditional UPDATE on an unused code no refund holds, so a code
 * is used once however many counters try it at once. When it was the order's last unused code, the
 * order counts as received (the lifecycle's RECEIVE) and its comments open.
 */
export async function redeemVoucher(
  q: Queryable,
  storeIds: readonly number[] | 'any',
  raw: string,
  staffUserId: number,
): Promise<ConsoleVoucher> {
  const v = await findVoucher(q, storeIds, raw);
  const problem = redeemProblem(v);
  if (problem) throw new AppError(409, problem);
  const used = await markVoucherUsed(q, v.code, staffUserId);
  if (!used) {
    // A racing redemption or refund request took it between the read and the update.
    const now = await findVoucher(q, storeIds, raw);
    throw new AppError(409, redeemProblem(now) ?? VOUCHER_MESSAGES.used);
  }
  await finishVoucherOrder(q, used.orderId);
  return lookupVoucher(q, storeIds, v.code);
}

/**
 * An order of vouchers whose every code is used or refunded, and at least one used, counts as received
 * (pendingReceipt → RECEIVE): the buyer may then comment. One whose codes were all refunded is closed by
 * the after-sales refund instead (REFUND_ALL).
 */
export async function finishVoucherOrder(q: Queryable, orderId: number): Promise<void> {
  const o = await selectVoucherOrderForUpdate(q, orderId);
  if (!o || o.physical > 0 || o.unused > 0 || o.used === 0) return;
  const to = nextOrderStatus(o.status, 'RECEIVE');
  if (to) await receiveOrder(q, o, to);
}

/** Unused codes of a line no refund request holds: the most a new request may take back. */
export async function refundableVouchers(q: Queryable, lineId: number): Promise<number> {
  return countFreeVouchers(q, lineId);
}

/** A refund request takes `units` unused codes of the line out of use; 409 when they are no longer there. */
export async function holdVouchersForRefund(
  q: Queryable,
  lineId: number,
  afterSaleId: number,
  units: number,
): Promise<void> {
  if ((await holdVouchers(q, lineId, afterSaleId, units)) !== units)
    throw new AppError(409, VOUCHER_MESSAGES.heldChanged);
}

/** A request that ended without a refund gives its codes back to use. */
export async function releaseVouchersOf(q: Queryable, afterSaleId: number): Promise<void> {
  await releaseVouchers(q, afterSaleId);
}

/** A refunded request's codes are refunded (they can no longer be used); how many. */
export async function refundVouchersOf(q: Queryable, afterSaleId: number): Promise<number> {
  return markVouchersRefunded(q, afterSaleId);
}
