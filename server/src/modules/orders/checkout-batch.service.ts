import { type Queryable } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import {
  admitOrder,
  claimOrders,
  stockShort,
  type AdmittedOrder,
  type PlacedOrder,
  type PlaceOrderInput,
} from './checkout.service.ts';
import { insertSubmissions } from './checkout.repo.ts';

/** A direct order waiting at the checkout desk (order-desk.ts). */
export interface BatchRequest {
  userId: number;
  key: string;
  input: PlaceOrderInput;
}

/**
 * What became of one order of a batch: placed (or replayed), refused, or sent back to be placed on its own
 * (it spends coupons, points or an activity's seat, or has nothing to pay: today's path writes those).
 */
export type BatchOutcome = { placed: PlacedOrder } | { refused: unknown } | { alone: true };

/**
 * Whether an order may join a batch before anything is read: buy now, without a group, coupons or
 * points. What the reads may still find (a flash-sale price, nothing to pay) sends it back (`alone`).
 */
export function batchable(input: PlaceOrderInput): boolean {
  return input.lines !== undefined && !input.group && input.userCouponIds.length === 0 && !input.points;
}

/** An admitted order whose writes are the insert and the stock only. */
const plain = (o: AdmittedOrder) =>
  o.source === 'direct' &&
  !o.paid &&
  o.settlement.pointsUsed === 0 &&
  o.priced.every((x) => x.kind === 'discount');

/**
 * Places the direct orders of several buyers (one order each: a buyer's order lock is the transaction's,
 * so two of theirs cannot share one) in the caller's transaction, sharing its statements: each order's
 * claim and reads go out together and are checked one by one, as placeOrder checks them; then one insert
 * writes every order that passed, and take_batch_stock (migration 0081) takes their stock submission by
 * submission, undoing any that found a SKU short, and commits. A refusal is that order's alone: the claims
 * of refused orders and of orders sent back are given back before the commit. A statement that fails
 * fails the transaction, and the call throws: none of the batch is placed.
 */
export async function placeBatch(q: Queryable, requests: BatchRequest[]): Promise<BatchOutcome[]> {
  // The claims in one statement, the holds in the next (after the claims' locks), then the orders' goods
  // with their addresses and the activity prices: one round trip for the batch on PostgreSQL.
  const shared = claimOrders(q, requests);
  for (const s of shared) {
    s.claiming.catch(() => undefined);
    s.holding.catch(() => undefined);
    s.goods?.catch(() => undefined);
  }
  const admitted = await Promise.allSettled(
    requests.map((r, i) => admitOrder(q, r.userId, r.key, r.input, 'direct', shared[i])),
  );
  for (const a of admitted) {
    if (a.status === 'rejected' && !(a.reason instanceof AppError)) throw a.reason;
  }
  const outcomes: BatchOutcome[] = [];
  const writing: Array<{ at: number; order: AdmittedOrder }> = [];
  const giveBack: BatchRequest[] = [];
  admitted.forEach((a, at) => {
    if (a.status === 'rejected') {
      outcomes[at] = { refused: a.reason };
      giveBack.push(requests[at]!);
    } else if ('replay' in a.value) {
      outcomes[at] = { placed: a.value.replay };
    } else if (!plain(a.value.order)) {
      outcomes[at] = { alone: true };
      giveBack.push(requests[at]!);
    } else {
      writing.push({ at, order: a.value.order });
    }
  });
  // Only the claims this transaction made are unanswered (a committed claim always holds its answer).
  const givingBack =
    giveBack.length > 0
      ? q.query(
          `DELETE FROM idempotency_record
            WHERE scope = 'order' AND response IS NULL
              AND (user_id, key) IN (SELECT * FROM unnest($1::bigint[], $2::text[]))`,
          [giveBack.map((r) => r.userId), giveBack.map((r) => r.key)],
        )
      : Promise.resolve();
  givingBack.catch(() => undefined);
  if (writing.length === 0) {
    await givingBack;
    return outcomes;
  }
  const inserted = await insertSubmissions<PlacedOrder>(
    q,
    writing.map((w) => w.order.submission),
  );
  await givingBack;
  const lines = writing.flatMap((w, i) =>
    w.order.lines.map((l) => ({ submissionId: inserted[i]!.submissionId, skuId: l.skuId, units: l.units })),
  );
  const { rows } = await q.queryThenCommit<{ submissionId: number; shortSku: number }>(
    `SELECT submission_id AS "submissionId", short_sku AS "shortSku"
       FROM take_batch_stock($1::bigint[], $2::bigint[], $3::int[])`,
    [lines.map((l) => l.submissionId), lines.map((l) => l.skuId), lines.map((l) => l.units)],
  );
  const short = new Map(rows.map((r) => [Number(r.submissionId), Number(r.shortSku)]));
  writing.forEach((w, i) => {
    const sku = short.get(inserted[i]!.submissionId);
    if (sku === undefined) {
      outcomes[w.at] = { placed: inserted[i]!.answer };
      return;
    }
    const name = w.order.lines.find((l) => l.skuId === sku)?.name ?? '';
    outcomes[w.at] = { refused: new AppError(409, stockShort(name)) };
  });
  return outcomes;
}
