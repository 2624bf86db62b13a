import { assign, fromPromise, setup } from 'xstate';

/** Goods or stores (the header toggle; hot words of type 0 and 1). */
export type SearchType = 'goods' | 'store';

export interface SearchBoxContext {
  keyword: string;
  type: SearchType;
  suggestions: string[];
  /** i18n key of the warning shown for 1 s (spec §5, §9), or null. */
  warning: 'search.emptyKeyword' | 'search.emptyGoods' | 'search.emptyStore' | null;
}

export type SearchBoxEvent =
  | { type: 'keyword.change'; keyword: string }
  | { type: 'type.switch'; searchType: SearchType }
  | { type: 'search.submit'; keyword?: string }
  | { type: 'suggestions.close' };

/**
 * The header search box: typing asks for suggestions after a 200 ms pause (spec §9); submitting an
 * empty keyword shows a warning for 1 s (请输入关键词 / 商品名称不能为空 / 店铺名称不能为空);
 * submitting a keyword hands it to the app (`goToResults`).
 */
export const searchBoxMachine = setup({
  types: {} as {
    context: SearchBoxContext;
    events: SearchBoxEvent;
    input: { type?: SearchType } | undefined;
  },
  actors: {
    fetchSuggestions: fromPromise<string[], { keyword: string }>(async () => []),
  },
  actions: {
    goToResults: (_, _params: { keyword: string; type: SearchType }) => {},
  },
  guards: {
    hasKeyword: ({ context, event }) =>
      (
        (event.type === 'search.submit' ? (event.keyword ?? context.keyword) : context.keyword) ?? ''
      ).trim() !== '',
    canSuggest: ({ context }) => context.type === 'goods' && context.keyword.trim() !== '',
  },
  delays: { suggestDebounce: 200, warningDuration: 1000 },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({ keyword: '', type: input?.type ?? 'goods', suggestions: [], warning: null }),
  type: 'parallel',
  states: {
    suggestions: {
      initial: 'idle',
      states: {
        idle: {},
        debouncing: {
          after: { suggestDebounce: [{ guard: 'canSuggest', target: 'loading' }, { target: 'idle' }] },
        },
        loading: {
          tags: ['suggesting'],
          invoke: {
            src: 'fetchSuggestions',
            input: ({ context }) => ({ keyword: context.keyword.trim() }),
            onDone: { target: 'open', actions: assign({ suggestions: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ suggestions: [] }) },
          },
        },
        open: { tags: ['suggestionsOpen'] },
      },
      on: {
        'keyword.change': {
          target: '.debouncing',
          reenter: true,
          actions: assign({ keyword: ({ event }) => event.keyword, suggestions: [] }),
        },
        'suggestions.close': { target: '.idle', actions: assign({ suggestions: [] }) },
      },
    },
    warning: {
      initial: 'hidden',
      states: {
        hidden: {},
        shown: {
          tags: ['warning'],
          after: { warningDuration: { target: 'hidden', actions: assign({ warning: null }) } },
        },
      },
      on: {
        'type.switch': { actions: assign({ type: ({ event }) => event.searchType, suggestions: [] }) },
        'search.submit': [
          {
            guard: 'hasKeyword',
            target: '.hidden',
            actions: [
              assign({
                keyword: ({ context, event }) => (event.keyword ?? context.keyword).trim(),
                warning: null,
                suggestions: [],
              }),
              {
                type: 'goToResults',
                params: ({ context }) => ({ keyword: context.keyword, type: context.type }),
              },
            ],
          },
          {
            target: '.shown',
            reenter: true,
            actions: assign({
              warning: ({ context }) =>
                context.type === 'goods' ? 'search.emptyGoods' : 'search.emptyStore',
            }),
          },
        ],
      },
    },
  },
});
