import type { EventFrom, SnapshotFrom } from 'xstate';
import type { SearchBoxContext, SearchType, searchBoxMachine } from './search-box.machine.ts';

/** The search types of the header toggle, in display order. */
export const SEARCH_TYPES: readonly SearchType[] = ['goods', 'store'];

/** What the header search box reads from its machine, and the intents it sends. */
export interface SearchBoxApi {
  keyword: string;
  /** Goods or stores; also names the hot words to show (`hotWords[type]`). */
  type: SearchType;
  types: readonly SearchType[];
  /** The suggestion list is open (it only opens with suggestions to show). */
  showsSuggestions: boolean;
  suggestions: readonly string[];
  /** The text key of the empty-keyword warning shown for 1 s, or null. */
  warning: SearchBoxContext['warning'];
  changeKeyword(keyword: string): void;
  switchType(type: SearchType): void;
  /** Searches the typed keyword, or the given one (a suggestion or a hot word). */
  submit(keyword?: string): void;
  closeSuggestions(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof searchBoxMachine>,
  send: (event: EventFrom<typeof searchBoxMachine>) => void,
): SearchBoxApi {
  const { context } = snapshot;
  return {
    keyword: context.keyword,
    type: context.type,
    types: SEARCH_TYPES,
    showsSuggestions: snapshot.hasTag('suggestionsOpen') && context.suggestions.length > 0,
    suggestions: context.suggestions,
    warning: context.warning,
    changeKeyword: (keyword) => send({ type: 'keyword.change', keyword }),
    switchType: (searchType) => send({ type: 'type.switch', searchType }),
    submit: (keyword) =>
      send(keyword === undefined ? { type: 'search.submit' } : { type: 'search.submit', keyword }),
    closeSuggestions: () => send({ type: 'suggestions.close' }),
  };
}
