import type { EventFrom, SnapshotFrom } from 'xstate';
import { AFTER_SALES_PAGE_SIZE, type myAfterSalesMachine } from './my-after-sales.machine.ts';
import type { AfterSaleSummary } from './after-sales.types.ts';

export interface MyAfterSalesApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  records: AfterSaleSummary[];
  page: number;
  pageCount: number;
  canGo(page: number): boolean;
  goToPage(page: number): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof myAfterSalesMachine>,
  send: (event: EventFrom<typeof myAfterSalesMachine>) => void,
): MyAfterSalesApi {
  const { page, records, total, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    retry: () => send({ type: 'list.retry' }),
    records,
    page,
    pageCount: Math.max(1, Math.ceil(total / AFTER_SALES_PAGE_SIZE)),
    canGo: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
  };
}
