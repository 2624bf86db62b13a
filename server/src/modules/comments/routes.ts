import { defineRoutes } from '../../platform/openapi/handlers.ts';
import { staffScope } from '../console/staff.service.ts';
import { myCommentDetail, myComments, pendingComments, writeComments } from './comments.service.ts';
import { replyComment, storeComments } from './store-comments.service.ts';

/**
 * The comments service (openapi/comments.yaml): the buyer's operations on their own order lines and
 * comments (`user` access: the access plugin has already refused callers without a session), and the
 * seller's on the comments of the stores they work for (`staff` access).
 */
export const commentHandlers = defineRoutes('comments', {
  listPendingComments: ({ query, ctx }) =>
    ctx.read((q) => pendingComments(q, ctx.user!.userId, query.current ?? 1, query.size ?? 10)),
  writeComments: ({ body, ctx }) => ctx.tx((q) => writeComments(q, ctx.shopId!, ctx.user!.userId, body)),
  listMyComments: ({ query, ctx }) =>
    ctx.read((q) => myComments(q, ctx.user!.userId, query.current ?? 1, query.size ?? 10)),
  myCommentDetail: ({ query, ctx }) => ctx.read((q) => myCommentDetail(q, ctx.user!.userId, query.id)),
  listStoreComments: ({ query, ctx }) =>
    ctx.read(async (q) =>
      storeComments(
        q,
        (await staffScope(q, ctx.user!)).storeIds,
        query.replied,
        query.current ?? 1,
        query.size ?? 10,
      ),
    ),
  replyStoreComment: ({ body, ctx }) =>
    ctx.tx(async (q) => replyComment(q, (await staffScope(q, ctx.user!)).storeIds, body.id, body.reply)),
});
