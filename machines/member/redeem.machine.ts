import { assign, fromPromise, setup } from 'xstate';
import { randomKey } from '../checkout/checkout.types.ts';
import { errorMessage } from '../shared/errors.ts';
import type { PointsGoods, Redemption } from './member.types.ts';

export interface RedeemContext {
  goods: PointsGoods | null;
  quantity: number;
  addressId: number | null;
  /** The Idempotency-Key of this confirmation: a repeated confirm is the same redemption. */
  key: string;
  redemption: Redemption | null;
  error: string | null;
}

export type RedeemEvent =
  | { type: 'redeem.open'; goods: PointsGoods; addressId: number | null }
  | { type: 'quantity.change'; quantity: number }
  | { type: 'address.change'; addressId: number }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.close' };

/**
 * Redeeming a points-mall good (integral-mall): the member opens a good, sets the quantity (within what
 * is left to them) and, for goods that ship, the address; `redeemGoods` redeems it with the
 * confirmation's Idempotency-Key. Done: the points order or the coupon, and the points left; refused
 * (积分不足, 已兑完, 每人限兑): back to the confirmation with the reason. Tags `closed`, `confirming`,
 * `busy`, `done`.
 */
export const redeemMachine = setup({
  types: {} as { context: RedeemContext; events: RedeemEvent },
  actors: {
    redeemGoods: fromPromise<
      Redemption,
      { goodsId: number; quantity: number; addressId: number | null; idempotencyKey: string }
    >(async () => {
      throw new Error('redeemGoods is provided by the app');
    }),
  },
  actions: {
    /** Points were spent: the page reloads the goods and the member's points. */
    redeemed: (_, _params: { redemption: Redemption }) => {},
  },
  guards: {
    isReady: ({ context }) =>
      context.goods !== null &&
      context.quantity >= 1 &&
      (context.goods.kind === 'coupon' || context.addressId !== null),
  },
}).createMachine({
  id: 'redeem',
  context: { goods: null, quantity: 1, addressId: null, key: '', redemption: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      on: {
        'redeem.open': {
          target: 'confirming',
          actions: assign({
            goods: ({ event }) => event.goods,
            addressId: ({ event }) => event.addressId,
            quantity: 1,
            key: () => randomKey(),
            redemption: null,
            error: null,
          }),
        },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'quantity.change': {
          actions: assign({
            quantity: ({ event, context }) =>
              Math.max(1, Math.min(event.quantity, context.goods!.perUserLimit - context.goods!.mine, 99)),
            key: () => randomKey(),
            error: null,
          }),
        },
        'address.change': {
          actions: assign({ addressId: ({ event }) => event.addressId, key: () => randomKey(), error: null }),
        },
        'redeem.confirm': { guard: 'isReady', target: 'redeeming' },
        'redeem.close': { target: 'closed', actions: assign({ goods: null, error: null }) },
      },
    },
    redeeming: {
      tags: ['busy'],
      invoke: {
        src: 'redeemGoods',
        input: ({ context }) => ({
          goodsId: context.goods!.goodsId,
          quantity: context.quantity,
          addressId: context.addressId,
          idempotencyKey: context.key,
        }),
        onDone: { target: 'done', actions: assign({ redemption: ({ event }) => event.output }) },
        // Refused: a new attempt is a new redemption.
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => errorMessage(event.error), key: () => randomKey() }),
        },
      },
    },
    done: {
      tags: ['done'],
      entry: { type: 'redeemed', params: ({ context }) => ({ redemption: context.redemption! }) },
      on: { 'redeem.close': { target: 'closed', actions: assign({ goods: null, redemption: null }) } },
    },
  },
});
