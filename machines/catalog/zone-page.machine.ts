import { assign, fromPromise, not, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';
import type { SkuCard } from './goods-hall.types.ts';

/** Goods per page of a zone. */
export const ZONE_PAGE_SIZE = 20;

type FrontSchemas = components['schemas'];

/** A zone as the zone page shows it (openapi front.yaml Zone): only what the page and welfare links read. */
export type ZoneInfo = Pick<FrontSchemas['Zone'], 'id' | 'name' | 'zoneType' | 'activity'>;

/** A category holding goods of the zone (openapi front.yaml ZoneCategory). */
export type ZoneCategory = FrontSchemas['ZoneCategory'];

/** A brand of the zone's goods (openapi front.yaml ZoneBrand). */
export type ZoneBrand = FrontSchemas['ZoneBrand'];

/** A province of the zone's suppliers (openapi front.yaml ZoneArea). */
export type ZoneArea = FrontSchemas['ZoneArea'];

/** What the zone page loads first: the zone, its second-level categories, brands and supplier provinces. */
export interface ZoneOverview {
  zone: ZoneInfo;
  seconds: ZoneCategory[];
  brands: ZoneBrand[];
  areas: ZoneArea[];
}

/**
 * What the zone page shows, as its URL carries it: the zone (`zoneId`; `welfare` on the welfare pages or
 * with `isWelfare=1`) and its filters — category tabs of levels 2 and 3 (`cid`, `thCid`), one brand
 * (`brand`), one supplier province (`area`) and the page (`page`). The URL alone restores the view.
 */
export interface ZoneGoodsQuery {
  zoneId: number;
  /** Only the zone's welfare goods (spec §2 /welfare/activity, /welfare/subsidiary-zone, `isWelfare=1`). */
  welfare: boolean;
  secondId: number | null;
  thirdId: number | null;
  brandId: number | null;
  area: string | null;
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
  | { type: 'url.change'; query: ZoneGoodsQuery }
  | { type: 'second.select'; cateId: number | null }
  | { type: 'third.select'; cateId: number | null }
  | { type: 'brand.select'; brandId: number | null }
  | { type: 'area.select'; area: string | null }
  | { type: 'page.go'; page: number }
  | { type: 'zone.retry' }
  | { type: 'goods.retry' };

/** What the app does with a changed filter: write it to the URL (`replace` for filter edits, push for pages). */
export interface ZoneSyncUrlParams {
  query: ZoneGoodsQuery;
  replace: boolean;
}

/** The number of pages of a zone's goods (at least 1). */
export function zonePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ZONE_PAGE_SIZE));
}

/** The category the goods are filtered by: the third-level tab when chosen, else the second-level one. */
export function zoneCategoryFilter(query: ZoneGoodsQuery): number | null {
  return query.thirdId ?? query.secondId;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

/**
 * The zone query of a URL search string (`?zoneId=…` or without `?`). `onWelfarePath` is true on the
 * welfare pages, which show welfare goods without `isWelfare=1`. A missing or malformed `zoneId` gives
 * NaN (the page shows the zone as unavailable); malformed filters are dropped, and a third-level tab
 * without its second-level one is ignored.
 */
export function parseZoneQuery(search: string, onWelfarePath = false): ZoneGoodsQuery {
  const p = new URLSearchParams(search);
  const zoneId = p.get('zoneId') ?? '';
  const secondId = positiveInt(p.get('cid'));
  const area = (p.get('area') ?? '').trim().slice(0, 32);
  return {
    zoneId: /^\d{1,15}$/.test(zoneId) ? Number(zoneId) : Number.NaN,
    welfare: onWelfarePath || p.get('isWelfare') === '1',
    secondId,
    thirdId: secondId === null ? null : positiveInt(p.get('thCid')),
    brandId: positiveInt(p.get('brand')),
    area: area === '' ? null : area,
    page: Math.min(positiveInt(p.get('page')) ?? 1, 100_000),
  };
}

/** The URL keys of the zone filters; the other keys of a zone URL (zoneId, zoneType, id, isWelfare) name the zone. */
const FILTER_KEYS = ['cid', 'thCid', 'brand', 'area', 'page'] as const;

/** The filters of a query as URL entries, defaults left out, in a fixed order. */
function filterEntries(q: ZoneGoodsQuery): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (q.secondId !== null) entries.push(['cid', String(q.secondId)]);
  if (q.secondId !== null && q.thirdId !== null) entries.push(['thCid', String(q.thirdId)]);
  if (q.brandId !== null) entries.push(['brand', String(q.brandId)]);
  if (q.area !== null) entries.push(['area', q.area]);
  if (q.page > 1) entries.push(['page', String(q.page)]);
  return entries;
}

/** The search params of a zone URL showing `q`: the keys naming the zone are kept, the filters replaced. */
export function withZoneFilters(current: URLSearchParams, q: ZoneGoodsQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of filterEntries(q)) next.append(key, value);
  return next;
}

/** The keys of a zone URL that name the zone (not its filters), in URL order: another value is another zone page. */
export function zoneUrlKey(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) params.delete(key);
  return params.toString();
}

/** Whether two queries show the same filters (a URL echo of the page's own change is not a new query). */
export function sameZoneFilters(a: ZoneGoodsQuery, b: ZoneGoodsQuery): boolean {
  return JSON.stringify(filterEntries(a)) === JSON.stringify(filterEntries(b));
}

const firstPage = (q: ZoneGoodsQuery, change: Partial<ZoneGoodsQuery>): ZoneGoodsQuery => ({
  ...q,
  ...change,
  page: 1,
});

/**
 * The zone page (spec §2 /zone, /simple-zone/*, /welfare/activity, /welfare/subsidiary-zone; §7 /zone/*).
 * Its input is the query parsed from the URL. `loadingZone` loads the zone with its second-level
 * categories, brands and supplier provinces (of its welfare goods on a welfare page); a zone the caller
 * may not see (unknown, or an activity zone for a personal user) ends in `unavailable`. `ready` has two
 * regions: `goods` (loading → listing | empty | failed) re-queries on every tab, brand, province or page
 * change and hands the query to the app (`syncUrl`); `thirds` loads the third-level tabs of the chosen
 * second-level one. A URL change from outside (back button) arrives as `url.change` and re-queries unless
 * it is the echo of the page's own change. The zone itself never changes: the app starts another actor
 * for another zone. Tags `loading`, `unavailable`, `error`, `empty`, `goodsLoading`, `goodsError`.
 */
export const zonePageMachine = setup({
  types: {} as {
    context: ZonePageContext;
    events: ZonePageEvent;
    input: { query: ZoneGoodsQuery };
  },
  actors: {
    /** null: the zone does not exist or is not open to this caller. */
    loadZone: fromPromise<ZoneOverview | null, { zoneId: number; welfare: boolean }>(async () => {
      throw new Error('loadZone is provided by the app');
    }),
    loadZoneGoods: fromPromise<{ records: SkuCard[]; total: number }, { query: ZoneGoodsQuery }>(async () => {
      throw new Error('loadZoneGoods is provided by the app');
    }),
    loadThirds: fromPromise<ZoneCategory[], { zoneId: number; parentId: number; welfare: boolean }>(
      async () => {
        throw new Error('loadThirds is provided by the app');
      },
    ),
  },
  actions: {
    syncUrl: (_, _params: ZoneSyncUrlParams) => {},
    /** Takes the filters of a URL change; the zone stays the one this actor was started for. */
    takeUrlQuery: assign({
      query: ({ context, event }) =>
        event.type === 'url.change'
          ? { ...event.query, zoneId: context.query.zoneId, welfare: context.query.welfare }
          : context.query,
    }),
  },
  guards: {
    isValidZoneId: ({ context }) => Number.isInteger(context.zoneId) && context.zoneId > 0,
    isNewQuery: ({ context, event }) =>
      event.type === 'url.change' && !sameZoneFilters(context.query, event.query),
    isNewSecond: ({ context, event }) =>
      event.type === 'url.change' && (event.query.secondId ?? null) !== context.query.secondId,
    hasSecond: ({ context }) => context.query.secondId !== null,
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
    zoneId: input.query.zoneId,
    overview: null,
    thirds: [],
    query: input.query,
    goods: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isValidZoneId', target: 'loadingZone' }, { target: 'unavailable' }],
    },
    loadingZone: {
      tags: ['loading'],
      on: { 'url.change': { guard: 'isNewQuery', actions: 'takeUrlQuery' } },
      invoke: {
        src: 'loadZone',
        input: ({ context }) => ({ zoneId: context.zoneId, welfare: context.query.welfare }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'unavailable' },
          { target: 'ready', actions: assign({ overview: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    unavailable: { tags: ['unavailable'] },
    failed: {
      tags: ['error'],
      on: {
        'zone.retry': 'loadingZone',
        'url.change': { guard: 'isNewQuery', actions: 'takeUrlQuery' },
      },
    },
    ready: {
      type: 'parallel',
      states: {
        // Each region handles its own transitions (their domain is the region: a transition of `ready`
        // would exit and restart both), so a goods re-query never restarts the third-level load.
        goods: {
          initial: 'loading',
          on: {
            'url.change': { guard: 'isNewQuery', target: '.loading', actions: 'takeUrlQuery' },
            'second.select': {
              target: '.loading',
              actions: [
                assign({
                  query: ({ context, event }) =>
                    firstPage(context.query, { secondId: event.cateId, thirdId: null }),
                }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
              ],
            },
            'third.select': {
              target: '.loading',
              actions: [
                assign({
                  query: ({ context, event }) => firstPage(context.query, { thirdId: event.cateId }),
                }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
              ],
            },
            'brand.select': {
              target: '.loading',
              actions: [
                assign({
                  query: ({ context, event }) => firstPage(context.query, { brandId: event.brandId }),
                }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
              ],
            },
            'area.select': {
              target: '.loading',
              actions: [
                assign({ query: ({ context, event }) => firstPage(context.query, { area: event.area }) }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
              ],
            },
            'page.go': {
              guard: 'canGoToPage',
              target: '.loading',
              actions: [
                assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
                { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: false }) },
              ],
            },
          },
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
          initial: 'loading',
          on: {
            'second.select': { target: '.loading', actions: assign({ thirds: [] }) },
            'url.change': {
              guard: 'isNewSecond',
              target: '.loading',
              actions: assign({ thirds: [] }),
            },
          },
          states: {
            idle: {},
            loading: {
              always: { guard: not('hasSecond'), target: 'idle' },
              invoke: {
                src: 'loadThirds',
                input: ({ context }) => ({
                  zoneId: context.zoneId,
                  parentId: context.query.secondId ?? 0,
                  welfare: context.query.welfare,
                }),
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
