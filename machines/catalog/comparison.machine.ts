import { assign, fromPromise, setup } from 'xstate';
import { COMPARE_MAX, type CompareItem } from '../widgets/compare-panel.machine.ts';
import type { SkuCard } from './goods-hall.types.ts';

export interface ComparisonSearchContext {
  /** The keyword as typed. */
  draft: string;
  /** The keyword of the results shown. */
  keyword: string;
  results: SkuCard[];
  total: number;
  items: CompareItem[];
  /** The SKU being added or removed. */
  pending: number | null;
}

export type ComparisonSearchEvent =
  | { type: 'keyword.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.retry' }
  | { type: 'compare.add'; skuId: number }
  | { type: 'compare.remove'; skuId: number }
  | { type: 'list.retry' };

/** Whether a SKU may join the comparison list: not listed yet and fewer than four listed (spec §5, §9). */
export function canAddToComparison(items: readonly CompareItem[], skuId: number): boolean {
  return items.length < COMPARE_MAX && !items.some((i) => i.skuId === skuId);
}

/**
 * Comparison search (spec §2 /comparison/search): search goods and build the comparison list of at most
 * four. Regions: `search` (searching → results | empty | failed) and `list` (loading → ready | failed;
 * adding, removing). `compare.add` is refused for a fifth SKU or one already listed, so the add button is
 * never offered then. Tags `searching`, `empty`, `searchError`, `listLoading`, `listError`, `busy`.
 */
export const comparisonSearchMachine = setup({
  types: {} as { context: ComparisonSearchContext; events: ComparisonSearchEvent },
  actors: {
    searchGoods: fromPromise<{ records: SkuCard[]; total: number }, { keyword: string }>(async () => {
      throw new Error('searchGoods is provided by the app');
    }),
    loadCompareList: fromPromise<CompareItem[], void>(async () => {
      throw new Error('loadCompareList is provided by the app');
    }),
    addCompareItem: fromPromise<CompareItem[], { skuId: number }>(async () => {
      throw new Error('addCompareItem is provided by the app');
    }),
    removeCompareItem: fromPromise<CompareItem[], { skuId: number }>(async () => {
      throw new Error('removeCompareItem is provided by the app');
    }),
  },
  guards: {
    canAdd: ({ context, event }) =>
      event.type === 'compare.add' && canAddToComparison(context.items, event.skuId),
    isListed: ({ context, event }) =>
      event.type === 'compare.remove' && context.items.some((i) => i.skuId === event.skuId),
  },
}).createMachine({
  id: 'comparisonSearch',
  context: { draft: '', keyword: '', results: [], total: 0, items: [], pending: null },
  type: 'parallel',
  states: {
    search: {
      initial: 'searching',
      on: {
        'keyword.change': { actions: assign({ draft: ({ event }) => event.value }) },
        'search.submit': {
          target: '.searching',
          actions: assign({ keyword: ({ context }) => context.draft.trim() }),
        },
      },
      states: {
        searching: {
          tags: ['searching'],
          invoke: {
            src: 'searchGoods',
            input: ({ context }) => ({ keyword: context.keyword }),
            onDone: [
              {
                guard: ({ event }) => event.output.records.length > 0,
                target: 'results',
                actions: assign({
                  results: ({ event }) => event.output.records,
                  total: ({ event }) => event.output.total,
                }),
              },
              { target: 'empty', actions: assign({ results: [], total: 0 }) },
            ],
            onError: 'failed',
          },
        },
        results: {},
        empty: { tags: ['empty'] },
        failed: { tags: ['searchError'], on: { 'search.retry': 'searching' } },
      },
    },
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['listLoading'],
          invoke: {
            src: 'loadCompareList',
            onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        ready: {
          on: {
            'compare.add': {
              guard: 'canAdd',
              target: 'adding',
              actions: assign({ pending: ({ event }) => event.skuId }),
            },
            'compare.remove': {
              guard: 'isListed',
              target: 'removing',
              actions: assign({ pending: ({ event }) => event.skuId }),
            },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            src: 'addCompareItem',
            input: ({ context }) => ({ skuId: context.pending! }),
            onDone: {
              target: 'ready',
              actions: assign({ items: ({ event }) => event.output, pending: null }),
            },
            onError: { target: 'loading', actions: assign({ pending: null }) },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            src: 'removeCompareItem',
            input: ({ context }) => ({ skuId: context.pending! }),
            onDone: {
              target: 'ready',
              actions: assign({ items: ({ event }) => event.output, pending: null }),
            },
            onError: { target: 'loading', actions: assign({ pending: null }) },
          },
        },
        failed: { tags: ['listError'], on: { 'list.retry': 'loading' } },
      },
    },
  },
});
