import type { EventFrom, SnapshotFrom } from 'xstate';
import type { OrderSummary } from './order-detail.machine.ts';
import {
  listActions,
  PAGE_SIZE,
  type myOrdersMachine,
  type OrderCounts,
  type OrderListAction,
  type OrderQuery,
  type OrderTab,
} from './my-orders.machine.ts';

/** What my orders and the recycle bin read from their machine; the view computes none of it. */
export interface MyOrdersApi {
  isRecycleBin: boolean;
  /** The first load, or a reload after a tab, search, page or action. */
  isLoading: boolean;
  loadFailed: boolean;
  retry(): void;
  query: OrderQuery;
  selectTab(tab: OrderTab): void;
  /** The tab counts (null until the first load). */
  counts: OrderCounts | null;
  draft: { keyword: string; from: string; to: string };
  setKeyword(value: string): void;
  setFrom(value: string): void;
  setTo(value: string): void;
  /** The search form's refusal: the start day is after the end day. */
  draftError: 'dateOrder' | null;
  search(): void;
  resetSearch(): void;
  orders: Array<{ order: OrderSummary; actions: OrderListAction[] }>;
  total: number;
  pageCount: number;
  /** Paging waits while a page loads and while an action waits or is sent. */
  canGoToPage(page: number): boolean;
  goToPage(page: number): void;
  /** The order's buttons wait while the list loads (it shows the orders before) and while an action runs. */
  canRequest(action: OrderListAction, orderNo: string): boolean;
  request(action: OrderListAction, orderNo: string): void;
  /** The action waiting for the buyer's confirmation (the dialog is open), or null. */
  confirming: { action: OrderListAction; orderNo: string } | null;
  /** The action being sent (its button spins), or null. */
  acting: { action: OrderListAction; orderNo: string } | null;
  confirm(): void;
  dismiss(): void;
  /** Why loading or the last action failed (the server's words). */
  error: string | null;
}

export function connect(
  snapshot: SnapshotFrom<typeof myOrdersMachine>,
  send: (event: EventFrom<typeof myOrdersMachine>) => void,
): MyOrdersApi {
  const { context } = snapshot;
  const isConfirming = snapshot.hasTag('confirming');
  const isActing = snapshot.hasTag('acting');
  return {
    isRecycleBin: context.recycled,
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'list.retry' }),
    query: context.query,
    selectTab: (tab) => send({ type: 'tab.select', tab }),
    counts: context.counts,
    draft: context.draft,
    setKeyword: (value) => send({ type: 'draft.keyword', value }),
    setFrom: (value) => send({ type: 'draft.from', value }),
    setTo: (value) => send({ type: 'draft.to', value }),
    draftError: context.draftError,
    search: () => send({ type: 'search.submit' }),
    resetSearch: () => send({ type: 'search.reset' }),
    orders: context.records.map((order) => ({ order, actions: listActions(order) })),
    total: context.total,
    pageCount: Math.max(1, Math.ceil(context.total / PAGE_SIZE)),
    canGoToPage: (page) => snapshot.can({ type: 'page.go', page }),
    goToPage: (page) => send({ type: 'page.go', page }),
    canRequest: (action, orderNo) => snapshot.can({ type: 'action.request', action, orderNo }),
    request: (action, orderNo) => send({ type: 'action.request', action, orderNo }),
    confirming: isConfirming ? context.pending : null,
    acting: isActing ? context.pending : null,
    confirm: () => send({ type: 'action.confirm' }),
    dismiss: () => send({ type: 'action.dismiss' }),
    error: context.error,
  };
}
