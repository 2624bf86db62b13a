import { assign, fromPromise, setup } from 'xstate';
import type { SkuCard } from './goods-hall.types.ts';

/** Goods per page of a zone. */
export const ZONE_PAGE_SIZE = 20;

/** A zone as the zone page shows it (openapi front.yaml Zone). */
export interface ZoneInfo {
  id: number;
  name: string;
  zoneType: number;
  activity: { id: number; allorpartorg: number; showOrgarea: number } | null;
}

/** A category holding goods of the zone (openapi front.yaml ZoneCategory). */
export interface ZoneCategory {
  cateId: number;
  cateName: string;
  parentId: number | null;
  level: number;
  skuCount: number;
}

/** A brand of the zone's goods (openapi front.yaml ZoneBrand). */
export interface ZoneBrand {
  brandId: number;
  brandName: string;
  skuCount: number;
}

/** What the zone page loads first: the zone, its second-level categories and brands. */
export interface ZoneOverview {
  zone: ZoneInfo;
  seconds: ZoneCategory[];
  brands: ZoneBrand[];
}

/** The goods filter of the page: category tabs of levels 2 and 3, one brand, the page number. */
export interface ZoneGoodsQuery {
  zoneId: number;
  secondId: number | null;
  thirdId: number | null;
  brandId: number | null;
  page: number;
}

export interface ZonePageContext {
  zoneId: number;
  overview: ZoneOverview | null;
  thirds: ZoneCategory[];
  query: ZoneGoodsQuery;
  goods: { records: SkuCard[]; total: number } | null;
}

export type ZonePageEvent =
  | { type: 'second.select'; cateId: number | null }
  | { type: 'third.select'; cateId: number | null }
  | { type: 'brand.select'; brandId: number | null }
  | { type: 'page.go'; page: number }
  | { type: 'zone.retry' }
  | { type: 'goods.retry' };

/** The number of pages of a zone's goods (at least 1). */
export function zonePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ZONE_PAGE_SIZE));
}

/** The category the goods are filtered by: the third-level tab when chosen, else the second-level one. */
export function zoneCategoryFilter(query: ZoneGoodsQuery): number | null {
  return query.thirdId ?? query.secondId;
}

const firstPage = (q: ZoneGoodsQuery, change: Partial<ZoneGoodsQuery>): ZoneGoodsQuery => ({
  ...q,
  ...change,
  page: 1,
});

/**
 * The zone page (spec §2 /zone, /simple-zone/*; §7 /zone/*). `loadingZone` loads the zone with its
 * second-level categories and brands; a zone the caller may not see (unknown, or an activity zone for a
 * personal user) ends in `unavailable`. `ready` has two regions: `goods` (loading → listing | empty |
 * failed) re-queries on every tab, brand or page change; `thirds` loads the third-level tabs of the
 * chosen second-level one. Tags `loading`, `unavailable`, `error`, `empty`, `goodsLoading`, `goodsError`.
 */
export const zonePageMachine = setup({
  types: {} as {
    context: ZonePageContext;
    events: ZonePageEvent;
    input: { zoneId: number };
  },
  actors: {
    /** null: the zone does not exist or is not open to this caller. */
    loadZone: fromPromise<ZoneOverview | null, { zoneId: number }>(async () => {
      throw new Error('loadZone is provided by the app');
    }),
    loadZoneGoods: fromPromise<{ records: SkuCard[]; total: number }, { query: ZoneGoodsQuery }>(async () => {
      throw new Error('loadZoneGoods is provided by the app');
    }),
    loadThirds: fromPromise<ZoneCategory[], { zoneId: number; parentId: number }>(async () => {
      throw new Error('loadThirds is provided by the app');
    }),
  },
  guards: {
    isValidZoneId: ({ context }) => Number.isInteger(context.zoneId) && context.zoneId > 0,
    canGoToPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.query.page &&
      event.page <= zonePageCount(context.goods?.total ?? 0),
  },
}).createMachine({
  id: 'zonePage',
  context: ({ input }) => ({
    zoneId: input.zoneId,
    overview: null,
    thirds: [],
    query: { zoneId: input.zoneId, secondId: null, thirdId: null, brandId: null, page: 1 },
    goods: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isValidZoneId', target: 'loadingZone' }, { target: 'unavailable' }],
    },
    loadingZone: {
      tags: ['loading'],
      invoke: {
        src: 'loadZone',
        input: ({ context }) => ({ zoneId: context.zoneId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'unavailable' },
          { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    unavailable: { tags: ['unavailable'] },
    failed: { tags: ['error'], on: { 'zone.retry': 'loadingZone' } },
    ready: {
      type: 'parallel',
      on: {
        'second.select': {
          target: ['.goods.loading', '.thirds.loading'],
          actions: assign({
            query: ({ context, event }) =>
              firstPage(context.query, { secondId: event.cateId, thirdId: null }),
            thirds: [],
          }),
        },
        'third.select': {
          target: '.goods.loading',
          actions: assign({
            query: ({ context, event }) => firstPage(context.query, { thirdId: event.cateId }),
          }),
        },
        'brand.select': {
          target: '.goods.loading',
          actions: assign({
            query: ({ context, event }) => firstPage(context.query, { brandId: event.brandId }),
          }),
        },
        'page.go': {
          guard: 'canGoToPage',
          target: '.goods.loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
        },
      },
      states: {
        goods: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['goodsLoading'],
              invoke: {
                src: 'loadZoneGoods',
                input: ({ context }) => ({ query: context.query }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.records.length > 0,
                    target: 'listing',
                    actions: assign({ goods: ({ event }) => event.output }),
                  },
                  { target: 'empty', actions: assign({ goods: { records: [], total: 0 } }) },
                ],
                onError: 'failed',
              },
            },
            listing: {},
            empty: { tags: ['empty'] },
            failed: { tags: ['goodsError'], on: { 'goods.retry': 'loading' } },
          },
        },
        thirds: {
          initial: 'idle',
          states: {
            idle: {},
            loading: {
              always: { guard: ({ context }) => context.query.secondId === null, target: 'idle' },
              invoke: {
                src: 'loadThirds',
                input: ({ context }) => ({ zoneId: context.zoneId, parentId: context.query.secondId ?? 0 }),
                onDone: { target: 'idle', actions: assign({ thirds: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});
