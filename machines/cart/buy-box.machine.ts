import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { CanOrder, DirectLine, Region } from './cart.types.ts';
import { sameRegion } from './region-picker.machine.ts';
import { normaliseQuantity, quantityProblem, stepQuantity } from './quantity.ts';

export interface BuyBoxContext {
  skuId: number;
  stock: number;
  /** Decimal places a quantity may have (base config `decimalOrderConfig.decimalScale`). */
  decimalScale: number;
  region: Region | null;
  loggedIn: boolean;
  /** The quantity as typed. */
  quantity: string;
  /** The server's last answer on whether this quantity can be ordered here. */
  check: CanOrder | null;
  /** Why the last add or buy was refused (the server's words). */
  error: string | null;
}

export interface BuyBoxInput {
  skuId: number;
  stock: number;
  decimalScale: number;
  region: Region | null;
  loggedIn: boolean;
}

export type BuyBoxEvent =
  | { type: 'quantity.change'; quantity: string }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'region.change'; region: Region | null }
  | { type: 'product.change'; skuId: number; stock: number }
  | { type: 'session.change'; loggedIn: boolean }
  | { type: 'check.retry' }
  | { type: 'cart.add' }
  | { type: 'buy.now' };

const limits = (context: BuyBoxContext) => ({ scale: context.decimalScale, stock: context.stock });
const lineOf = (context: BuyBoxContext): DirectLine => ({
  skuId: context.skuId,
  quantity: normaliseQuantity(context.quantity),
});
const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The buying controls of the product page (spec §2 detail, issue #5 item 4): a quantity within the stock
 * and the shop's decimal scale (`quantity.badQuantity` 请输入正确的商品数量, `quantity.exceeding` 库存不足),
 * and a delivery check for the chosen region: `checkSku {skuId, quantity, region}` (checkSkuCanOrder; after
 * `checkDelay` so typing does not flood the server) answers whether it can be ordered — 当前地区不支持配送,
 * 库存不足, 活动未开始, 活动已结束 come back as the reason (`delivery.blocked`). Two regions run side by
 * side: `delivery` and `purchase`. `cart.add` calls `addToCart {skuId, quantity}` then `notifyAdded` and
 * `cartChanged`; `buy.now` asks `canDirectSubmit {lines, region}` then `goToSubmitOrder {lines}`.
 * Anonymous visitors get `requireLogin` instead. Tags `insufficientStock`, `badQuantity`, `checking`,
 * `blocked`, `checkFailed`, `adding`, `buying`.
 */
export const buyBoxMachine = setup({
  types: {} as {
    context: BuyBoxContext;
    events: BuyBoxEvent;
    input: BuyBoxInput;
  },
  actors: {
    checkSku: fromPromise<CanOrder, { skuId: number; quantity: string; region: Region | null }>(async () => {
      throw new Error('checkSku is provided by the app');
    }),
    addToCart: fromPromise<void, DirectLine>(async () => {}),
    canDirectSubmit: fromPromise<CanOrder, { lines: DirectLine[]; region: Region | null }>(async () => ({
      canOrder: true,
      message: '',
      problems: [],
    })),
  },
  actions: {
    requireLogin: () => {},
    notifyAdded: () => {},
    cartChanged: () => {},
    goToSubmitOrder: (_, _params: { lines: DirectLine[] }) => {},
    forgetCheck: assign({ check: null, error: null }),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isBadQuantity: ({ context }) => quantityProblem(context.quantity, limits(context)) === 'badQuantity',
    exceedsStock: ({ context }) => quantityProblem(context.quantity, limits(context)) === 'insufficient',
    canIncrement: ({ context }) => {
      const next = stepQuantity(context.quantity, 1);
      return next !== null && quantityProblem(next, limits(context)) === null;
    },
    canDecrement: ({ context }) => stepQuantity(context.quantity, -1) !== null,
    isNewRegion: ({ context, event }) =>
      event.type === 'region.change' && !sameRegion(event.region, context.region),
    quantityOk: ({ context }) => quantityProblem(context.quantity, limits(context)) === null,
  },
  delays: { checkDelay: 300 },
}).createMachine({
  id: 'buyBox',
  context: ({ input }) => ({ ...input, quantity: '1', check: null, error: null }),
  type: 'parallel',
  states: {
    delivery: {
      initial: 'validating',
      on: {
        'quantity.change': {
          target: '.validating',
          actions: [assign({ quantity: ({ event }) => event.quantity.trim() }), 'forgetCheck'],
        },
        'quantity.increment': {
          guard: 'canIncrement',
          target: '.validating',
          actions: [assign({ quantity: ({ context }) => stepQuantity(context.quantity, 1)! }), 'forgetCheck'],
        },
        'quantity.decrement': {
          guard: 'canDecrement',
          target: '.validating',
          actions: [
            assign({ quantity: ({ context }) => stepQuantity(context.quantity, -1)! }),
            'forgetCheck',
          ],
        },
        'region.change': {
          guard: 'isNewRegion',
          target: '.validating',
          actions: [assign({ region: ({ event }) => event.region }), 'forgetCheck'],
        },
        'product.change': {
          target: '.validating',
          actions: [
            assign({ skuId: ({ event }) => event.skuId, stock: ({ event }) => event.stock, quantity: '1' }),
            'forgetCheck',
          ],
        },
      },
      states: {
        validating: {
          always: [
            { guard: 'isBadQuantity', target: 'badQuantity' },
            { guard: 'exceedsStock', target: 'exceeding' },
            { target: 'waiting' },
          ],
        },
        badQuantity: { tags: ['badQuantity'] },
        exceeding: { tags: ['insufficientStock'] },
        waiting: { after: { checkDelay: 'checking' } },
        checking: {
          tags: ['checking'],
          invoke: {
            src: 'checkSku',
            input: ({ context }) => ({ ...lineOf(context), region: context.region }),
            onDone: [
              {
                guard: ({ event }) => event.output.canOrder,
                target: 'orderable',
                actions: assign({ check: ({ event }) => event.output }),
              },
              { target: 'blocked', actions: assign({ check: ({ event }) => event.output }) },
            ],
            onError: 'checkFailed',
          },
        },
        orderable: {},
        blocked: { tags: ['blocked'] },
        checkFailed: {
          tags: ['checkFailed'],
          on: { 'check.retry': 'checking' },
        },
      },
    },
    purchase: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.add': [
              { guard: not('isLoggedIn'), actions: 'requireLogin' },
              {
                guard: and(['quantityOk', not(stateIn('#buyBox.delivery.blocked'))]),
                target: 'adding',
              },
            ],
            'buy.now': [
              { guard: not('isLoggedIn'), actions: 'requireLogin' },
              {
                guard: and(['quantityOk', not(stateIn('#buyBox.delivery.blocked'))]),
                target: 'buying',
              },
            ],
          },
        },
        adding: {
          tags: ['adding'],
          entry: assign({ error: null }),
          invoke: {
            src: 'addToCart',
            input: ({ context }) => lineOf(context),
            onDone: { target: 'idle', actions: ['notifyAdded', 'cartChanged'] },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        buying: {
          tags: ['buying'],
          entry: assign({ error: null }),
          invoke: {
            src: 'canDirectSubmit',
            input: ({ context }) => ({ lines: [lineOf(context)], region: context.region }),
            onDone: [
              {
                guard: ({ event }) => event.output.canOrder,
                target: 'leaving',
                actions: { type: 'goToSubmitOrder', params: ({ context }) => ({ lines: [lineOf(context)] }) },
              },
              { target: 'idle', actions: assign({ error: ({ event }) => event.output.message }) },
            ],
            onError: { target: 'idle', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        leaving: { tags: ['buying'] },
      },
    },
  },
  on: {
    'session.change': { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
  },
});
