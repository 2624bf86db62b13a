import { fromPromise } from 'xstate';
import { productActionsMachine } from '../../../machines/product-actions.machine.ts';
import { productCommentsMachine } from '../../../machines/product-comments.machine.ts';
import {
  addToCompare,
  loadComments,
  loadProductUserState,
  recordFootprint,
  toggleFavourite,
  toggleStoreFollow,
} from '../../api/product-actions.ts';

/** The product page's actions with their real actors; the view adds the login popup and the toasts. */
export const productActionsFlow = productActionsMachine.provide({
  actors: {
    recordFootprint: fromPromise(({ input }) => recordFootprint(input.skuId)),
    loadUserState: fromPromise(({ input, signal }) => loadProductUserState(input.skuId, signal)),
    toggleFavourite: fromPromise(({ input }) => toggleFavourite(input.skuId)),
    toggleFollow: fromPromise(({ input }) => toggleStoreFollow(input.storeId)),
    addCompare: fromPromise(({ input }) => addToCompare(input.skuId)),
  },
});

export const productCommentsFlow = productCommentsMachine.provide({
  actors: {
    loadComments: fromPromise(({ input, signal }) =>
      loadComments(input.skuId, input.current, input.size, signal),
    ),
  },
});
