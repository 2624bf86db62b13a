import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/order.ts';
import type { CanOrder, CartLine, CartStore, CartView, Region } from './cart.types.ts';
import { sameRegion } from './region-picker.machine.ts';
import { MAX_SETTLE_LINES } from './cart.types.ts';
import { normaliseQuantity, quantityProblem, stepQuantity, type QuantityProblem } from './quantity.ts';

type OrderSchemas = components['schemas'];

/** A message beside one line: a local check (请输入正确的商品数量, 库存不足) or the server's refusal. */
export type LineError = { problem: QuantityProblem } | { message: string };

/** The message above the settle bar after the last action. */
export type CartNotice =
  | { kind: 'noneChecked' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'deleted'; count: number }
  | { kind: 'server'; message: string };

export interface CartContext {
  region: Region | null;
  cart: CartView | null;
  /** Quantities being typed, by line id, until committed. */
  drafts: Record<number, string>;
  lineErrors: Record<number, LineError>;
  /** The line change being saved. */
  pendingUpdate: LineUpdate | null;
  /** The check marks being saved (a store or all). */
  pendingCheck: LinesCheck | null;
  /** The lines the delete confirmation is about. */
  pendingDelete: number[];
  notice: CartNotice | null;
}

export type CartEvent =
  | { type: 'cart.retry' }
  | { type: 'region.change'; region: Region | null }
  | { type: 'quantity.edit'; lineId: number; quantity: string }
  | { type: 'quantity.commit'; lineId: number }
  | { type: 'quantity.increment'; lineId: number }
  | { type: 'quantity.decrement'; lineId: number }
  | { type: 'line.toggle'; lineId: number }
  | { type: 'store.toggle'; storeId: number }
  | { type: 'all.toggle' }
  | { type: 'line.delete'; lineId: number }
  | { type: 'checked.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'settle' };

/** A change of one line: its quantity or its check mark (updateCart). */
export type LineUpdate = OrderSchemas['UpdateCartBody'];

/** Check or uncheck several lines at once (changeAllIsChecked); narrower: the cart always names the lines. */
export type LinesCheck = Pick<OrderSchemas['CheckLinesBody'], 'checked'> &
  Required<Pick<OrderSchemas['CheckLinesBody'], 'lineIds'>>;

// ---------------------------------------------------------------------------------------------------
// Pure views of a cart, shared by the machine's guards and the page.

export const allLines = (cart: CartView | null): CartLine[] => cart?.stores.flatMap((s) => s.lines) ?? [];

export const findLine = (cart: CartView | null, lineId: number): CartLine | undefined =>
  allLines(cart).find((l) => l.lineId === lineId);

/** A line may be checked for settlement only without a problem; a checked one may always be unchecked. */
export const isCheckable = (line: CartLine): boolean => line.problem === null;

/** The lines whose check mark a store or "all" toggle flips, and to what. */
export function toggleTarget(lines: readonly CartLine[]): LinesCheck | null {
  const checkable = lines.filter(isCheckable);
  const checkAll = checkable.some((l) => !l.checked);
  const lineIds = (checkAll ? checkable.filter((l) => !l.checked) : lines.filter((l) => l.checked)).map(
    (l) => l.lineId,
  );
  return lineIds.length > 0 ? { checked: checkAll, lineIds } : null;
}

/** Whether every checkable line of the list is checked (and there is one): the store/all box shows ticked. */
export const allChecked = (lines: readonly CartLine[]): boolean =>
  lines.some(isCheckable) && lines.filter(isCheckable).every((l) => l.checked);

export const checkedLines = (cart: CartView | null): CartLine[] => allLines(cart).filter((l) => l.checked);

/** How many lines one settlement may hold. */
const maxSettle = (cart: CartView | null) => cart?.maxSettle || MAX_SETTLE_LINES;

function withLines(cart: CartView, change: (line: CartLine) => CartLine): CartView {
  return {
    ...cart,
    stores: cart.stores.map((s: CartStore) => ({ ...s, lines: s.lines.map(change) })),
  };
}

const omit = <T>(record: Record<number, T>, key: number): Record<number, T> => {
  const next = { ...record };
  delete next[key];
  return next;
};

const isEmptyCart = (cart: CartView | null) => allLines(cart).length === 0;
const lineOf = (context: CartContext, event: CartEvent) =>
  'lineId' in event ? findLine(context.cart, event.lineId) : undefined;
const draftOf = (context: CartContext, lineId: number) => normaliseQuantity(context.drafts[lineId] ?? '');
const limitsOf = (context: CartContext, line: CartLine) => ({
  scale: context.cart?.decimalScale ?? 0,
  stock: line.stock,
});

/**
 * The cart page (spec §2 /cart, issue #6): lines grouped by store. `loadCart {region}` (queryCartInfo) loads
 * it; every change calls one operation, then reloads the cart so amounts and problems are the server's:
 * `updateLine` (updateCart: a quantity within the stock and the shop's decimal scale — 库存不足 and
 * 请输入正确的商品数量 are caught before calling — or one check mark), `checkLines` (changeAllIsChecked: a
 * store or all), `deleteLines` (deleteCart, after a confirmation: one line or the checked lines).
 * Lines with a problem (undeliverable for the region, out of stock, off shelf …) cannot be checked.
 * `settle` refuses with no line checked or more than `maxSettle` (50: 购物车最多支持50件商品一起结算，请分开下单)
 * checked, then asks `canSubmitOrder {region}` and calls `goToSubmitOrder`, or shows the server's reason.
 * Check marks and quantities change on screen at once and are corrected by the reload; a refused quantity
 * shows the server's message beside its line. After a deletion `cartChanged` runs (the header count
 * refreshes). `region.change` reloads for another region.
 * Tags `loading`, `error`, `empty`, `busy`, `confirming`.
 */
export const cartMachine = setup({
  types: {} as {
    context: CartContext;
    events: CartEvent;
    input: { region: Region | null };
  },
  actors: {
    loadCart: fromPromise<CartView, { region: Region | null }>(async () => {
      throw new Error('loadCart is provided by the app');
    }),
    updateLine: fromPromise<void, LineUpdate>(async () => {}),
    checkLines: fromPromise<void, LinesCheck>(async () => {}),
    deleteLines: fromPromise<void, { lineIds: number[] }>(async () => {}),
    canSubmitOrder: fromPromise<CanOrder, { region: Region | null }>(async () => ({
      canOrder: true,
      message: '',
      problems: [],
    })),
  },
  actions: {
    cartChanged: () => {},
    goToSubmitOrder: () => {},
    storeCart: assign(({ context }, params: { cart: CartView }) => {
      const ids = new Set(allLines(params.cart).map((l) => l.lineId));
      return {
        cart: params.cart,
        drafts: Object.fromEntries(Object.entries(context.drafts).filter(([id]) => ids.has(Number(id)))),
        pendingUpdate: null,
        pendingCheck: null,
      };
    }),
    /** Saves a line change: shown at once, sent by `updating`. */
    applyUpdate: assign(({ context }, update: LineUpdate) => ({
      cart: withLines(context.cart!, (l) =>
        l.lineId === update.lineId
          ? {
              ...l,
              ...(update.quantity !== undefined ? { quantity: update.quantity } : {}),
              ...(update.checked !== undefined ? { checked: update.checked } : {}),
            }
          : l,
      ),
      drafts: omit(context.drafts, update.lineId),
      lineErrors: omit(context.lineErrors, update.lineId),
      pendingUpdate: update,
      notice: null,
    })),
    applyCheck: assign(({ context }, check: LinesCheck) => {
      const ids = new Set(check.lineIds);
      return {
        cart: withLines(context.cart!, (l) => (ids.has(l.lineId) ? { ...l, checked: check.checked } : l)),
        pendingCheck: check,
        notice: null,
      };
    }),
    refuseUpdate: assign(({ context }, params: { message: string }) => {
      const update = context.pendingUpdate;
      if (!update) return {};
      if (update.quantity === undefined)
        return { notice: params.message ? serverNotice(params.message) : null };
      return {
        lineErrors: params.message
          ? { ...context.lineErrors, [update.lineId]: { message: params.message } }
          : context.lineErrors,
      };
    }),
    showServerNotice: assign({
      notice: (_, params: { message: string }) => (params.message ? serverNotice(params.message) : null),
    }),
  },
  guards: {
    isEmpty: (_, params: { cart: CartView }) => isEmptyCart(params.cart),
    isLine: ({ context, event }) => lineOf(context, event) !== undefined,
    isDraftInvalid: ({ context, event }) => {
      const line = lineOf(context, event);
      if (!line || context.drafts[line.lineId] === undefined) return false;
      return quantityProblem(draftOf(context, line.lineId), limitsOf(context, line)) !== null;
    },
    isDraftChanged: ({ context, event }) => {
      const line = lineOf(context, event);
      return (
        line !== undefined &&
        context.drafts[line.lineId] !== undefined &&
        draftOf(context, line.lineId) !== line.quantity
      );
    },
    hasDraft: ({ context, event }) => 'lineId' in event && context.drafts[event.lineId] !== undefined,
    canIncrement: ({ context, event }) => {
      const line = lineOf(context, event);
      const next = line ? stepQuantity(line.quantity, 1) : null;
      return line !== undefined && next !== null && quantityProblem(next, limitsOf(context, line)) === null;
    },
    canDecrement: ({ context, event }) => {
      const line = lineOf(context, event);
      return line !== undefined && stepQuantity(line.quantity, -1) !== null;
    },
    canToggleLine: ({ context, event }) => {
      const line = lineOf(context, event);
      return line !== undefined && (line.checked || isCheckable(line));
    },
    canToggleStore: ({ context, event }) => {
      const store =
        event.type === 'store.toggle'
          ? context.cart?.stores.find((s) => s.storeId === event.storeId)
          : undefined;
      return store !== undefined && toggleTarget(store.lines) !== null;
    },
    canToggleAll: ({ context }) => toggleTarget(allLines(context.cart)) !== null,
    hasChecked: ({ context }) => checkedLines(context.cart).length > 0,
    tooManyChecked: ({ context }) => checkedLines(context.cart).length > maxSettle(context.cart),
    isNewRegion: ({ context, event }) =>
      event.type === 'region.change' && !sameRegion(event.region, context.region),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    region: input.region,
    cart: null,
    drafts: {},
    lineErrors: {},
    pendingUpdate: null,
    pendingCheck: null,
    pendingDelete: [],
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCart',
        input: ({ context }) => ({ region: context.region }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ cart: event.output }) },
            target: 'empty',
            actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
          },
        ],
        onError: 'failed',
      },
    },
    failed: {
      tags: ['error'],
      on: { 'cart.retry': 'loading' },
    },
    empty: { tags: ['empty'] },
    ready: {
      initial: 'idle',
      on: {
        // Typing goes on while a change is saved; the draft is committed later (blur or Enter).
        'quantity.edit': {
          guard: 'isLine',
          actions: assign({
            drafts: ({ context, event }) => ({ ...context.drafts, [event.lineId]: event.quantity }),
            lineErrors: ({ context, event }) => omit(context.lineErrors, event.lineId),
          }),
        },
      },
      states: {
        idle: {
          on: {
            'quantity.commit': [
              {
                guard: 'isDraftInvalid',
                actions: assign({
                  lineErrors: ({ context, event }) => {
                    const line = findLine(context.cart, event.lineId)!;
                    const problem = quantityProblem(draftOf(context, line.lineId), limitsOf(context, line))!;
                    return { ...context.lineErrors, [event.lineId]: { problem } };
                  },
                }),
              },
              {
                guard: 'isDraftChanged',
                target: 'updating',
                actions: {
                  type: 'applyUpdate',
                  params: ({ context, event }) => ({
                    lineId: event.lineId,
                    quantity: draftOf(context, event.lineId),
                  }),
                },
              },
              {
                guard: 'hasDraft',
                actions: assign({ drafts: ({ context, event }) => omit(context.drafts, event.lineId) }),
              },
            ],
            'quantity.increment': {
              guard: 'canIncrement',
              target: 'updating',
              actions: {
                type: 'applyUpdate',
                params: ({ context, event }) => ({
                  lineId: event.lineId,
                  quantity: stepQuantity(findLine(context.cart, event.lineId)!.quantity, 1)!,
                }),
              },
            },
            'quantity.decrement': {
              guard: 'canDecrement',
              target: 'updating',
              actions: {
                type: 'applyUpdate',
                params: ({ context, event }) => ({
                  lineId: event.lineId,
                  quantity: stepQuantity(findLine(context.cart, event.lineId)!.quantity, -1)!,
                }),
              },
            },
            'line.toggle': {
              guard: 'canToggleLine',
              target: 'updating',
              actions: {
                type: 'applyUpdate',
                params: ({ context, event }) => ({
                  lineId: event.lineId,
                  checked: !findLine(context.cart, event.lineId)!.checked,
                }),
              },
            },
            'store.toggle': {
              guard: 'canToggleStore',
              target: 'checking',
              actions: {
                type: 'applyCheck',
                params: ({ context, event }) =>
                  toggleTarget(context.cart!.stores.find((s) => s.storeId === event.storeId)!.lines)!,
              },
            },
            'all.toggle': {
              guard: 'canToggleAll',
              target: 'checking',
              actions: {
                type: 'applyCheck',
                params: ({ context }) => toggleTarget(allLines(context.cart))!,
              },
            },
            'line.delete': {
              guard: 'isLine',
              target: 'confirming',
              actions: assign({ pendingDelete: ({ event }) => [event.lineId], notice: null }),
            },
            'checked.delete': [
              {
                guard: 'hasChecked',
                target: 'confirming',
                actions: assign({
                  pendingDelete: ({ context }) => checkedLines(context.cart).map((l) => l.lineId),
                  notice: null,
                }),
              },
              { actions: assign({ notice: { kind: 'noneChecked' } }) },
            ],
            settle: [
              {
                guard: 'tooManyChecked',
                actions: assign({
                  notice: ({ context }) => ({ kind: 'tooMany', max: maxSettle(context.cart) }) as const,
                }),
              },
              { guard: 'hasChecked', target: 'settling', actions: assign({ notice: null }) },
              { actions: assign({ notice: { kind: 'noneChecked' } }) },
            ],
          },
        },
        updating: {
          tags: ['busy'],
          invoke: {
            src: 'updateLine',
            input: ({ context }) => context.pendingUpdate!,
            onDone: 'refreshing',
            onError: {
              target: 'refreshing',
              actions: { type: 'refuseUpdate', params: ({ event }) => ({ message: errorText(event.error) }) },
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            src: 'checkLines',
            input: ({ context }) => context.pendingCheck!,
            onDone: 'refreshing',
            onError: {
              target: 'refreshing',
              actions: {
                type: 'showServerNotice',
                params: ({ event }) => ({ message: errorText(event.error) }),
              },
            },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: assign({ pendingDelete: [] }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteLines',
            input: ({ context }) => ({ lineIds: context.pendingDelete }),
            onDone: {
              target: 'refreshing',
              actions: [
                assign(({ context }) => ({
                  notice: { kind: 'deleted', count: context.pendingDelete.length } as const,
                  pendingDelete: [],
                })),
                'cartChanged',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingDelete: [] }),
                { type: 'showServerNotice', params: ({ event }) => ({ message: errorText(event.error) }) },
              ],
            },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            src: 'loadCart',
            input: ({ context }) => ({ region: context.region }),
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ cart: event.output }) },
                target: '#cart.empty',
                actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
              },
              {
                target: 'idle',
                actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
              },
            ],
            onError: { target: 'idle', actions: assign({ pendingUpdate: null, pendingCheck: null }) },
          },
        },
        settling: {
          tags: ['busy'],
          invoke: {
            src: 'canSubmitOrder',
            input: ({ context }) => ({ region: context.region }),
            onDone: [
              { guard: ({ event }) => event.output.canOrder, target: 'leaving', actions: 'goToSubmitOrder' },
              {
                target: 'idle',
                actions: {
                  type: 'showServerNotice',
                  params: ({ event }) => ({ message: event.output.message }),
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'showServerNotice',
                params: ({ event }) => ({ message: errorText(event.error) }),
              },
            },
          },
        },
        leaving: { tags: ['busy'] },
      },
    },
  },
  on: {
    'region.change': {
      guard: 'isNewRegion',
      target: '.loading',
      actions: assign({ region: ({ event }) => event.region, lineErrors: {}, notice: null }),
    },
  },
});

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

function serverNotice(message: string): CartNotice {
  return { kind: 'server', message };
}
