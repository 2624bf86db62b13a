import { nextOrderStatus, type OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/comments.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { STATUS_CHANGED } from '../orders/fulfilment.service.ts';

export type WriteCommentsBody = components['schemas']['WriteCommentsBody'];
export type WriteCommentsResult = components['schemas']['WriteCommentsResult'];
export type PendingCommentPage = components['schemas']['PendingCommentPage'];
export type MyComment = components['schemas']['MyComment'];
export type MyCommentPage = components['schemas']['MyCommentPage'];

export { STATUS_CHANGED };

/** Spec §5 "Comment required, max 150, up to 9 pictures". */
export const MAX_CONTENT = 150;
export const MAX_PICTURES = 9;

/** What the write-comments page says for each broken rule. */
export const COMMENT_MESSAGES = {
  contentEmpty: '评价内容不能为空',
  contentLong: `评价内容不能超过${MAX_CONTENT}字`,
  picturesMany: `最多上传${MAX_PICTURES}张图片`,
  pictureMissing: '评价图片不存在，请重新上传',
  pictureNotComment: '请上传评价图片',
  lineTwice: '同一商品只能提交一条评价',
  lineMissing: '订单中没有该商品',
  orderMissing: '订单不存在',
  commentMissing: '评价不存在',
} as const;

/** A line that already has a comment (also a concurrent duplicate that lost the race). */
export const ALREADY_COMMENTED = '该商品已评价';

/** Where an uploaded file is served (files.service.ts saveUpload answers the same URL). */
export const fileUrl = (shopId: string, fileId: string) => `/iiot/jcmall-oss/file/${shopId}/${fileId}`;

/** Characters as the page and the database count them (code points, not UTF-16 units). */
export const charCount = (text: string) => Array.from(text).length;

const PENDING_EVALUATION: OrderStatus = 'pendingEvaluation';

/** The caller's order lines awaiting a comment: orders in pendingEvaluation, lines without one. */
export async function pendingComments(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<PendingCommentPage> {
  const where = `FROM mall_order o JOIN order_line l ON l.order_id = o.id
      WHERE o.user_id = $1 AND o.status = $2 AND o.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM product_comment c WHERE c.order_line_id = l.id)`;
  const { rows: count } = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${where}`, [
    userId,
    PENDING_EVALUATION,
  ]);
  const { rows } = await q.query<{
    orderNo: string;
    lineId: number;
    skuId: number;
    name: string;
    mainImg: string;
    specs: string;
    receivedAt: Date | null;
  }>(
    `SELECT o.order_no AS "orderNo", l.id AS "lineId", l.sku_id AS "skuId", l.name, l.main_img AS "mainImg",
            l.specs, o.received_at AS "receivedAt"
       ${where}
      ORDER BY o.received_at DESC NULLS LAST, o.id DESC, l.id
      LIMIT $3 OFFSET $4`,
    [userId, PENDING_EVALUATION, size, (current - 1) * size],
  );
  return {
    records: rows.map((r) => ({ ...r, receivedAt: r.receivedAt?.toISOString() ?? null })),
    total: count[0]?.n ?? 0,
    current,
    size,
  };
}

interface PlannedComment {
  lineId: number;
  rating: number;
  content: string;
  pictures: string[];
  anonymous: boolean;
}

/** The rules the page explains, in its words; nothing is read from the database yet. */
function plan(comments: WriteCommentsBody['comments']): PlannedComment[] {
  const seen = new Set<number>();
  return comments.map((c) => {
    const content = c.content.trim();
    if (content === '') throw badRequest(COMMENT_MESSAGES.contentEmpty);
    if (charCount(content) > MAX_CONTENT) throw badRequest(COMMENT_MESSAGES.contentLong);
    const raw = c.pictures ?? [];
    if (raw.length > MAX_PICTURES) throw badRequest(COMMENT_MESSAGES.picturesMany);
    if (seen.has(c.lineId)) throw badRequest(COMMENT_MESSAGES.lineTwice);
    seen.add(c.lineId);
    return {
      lineId: c.lineId,
      rating: c.rating,
      content,
      pictures: [...new Set(raw)],
      anonymous: c.anonymous ?? false,
    };
  });
}

/** Each picture must be a comment picture the caller uploaded (another user's is as if it did not exist). */
async function checkPictures(q: Queryable, userId: number, pictures: string[]): Promise<void> {
  if (pictures.length === 0) return;
  const { rows } = await q.query<{ id: string; ownerUserId: number | null; purpose: string }>(
    `SELECT id, owner_user_id AS "ownerUserId", purpose FROM file_object WHERE id = ANY($1::text[])`,
    [pictures],
  );
  const files = new Map(rows.map((r) => [r.id, r]));
  for (const id of pictures) {
    const file = files.get(id);
    if (!file || file.ownerUserId !== userId) throw badRequest(COMMENT_MESSAGES.pictureMissing);
    if (file.purpose !== 'comment') throw badRequest(COMMENT_MESSAGES.pictureNotComment);
  }
}

/** The name a comment is written under: the real name, else the nickname, else the account (≤ 20). */
async function commenterName(q: Queryable, userId: number): Promise<string> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT COALESCE(NULLIF(btrim(full_name), ''), NULLIF(btrim(nick_name), ''), user_name) AS name
       FROM app_user WHERE id = $1`,
    [userId],
  );
  return Array.from(rows[0]?.name ?? '匿名用户')
    .slice(0, 20)
    .join('');
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Comments on some or all lines of one of the caller's received orders, in one transaction. The order
 * row is locked first, so two submissions on one order take turns: a duplicate then finds the line
 * commented (该商品已评价), and of two submissions on different lines the later one sees the earlier's and
 * moves the order on. The unique index (one comment per line) still stands behind it: its violation is
 * the same 该商品已评价. When no line is left without a comment the order moves pendingEvaluation →
 * evaluated through the lifecycle, as a conditional UPDATE.
 */
export async function writeComments(
  q: Queryable,
  shopId: string,
  userId: number,
  body: WriteCommentsBody,
): Promise<WriteCommentsResult> {
  const planned = plan(body.comments);
  const { rows: orders } = await q.query<{ id: number; status: OrderStatus; storeId: number }>(
    `SELECT id, status, store_id AS "storeId" FROM mall_order
      WHERE order_no = $1 AND user_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [body.orderNo, userId],
  );
  const order = orders[0];
  if (!order) throw notFound(COMMENT_MESSAGES.orderMissing);
  const { rows: lines } = await q.query<{ id: number; skuId: number; commented: boolean }>(
    `SELECT l.id, l.sku_id AS "skuId",
            EXISTS (SELECT 1 FROM product_comment c WHERE c.order_line_id = l.id) AS commented
       FROM order_line l WHERE l.order_id = $1 ORDER BY l.id`,
    [order.id],
  );
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const c of planned) {
    const line = byId.get(c.lineId);
    if (!line) throw badRequest(COMMENT_MESSAGES.lineMissing);
    if (line.commented) throw new AppError(409, ALREADY_COMMENTED);
  }
  const to = nextOrderStatus(order.status, 'EVALUATE');
  if (!to) throw new AppError(409, STATUS_CHANGED);
  for (const c of planned) await checkPictures(q, userId, c.pictures);

  const name = await commenterName(q, userId);
  const commentIds: number[] = [];
  for (const c of planned) {
    try {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO product_comment (shop_id, sku_id, user_name, anonymous, rating, content, pictures,
                                      order_line_id, user_id, store_id)
         VALUES (current_setting('app.shop_id', true), $1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
         RETURNING id`,
        [
          byId.get(c.lineId)!.skuId,
          name,
          c.anonymous,
          c.rating,
          c.content,
          JSON.stringify(c.pictures.map((id) => fileUrl(shopId, id))),
          c.lineId,
          userId,
          order.storeId,
        ],
      );
      commentIds.push(rows[0]!.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, ALREADY_COMMENTED);
      throw error;
    }
  }

  const commentedNow = new Set(planned.map((c) => c.lineId));
  const everyLine = lines.every((l) => l.commented || commentedNow.has(l.id));
  if (!everyLine) return { orderNo: body.orderNo, status: order.status, commentIds };
  const { rowCount } = await q.query(`UPDATE mall_order SET status = $2 WHERE id = $1 AND status = $3`, [
    order.id,
    to,
    order.status,
  ]);
  if (rowCount !== 1) throw new AppError(409, STATUS_CHANGED);
  return { orderNo: body.orderNo, status: to, commentIds };
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

/** The caller's comments, newest first, with the seller's reply. */
export async function myComments(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<MyCommentPage> {
  const { rows: count } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${MY_COMMENT_FROM} WHERE c.user_id = $1`,
    [userId],
  );
  const { rows } = await q.query<MyCommentRow>(
    `SELECT ${MY_COMMENT_COLUMNS} FROM ${MY_COMMENT_FROM}
      WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, size, (current - 1) * size],
  );
  return { records: rows.map(myComment), total: count[0]?.n ?? 0, current, size };
}

/** One of the caller's comments; anyone else's is not found. */
export async function myCommentDetail(q: Queryable, userId: number, id: number): Promise<MyComment> {
  const { rows } = await q.query<MyCommentRow>(
    `SELECT ${MY_COMMENT_COLUMNS} FROM ${MY_COMMENT_FROM} WHERE c.id = $1 AND c.user_id = $2`,
    [id, userId],
  );
  if (!rows[0]) throw notFound(COMMENT_MESSAGES.commentMissing);
  return myComment(rows[0]);
}
