import {
  REPLY_MESSAGES,
  replyProblem,
  type StoreComment,
  type StoreCommentPage,
} from '../../../../machines/comments/comments.types.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { maskName } from '../catalog/comments.service.ts';
import { COMMENT_MESSAGES } from './comments.service.ts';

export { REPLY_MESSAGES, type StoreComment, type StoreCommentPage };

/** The stores a console user works for, or every store for the mall operator (console/staff.service.ts). */
type StoreScope = readonly number[] | 'any';

const COLUMNS = `c.id, o.order_no AS "orderNo", c.store_id AS "storeId", st.name AS "storeName",
       c.sku_id AS "skuId", l.name, l.main_img AS "mainImg", l.specs, c.user_name AS "userName", c.anonymous,
       c.rating::int AS rating, c.content, c.pictures, c.created_at AS "createdAt", c.reply,
       c.replied_at AS "repliedAt"`;
// Only comments written on an order line carry their store; the seed's catalogue comments have none.
const FROM = `product_comment c JOIN order_line l ON l.id = c.order_line_id
       JOIN mall_order o ON o.id = l.order_id JOIN store st ON st.id = c.store_id`;
const IN_SCOPE = `($1::bigint[] IS NULL OR c.store_id = ANY($1::bigint[]))`;

type Row = Omit<StoreComment, 'createdAt' | 'repliedAt'> & { createdAt: Date; repliedAt: Date | null };

const storeComment = ({ createdAt, repliedAt, ...r }: Row): StoreComment => ({
  ...r,
  userName: maskName(r.userName, r.anonymous),
  createdAt: createdAt.toISOString(),
  repliedAt: repliedAt?.toISOString() ?? null,
});

const scopeParam = (stores: StoreScope) => (stores === 'any' ? null : [...stores]);

/** The comments on the stores in scope, newest first; `replied` keeps the replied or unanswered ones. */
export async function storeComments(
  q: Queryable,
  stores: StoreScope,
  replied: boolean | undefined,
  current: number,
  size: number,
): Promise<StoreCommentPage> {
  const where = `WHERE ${IN_SCOPE} AND ($2::boolean IS NULL OR (c.reply IS NOT NULL) = $2::boolean)`;
  const params = [scopeParam(stores), replied ?? null];
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${FROM} ${where}`,
    params,
  );
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $3 OFFSET $4`,
    [...params, size, (current - 1) * size],
  );
  return { records: rows.map(storeComment), total: count[0]?.n ?? 0, current, size };
}

/**
 * The seller's one reply to a comment on a store in scope (1–200 characters once trimmed). One
 * conditional UPDATE (`reply IS NULL`), so of two racing replies one wins and the other is told
 * 已回复过该评价; a comment on another store is not found.
 */
export async function replyComment(
  q: Queryable,
  stores: StoreScope,
  id: number,
  text: string,
): Promise<StoreComment> {
  const reply = text.trim();
  const problem = replyProblem(reply);
  if (problem) throw badRequest(REPLY_MESSAGES[problem]);
  const { rowCount } = await q.query(
    `UPDATE product_comment c SET reply = $3, replied_at = now()
      WHERE ${IN_SCOPE} AND c.id = $2 AND c.store_id IS NOT NULL AND c.order_line_id IS NOT NULL
        AND c.reply IS NULL`,
    [scopeParam(stores), id, reply],
  );
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${IN_SCOPE} AND c.id = $2`, [
    scopeParam(stores),
    id,
  ]);
  if (!rows[0]) throw notFound(COMMENT_MESSAGES.commentMissing);
  if (rowCount !== 1) throw new AppError(409, REPLY_MESSAGES.already);
  return storeComment(rows[0]);
}
