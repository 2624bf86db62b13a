import type { EventFrom, SnapshotFrom } from 'xstate';
import type { pagedListMachine } from './paged-list.machine.ts';

export interface PagedListApi<T> {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  records: T[];
  total: number;
  page: number;
  pageCount: number;
  canGo(page: number): boolean;
  goToPage(page: number): void;
}

/** The list as the page reads it; `T` is what its `loadPage` answers. */
export function connect<T>(
  snapshot: SnapshotFrom<typeof pagedListMachine>,
  send: (event: EventFrom<typeof pagedListMachine>) => void,
): PagedListApi<T> {
  const { page, size, records, total, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    retry: () => send({ type: 'list.retry' }),
    records: records as T[],
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    canGo: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
  };
}
