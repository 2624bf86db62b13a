import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/search.ts';
import type { SkuCard } from '../catalog/goods-hall.types.ts';
import type { NoticeSummary } from '../website/content-page.types.ts';

/** Goods per home floor (spec §2 /{domain}/index). */
export const FLOOR_SIZE = 8;

/** One product floor: a top category, its second-level links and best sellers (openapi search.yaml Floor). */
export type HomeFloor = components['schemas']['Floor'];

/**
 * What the home page loads below the banners: floors, hot goods and the shop's latest notices. The zones
 * it shows there are the shell data's, loaded once for the menu.
 */
export interface HomeFloorsContent {
  floors: HomeFloor[];
  hotGoods: SkuCard[];
  /** The latest notices, without their summaries (the column shows titles and dates). */
  notices: Array<Pick<NoticeSummary, 'id' | 'title' | 'publishedAt'>>;
}

export interface HomeFloorsContext {
  shopId: string;
  content: HomeFloorsContent | null;
}

/**
 * The home page's lower sections (product floors per top category, 热销商品, notices), loaded after
 * the first paint in a chunk of their own; a failed load can be retried. Tags `loading`, `error`.
 */
export const homeFloorsMachine = setup({
  types: {} as {
    context: HomeFloorsContext;
    events: { type: 'floors.retry' };
    input: { shopId: string };
  },
  actors: {
    loadFloors: fromPromise<HomeFloorsContent, { shopId: string; size: number }>(async () => {
      throw new Error('loadFloors is provided by the app');
    }),
  },
}).createMachine({
  id: 'homeFloors',
  context: ({ input }) => ({ shopId: input.shopId, content: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadFloors',
        input: ({ context }) => ({ shopId: context.shopId, size: FLOOR_SIZE }),
        onDone: { target: 'ready', actions: assign({ content: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {
      tags: ['error'],
      on: { 'floors.retry': 'loading' },
    },
  },
});
