import type { Queryable } from '../../platform/db/database.ts';

const SHOP = `current_setting('app.shop_id', true)`;

/** Why the balance moved (balance_ledger.reason). */
export type BalanceReason = 'pay' | 'refund' | 'topup' | 'grant' | 'afterSale';

/** Credits the member's balance, making their account first if they have none; the balance after. */
export async function addBalance(q: Queryable, userId: number, amount: string): Promise<string> {
  const { rows } = await q.query<{ balance: string }>(
    `INSERT INTO member_account (shop_id, user_id, balance) VALUES (${SHOP}, $1, $2)
     ON CONFLICT (shop_id, user_id) DO UPDATE SET balance = member_account.balance + EXCLUDED.balance
     RETURNING balance::text AS balance`,
    [userId, amount],
  );
  return rows[0]!.balance;
}

/** Debits the balance when it covers `amount` (one conditional UPDATE); the balance after, or undefined. */
export async function takeBalance(q: Queryable, userId: number, amount: string): Promise<string | undefined> {
  const { rows } = await q.query<{ balance: string }>(
    `UPDATE member_account SET balance = balance - $2 WHERE user_id = $1 AND balance >= $2
     RETURNING balance::text AS balance`,
    [userId, amount],
  );
  return rows[0]?.balance;
}

export async function selectBalance(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM member_account WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.balance ?? '0.00';
}

export interface BalanceLine {
  userId: number;
  change: string;
  after: string;
  reason: BalanceReason;
  submissionId?: number | null;
  afterSaleId?: number | null;
  paymentId?: string | null;
  at?: Date;
}

export async function insertBalanceLine(q: Queryable, line: BalanceLine): Promise<void> {
  await q.query(
    `INSERT INTO balance_ledger (shop_id, user_id, change, balance_after, reason, submission_id, after_sale_id,
                                 payment_id, created_at)
     VALUES (${SHOP}, $1, $2, $3, $4, $5, $6, $7, COALESCE($8, now()))`,
    [
      line.userId,
      line.change,
      line.after,
      line.reason,
      line.submissionId ?? null,
      line.afterSaleId ?? null,
      line.paymentId ?? null,
      line.at ?? null,
    ],
  );
}

export interface BalanceLineRow {
  id: number;
  change: string;
  after: string;
  reason: BalanceReason;
  createdAt: Date;
  paymentId: string | null;
  payMethod: string | null;
  orderNos: string[] | null;
}

/**
 * A page of the member's balance ledger, newest first, with the order numbers a line is about
 * (`orderNos`, SQL the orders and after-sales modules publish) and a top-up's payment method (`payMethod`,
 * SQL the payments module publishes).
 */
export async function selectBalanceLines(
  q: Queryable,
  userId: number,
  filter: {
    direction: 'all' | 'in' | 'out';
    reason: string | null;
    from: Date | null;
    to: Date | null;
    orderNo: string | null;
  },
  page: { offset: number; size: number },
  refs: { orderNos: string; payMethod: string },
): Promise<{ total: number; rows: BalanceLineRow[] }> {
  const { orderNos, payMethod } = refs;
  const where = `b.user_id = $1
      AND ($2 = 'all' OR ($2 = 'in' AND b.change > 0) OR ($2 = 'out' AND b.change < 0))
      AND ($3::text IS NULL OR b.reason = $3) AND ($4::timestamptz IS NULL OR b.created_at >= $4)
      AND ($5::timestamptz IS NULL OR b.created_at < $5)
      AND ($6::text IS NULL OR $6 = ANY(${orderNos}))`;
  const params = [userId, filter.direction, filter.reason, filter.from, filter.to, filter.orderNo];
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM balance_ledger b WHERE ${where}`,
    params,
  );
  const { rows } = await q.query<BalanceLineRow>(
    `SELECT b.id, b.change::text AS change, b.balance_after::text AS after, b.reason, b.created_at AS "createdAt",
            b.payment_id AS "paymentId",
            ${payMethod} AS "payMethod",
            ${orderNos} AS "orderNos"
       FROM balance_ledger b WHERE ${where}
      ORDER BY b.created_at DESC, b.id DESC OFFSET $7 LIMIT $8`,
    [...params, page.offset, page.size],
  );
  return { total: count[0]!.n, rows };
}
