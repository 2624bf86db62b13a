import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/catalog/product-comments.connect.ts';
import {
  productCommentsMachine,
  type CommentPage,
} from '../../../machines/catalog/product-comments.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';
import { comment } from './connect-fixtures.ts';

const commentPage = (total: number, first = 1): CommentPage => ({
  records: Array.from({ length: Math.min(total - first + 1, 5) }, (_, i) => comment(first + i)),
  total,
  averageRating: 4.25,
});

/** The comments of SKU 7 with a loader the test answers, and the view's API. */
function comments() {
  const env = controllableActors();
  const machine = productCommentsMachine.provide({
    actors: {
      loadComments: env.actor<CommentPage, { skuId: number; current: number; size: number }>('loadComments'),
    },
  });
  const actor = createActor(machine, { input: { skuId: 7 } }).start();
  return { env, view: () => connect(actor.getSnapshot(), actor.send) };
}

describe('product comments view API', () => {
  it('shows nothing but loading before the first page', () => {
    expect(comments().view()).toMatchObject({
      isLoading: true,
      summary: null,
      comments: [],
      showsPagination: false,
    });
  });

  it('shows the average rating, the count and the pages once comments load', async () => {
    const { env, view } = comments();
    await env.resolve('loadComments', commentPage(12));
    const api = view();
    expect(api).toMatchObject({
      isLoading: false,
      isEmpty: false,
      showsPagination: true,
      page: 1,
      pageCount: 3,
    });
    expect(api.summary).toEqual({ averageRating: 4.25, total: 12 });
    expect(api.comments.map((c) => c.commentId)).toEqual([1, 2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4].map((p) => api.canGoToPage(p))).toEqual([false, false, true, true, false]);
  });

  it('keeps the shown comments while the next page loads', async () => {
    const { env, view } = comments();
    await env.resolve('loadComments', commentPage(12));
    view().goToPage(2);
    expect(view()).toMatchObject({ isLoading: true, page: 2 });
    expect(view().comments).toHaveLength(5);
    expect(env.inputs.loadComments?.at(-1)).toEqual({ skuId: 7, current: 2, size: 5 });
    await env.resolve('loadComments', commentPage(12, 6));
    expect(view().comments[0]?.commentId).toBe(6);
  });

  it('says 暂无评价 without a summary when there are none', async () => {
    const { env, view } = comments();
    await env.resolve('loadComments', { records: [], total: 0, averageRating: 0 });
    expect(view()).toMatchObject({ isEmpty: true, summary: null, comments: [], pageCount: 1 });
  });

  it('offers a retry after a failed load', async () => {
    const { env, view } = comments();
    await env.reject('loadComments');
    expect(view()).toMatchObject({ loadFailed: true, isLoading: false });
    view().retry();
    expect(view()).toMatchObject({ loadFailed: false, isLoading: true });
  });
});
