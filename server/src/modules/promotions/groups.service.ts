import { nextOrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { Database, Queryable } from '../../platform/db/database.ts';
import { cancelSubmission, releaseOrderHoldings } from '../orders/orders.service.ts';
import type { PaymentProvider } from '../payments/provider.service.ts';
import { creditBalance } from '../wallet/balance.service.ts';
import { returnPoints } from '../wallet/points.service.ts';
import {
  cancelGroupingOrder,
  failGroupsDue,
  markPromoRefunded,
  selectGroupOrders,
  selectProviderRefundsDue,
  selectShopsWithGroupsDue,
} from './groups.repo.ts';

/** Why a group's orders were cancelled. */
export const GROUP_FAILED_REASON = '拼团失败，系统自动取消并退款';

/** A provider refund of a failed group's order: sent after the transaction commits. */
export interface GroupRefund {
  shopId: string;
  orderId: number;
  method: 'alipay' | 'wechat';
  providerTxnId: string;
  amount: string;
}

/**
 * Cancels the orders of a group that just failed: an unpaid one like any cancelled submission (stock,
 * coupons and points back), a paid one (GROUP_FAILED) with its stock, coupons and deducted points back
 * and its money refunded the way it came: balance to balance and points to points at once, with their
 * ledger lines; a provider's payment through the provider (the caller sends it after commit).
 */
export async function refundFailedGroup(q: Queryable, groupId: number): Promise<void> {
  const to = nextOrderStatus('grouping', 'GROUP_FAILED')!;
  for (const o of await selectGroupOrders(q, groupId)) {
    if (o.status === 'pendingPayment') {
      await cancelSubmission(q, o.submissionId, 'CANCEL', GROUP_FAILED_REASON);
      continue;
    }
    const paid = await cancelGroupingOrder(q, o.id, to, GROUP_FAILED_REASON);
    if (!paid) continue;
    await releaseOrderHoldings(q, [o.id]);
    if (paid.pointsUsed > 0) {
      await returnPoints(q, paid.userId, paid.pointsUsed, 'return', {
        submissionId: paid.submissionId,
        reasons: ['deduct'],
      });
    }
    if (paid.payMethod === 'balance' && Number(paid.payAmount) > 0) {
      await creditBalance(q, paid.userId, paid.payAmount, 'refund', { submissionId: paid.submissionId });
      await markPromoRefunded(q, o.id);
    } else if (paid.payMethod === 'points' && paid.paidPoints > 0) {
      await returnPoints(q, paid.userId, paid.paidPoints, 'return', {
        submissionId: paid.submissionId,
        reasons: ['pay'],
      });
      await markPromoRefunded(q, o.id);
    } else if (paid.payMethod !== 'alipay' && paid.payMethod !== 'wechat') {
      await markPromoRefunded(q, o.id);
    }
  }
}

/**
 * The group sweeper: every open group of every tenant whose time ran out fails, and its orders are
 * cancelled and refunded. Safe on any number of API nodes at once: a group fails by one conditional
 * UPDATE (open → failed) and only the transaction that changed it refunds. Answers the provider refunds
 * to send (those of this run and any earlier one the provider has not yet taken).
 */
export async function sweepGroups(db: Database): Promise<{ failed: number; refunds: GroupRefund[] }> {
  const shops = await db.anonymous(selectShopsWithGroupsDue);
  let failed = 0;
  for (const shopId of shops) {
    failed += await db.tenant(shopId, async (q) => {
      const ids = await failGroupsDue(q);
      for (const id of ids) await refundFailedGroup(q, id);
      return ids.length;
    });
  }
  return { failed, refunds: await groupRefundsDue(db) };
}

/** The provider refunds of failed groups every tenant still owes. */
export async function groupRefundsDue(db: Database): Promise<GroupRefund[]> {
  const shops = await db.owner(async (q) => {
    const { rows } = await q.query<{ shop: string }>(
      `SELECT DISTINCT po.shop_id AS shop FROM promo_order po
         JOIN promo_group g ON g.shop_id = po.shop_id AND g.id = po.group_id
        WHERE g.status = 'failed' AND po.refunded_at IS NULL`,
    );
    return rows.map((r) => r.shop);
  });
  const due: GroupRefund[] = [];
  for (const shopId of shops) {
    for (const r of await db.tenant(shopId, selectProviderRefundsDue)) {
      if (r.providerTxnId) due.push({ shopId, ...r, providerTxnId: r.providerTxnId });
    }
  }
  return due;
}

/**
 * Sends a failed group's provider refund; its request id is fixed by the order (G + order id), so a
 * retry is the same refund at the provider. Once the provider takes it, the order is noted refunded.
 */
export async function sendGroupRefund(
  db: Database,
  provider: PaymentProvider | null,
  refund: GroupRefund,
): Promise<boolean> {
  if (!provider) return false;
  await provider.refund(refund.providerTxnId, refund.amount, `G${refund.orderId}`);
  await db.tenant(refund.shopId, (q) => markPromoRefunded(q, refund.orderId));
  return true;
}
