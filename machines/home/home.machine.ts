import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';

/**
 * What the home page shows besides the shell (spec §2 /{domain}/index): a view model the loader builds
 * from four calls (web config, category tree, hot words, banners), renamed and trimmed for the page.
 */
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
  /** `linkUrl`: a path inside the shop (`/list?pn=…`), an absolute URL, or '' for no link. */
  banners: Array<Pick<components['schemas']['Banner'], 'id' | 'title' | 'imgUrl' | 'linkUrl'>>;
}

export interface HomeContext {
  shopId: string;
  content: HomeContent | null;
}

export type HomeEvent = { type: 'home.retry' };

/** The home page's content for the shop the route guard resolved; a failed load can be retried. */
export const homeMachine = setup({
  types: {} as { context: HomeContext; events: HomeEvent; input: { shopId: string } },
  actors: {
    loadHome: fromPromise<HomeContent, { shopId: string }>(async () => {
      throw new Error('loadHome is provided by the app');
    }),
  },
}).createMachine({
  id: 'home',
  context: ({ input }) => ({ shopId: input.shopId, content: null }),
  initial: 'loading',
  states: {
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
