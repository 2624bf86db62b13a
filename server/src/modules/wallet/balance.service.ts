import Decimal from 'decimal.js';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { paymentMethodSql } from '../payments/payment-refs.service.ts';
import {
  addBalance,
  insertBalanceLine,
  selectBalance,
  selectBalanceLines,
  takeBalance,
  type BalanceReason,
} from './balance.repo.ts';
import { chinaDayEnd, chinaDayStart, ledgerOrderNos } from './points.service.ts';

export type { BalanceReason };

/**
 * The balance service: every change of a member's balance is one statement on member_account plus its
 * ledger line, in the caller's transaction, so balance = Σ balance_ledger.change at every instant. A
 * debit is one conditional UPDATE (`balance >= n`) behind CHECK (balance >= 0).
 */

export const insufficientBalance = (balance: string) => `余额不足，当前余额：¥${balance}`;

export interface BalanceContext {
  submissionId?: number;
  afterSaleId?: number;
  paymentId?: string;
  now?: Date;
}

const positive = (amount: string) => {
  const d = new Decimal(amount);
  if (!d.isFinite() || d.lte(0) || d.decimalPlaces() > 2)
    throw new Error(`not an amount of money: ${amount}`);
  return d.toFixed(2);
};

/** Credits `amount` yuan with its ledger line; the balance after. */
export async function creditBalance(
  q: Queryable,
  userId: number,
  amount: string,
  reason: Extract<BalanceReason, 'topup' | 'refund' | 'afterSale' | 'grant'>,
  ctx: BalanceContext = {},
): Promise<string> {
  const change = positive(amount);
  const after = await addBalance(q, userId, change);
  await insertBalanceLine(q, { ...ctx, userId, change, after, reason, at: ctx.now });
  return after;
}

/** Debits `amount` yuan with its ledger line; refused with 余额不足，当前余额… when it is not there. */
export async function debitBalance(
  q: Queryable,
  userId: number,
  amount: string,
  reason: Extract<BalanceReason, 'pay'>,
  ctx: BalanceContext = {},
): Promise<string> {
  const change = positive(amount);
  const after = await takeBalance(q, userId, change);
  if (after === undefined) throw badRequest(insufficientBalance(await selectBalance(q, userId)));
  await insertBalanceLine(q, { ...ctx, userId, change: `-${change}`, after, reason, at: ctx.now });
  return after;
}

export async function currentBalance(q: Queryable, userId: number): Promise<string> {
  return selectBalance(q, userId);
}

export interface BalanceFilter {
  direction?: 'all' | 'in' | 'out';
  reason?: BalanceReason;
  from?: string;
  to?: string;
  orderNo?: string;
  current: number;
  size: number;
}

/** A page of the member's balance ledger, newest first. */
export async function balanceLedger(q: Queryable, userId: number, f: BalanceFilter) {
  const { total, rows } = await selectBalanceLines(
    q,
    userId,
    {
      direction: f.direction ?? 'all',
      reason: f.reason ?? null,
      from: f.from ? chinaDayStart(f.from) : null,
      to: f.to ? chinaDayEnd(f.to) : null,
      orderNo: f.orderNo?.trim() || null,
    },
    { offset: (f.current - 1) * f.size, size: f.size },
    { orderNos: ledgerOrderNos('b', false), payMethod: paymentMethodSql('b.payment_id') },
  );
  return {
    total,
    current: f.current,
    size: f.size,
    records: rows.map((r) => ({
      id: r.id,
      change: r.change,
      balanceAfter: r.after,
      reason: r.reason,
      payMethod: r.payMethod as 'alipay' | 'wechat' | null,
      createdAt: r.createdAt.toISOString(),
      orderNos: r.orderNos ?? [],
    })),
  };
}
