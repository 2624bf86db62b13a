import { assign, fromPromise, setup } from 'xstate';

/** What the home page shows of a shop (spec §2 /{domain}/index). */
export interface ShopSummary {
  shopId: string;
  shopName: string;
}
export interface HomeContent {
  welcome: string;
  title: string;
  copyright: string;
  categories: Array<{
    id: number;
    name: string;
    icon: string;
    children: Array<{ id: number; name: string }>;
  }>;
  hotWords: string[];
  banners: Array<{ id: number; title: string; imgUrl: string }>;
}

export interface HomeContext {
  domain: string;
  shop: ShopSummary | null;
  content: HomeContent | null;
}

export type HomeEvent = { type: 'home.retry' };

/**
 * The home page's flow: resolve the shop from the domain, then load its content. An unknown shop ends
 * in `shopMissing` (the app goes to /404-project); a failed load can be retried.
 */
export const homeMachine = setup({
  types: {} as { context: HomeContext; events: HomeEvent; input: { domain: string } },
  actors: {
    resolveShop: fromPromise<ShopSummary | null, { domain: string }>(async () => null),
    loadHome: fromPromise<HomeContent, { shopId: string }>(async () => {
      throw new Error('loadHome is provided by the app');
    }),
  },
  actions: {
    goToProjectNotFound: () => {},
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ domain: input.domain, shop: null, content: null }),
  initial: 'resolving',
  states: {
    resolving: {
      tags: ['loading'],
      invoke: {
        src: 'resolveShop',
        input: ({ context }) => ({ domain: context.domain }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'shopMissing' },
          { target: 'loading', actions: assign({ shop: ({ event }) => event.output }) },
        ],
        onError: 'shopMissing',
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadHome',
        input: ({ context }) => ({ shopId: context.shop!.shopId }),
        onDone: { target: 'ready', actions: assign({ content: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {
      tags: ['error'],
      on: { 'home.retry': 'loading' },
    },
    shopMissing: {
      type: 'final',
      entry: 'goToProjectNotFound',
    },
  },
});
