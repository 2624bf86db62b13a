import { assign, fromPromise, setup } from 'xstate';
import { randomKey } from '../checkout/checkout.types.ts';
import { errorMessage } from '../shared/errors.ts';
import { normaliseTopupAmount, topupAmountProblem, type Topup, type TopupMethod } from './topup.types.ts';

export interface TopupContext {
  /** The amount typed, as typed. */
  amount: string;
  method: TopupMethod;
  /** The Idempotency-Key of the current intent (amount and method): a retry of it is the same top-up. */
  intent: { key: string; amount: string; method: TopupMethod } | null;
  topup: Topup | null;
  error: string | null;
}

export type TopupEvent =
  | { type: 'amount.change'; amount: string }
  | { type: 'method.change'; method: TopupMethod }
  | { type: 'topup.submit' }
  | { type: 'topup.cancel' }
  | { type: 'topup.again' };

const sameIntent = (c: TopupContext) =>
  c.intent !== null && c.intent.amount === normaliseTopupAmount(c.amount) && c.intent.method === c.method;

/**
 * A top-up of the balance (uc-balance): the member types an amount (¥0.01–¥100,000, two decimals) and
 * chooses Alipay or WeChat; `createTopup` opens it with the intent's Idempotency-Key (a retry of the same
 * amount and method is the same top-up, a changed one is a new intent), then the provider's QR code is
 * shown and `pollTopup` reads its status every 2 s until it is paid (`paid`: the balance was credited by
 * the provider's callback), failed or expired. The same flow serves any payment of a fixed purpose by
 * QR code (a membership purchase provides its own actors). Tags `editing`, `busy`, `qr`, `paid`, `closed`.
 */
export const topupMachine = setup({
  types: {} as { context: TopupContext; events: TopupEvent },
  actors: {
    createTopup: fromPromise<Topup, { amount: string; method: TopupMethod; idempotencyKey: string }>(
      async () => {
        throw new Error('createTopup is provided by the app');
      },
    ),
    pollTopup: fromPromise<Topup, { paymentId: string }>(async () => {
      throw new Error('pollTopup is provided by the app');
    }),
  },
  actions: {
    /** The balance changed: the page reloads its ledger and says so. */
    toppedUp: (_, _params: { topup: Topup }) => {},
  },
  guards: {
    isAmountValid: ({ context }) => topupAmountProblem(context.amount) === null,
    isSameIntent: ({ context }) => sameIntent(context),
    isPaid: ({ context }) => context.topup?.status === 'paid',
    isClosed: ({ context }) =>
      context.topup !== null && context.topup.status !== 'pending' && context.topup.status !== 'paid',
  },
  delays: { pollInterval: 2000 },
}).createMachine({
  id: 'topup',
  context: { amount: '', method: 'alipay', intent: null, topup: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'amount.change': { actions: assign({ amount: ({ event }) => event.amount, error: null }) },
        'method.change': { actions: assign({ method: ({ event }) => event.method, error: null }) },
        'topup.submit': [
          { guard: 'isSameIntent', target: 'creating' },
          {
            guard: 'isAmountValid',
            target: 'creating',
            actions: assign({
              intent: ({ context }) => ({
                key: randomKey(),
                amount: normaliseTopupAmount(context.amount),
                method: context.method,
              }),
            }),
          },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createTopup',
        input: ({ context }) => ({
          amount: context.intent!.amount,
          method: context.intent!.method,
          idempotencyKey: context.intent!.key,
        }),
        onDone: { target: 'scanning', actions: assign({ topup: ({ event }) => event.output, error: null }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    scanning: {
      tags: ['qr'],
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'pollTopup',
            input: ({ context }) => ({ paymentId: context.topup!.paymentId }),
            onDone: { target: 'settled', actions: assign({ topup: ({ event }) => event.output }) },
            // A failed poll is retried at the next tick.
            onError: 'waiting',
          },
        },
        settled: {
          always: [
            { guard: 'isPaid', target: '#topup.paid' },
            { guard: 'isClosed', target: '#topup.closed' },
            { target: 'waiting' },
          ],
        },
      },
      on: {
        'topup.cancel': { target: 'editing', actions: assign({ topup: null, intent: null }) },
      },
    },
    paid: {
      tags: ['paid'],
      entry: { type: 'toppedUp', params: ({ context }) => ({ topup: context.topup! }) },
      on: {
        'topup.again': { target: 'editing', actions: assign({ topup: null, intent: null, amount: '' }) },
      },
    },
    closed: {
      tags: ['closed'],
      on: { 'topup.again': { target: 'editing', actions: assign({ topup: null, intent: null }) } },
    },
  },
});
