import { nextOrderStatus, type OrderStatus } from '../../../../machines/orders/order-lifecycle.machine.ts';
import type { components } from '../../../../openapi/generated/comments.ts';
import { completeTask } from '../wallet/tasks.service.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { STATUS_CHANGED } from '../orders/fulfilment.service.ts';
import {
  insertComment,
  selectCommenterName,
  selectFiles,
  selectLines,
  selectMyComment,
  selectMyComments,
  selectOrderForUpdate,
  selectPendingLines,
  updateOrderStatus,
} from './comments.repo.ts';

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
  const { records, total } = await selectPendingLines(q, userId, PENDING_EVALUATION, { current, size });
  return { records, total, current, size };
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
  const files = new Map((await selectFiles(q, pictures)).map((r) => [r.id, r]));
  for (const id of pictures) {
    const file = files.get(id);
    if (!file || file.ownerUserId !== userId) throw badRequest(COMMENT_MESSAGES.pictureMissing);
    if (file.purpose !== 'comment') throw badRequest(COMMENT_MESSAGES.pictureNotComment);
  }
}

/** The name a comment is written under: the real name, else the nickname, else the account (≤ 20). */
async function commenterName(q: Queryable, userId: number): Promise<string> {
  return Array.from((await selectCommenterName(q, userId)) ?? '匿名用户')
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
  const order = await selectOrderForUpdate(q, body.orderNo, userId);
  if (!order) throw notFound(COMMENT_MESSAGES.orderMissing);
  const lines = await selectLines(q, order.id);
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
      const id = await insertComment(q, {
        skuId: byId.get(c.lineId)!.skuId,
        userName: name,
        anonymous: c.anonymous,
        rating: c.rating,
        content: c.content,
        pictureUrls: c.pictures.map((id) => fileUrl(shopId, id)),
        lineId: c.lineId,
        userId,
        storeId: order.storeId,
      });
      commentIds.push(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, ALREADY_COMMENTED);
      throw error;
    }
  }

  // The points task 晒图评价: a comment with pictures (granted once).
  if (planned.some((c) => c.pictures.length > 0)) await completeTask(q, userId, 'pictureComment');

  const commentedNow = new Set(planned.map((c) => c.lineId));
  const everyLine = lines.every((l) => l.commented || commentedNow.has(l.id));
  if (!everyLine) return { orderNo: body.orderNo, status: order.status, commentIds };
  if (!(await updateOrderStatus(q, order.id, to, order.status))) throw new AppError(409, STATUS_CHANGED);
  return { orderNo: body.orderNo, status: to, commentIds };
}

/** The caller's comments, newest first, with the seller's reply. */
export async function myComments(
  q: Queryable,
  userId: number,
  current: number,
  size: number,
): Promise<MyCommentPage> {
  const { records, total } = await selectMyComments(q, userId, { current, size });
  return { records, total, current, size };
}

/** One of the caller's comments; anyone else's is not found. */
export async function myCommentDetail(q: Queryable, userId: number, id: number): Promise<MyComment> {
  const comment = await selectMyComment(q, userId, id);
  if (!comment) throw notFound(COMMENT_MESSAGES.commentMissing);
  return comment;
}
