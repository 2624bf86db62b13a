import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product.ts';

/** Most SKUs a comparison list holds (spec §5, §9); the product page hides 加入对比 at this count. */
export const COMPARE_LIMIT = 4;

/** The caller's state on a product page (openapi product.yaml ProductUserState). */
export type ProductUserState = components['schemas']['ProductUserState'];

export interface ProductActionsInput {
  skuId: number;
  storeId: number;
  loggedIn: boolean;
}

export interface ProductActionsContext extends ProductActionsInput {
  state: ProductUserState | null;
}

export type ProductActionsEvent =
  | { type: 'favourite.toggle' }
  | { type: 'follow.toggle' }
  | { type: 'compare.add' }
  | { type: 'state.retry' }
  | ({ type: 'page.change' } & ProductActionsInput);

const fresh = (input: ProductActionsInput): ProductActionsContext => ({ ...input, state: null });

/**
 * The product page's actions (spec §2 detail): 收藏, 关注店铺 and 加入对比. A logged-in viewer first records
 * a footprint (`recordFootprint`, failures ignored), then loads the state; toggles answer the new state.
 * An anonymous viewer's clicks call `requireLogin` (the login popup). 加入对比 is offered while the SKU is
 * not compared and the list holds fewer than {@link COMPARE_LIMIT}. When the state failed to load, a click
 * on any of them reads it again. `page.change` (another SKU, or the session changed) starts over; ids
 * below 1 (no product loaded yet) wait in `idle`. Tags `loading`, `busy`, `error`.
 */
export const productActionsMachine = setup({
  types: {} as {
    context: ProductActionsContext;
    events: ProductActionsEvent;
    input: ProductActionsInput;
  },
  actors: {
    recordFootprint: fromPromise<unknown, { skuId: number }>(async () => undefined),
    loadUserState: fromPromise<ProductUserState, { skuId: number }>(async () => {
      throw new Error('loadUserState is provided by the app');
    }),
    toggleFavourite: fromPromise<{ favourited: boolean }, { skuId: number }>(async () => {
      throw new Error('toggleFavourite is provided by the app');
    }),
    toggleFollow: fromPromise<{ following: boolean }, { storeId: number }>(async () => {
      throw new Error('toggleFollow is provided by the app');
    }),
    addCompare: fromPromise<{ count: number }, { skuId: number }>(async () => {
      throw new Error('addCompare is provided by the app');
    }),
  },
  actions: {
    requireLogin: () => {},
    notifyError: (_, _params: { message: string }) => {},
    notifyCompared: () => {},
  },
  guards: {
    noProduct: ({ context }) => context.skuId < 1 || context.storeId < 1,
    loggedIn: ({ context }) => context.loggedIn,
    canCompare: ({ context }) =>
      context.state !== null && !context.state.compared && context.state.compareCount < COMPARE_LIMIT,
    changed: ({ context, event }) =>
      event.type === 'page.change' &&
      (event.skuId !== context.skuId ||
        event.storeId !== context.storeId ||
        event.loggedIn !== context.loggedIn),
  },
}).createMachine({
  id: 'productActions',
  context: ({ input }) => fresh(input),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'noProduct', target: 'idle' },
        { guard: 'loggedIn', target: 'recording' },
        { target: 'anonymous' },
      ],
    },
    idle: {},
    anonymous: {
      on: {
        'favourite.toggle': { actions: 'requireLogin' },
        'follow.toggle': { actions: 'requireLogin' },
        'compare.add': { actions: 'requireLogin' },
      },
    },
    recording: {
      tags: ['loading'],
      invoke: {
        src: 'recordFootprint',
        input: ({ context }) => ({ skuId: context.skuId }),
        onDone: 'loading',
        onError: 'loading',
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadUserState',
        input: ({ context }) => ({ skuId: context.skuId }),
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['error'],
      // The buttons stay on the page without a state to toggle: a click reads it again (they wait), and
      // the viewer clicks again on what it shows.
      on: {
        'state.retry': 'loading',
        'favourite.toggle': 'loading',
        'follow.toggle': 'loading',
        'compare.add': 'loading',
      },
    },
    ready: {
      on: {
        'favourite.toggle': 'togglingFavourite',
        'follow.toggle': 'togglingFollow',
        'compare.add': { guard: 'canCompare', target: 'addingCompare' },
      },
    },
    togglingFavourite: {
      tags: ['busy'],
      invoke: {
        src: 'toggleFavourite',
        input: ({ context }) => ({ skuId: context.skuId }),
        onDone: {
          target: 'ready',
          actions: assign({
            state: ({ context, event }) => ({ ...context.state!, favourited: event.output.favourited }),
          }),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    togglingFollow: {
      tags: ['busy'],
      invoke: {
        src: 'toggleFollow',
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: {
          target: 'ready',
          actions: assign({
            state: ({ context, event }) => ({ ...context.state!, following: event.output.following }),
          }),
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
    addingCompare: {
      tags: ['busy'],
      invoke: {
        src: 'addCompare',
        input: ({ context }) => ({ skuId: context.skuId }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              state: ({ context, event }) => ({
                ...context.state!,
                compared: true,
                compareCount: event.output.count,
              }),
            }),
            'notifyCompared',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notifyError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
        },
      },
    },
  },
  on: {
    'page.change': {
      guard: 'changed',
      target: '.checking',
      actions: assign(({ event }) =>
        fresh({ skuId: event.skuId, storeId: event.storeId, loggedIn: event.loggedIn }),
      ),
    },
  },
});

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
