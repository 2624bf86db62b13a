import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { CONSOLE_PAGE_SIZE, consoleErrorGuards } from './console.types.ts';

/**
 * The console's paged lists with status tabs (orders, after-sales, invoices, comments): one machine
 * definition made per list by {@link createConsoleListMachine}, the tab from the URL, the page count and
 * the part of the view's API they share.
 */

/** A tab from the URL when it is one of `tabs`, else `all`. */
export function parseTab<T extends string>(tabs: readonly T[], raw: string | null | undefined): T | 'all' {
  return (tabs as readonly string[]).includes(raw ?? '') ? (raw as T) : 'all';
}

/** How many pages a loaded list has (one while none is loaded). */
export const consoleListPageCount = (page: { total: number } | null) =>
  page ? Math.max(1, Math.ceil(page.total / CONSOLE_PAGE_SIZE)) : 1;

/** The keyword box holds at most this many characters (openapi console.yaml). */
export const KEYWORD_MAX = 40;

/** What a list shows: a tab, the keyword searched for ('' for lists without a search box), the page. */
export interface ConsoleListQuery<T extends string> {
  tab: T;
  keyword: string;
  current: number;
}

/** A page of rows as the server answers it. */
export interface ConsoleListPage<R = unknown> {
  records: R[];
  total: number;
  current: number;
  size: number;
}

export interface ConsoleListContext<T extends string, P extends ConsoleListPage> {
  query: ConsoleListQuery<T>;
  /** What the keyword box holds (searched on submit). */
  draft: string;
  page: P | null;
  error: string | null;
}

export type ConsoleListEvent<T extends string> =
  | { type: 'tab.select'; tab: T }
  | { type: 'keyword.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  /** A row changed on the server (a reply sent, an invoice issued): the page loads again as it is. */
  | { type: 'list.reload' };

const cleanKeyword = (raw: string) => raw.trim().slice(0, KEYWORD_MAX);

/**
 * A console list (/vp/orders, /vp/after-sales, /vp/invoices, /vp/comments): status tabs, an optional
 * search (order number or goods name), pages of ten. Every change of the query reloads the list
 * (`loadPage`; a newer query supersedes one in flight) and is written to the URL (`syncUrl`); a 401 tells
 * the app the session is gone (`sessionLost`). Tags `loading`, `error`.
 */
export function createConsoleListMachine<T extends string, P extends ConsoleListPage>(id: string) {
  return setup({
    types: {} as {
      context: ConsoleListContext<T, P>;
      events: ConsoleListEvent<T>;
      input: ConsoleListQuery<T>;
    },
    actors: {
      loadPage: fromPromise<P, ConsoleListQuery<T>>(async () => {
        throw new Error('loadPage is provided by the app');
      }),
    },
    actions: {
      syncUrl: (_, _query: ConsoleListQuery<T>) => {},
      sessionLost: () => {},
    },
    guards: consoleListGuards,
  }).createMachine({
    id,
    context: ({ input }) => ({
      query: { ...input, keyword: cleanKeyword(input.keyword) },
      draft: cleanKeyword(input.keyword),
      page: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      'keyword.change': { actions: assign({ draft: ({ event }) => event.value.slice(0, KEYWORD_MAX) }) },
      'tab.select': {
        guard: 'isNewTab',
        target: '.loading',
        actions: [
          assign({ query: ({ context, event }) => ({ ...context.query, tab: event.tab, current: 1 }) }),
          { type: 'syncUrl', params: ({ context }) => context.query },
        ],
      },
      'search.submit': {
        target: '.loading',
        actions: [
          assign({
            query: ({ context }) => ({ ...context.query, keyword: cleanKeyword(context.draft), current: 1 }),
          }),
          { type: 'syncUrl', params: ({ context }) => context.query },
        ],
      },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'loadPage',
          input: ({ context }) => context.query,
          onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, error: null }) },
          onError: [
            { guard: 'isUnauthorized', target: 'failed', actions: 'sessionLost' },
            { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          ],
        },
      },
      ready: {
        on: {
          'page.go': {
            guard: 'canGoToPage',
            target: 'loading',
            actions: [
              assign({ query: ({ context, event }) => ({ ...context.query, current: event.page }) }),
              { type: 'syncUrl', params: ({ context }) => context.query },
            ],
          },
          'list.reload': 'loading',
        },
      },
      failed: { tags: ['error'], on: { 'list.retry': 'loading' } },
    },
  });
}

interface ListArgs {
  context: { query: { tab: string; current: number }; page: { total: number } | null };
  event: { type: string; tab?: string; page?: number };
}

/** The guards of a console list machine (`isNewTab`, `canGoToPage`, `isUnauthorized`). */
export const consoleListGuards = {
  isNewTab: ({ context, event }: ListArgs) => event.type === 'tab.select' && event.tab !== context.query.tab,
  canGoToPage: ({ context, event }: ListArgs) =>
    event.type === 'page.go' &&
    context.page !== null &&
    Number.isInteger(event.page) &&
    event.page! >= 1 &&
    event.page! <= consoleListPageCount(context.page) &&
    event.page !== context.query.current,
  isUnauthorized: consoleErrorGuards.isUnauthorized,
};

/** What every console list reads from its machine: the tabs, the loading state, the paging. */
export interface ConsoleListApi<T extends string> {
  tabs: readonly T[];
  tab: T;
  selectTab(tab: T): void;
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  /** Loads the page shown again (after a change made from it). */
  reload(): void;
  total: number;
  isEmpty: boolean;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  /** What the keyword box holds (lists with a search box). */
  keyword: string;
  /** The keyword the shown list was searched with. */
  searchedKeyword: string;
  changeKeyword(value: string): void;
  search(): void;
}

type ListEvent<T extends string> =
  | { type: 'tab.select'; tab: T }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' }
  | { type: 'keyword.change'; value: string }
  | { type: 'search.submit' };

/** The part of a console list's connect every list shares; each adds its rows. */
export function connectConsoleList<T extends string>(
  snapshot: {
    context: {
      query: { tab: T; keyword: string; current: number };
      draft: string;
      page: { total: number; records: readonly unknown[] } | null;
      error: string | null;
    };
    hasTag(tag: string): boolean;
    can(event: ListEvent<T>): boolean;
  },
  send: (event: ListEvent<T>) => void,
  tabs: readonly T[],
): ConsoleListApi<T> {
  const { query, draft, page, error } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  return {
    tabs,
    tab: query.tab,
    selectTab: (tab) => send({ type: 'tab.select', tab }),
    isLoading,
    loadFailed: snapshot.hasTag('error'),
    error,
    retry: () => send({ type: 'list.retry' }),
    reload: () => send({ type: 'list.reload' }),
    total: page?.total ?? 0,
    isEmpty: !isLoading && page !== null && page.records.length === 0,
    page: query.current,
    pageCount: consoleListPageCount(page),
    canGoToPage: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
    keyword: draft,
    searchedKeyword: query.keyword,
    changeKeyword: (value) => send({ type: 'keyword.change', value }),
    search: () => send({ type: 'search.submit' }),
  };
}
