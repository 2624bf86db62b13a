import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product.ts';

/** Comments shown per page on the product page. */
export const COMMENT_PAGE_SIZE = 5;

/** One buyer comment (openapi product.yaml ProductComment). */
export type ProductComment = components['schemas']['ProductComment'];

/** A page of comments (openapi product.yaml CommentPage) minus `current` and `size`: the machine owns those. */
export type CommentPage = Omit<components['schemas']['CommentPage'], 'current' | 'size'>;

export interface ProductCommentsContext {
  skuId: number;
  current: number;
  page: CommentPage | null;
}

export type ProductCommentsEvent =
  { type: 'page.go'; page: number } | { type: 'sku.change'; skuId: number } | { type: 'comments.retry' };

/** Pages of a SKU's comments, {@link COMMENT_PAGE_SIZE} at a time. */
export function commentPages(page: CommentPage | null): number {
  return Math.max(1, Math.ceil((page?.total ?? 0) / COMMENT_PAGE_SIZE));
}

/**
 * The comments of the product page (spec §7 orderComment/shopComments): average rating and a page of
 * comments. `page.go` loads another page (within 1…pages); `sku.change` starts over at page 1.
 * Tags `loading`, `error`, `empty`.
 */
export const productCommentsMachine = setup({
  types: {} as {
    context: ProductCommentsContext;
    events: ProductCommentsEvent;
    input: { skuId: number };
  },
  actors: {
    loadComments: fromPromise<CommentPage, { skuId: number; current: number; size: number }>(async () => {
      throw new Error('loadComments is provided by the app');
    }),
  },
  guards: {
    validPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= commentPages(context.page) &&
      event.page !== context.current,
    isEmpty: ({ context }) => (context.page?.total ?? 0) === 0,
  },
}).createMachine({
  id: 'productComments',
  context: ({ input }) => ({ skuId: input.skuId, current: 1, page: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadComments',
        input: ({ context }) => ({ skuId: context.skuId, current: context.current, size: COMMENT_PAGE_SIZE }),
        onDone: { target: 'shown', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'listing' }] },
        empty: { tags: ['empty'] },
        listing: {},
      },
      on: {
        'page.go': {
          guard: 'validPage',
          target: 'loading',
          actions: assign({ current: ({ event }) => event.page }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'comments.retry': 'loading' },
    },
  },
  on: {
    'sku.change': {
      guard: ({ context, event }) => event.skuId !== context.skuId,
      target: '.loading',
      actions: assign(({ event }) => ({ skuId: event.skuId, current: 1, page: null })),
    },
  },
});
