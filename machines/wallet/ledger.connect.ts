import type { SnapshotFrom } from 'xstate';
import type { ledgerMachine, LedgerEvent, LedgerFilter } from './ledger.machine.ts';

/** What a ledger shows and can do; `R` is its line, `X` what the page shows beside the lines. */
export interface LedgerApi<R, X> {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  records: R[];
  extra: X | null;
  filter: LedgerFilter;
  page: number;
  pageCount: number;
  total: number;
  canGo(page: number): boolean;
  goToPage(page: number): void;
  setFilter(filter: LedgerFilter): void;
  retry(): void;
  reload(): void;
}

export function connect<R, X>(
  snapshot: SnapshotFrom<typeof ledgerMachine>,
  send: (event: LedgerEvent) => void,
): LedgerApi<R, X> {
  const { records, total, size, page, filter, extra, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    records: records as R[],
    extra: extra as X | null,
    filter,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    total,
    canGo: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
    setFilter: (f) => send({ type: 'filter.change', filter: f }),
    retry: () => send({ type: 'list.retry' }),
    reload: () => send({ type: 'list.reload' }),
  };
}
