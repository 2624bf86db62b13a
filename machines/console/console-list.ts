import { CONSOLE_PAGE_SIZE, consoleErrorGuards } from './console.types.ts';

/**
 * What the console's paged lists with status tabs (orders, after-sales) share: the tab from the URL, the
 * page count and the guards of their machines. Each machine keeps its own states and events.
 */

/** A tab from the URL when it is one of `tabs`, else `all`. */
export function parseTab<T extends string>(tabs: readonly T[], raw: string | null | undefined): T | 'all' {
  return (tabs as readonly string[]).includes(raw ?? '') ? (raw as T) : 'all';
}

/** How many pages a loaded list has (one while none is loaded). */
export const consoleListPageCount = (page: { total: number } | null) =>
  page ? Math.max(1, Math.ceil(page.total / CONSOLE_PAGE_SIZE)) : 1;

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
  total: number;
  isEmpty: boolean;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
}

type ListEvent<T extends string> =
  { type: 'tab.select'; tab: T } | { type: 'page.go'; page: number } | { type: 'list.retry' };

/** The part of a console list's connect its two lists share; each adds its rows (and the search). */
export function connectConsoleList<T extends string>(
  snapshot: {
    context: {
      query: { tab: T; current: number };
      page: { total: number; records: readonly unknown[] } | null;
      error: string | null;
    };
    hasTag(tag: string): boolean;
    can(event: ListEvent<T>): boolean;
  },
  send: (event: ListEvent<T>) => void,
  tabs: readonly T[],
): ConsoleListApi<T> {
  const { query, page, error } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  return {
    tabs,
    tab: query.tab,
    selectTab: (tab) => send({ type: 'tab.select', tab }),
    isLoading,
    loadFailed: snapshot.hasTag('error'),
    error,
    retry: () => send({ type: 'list.retry' }),
    total: page?.total ?? 0,
    isEmpty: !isLoading && page !== null && page.records.length === 0,
    page: query.current,
    pageCount: consoleListPageCount(page),
    canGoToPage: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
  };
}
