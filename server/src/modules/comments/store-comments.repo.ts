import type { StoreComment } from '../../../../machines/comments/comments.types.ts';
import type { Queryable } from '../../platform/db/database.ts';

/** The stores a console user works for, or every store for the mall operator (console/staff.service.ts). */
export type StoreScope = readonly number[] | 'any';

const COLUMNS = `c.id, o.order_no AS "orderNo", c.store_id AS "storeId", st.name AS "storeName",
       c.sku_id AS "skuId", l.name, l.main_img AS "mainImg", l.specs, c.user_name AS "userName", c.anonymous,
       c.rating::int AS rating, c.content, c.pictures, c.created_at AS "createdAt", c.reply,
       c.replied_at AS "repliedAt"`;
// Only comments written on an order line carry their store; the seed's catalogue comments have none.
const FROM = `product_comment c JOIN order_line l ON l.id = c.order_line_id
       JOIN mall_order o ON o.id = l.order_id JOIN store st ON st.id = c.store_id`;
const IN_SCOPE = `($1::bigint[] IS NULL OR c.store_id = ANY($1::bigint[]))`;

/** A comment on a store as stored: the name it was written under, unmasked. */
export type StoreCommentRow = Omit<StoreComment, 'createdAt' | 'repliedAt'> & {
  createdAt: Date;
  repliedAt: Date | null;
};

const scopeParam = (stores: StoreScope) => (stores === 'any' ? null : [...stores]);

/**
 * A page of the comments on the stores in scope, newest first, and how many there are; `replied` keeps
 * the replied or the unanswered ones.
 */
export async function selectStoreComments(
  q: Queryable,
  stores: StoreScope,
  replied: boolean | undefined,
  page: { current: number; size: number },
): Promise<{ rows: StoreCommentRow[]; total: number }> {
  const where = `WHERE ${IN_SCOPE} AND ($2::boolean IS NULL OR (c.reply IS NOT NULL) = $2::boolean)`;
  const params = [scopeParam(stores), replied ?? null];
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${FROM} ${where}`,
    params,
  );
  const { rows } = await q.query<StoreCommentRow>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [...params, page.size, (page.current - 1) * page.size],
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/**
 * Sets the reply of a comment written on an order line of a store in scope, unless it has one: one
 * conditional UPDATE (`reply IS NULL`); false when nothing changed.
 */
export async function updateReply(
  q: Queryable,
  stores: StoreScope,
  id: number,
  reply: string,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE product_comment c SET reply = $3, replied_at = now()
      WHERE ${IN_SCOPE} AND c.id = $2 AND c.store_id IS NOT NULL AND c.order_line_id IS NOT NULL
        AND c.reply IS NULL`,
    [scopeParam(stores), id, reply],
  );
  return rowCount === 1;
}

/** A comment on a store in scope; undefined when none. */
export async function selectStoreComment(
  q: Queryable,
  stores: StoreScope,
  id: number,
): Promise<StoreCommentRow | undefined> {
  const { rows } = await q.query<StoreCommentRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${IN_SCOPE} AND c.id = $2`,
    [scopeParam(stores), id],
  );
  return rows[0];
}
