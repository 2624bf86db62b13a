import type { OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/comments.ts';
import type { Queryable } from '../../platform/db/database.ts';

type PendingComment = components['schemas']['PendingCommentLine'];
type MyComment = components['schemas']['MyComment'];

/**
 * A page of the user's order lines without a comment in orders (not deleted) of `status`, most recently
 * received first, and how many there are.
 */
export async function selectPendingLines(
  q: Queryable,
  userId: number,
  status: OrderStatus,
  page: { current: number; size: number },
): Promise<{ records: PendingComment[]; total: number }> {
  const where = `FROM mall_order o JOIN order_line l ON l.order_id = o.id
      WHERE o.user_id = $1 AND o.status = $2 AND o.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM product_comment c WHERE c.order_line_id = l.id)`;
  const { rows: count } = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [
    userId,
    status,
  ]);
  const { rows } = await q.query<Omit<PendingComment, 'receivedAt'> & { receivedAt: Date | null }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg",
            l.specs, o.received_at AS "receivedAt"
       ${where}
      ORDER BY o.received_at DESC NULLS LAST, o.id DESC, l.id
      LIMIT $3 OFFSET $4`,
    [userId, status, page.size, (page.current - 1) * page.size],
  );
  return {
    records: rows.map((r) => ({ ...r, receivedAt: r.receivedAt?.toISOString() ?? null })),
    total: count[0]?.n ?? 0,
  };
}

/** The owner and purpose of each of the files that exist among `fileIds`. */
export async function selectFiles(q: Queryable, fileIds: string[]) {
  const { rows } = await q.query<{ id: string; ownerUserId: number | null; purpose: string }>(
    `SELECT id, owner_user_id AS "ownerUserId", purpose FROM file_object WHERE id = ANY($1::text[])`,
    [fileIds],
  );
  return rows;
}

/** The user's real name, else nickname, else account name; undefined when there is no such user. */
export async function selectCommenterName(q: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT COALESCE(NULLIF(btrim(full_name), ''), NULLIF(btrim(nick_name), ''), user_name) AS name
       FROM app_user WHERE id = $1`,
    [userId],
  );
  return rows[0]?.name;
}

/** The user's order by number (not deleted), its row locked for the rest of the transaction; undefined when none. */
export async function selectOrderForUpdate(q: Queryable, orderNo: string, userId: number) {
  const { rows: orders } = await q.query<{ id: number; status: OrderStatus; storeId: number }>(
    `SELECT id, status, store_id AS "storeId" FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [orderNo, userId],
  );
  return orders[0];
}

/** The lines of an order, by id, each with whether it has a comment. */
export async function selectLines(q: Queryable, orderId: number) {
  const { rows: lines } = await q.query<{ id: number; skuId: number; commented: boolean }>(
    `SELECT l.id, l.sku_id AS "skuId",
            EXISTS (SELECT 1 FROM product_comment c WHERE c.order_line_id = l.id) AS commented
       FROM order_line l WHERE l.order_id = $1 ORDER BY l.id`,
    [orderId],
  );
  return lines;
}

/** A comment on an order line; its id. Fails on the one-comment-per-line unique index (23505). */
export async function insertComment(
  q: Queryable,
  c: {
    skuId: number;
    userName: string;
    anonymous: boolean;
    rating: number;
    content: string;
    pictureUrls: string[];
    lineId: number;
    userId: number;
    storeId: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO product_comment (shop_id, sku_id, user_name, anonymous, rating, content, pictures,
                                      order_line_id, user_id, store_id)
         VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
         RETURNING id`,
    [
      c.skuId,
      c.userName,
      c.anonymous,
      c.rating,
      c.content,
      JSON.stringify(c.pictureUrls),
      c.lineId,
      c.userId,
      c.storeId,
    ],
  );
  return rows[0]!.id;
}

/** Moves the order from `from` to `to` by one conditional UPDATE; false when it is no longer `from`. */
export async function updateOrderStatus(
  q: Queryable,
  orderId: number,
  to: OrderStatus,
  from: OrderStatus,
): Promise<boolean> {
  const { rowCount } = await q.query(`UPDATE mall_order SET status = $2 WHERE id = $1 AND status = $3`, [
    orderId,
    to,
    from,
  ]);
  return rowCount === 1;
}

const MY_COMMENT_COLUMNS = `c.id, o.order_no AS "orderNo", l.id AS "lineId", c.sku_id AS "skuId", l.name,
       l.main_img AS "mainImg", l.specs, c.rating::int AS rating, c.content, c.pictures, c.anonymous,
       c.created_at AS "createdAt", c.reply, c.replied_at AS "repliedAt"`;
const MY_COMMENT_FROM = `product_comment c JOIN order_line l ON l.id = c.order_line_id
       JOIN mall_order o ON o.id = l.order_id`;

type MyCommentRow = Omit<MyComment, 'createdAt' | 'repliedAt'> & { createdAt: Date; repliedAt: Date | null };

const myComment = ({ createdAt, repliedAt, ...r }: MyCommentRow): MyComment => ({
  ...r,
  createdAt: createdAt.toISOString(),
  repliedAt: repliedAt?.toISOString() ?? null,
});

/** A page of the user's comments, newest first, with the seller's reply, and how many there are. */
export async function selectMyComments(
  q: Queryable,
  userId: number,
  page: { current: number; size: number },
): Promise<{ records: MyComment[]; total: number }> {
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${MY_COMMENT_FROM} WHERE c.user_id = $1`,
    [userId],
  );
  const { rows } = await q.query<MyCommentRow>(
    `SELECT ${MY_COMMENT_COLUMNS} FROM ${MY_COMMENT_FROM}
      WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.size, (page.current - 1) * page.size],
  );
  return { records: rows.map(myComment), total: count[0]?.n ?? 0 };
}

/** One of the user's comments; undefined for anyone else's. */
export async function selectMyComment(
  q: Queryable,
  userId: number,
  id: number,
): Promise<MyComment | undefined> {
  const { rows } = await q.query<MyCommentRow>(
    `SELECT ${MY_COMMENT_COLUMNS} FROM ${MY_COMMENT_FROM} WHERE c.id = $1 AND c.user_id = $2`,
    [id, userId],
  );
  return rows[0] && myComment(rows[0]);
}
