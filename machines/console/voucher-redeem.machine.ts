import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { consoleErrorGuards } from './console.types.ts';
import { normaliseVoucherCode, REDEEMED_KEPT, type ConsoleVoucher } from './voucher-redeem.types.ts';

export interface VoucherRedeemContext {
  /** The code typed last, as typed. */
  typed: string;
  /** The code found (while it is shown), else null. */
  voucher: ConsoleVoucher | null;
  /** The server's words when a look-up or redemption failed. */
  error: string | null;
  /** Codes redeemed at this counter since the page opened, newest first. */
  redeemed: ConsoleVoucher[];
}

export type VoucherRedeemEvent =
  { type: 'code.lookup'; code: string } | { type: 'voucher.redeem' } | { type: 'code.clear' };

/**
 * The redemption counter of the console (/vp/vouchers, 券码核销): staff type a code, the counter shows its
 * goods, order and whether it can be redeemed (`lookupVoucher`); redeeming it (`redeemVoucher`) uses the
 * code once. A code the server refuses at redemption (409: used, refunded, held by a refund request since
 * the look-up) is looked up again, so the counter shows how it stands now, with the server's words. An
 * unknown code or one of another store (404) is said so. A 401 tells the app the session is gone.
 * Tags `loading`, `invalid`, `shown`, `done`.
 */
export const voucherRedeemMachine = setup({
  types: {} as { context: VoucherRedeemContext; events: VoucherRedeemEvent },
  actors: {
    lookupVoucher: fromPromise<ConsoleVoucher, { code: string }>(async () => {
      throw new Error('lookupVoucher is provided by the app');
    }),
    redeemVoucher: fromPromise<ConsoleVoucher, { code: string }>(async () => {
      throw new Error('redeemVoucher is provided by the app');
    }),
  },
  actions: {
    sessionLost: () => {},
  },
  guards: {
    isCodeValid: ({ event }) => event.type === 'code.lookup' && normaliseVoucherCode(event.code) !== null,
    canRedeem: ({ context }) => context.voucher?.canRedeem === true,
    ...consoleErrorGuards,
  },
}).createMachine({
  id: 'voucherRedeem',
  context: { typed: '', voucher: null, error: null, redeemed: [] },
  initial: 'idle',
  on: {
    'code.lookup': [
      {
        guard: 'isCodeValid',
        target: '.looking',
        actions: assign({ typed: ({ event }) => event.code, voucher: null, error: null }),
      },
      {
        target: '.idle.invalid',
        actions: assign({ typed: ({ event }) => event.code, voucher: null, error: null }),
      },
    ],
    'code.clear': { target: '.idle', actions: assign({ typed: '', voucher: null, error: null }) },
  },
  states: {
    idle: {
      initial: 'clean',
      states: { clean: {}, invalid: { tags: ['invalid'] } },
    },
    looking: {
      tags: ['loading'],
      invoke: {
        src: 'lookupVoucher',
        input: ({ context }) => ({ code: normaliseVoucherCode(context.typed)! }),
        onDone: { target: 'shown', actions: assign({ voucher: ({ event }) => event.output }) },
        onError: [
          { guard: 'isUnauthorized', target: 'idle', actions: 'sessionLost' },
          { target: 'idle', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    shown: {
      tags: ['shown'],
      on: { 'voucher.redeem': { guard: 'canRedeem', target: 'redeeming' } },
    },
    redeeming: {
      tags: ['shown', 'loading'],
      invoke: {
        src: 'redeemVoucher',
        input: ({ context }) => ({ code: context.voucher!.code }),
        onDone: {
          target: 'done',
          actions: assign({
            voucher: ({ event }) => event.output,
            redeemed: ({ context, event }) => [event.output, ...context.redeemed].slice(0, REDEEMED_KEPT),
          }),
        },
        onError: [
          { guard: 'isUnauthorized', target: 'shown', actions: 'sessionLost' },
          // Someone else used, refunded or held it meanwhile: show how it stands now, with the reason.
          {
            guard: 'isConflict',
            target: 'rechecking',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
          { target: 'shown', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    rechecking: {
      tags: ['shown', 'loading'],
      invoke: {
        src: 'lookupVoucher',
        input: ({ context }) => ({ code: context.voucher!.code }),
        onDone: { target: 'shown', actions: assign({ voucher: ({ event }) => event.output }) },
        onError: [{ guard: 'isUnauthorized', target: 'shown', actions: 'sessionLost' }, { target: 'shown' }],
      },
    },
    done: { tags: ['shown', 'done'] },
  },
});
