import type { components } from '../../../../openapi/generated/pay.ts';
import type { Queryable } from '../../platform/db/database.ts';

type PayMethod = components['schemas']['PayMethod'];

/** A payment as stored, in the columns the counter shows. */
export interface PaymentRow {
  id: string;
  /** The submission an order payment pays; null for a top-up. */
  submissionId: number | null;
  purpose: 'order' | 'topup' | 'membership';
  method: PayMethod;
  status: components['schemas']['Payment']['status'];
  amount: string;
  points: number;
  expiresAt: Date;
}

/** The shop of a payment, found before any tenant is known (the definer function payment_shop). */
export async function selectPaymentShop(q: Queryable, paymentId: string): Promise<string | null> {
  const { rows } = await q.query<{ shop: string | null }>('SELECT payment_shop($1) AS shop', [paymentId]);
  return rows[0]?.shop ?? null;
}

/**
 * Moves every order of the submission that still awaits payment (and has not expired) to `status`, paid
 * by `method`, in one conditional UPDATE; how many orders the submission has and how many changed.
 */
export async function markOrdersPaid(q: Queryable, submissionId: number, status: string, method: PayMethod) {
  const { rows } = await q.query<{ total: number; changed: number; userId: number }>(
    `WITH changed AS (
       UPDATE mall_order SET status = $2, pay_method = $3, paid_at = now()
        WHERE submission_id = $1 AND status = 'pendingPayment' AND expires_at > now() RETURNING id)
     SELECT (SELECT count(*)::int FROM mall_order WHERE submission_id = $1) AS total,
            (SELECT count(*)::int FROM changed) AS changed,
            (SELECT user_id FROM order_submission WHERE id = $1) AS "userId"`,
    [submissionId, status, method],
  );
  return rows[0]!;
}

/** Expires the submission's pending payments. */
export async function expirePendingPayments(q: Queryable, submissionId: number): Promise<void> {
  await q.query(`UPDATE payment SET status = 'expired' WHERE submission_id = $1 AND status = 'pending'`, [
    submissionId,
  ]);
}

/**
 * Debits `amount` from the user's balance when it covers it (one conditional UPDATE); the balance after,
 * or undefined when it does not.
 */
export async function debitBalance(
  q: Queryable,
  userId: number,
  amount: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ balance: string }>(
    `UPDATE member_account SET balance = balance - $2 WHERE user_id = $1 AND balance >= $2
           RETURNING balance::text AS balance`,
    [userId, amount],
  );
  return rows[0]?.balance;
}

/** The ledger row of a balance payment. */
export async function insertBalanceLedger(
  q: Queryable,
  userId: number,
  change: string,
  balanceAfter: string,
  submissionId: number,
): Promise<void> {
  await q.query(
    `INSERT INTO balance_ledger (shop_id, user_id, change, balance_after, reason, submission_id)
             VALUES (current_setting('app.shop_id', true), $1, $2, $3, 'pay', $4)`,
    [userId, change, balanceAfter, submissionId],
  );
}

/** A new payment of a submission by its buyer. */
interface NewPayment {
  id: string;
  submissionId: number;
  userId: number;
  method: PayMethod;
  amount: string;
}

/** A payment by balance or points, paid at once. */
export async function insertPaidPayment(
  q: Queryable,
  payment: NewPayment & { points: number },
): Promise<PaymentRow> {
  const { rows } = await q.query<PaymentRow>(
    `INSERT INTO payment (id, shop_id, submission_id, user_id, method, amount, points, status, expires_at, paid_at)
         VALUES ($1, current_setting('app.shop_id', true), $2, $3, $4, $5, $6, 'paid', now(), now())
         RETURNING id, submission_id AS "submissionId", purpose, method, status, amount::text AS amount, points,
                   expires_at AS "expiresAt"`,
    [payment.id, payment.submissionId, payment.userId, payment.method, payment.amount, payment.points],
  );
  return rows[0]!;
}

/** A payment by a scan method, pending until its provider's callback or `expiresAt`. */
export async function insertPendingPayment(
  q: Queryable,
  payment: NewPayment & { expiresAt: Date },
): Promise<PaymentRow> {
  const { rows } = await q.query<PaymentRow>(
    `INSERT INTO payment (id, shop_id, submission_id, user_id, method, amount, status, expires_at)
       VALUES ($1, current_setting('app.shop_id', true), $2, $3, $4, $5, 'pending', $6)
       RETURNING id, submission_id AS "submissionId", purpose, method, status, amount::text AS amount, points,
                 expires_at AS "expiresAt"`,
    [payment.id, payment.submissionId, payment.userId, payment.method, payment.amount, payment.expiresAt],
  );
  return rows[0]!;
}

/**
 * A top-up of the member's balance (or a paid membership's purchase) by a scan method, pending until its
 * provider's callback or `expiresAt`.
 */
export async function insertPendingTopup(
  q: Queryable,
  payment: { id: string; userId: number; method: PayMethod; amount: string; expiresAt: Date },
  purpose: 'topup' | 'membership' = 'topup',
): Promise<PaymentRow> {
  const { rows } = await q.query<PaymentRow>(
    `INSERT INTO payment (id, shop_id, purpose, user_id, method, amount, status, expires_at)
       VALUES ($1, current_setting('app.shop_id', true), $6, $2, $3, $4, 'pending', $5)
       RETURNING id, submission_id AS "submissionId", purpose, method, status, amount::text AS amount, points,
                 expires_at AS "expiresAt"`,
    [payment.id, payment.userId, payment.method, payment.amount, payment.expiresAt, purpose],
  );
  return rows[0]!;
}

/** A payment of the tenant with its payer, or null. */
export async function selectPayment(q: Queryable, paymentId: string) {
  const { rows } = await q.query<PaymentRow & { userId: number }>(
    `SELECT id, submission_id AS "submissionId", purpose, method, status, amount::text AS amount, points,
            expires_at AS "expiresAt", user_id AS "userId"
       FROM payment WHERE id = $1`,
    [paymentId],
  );
  return rows[0] ?? null;
}

/** Expires the payment when it is pending past its time. */
export async function expireOverduePayment(q: Queryable, paymentId: string): Promise<void> {
  await q.query(
    `UPDATE payment SET status = 'expired' WHERE id = $1 AND status = 'pending' AND expires_at <= now()`,
    [paymentId],
  );
}

/** The payment that a provider transaction was recorded on, or null. */
export async function selectPaymentOfTransaction(
  q: Queryable,
  providerTxnId: string,
): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM payment WHERE provider_txn_id = $1', [
    providerTxnId,
  ]);
  return rows[0]?.id ?? null;
}

/** Marks a pending payment failed, recording the transaction; false when it is no longer pending. */
export async function markPaymentFailed(
  q: Queryable,
  paymentId: string,
  providerTxnId: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE payment SET status = 'failed', provider_txn_id = $2 WHERE id = $1 AND status = 'pending'`,
    [paymentId, providerTxnId],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Whether every order of the submission still awaits payment and has not expired, and whether another
 * payment of it was paid.
 */
export async function selectSubmissionState(q: Queryable, submissionId: number) {
  const { rows: state } = await q.query<{ awaiting: boolean; paidElsewhere: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM mall_order WHERE submission_id = $1
                           AND (status <> 'pendingPayment' OR expires_at <= now())) AS awaiting,
              EXISTS (SELECT 1 FROM payment WHERE submission_id = $1 AND status = 'paid') AS "paidElsewhere"`,
    [submissionId],
  );
  return state[0]!;
}

/** Marks a pending or expired payment paid, recording the transaction; false when it is neither. */
export async function markPaymentPaid(
  q: Queryable,
  paymentId: string,
  providerTxnId: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE payment SET status = 'paid', provider_txn_id = $2, paid_at = now()
          WHERE id = $1 AND status IN ('pending', 'expired')`,
    [paymentId, providerTxnId],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Marks a pending, expired or failed payment refunded through its provider, recording the transaction,
 * the provider's refund and why; false when it is none of those.
 */
export async function markPaymentRefunded(
  q: Queryable,
  paymentId: string,
  providerTxnId: string,
  refundId: string,
  reason: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE payment SET status = 'refunded', provider_txn_id = $2, refund_id = $3, refund_reason = $4,
                          refunded_at = now()
        WHERE id = $1 AND status IN ('pending', 'expired', 'failed')`,
    [paymentId, providerTxnId, refundId, reason],
  );
  return (rowCount ?? 0) > 0;
}

/** Logs a provider callback the payment took. */
export async function insertCallback(
  q: Queryable,
  paymentId: string,
  providerTxnId: string,
  outcome: string,
): Promise<void> {
  await q.query(
    `INSERT INTO payment_callback (shop_id, payment_id, provider_txn_id, outcome)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3)`,
    [paymentId, providerTxnId, outcome],
  );
}

/** The name of a shop. */
export async function selectShopName(q: Queryable, shopId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM shop WHERE shop_id = $1', [shopId]);
  return rows[0]?.name;
}
