import type { EventFrom, SnapshotFrom } from 'xstate';
import type { collectionListMachine } from './collection-list.machine.ts';
import {
  footprintDays,
  keyOf,
  rowActions,
  type CollectionAction,
  type CollectionRecord,
  type FootprintDay,
  type Footprint,
} from './collection.types.ts';

/** What a collection list reads from its machine; `T` is the kind's record. */
export interface CollectionListApi<T extends CollectionRecord> {
  /** The first load, or a reload after a page or a removal. */
  isLoading: boolean;
  loadFailed: boolean;
  retry(): void;
  isEmpty: boolean;
  rows: Array<{ key: number; record: T; actions: CollectionAction[] }>;
  total: number;
  page: number;
  pageCount: number;
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  /** A row's buttons wait while another row's action is sent (one at a time). */
  canRequest(action: CollectionAction, key: number): boolean;
  request(action: CollectionAction, key: number): void;
  /** Footprints only: 清空 (asks for a confirmation first). */
  canClear: boolean;
  clear(): void;
  /** Clearing waits for the buyer's confirmation (the dialog is open). */
  isConfirming: boolean;
  confirm(): void;
  dismiss(): void;
  /** The row action being sent (its button is busy), or null. */
  acting: { action: CollectionAction; key: number | null } | null;
  /** Why loading or the last action failed (the server's words). */
  error: string | null;
  /** Footprints only: the rows grouped by the day they were viewed on (今天, 昨天, dates). */
  days: FootprintDay[];
}

/** `today` (YYYY-MM-DD, China time) names the days of footprints. */
export function connect<T extends CollectionRecord>(
  snapshot: SnapshotFrom<typeof collectionListMachine>,
  send: (event: EventFrom<typeof collectionListMachine>) => void,
  today = '',
): CollectionListApi<T> {
  const { context } = snapshot;
  const isLoading = snapshot.hasTag('loading');
  return {
    isLoading,
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'list.retry' }),
    isEmpty: !isLoading && context.records.length === 0,
    rows: context.records.map((record) => ({
      key: keyOf(context.kind, record),
      record: record as T,
      actions: rowActions(context.kind, record, context.ordering),
    })),
    total: context.total,
    page: context.page,
    pageCount: Math.max(1, Math.ceil(context.total / context.size)),
    canGoToPage: (page) => snapshot.can({ type: 'page.go', page }),
    goToPage: (page) => send({ type: 'page.go', page }),
    canRequest: (action, key) => snapshot.can({ type: 'action.request', action, key }),
    request: (action, key) => send({ type: 'action.request', action, key }),
    canClear: snapshot.can({ type: 'action.request', action: 'clear', key: null }),
    clear: () => send({ type: 'action.request', action: 'clear', key: null }),
    isConfirming: snapshot.hasTag('confirming'),
    confirm: () => send({ type: 'action.confirm' }),
    dismiss: () => send({ type: 'action.dismiss' }),
    acting: snapshot.hasTag('acting') ? context.pending : null,
    error: context.error,
    days: context.kind === 'footprints' ? footprintDays(context.records as Footprint[], today) : [],
  };
}
