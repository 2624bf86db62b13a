import type { AfterSaleKind, AfterSaleStatus } from '../../../../machines/after-sales/after-sales.machine.ts';
import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/console.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** Actor of a change, for the request's history. */
export type Actor = 'buyer' | 'seller' | 'system';

type PayMethod = 'alipay' | 'wechat' | 'balance' | 'points' | null;

export interface LineFacts {
  orderId: number;
  orderNo: string;
  orderStatus: OrderStatus;
  userId: number;
  storeId: number;
  payMethod: PayMethod;
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
  /** 1 goods to ship, 2 service vouchers (migration 0023). */
  goodsKind: number;
  /** Unused codes of a voucher line that no request holds (0 for goods to ship). */
  freeVouchers: number;
  /** Quantity and amount of this line already refunded or being refunded. */
  takenQuantity: string;
  takenAmount: string;
  open: boolean;
}

/**
 * One line of an order (not deleted), of the user unless `userId` is null, with its order, the buyer's
 * mobile, the shop's no-reason days and quantity scale, and what its requests already take; undefined
 * when none.
 */
export async function selectLineFacts(
  q: Queryable,
  orderNo: string,
  lineId: number,
  userId: number | null,
): Promise<LineFacts | undefined> {
  const { rows } = await q.query<LineFacts>(
    `SELECT o.id AS "orderId", o.order_no AS "orderNo", o.status AS "orderStatus", o.user_id AS "userId",
            o.store_id AS "storeId", o.pay_method AS "payMethod", o.pay_amount::text AS "payAmount",
            o.refunded_amount::text AS "refundedAmount", o.goods_amount::text AS "goodsAmount",
            o.shipping_fee::text AS "shippingFee", o.received_at AS "receivedAt",
            COALESCE(c.no_reason_return_days, 7) AS "noReasonDays",
            -- Vouchers go back a whole code at a time, whatever the shop's quantity scale.
            CASE WHEN l.goods_kind = 2 THEN 0 ELSE COALESCE(c.decimal_scale, 0)::int END AS "decimalScale",
            u.mobile, l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg",
            trim_scale(l.quantity)::text AS quantity, l.amount::text AS amount, l.goods_kind AS "goodsKind",
            (SELECT count(*)::int FROM order_voucher v
              WHERE v.order_line_id = l.id AND v.status = 0 AND v.after_sale_id IS NULL) AS "freeVouchers",
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
  return rows[0];
}

/** A line of a request's history: `event` moved it from `from` (null when it was made) to `to`. */
export async function insertAfterSaleEvent(
  q: Queryable,
  afterSaleId: number,
  event: string,
  from: AfterSaleStatus | null,
  to: AfterSaleStatus,
  actor: Actor,
  note = '',
): Promise<void> {
  await q.query(
    `INSERT INTO after_sale_event (shop_id, after_sale_id, event, from_status, to_status, actor, note)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6)`,
    [afterSaleId, event, from, to, actor, note],
  );
}

/** How many of `fileIds` are voucher files the user uploaded. */
export async function countVoucherFiles(q: Queryable, fileIds: string[], userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM file_object
        WHERE id = ANY($1::text[]) AND owner_user_id = $2 AND purpose = 'voucher'`,
    [fileIds, userId],
  );
  return rows[0]!.n;
}

/**
 * A request in `applied`, to be answered within the shop's merchant_answer_seconds; its id. Fails on the
 * unique index after_sale_one_open (23505) when the line already has an open request.
 */
export async function insertAfterSale(
  q: Queryable,
  a: {
    afsNo: string;
    orderId: number;
    lineId: number;
    userId: number;
    storeId: number;
    kind: AfterSaleKind;
    reason: string;
    quantity: string;
    amount: string;
    instructions: string;
    pictures: string[];
    phone: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO after_sale (shop_id, afs_no, order_id, order_line_id, user_id, store_id, kind, status, reason,
                               quantity, amount, instructions, pictures, phone, answer_due_at)
       VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6, 'applied', $7, $8, $9, $10, $11::jsonb, $12,
               now() + make_interval(secs => (SELECT merchant_answer_seconds FROM base_config
                                               WHERE shop_id = current_setting('app.shop_id', true))))
       RETURNING id`,
    [
      a.afsNo,
      a.orderId,
      a.lineId,
      a.userId,
      a.storeId,
      a.kind,
      a.reason,
      a.quantity,
      a.amount,
      a.instructions,
      JSON.stringify(a.pictures),
      a.phone,
    ],
  );
  return rows[0]!.id;
}

/** Claims an idempotency key (its request's hash with it); false when the key is already there. */
export async function insertIdempotencyKey(
  q: Queryable,
  userId: number,
  scope: string,
  key: string,
  hash: string,
): Promise<boolean> {
  const { rows: claimed } = await q.query(
    `INSERT INTO idempotency_record (shop_id, user_id, scope, key, request_hash)
     VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [userId, scope, key, hash],
  );
  return claimed.length > 0;
}

/** The request hash and stored answer (null until its request commits one) of a key; undefined when none. */
export async function selectIdempotencyRecord<T>(q: Queryable, userId: number, scope: string, key: string) {
  const { rows } = await q.query<{ hash: string; response: T | null }>(
    `SELECT request_hash AS hash, response FROM idempotency_record WHERE user_id = $1 AND scope = $2 AND key = $3`,
    [userId, scope, key],
  );
  return rows[0];
}

/** Stores the answer of a claimed key. */
export async function updateIdempotencyResponse(
  q: Queryable,
  userId: number,
  scope: string,
  key: string,
  answer: unknown,
): Promise<void> {
  await q.query(
    `UPDATE idempotency_record SET response = $4::jsonb WHERE user_id = $1 AND scope = $2 AND key = $3`,
    [userId, scope, key, JSON.stringify(answer)],
  );
}

export interface AfterSaleRow {
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

/** A request by number, its row locked for the rest of the transaction; undefined when none. */
export async function selectAfterSaleForUpdate(
  q: Queryable,
  afsNo: string,
): Promise<AfterSaleRow | undefined> {
  const { rows } = await q.query<AfterSaleRow>(
    `SELECT id, afs_no AS "afsNo", kind, status, user_id AS "userId", store_id AS "storeId", order_id AS "orderId",
            order_line_id AS "lineId", trim_scale(quantity)::text AS quantity, amount::text AS amount
       FROM after_sale WHERE afs_no = $1 FOR UPDATE`,
    [afsNo],
  );
  return rows[0];
}

/**
 * Moves a request from `from` to `to`, setting the columns of `set` too, by one conditional UPDATE on its
 * status; false when its status is no longer `from`.
 */
export async function updateAfterSaleStatus(
  q: Queryable,
  afterSaleId: number,
  to: AfterSaleStatus,
  from: AfterSaleStatus,
  set: Record<string, unknown>,
): Promise<boolean> {
  const columns = Object.keys(set);
  const assignments = columns.map((c, i) => `${c} = $${i + 4}`).join(', ');
  const { rowCount } = await q.query(
    `UPDATE after_sale SET status = $2, updated_at = now()${assignments ? `, ${assignments}` : ''}
      WHERE id = $1 AND status = $3`,
    [afterSaleId, to, from, ...columns.map((c) => set[c])],
  );
  return rowCount === 1;
}

/** How an order was paid, and its submission. */
export async function selectOrderPayment(q: Queryable, orderId: number) {
  const { rows } = await q.query<{ payMethod: PayMethod; submissionId: number }>(
    'SELECT pay_method AS "payMethod", submission_id AS "submissionId" FROM mall_order WHERE id = $1',
    [orderId],
  );
  return rows[0]!;
}

/** A pending refund of a request, by the order's payment method (unique per request). */
export async function insertRefund(
  q: Queryable,
  refund: {
    id: string;
    afterSaleId: number;
    orderId: number;
    method: PayMethod;
    amount: string;
    points: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO refund (id, shop_id, after_sale_id, order_id, method, amount, points, status)
     VALUES ($1, current_setting('app.shop_id', true), $2, $3, $4, $5, $6, 'pending')`,
    [refund.id, refund.afterSaleId, refund.orderId, refund.method, refund.amount, refund.points],
  );
}

/** The provider's transaction of the submission's paid payment, if any. */
export async function selectPaidTransaction(
  q: Queryable,
  submissionId: number,
): Promise<string | null | undefined> {
  const { rows: paid } = await q.query<{ providerTxnId: string | null }>(
    `SELECT provider_txn_id AS "providerTxnId" FROM payment WHERE submission_id = $1 AND status = 'paid'`,
    [submissionId],
  );
  return paid[0]?.providerTxnId;
}

/** Marks a pending refund succeeded (once: a conditional UPDATE); what it refunds, or undefined. */
export async function markRefundSucceeded(q: Queryable, refundId: string, providerRefundId: string | null) {
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
  return rows[0];
}

/**
 * Marks a pending refund paid back offline (once: a conditional UPDATE on a pending one); what it refunds,
 * or undefined.
 */
export async function markRefundOffline(
  q: Queryable,
  refundId: string,
  offline: { account: string; reference: string; note: string; by: number },
) {
  const { rows } = await q.query<{
    afterSaleId: number;
    method: string;
    amount: string;
    points: number;
    orderId: number;
  }>(
    `UPDATE refund SET status = 'succeeded', succeeded_at = now(), channel = 'offline',
            offline_account = $2, offline_reference = $3, offline_note = $4, offline_by = $5
      WHERE id = $1 AND status = 'pending'
      RETURNING after_sale_id AS "afterSaleId", method, amount::text AS amount, points, order_id AS "orderId"`,
    [refundId, offline.account, offline.reference, offline.note, offline.by],
  );
  return rows[0];
}

/** A request's refund as the offline path needs it: pending, by a provider, and whether it failed. */
export async function selectRefundOfRequest(q: Queryable, afterSaleId: number) {
  const { rows } = await q.query<{
    id: string;
    method: PayMethod;
    status: 'pending' | 'succeeded';
    lastError: string | null;
  }>(`SELECT id, method, status, last_error AS "lastError" FROM refund WHERE after_sale_id = $1 FOR UPDATE`, [
    afterSaleId,
  ]);
  return rows[0];
}

/** Counts an attempt to send a provider refund: its error, or null when the provider took it. */
export async function updateRefundAttempt(
  q: Queryable,
  refundId: string,
  error: string | null,
): Promise<void> {
  await q.query(
    `UPDATE refund SET attempts = attempts + 1, last_attempt_at = now(), last_error = $2
      WHERE id = $1 AND status = 'pending'`,
    [refundId, error],
  );
}

/** The shops with a provider refund due for another attempt (the definer function shops_with_refunds_due). */
export async function selectShopsWithRefundsDue(q: Queryable): Promise<string[]> {
  return (await q.query<{ s: string }>('SELECT shops_with_refunds_due() AS s')).rows.map((r) => r.s);
}

/** The tenant's provider refunds due for another attempt, oldest first, 50 at most. */
export async function selectRefundsDue(q: Queryable) {
  return (
    await q.query<{
      refundId: string;
      method: 'alipay' | 'wechat';
      providerTxnId: string | null;
      amount: string;
    }>(
      `SELECT r.id AS "refundId", r.method, p.provider_txn_id AS "providerTxnId", r.amount::text AS amount
         FROM refund r JOIN mall_order o ON o.id = r.order_id
         LEFT JOIN payment p ON p.submission_id = o.submission_id AND p.status = 'paid'
        WHERE r.status = 'pending' AND r.channel = 'original' AND r.method IN ('alipay', 'wechat')
          AND COALESCE(r.last_attempt_at, r.created_at) <= now() - interval '1 minute'
        ORDER BY r.created_at LIMIT 50`,
    )
  ).rows;
}

/** A request by id with its order's status, the request's row locked for the rest of the transaction. */
export async function selectRefundedAfterSale(
  q: Queryable,
  afterSaleId: number,
): Promise<AfterSaleRow & { orderStatus: OrderStatus }> {
  const { rows: afs } = await q.query<AfterSaleRow & { orderStatus: OrderStatus }>(
    `SELECT a.id, a.afs_no AS "afsNo", a.kind, a.status, a.user_id AS "userId", a.store_id AS "storeId",
            a.order_id AS "orderId", a.order_line_id AS "lineId", trim_scale(a.quantity)::text AS quantity,
            a.amount::text AS amount, o.status AS "orderStatus"
       FROM after_sale a JOIN mall_order o ON o.id = a.order_id WHERE a.id = $1 FOR UPDATE OF a`,
    [afterSaleId],
  );
  return afs[0]!;
}

/** Counts a refund on its order (a CHECK keeps it within what was paid). */
export async function addRefundedAmount(q: Queryable, orderId: number, amount: string): Promise<void> {
  await q.query('UPDATE mall_order SET refunded_amount = refunded_amount + $2 WHERE id = $1', [
    orderId,
    amount,
  ]);
}

/**
 * Brings `quantity` of an order line back to stock (whole units, rounded up), with its stock ledger row
 * and the sales tally taken back, in one statement.
 */
export async function restockLine(
  q: Queryable,
  lineId: number,
  quantity: string,
  orderId: number,
): Promise<void> {
  await q.query(
    `WITH line AS (SELECT sku_id FROM order_line WHERE id = $1),
       units AS (SELECT ceil($2::numeric)::int AS n),
       back AS (UPDATE sku_stock k SET stock = k.stock + (SELECT n FROM units)
                 WHERE k.sku_id = (SELECT sku_id FROM line) RETURNING k.sku_id),
       tally AS (INSERT INTO sales_tally (shop_id, sku_id, units)
                 SELECT current_setting('app.shop_id', true), sku_id, -(SELECT n FROM units) FROM back)
       INSERT INTO stock_ledger (shop_id, sku_id, change, reason, order_id)
       SELECT current_setting('app.shop_id', true), sku_id, (SELECT n FROM units), 'afterSale', $3 FROM back`,
    [lineId, quantity, orderId],
  );
}

/**
 * Moves the order from `from` to `to` (closed, with the reason, no receipt due) when every line of it
 * has been refunded in full, by one conditional UPDATE.
 */
export async function closeOrderIfAllRefunded(
  q: Queryable,
  orderId: number,
  to: OrderStatus,
  from: OrderStatus,
  reason: string,
): Promise<void> {
  await q.query(
    `UPDATE mall_order o SET status = $2, canceled_at = now(), cancel_reason = $4, receive_due_at = NULL
      WHERE o.id = $1 AND o.status = $3
        AND NOT EXISTS (
          SELECT 1 FROM order_line l
           WHERE l.order_id = o.id
             AND l.quantity > COALESCE((SELECT sum(a.quantity) FROM after_sale a
                                         WHERE a.order_line_id = l.id AND a.status = 'refunded'), 0))`,
    [orderId, to, from, reason],
  );
}

/** The shop's time for a buyer to ship a return, in seconds. */
export async function selectReturnShipSeconds(q: Queryable): Promise<number> {
  return (
    await q.query<{ s: number }>(
      `SELECT return_ship_seconds AS s FROM base_config WHERE shop_id = current_setting('app.shop_id', true)`,
    )
  ).rows[0]!.s;
}

/** The shop of a refund, found before any tenant is known (the definer function refund_shop). */
export async function selectRefundShop(q: Queryable, refundId: string): Promise<string | null> {
  const { rows } = await q.query<{ shop: string | null }>('SELECT refund_shop($1) AS shop', [refundId]);
  return rows[0]?.shop ?? null;
}

/** The amount of a refund of the tenant. */
export async function selectRefundAmount(q: Queryable, refundId: string): Promise<string> {
  const { rows } = await q.query<{ amount: string }>(
    'SELECT amount::text AS amount FROM refund WHERE id = $1',
    [refundId],
  );
  return rows[0]!.amount;
}

/** The shops with after-sales requests past a deadline (the definer function shops_with_after_sales_due). */
export async function selectShopsWithAfterSalesDue(q: Queryable): Promise<string[]> {
  return (await q.query<{ s: string }>('SELECT shops_with_after_sales_due() AS s')).rows.map((r) => r.s);
}

/**
 * The tenant's requests past a deadline, oldest first, 200 at most: applied and not answered in time,
 * or awaiting a return not shipped in time.
 */
export async function selectDueAfterSales(q: Queryable) {
  return (
    await q.query<{ afsNo: string; status: AfterSaleStatus }>(
      `SELECT afs_no AS "afsNo", status FROM after_sale
            WHERE (status = 'applied' AND answer_due_at <= now()) OR (status = 'awaitingReturn' AND return_due_at <= now())
            ORDER BY id LIMIT 200`,
    )
  ).rows;
}

type AfterSaleDetail = components['schemas']['AfterSaleDetail'];
type AfterSaleSummary = components['schemas']['AfterSaleSummary'];

/** A request by number with its order, store, line, refund and history (oldest first); undefined when none. */
export async function selectAfterSaleDetail(q: Queryable, afsNo: string) {
  const { rows } = await q.query<
    Omit<AfterSaleDetail, 'actions' | 'answerDueAt' | 'returnDueAt' | 'refundedAt' | 'createdAt'> & {
      userId: number;
      storeId: number;
      answerDueAt: Date | null;
      returnDueAt: Date | null;
      refundedAt: Date | null;
      createdAt: Date;
    }
  >(
    `SELECT a.afs_no AS "afsNo", o.order_no AS "orderNo", a.kind, a.status, a.user_id AS "userId", a.store_id AS "storeId",
            st.name AS "storeName", l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg", a.reason,
            trim_scale(a.quantity)::text AS quantity, a.amount::text AS amount, a.instructions, a.pictures, a.phone,
            a.return_courier AS "returnCourier", a.return_waybill AS "returnWaybill", a.refuse_reason AS "refuseReason",
            a.answer_due_at AS "answerDueAt", a.return_due_at AS "returnDueAt", a.refunded_at AS "refundedAt",
            a.created_at AS "createdAt",
            (SELECT json_build_object('method', r.method, 'amount', r.amount::text, 'points', r.points, 'status', r.status,
                      'channel', r.channel, 'failure', CASE WHEN r.status = 'pending' THEN r.last_error END,
                      'offline', CASE WHEN r.channel = 'offline' THEN json_build_object(
                        'account', r.offline_account, 'reference', r.offline_reference, 'note', r.offline_note,
                        'at', to_char(r.succeeded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END)
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
  return rows[0];
}

/** How a request's order was paid, and its store's name, phone and address (where a return goes). */
export async function selectReturnAddress(q: Queryable, afsNo: string) {
  const { rows } = await q.query<{
    payMethod: PayMethod;
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
  return rows[0]!;
}

/**
 * A page of requests, newest first: of the user unless `userId` is null, of the stores unless `storeIds`
 * is null, in the status unless it is null.
 */
export async function selectAfterSales(
  q: Queryable,
  userId: number | null,
  storeIds: readonly number[] | null,
  status: AfterSaleStatus | null,
  page: { current: number; size: number },
): Promise<{ records: AfterSaleSummary[]; total: number }> {
  const { rows } = await q.query<Omit<AfterSaleSummary, 'createdAt'> & { createdAt: Date; total: number }>(
    `SELECT a.afs_no AS "afsNo", o.order_no AS "orderNo", a.kind, a.status, st.name AS "storeName", l.name,
            l.main_img AS "mainImg", trim_scale(a.quantity)::text AS quantity, a.amount::text AS amount,
            a.created_at AS "createdAt", count(*) OVER ()::int AS total
       FROM after_sale a JOIN mall_order o ON o.id = a.order_id JOIN store st ON st.id = a.store_id
       JOIN order_line l ON l.id = a.order_line_id
      WHERE ($1::bigint IS NULL OR a.user_id = $1) AND ($2::bigint[] IS NULL OR a.store_id = ANY($2::bigint[]))
        AND ($3::text IS NULL OR a.status = $3)
      ORDER BY a.created_at DESC, a.id DESC LIMIT $4 OFFSET $5`,
    [userId, storeIds, status, page.size, (page.current - 1) * page.size],
  );
  return {
    records: rows.map(({ total: _t, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
    total: rows[0]?.total ?? 0,
  };
}
