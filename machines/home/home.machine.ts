import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';

/**
 * What the home page loads of its own (spec §2 /{domain}/index): its banners. The rest it shows is the
 * shell's: the category tree, zones and hot words come from the shell data, the web config from the route
 * guard, each loaded once per page view by its one owner (issue 22: no page view asks twice).
 */
export interface HomeContent {
  /** `linkUrl`: a path inside the shop (`/list?pn=…`), an absolute URL, or '' for no link. */
  banners: Array<Pick<components['schemas']['Banner'], 'id' | 'title' | 'imgUrl' | 'linkUrl'>>;
}

export interface HomeContext {
  shopId: string;
  content: HomeContent | null;
}

export type HomeEvent = { type: 'home.retry' };

export interface HomeInput {
  shopId: string;
  /**
   * The content when the page already holds it (the answers the server put into the HTML, issue #20): the
   * machine starts ready, and the first render of the page shows the banners, without a load.
   */
  content?: HomeContent | null;
}

/**
 * The home page's content for the shop the route guard resolved, loaded unless given at the start; a
 * failed load can be retried.
 */
export const homeMachine = setup({
  types: {} as { context: HomeContext; events: HomeEvent; input: HomeInput },
  actors: {
    loadHome: fromPromise<HomeContent, { shopId: string }>(async () => {
      throw new Error('loadHome is provided by the app');
    }),
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ shopId: input.shopId, content: input.content ?? null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.content !== null, target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadHome',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: { target: 'ready', actions: assign({ content: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {
      tags: ['error'],
      on: { 'home.retry': 'loading' },
    },
  },
});
