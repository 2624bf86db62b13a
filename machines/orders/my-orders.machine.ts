import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/order.ts';
import { errorMessage } from '../shared/errors.ts';
import type { OrderSummary } from './order-detail.machine.ts';
import { buyerOrderActions, canRecycle } from './order-lifecycle.machine.ts';

type OrderSchemas = components['schemas'];

/** A tab of my orders (openapi order.yaml OrderTab). */
export type OrderTab = OrderSchemas['OrderTab'];
/** How many orders each tab holds, the recycle bin and open after-sales requests. */
export type OrderCounts = OrderSchemas['OrderCounts'];
export type BuyAgainResult = OrderSchemas['BuyAgainResult'];

export const ORDER_TABS = [
  'all',
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'completed',
  'canceled',
] as const satisfies readonly OrderTab[];

export const parseOrderTab = (raw: string | null | undefined): OrderTab =>
  (ORDER_TABS as readonly string[]).includes(raw ?? '') ? (raw as OrderTab) : 'all';

/** What the buyer can do to one order of the list; each is offered where the lifecycle allows it. */
export type OrderListAction = 'cancel' | 'receive' | 'recycle' | 'restore' | 'delete' | 'buyAgain';

/** Actions that are irreversible or move money or goods: the list asks for a confirmation first. */
const CONFIRMED: readonly OrderListAction[] = ['cancel', 'receive', 'recycle', 'delete'];
export const needsConfirmation = (action: OrderListAction) => CONFIRMED.includes(action);

/** The actions the list offers for an order (the bin offers restore and delete only). */
export function listActions(order: OrderSummary): OrderListAction[] {
  if (order.recycled) return ['restore', 'delete'];
  const lifecycle = buyerOrderActions(order.status, order.voucherOrder);
  const actions: OrderListAction[] = [];
  if (lifecycle.includes('CANCEL')) actions.push('cancel');
  if (lifecycle.includes('RECEIVE')) actions.push('receive');
  if (order.status !== 'pendingPayment') actions.push('buyAgain');
  if (canRecycle(order.status)) actions.push('recycle');
  return actions;
}

/** The list's query: tab, keyword (order number or goods name), days (YYYY-MM-DD, China time), page. */
export interface OrderQuery {
  tab: OrderTab;
  keyword: string;
  from: string;
  to: string;
  current: number;
}

export const PAGE_SIZE = 10;

export interface MyOrdersContext {
  /** The recycle bin (uc-orderRecycling) rather than my orders (uc-order). */
  recycled: boolean;
  query: OrderQuery;
  /** The search form as typed, applied on `search.submit`. */
  draft: { keyword: string; from: string; to: string };
  /** Why the search form was refused (the date range), or null. */
  draftError: 'dateOrder' | null;
  records: OrderSummary[];
  total: number;
  counts: OrderCounts | null;
  /** The action waiting for its confirmation or being sent. */
  pending: { action: OrderListAction; orderNo: string } | null;
  /** Why loading or the last action failed (the server's words). */
  error: string | null;
}

export type MyOrdersEvent =
  | { type: 'tab.select'; tab: OrderTab }
  | { type: 'draft.keyword'; value: string }
  | { type: 'draft.from'; value: string }
  | { type: 'draft.to'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.reset' }
  | { type: 'page.go'; page: number }
  | { type: 'action.request'; action: OrderListAction; orderNo: string }
  | { type: 'action.confirm' }
  | { type: 'action.dismiss' }
  | { type: 'list.retry' };

export interface OrdersLoaded {
  records: OrderSummary[];
  total: number;
  counts: OrderCounts;
}

const EMPTY_DRAFT = { keyword: '', from: '', to: '' };

/** How many pages a query's orders fill (at least one, for an empty list). */
const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

const actionAllowed = (context: MyOrdersContext, action: OrderListAction, orderNo: string) => {
  const order = context.records.find((o) => o.orderNo === orderNo);
  return order !== undefined && listActions(order).includes(action);
};

/**
 * My orders (spec §2 uc-order) and the recycle bin (uc-orderRecycling): `loadOrders` fetches a page of
 * the query and the tab counts together. Tabs, the search (keyword, date range: a start after the end is
 * refused before any request) and paging reload the list; a page left past the end (an action emptied the
 * last one) loads the last page instead. Each order's buttons follow the order lifecycle
 * ({@link listActions}); cancel, confirm receipt, recycle and delete for good are confirmed first
 * (`confirming`), then `runAction` sends it and the list reloads; `notifyDone` confirms, and a refusal
 * (订单状态已变更) is kept in `error`. Buy again goes to the cart (`goToCart`) when something was added.
 * Tags `loading`, `error`, `confirming`, `acting`.
 */
export const myOrdersMachine = setup({
  types: {} as {
    context: MyOrdersContext;
    events: MyOrdersEvent;
    input: { recycled: boolean; tab?: OrderTab };
  },
  actors: {
    loadOrders: fromPromise<OrdersLoaded, { query: OrderQuery; recycled: boolean }>(async () => {
      throw new Error('loadOrders is provided by the app');
    }),
    runAction: fromPromise<BuyAgainResult | null, { action: OrderListAction; orderNo: string }>(async () => {
      throw new Error('runAction is provided by the app');
    }),
  },
  actions: {
    notifyDone: (_, _params: { action: OrderListAction; result: BuyAgainResult | null }) => {},
    goToCart: () => {},
  },
  guards: {
    notBusy: ({ context }) => context.pending === null,
    draftValidAndNotBusy: ({ context }) =>
      context.pending === null &&
      (context.draft.from === '' || context.draft.to === '' || context.draft.from <= context.draft.to),
    draftValid: ({ context }) =>
      context.draft.from === '' || context.draft.to === '' || context.draft.from <= context.draft.to,
    allowed: ({ context, event }) =>
      event.type === 'action.request' && actionAllowed(context, event.action, event.orderNo),
  },
}).createMachine({
  id: 'myOrders',
  context: ({ input }) => ({
    recycled: input.recycled,
    query: { tab: input.tab ?? 'all', keyword: '', from: '', to: '', current: 1 },
    draft: EMPTY_DRAFT,
    draftError: null,
    records: [],
    total: 0,
    counts: null,
    pending: null,
    error: null,
  }),
  initial: 'loading',
  // A tab, a search or its reset restarts the load, also while a page is loading (the newest query wins),
  // but not while an order's action waits for its confirmation or is being sent.
  on: {
    'tab.select': {
      guard: 'notBusy',
      target: '.loading',
      reenter: true,
      actions: assign({
        query: ({ context, event }) => ({ ...context.query, tab: event.tab, current: 1 }),
        error: null,
      }),
    },
    'search.submit': [
      {
        guard: 'draftValidAndNotBusy',
        target: '.loading',
        reenter: true,
        actions: assign({
          query: ({ context }) => ({
            ...context.query,
            keyword: context.draft.keyword.trim(),
            from: context.draft.from,
            to: context.draft.to,
            current: 1,
          }),
          draftError: null,
          error: null,
        }),
      },
      { guard: 'notBusy', actions: assign({ draftError: 'dateOrder' }) },
    ],
    'search.reset': {
      guard: 'notBusy',
      target: '.loading',
      reenter: true,
      actions: assign({
        query: ({ context }) => ({ ...context.query, keyword: '', from: '', to: '', current: 1 }),
        draft: EMPTY_DRAFT,
        draftError: null,
        error: null,
      }),
    },
    'draft.keyword': {
      actions: assign({ draft: ({ context, event }) => ({ ...context.draft, keyword: event.value }) }),
    },
    'draft.from': {
      actions: assign({
        draft: ({ context, event }) => ({ ...context.draft, from: event.value }),
        draftError: null,
      }),
    },
    'draft.to': {
      actions: assign({
        draft: ({ context, event }) => ({ ...context.draft, to: event.value }),
        draftError: null,
      }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrders',
        input: ({ context }) => ({ query: context.query, recycled: context.recycled }),
        onDone: [
          {
            // The page is past the end (an action emptied the last page, or orders went elsewhere):
            // load the last page instead of showing an empty one.
            guard: ({ context, event }) => context.query.current > pageCountOf(event.output.total),
            target: 'loading',
            reenter: true,
            actions: assign({
              query: ({ context, event }) => ({ ...context.query, current: pageCountOf(event.output.total) }),
            }),
          },
          {
            target: 'ready',
            actions: assign(({ event }) => ({
              records: event.output.records,
              total: event.output.total,
              counts: event.output.counts,
            })),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.go': {
              guard: ({ context, event }) =>
                event.page >= 1 &&
                event.page <= pageCountOf(context.total) &&
                event.page !== context.query.current,
              target: '#myOrders.loading',
              actions: assign({
                query: ({ context, event }) => ({ ...context.query, current: event.page }),
                error: null,
              }),
            },
            'action.request': {
              guard: 'allowed',
              target: 'confirming',
              actions: assign({
                pending: ({ event }) => ({ action: event.action, orderNo: event.orderNo }),
                error: null,
              }),
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          always: { guard: ({ context }) => !needsConfirmation(context.pending!.action), target: 'acting' },
          on: {
            'action.confirm': 'acting',
            'action.dismiss': { target: 'idle', actions: assign({ pending: null }) },
          },
        },
        acting: {
          tags: ['acting'],
          invoke: {
            src: 'runAction',
            input: ({ context }) => context.pending!,
            onDone: [
              {
                guard: ({ context, event }) =>
                  context.pending!.action === 'buyAgain' && (event.output?.added ?? 0) > 0,
                actions: [
                  {
                    type: 'notifyDone',
                    params: ({ context, event }) => ({
                      action: context.pending!.action,
                      result: event.output,
                    }),
                  },
                  assign({ pending: null }),
                  'goToCart',
                ],
                target: 'idle',
              },
              {
                target: '#myOrders.loading',
                actions: [
                  {
                    type: 'notifyDone',
                    params: ({ context, event }) => ({
                      action: context.pending!.action,
                      result: event.output,
                    }),
                  },
                  assign({ pending: null }),
                ],
              },
            ],
            onError: {
              target: '#myOrders.loading',
              actions: assign({ error: ({ event }) => errorMessage(event.error), pending: null }),
            },
          },
        },
      },
    },
  },
});
