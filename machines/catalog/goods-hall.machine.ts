import { assign, fromPromise, setup } from 'xstate';
import {
  pageCount,
  sameHallQuery,
  type GoodsHallQuery,
  type GoodsPage,
  type GoodsSort,
} from './goods-hall.types.ts';
import { compareDecimals, isPriceBound } from '../shared/price.ts';

export interface GoodsHallContext {
  query: GoodsHallQuery;
  /** The last page loaded; kept on screen while the next one loads. */
  result: GoodsPage | null;
  /** The price range as typed, applied by `price.apply`. */
  priceDraft: { min: string; max: string };
  /** i18n key of the price range problem shown in `priceFilter.invalid`. */
  priceError: 'goods:price.invalid' | 'goods:price.reversed' | null;
}

export type GoodsHallEvent =
  | { type: 'url.change'; query: GoodsHallQuery }
  | { type: 'brand.toggle'; brandId: number }
  | { type: 'price.change'; field: 'min' | 'max'; value: string }
  | { type: 'price.apply' }
  | { type: 'price.clear' }
  | { type: 'stock.toggle' }
  | { type: 'sort.select'; sort: GoodsSort }
  | { type: 'page.go'; page: number }
  | { type: 'hall.retry' };

/** What the app does with a changed query: write it to the URL (`replace` for filter edits, push for pages). */
export interface SyncUrlParams {
  query: GoodsHallQuery;
  replace: boolean;
}

const draftOf = (q: GoodsHallQuery) => ({ min: q.priceMin, max: q.priceMax });

function priceProblem(draft: { min: string; max: string }): GoodsHallContext['priceError'] {
  const min = draft.min.trim();
  const max = draft.max.trim();
  if (!isPriceBound(min) || !isPriceBound(max)) return 'goods:price.invalid';
  if (min !== '' && max !== '' && compareDecimals(min, max) > 0) return 'goods:price.reversed';
  return null;
}

/** Every filter edit starts again on page 1. */
const edit = (q: GoodsHallQuery, change: Partial<GoodsHallQuery>): GoodsHallQuery => ({
  ...q,
  ...change,
  page: 1,
});

/**
 * The goods hall (spec §2 /list). Its input is the query parsed from the URL; every filter, sort or page
 * change updates the query, re-queries and hands the query to the app (`syncUrl`); a URL change from
 * outside (back button, header search, breadcrumb link) arrives as `url.change` and re-queries unless it
 * is the echo of the hall's own change. Regions: `results` (loading → listing | empty | failed) and
 * `priceFilter` (valid | invalid, the typed range checked on `price.apply`). Tags `loading`, `empty`,
 * `error`, `priceInvalid`.
 */
export const goodsHallMachine = setup({
  types: {} as {
    context: GoodsHallContext;
    events: GoodsHallEvent;
    input: { query: GoodsHallQuery };
  },
  actors: {
    loadGoods: fromPromise<GoodsPage, { query: GoodsHallQuery }>(async () => {
      throw new Error('loadGoods is provided by the app');
    }),
  },
  actions: {
    syncUrl: (_, _params: SyncUrlParams) => {},
  },
  guards: {
    isNewQuery: ({ context, event }) =>
      event.type === 'url.change' && !sameHallQuery(context.query, event.query),
    hasRecords: (_, { page }: { page: GoodsPage }) => page.records.length > 0,
    isPriceDraftValid: ({ context }) => priceProblem(context.priceDraft) === null,
    canGoToPage: ({ context, event }) =>
      event.type === 'page.go' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.query.page &&
      event.page <= pageCount(context.result?.total ?? 0),
  },
}).createMachine({
  id: 'goodsHall',
  context: ({ input }) => ({
    query: input.query,
    result: null,
    priceDraft: draftOf(input.query),
    priceError: null,
  }),
  type: 'parallel',
  on: {
    'url.change': {
      guard: 'isNewQuery',
      target: ['.results.loading', '.priceFilter.valid'],
      actions: assign({
        query: ({ event }) => event.query,
        priceDraft: ({ event }) => draftOf(event.query),
        priceError: null,
      }),
    },
  },
  states: {
    results: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadGoods',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              {
                guard: { type: 'hasRecords', params: ({ event }) => ({ page: event.output }) },
                target: 'listing',
                actions: assign({ result: ({ event }) => event.output }),
              },
              { target: 'empty', actions: assign({ result: ({ event }) => event.output }) },
            ],
            onError: 'failed',
          },
        },
        listing: {},
        empty: { tags: ['empty'] },
        failed: {
          tags: ['error'],
          on: { 'hall.retry': 'loading' },
        },
      },
      on: {
        'brand.toggle': {
          target: '.loading',
          reenter: true,
          actions: [
            assign({
              query: ({ context: { query }, event }) =>
                edit(query, {
                  brand: query.brand.includes(event.brandId)
                    ? query.brand.filter((b) => b !== event.brandId)
                    : [...query.brand, event.brandId].sort((a, b) => a - b),
                }),
            }),
            { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
          ],
        },
        'price.apply': {
          guard: 'isPriceDraftValid',
          target: '.loading',
          reenter: true,
          actions: [
            assign({
              query: ({ context: { query, priceDraft } }) =>
                edit(query, { priceMin: priceDraft.min.trim(), priceMax: priceDraft.max.trim() }),
            }),
            { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
          ],
        },
        'price.clear': {
          target: '.loading',
          reenter: true,
          actions: [
            assign({ query: ({ context }) => edit(context.query, { priceMin: '', priceMax: '' }) }),
            { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
          ],
        },
        'stock.toggle': {
          target: '.loading',
          reenter: true,
          actions: [
            assign({ query: ({ context }) => edit(context.query, { inStock: !context.query.inStock }) }),
            { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
          ],
        },
        'sort.select': {
          target: '.loading',
          reenter: true,
          actions: [
            assign({ query: ({ context, event }) => edit(context.query, { sort: event.sort }) }),
            { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: true }) },
          ],
        },
        'page.go': {
          guard: 'canGoToPage',
          target: '.loading',
          reenter: true,
          actions: [
            assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
            { type: 'syncUrl', params: ({ context }) => ({ query: context.query, replace: false }) },
          ],
        },
      },
    },
    priceFilter: {
      initial: 'valid',
      states: {
        valid: {},
        invalid: { tags: ['priceInvalid'] },
      },
      on: {
        'price.change': {
          target: '.valid',
          actions: assign({
            priceDraft: ({ context, event }) => ({ ...context.priceDraft, [event.field]: event.value }),
            priceError: null,
          }),
        },
        'price.apply': [
          { guard: 'isPriceDraftValid', target: '.valid' },
          {
            target: '.invalid',
            actions: assign({ priceError: ({ context }) => priceProblem(context.priceDraft) }),
          },
        ],
        'price.clear': {
          target: '.valid',
          actions: assign({ priceDraft: { min: '', max: '' }, priceError: null }),
        },
      },
    },
  },
});
