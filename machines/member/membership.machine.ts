import { assign, fromPromise, setup } from 'xstate';
import { randomKey } from '../checkout/checkout.types.ts';
import { errorMessage } from '../shared/errors.ts';
import type { MemberPurchase, PlanCode, PurchaseMethod } from './member.types.ts';

export interface MembershipContext {
  plan: PlanCode | null;
  method: PurchaseMethod;
  /** The Idempotency-Key of the current intent (plan and method): a repeated submit is the same purchase. */
  intent: { key: string; plan: PlanCode; method: PurchaseMethod } | null;
  purchase: MemberPurchase | null;
  error: string | null;
}

export type MembershipEvent =
  | { type: 'plan.choose'; plan: PlanCode }
  | { type: 'method.change'; method: PurchaseMethod }
  | { type: 'purchase.submit' }
  | { type: 'purchase.cancel' }
  | { type: 'purchase.retry' }
  | { type: 'purchase.again' };

const sameIntent = (c: MembershipContext) =>
  c.intent !== null && c.intent.plan === c.plan && c.intent.method === c.method;

/**
 * Buying or renewing a paid membership (buy-member): the member chooses a plan and Alipay or WeChat;
 * `createPurchase` opens its payment with the intent's Idempotency-Key, the provider's QR code is shown
 * and `pollPurchase` reads it every 2 s until it is paid (开通成功: the callback extended the
 * membership), or failed or expired (开通失败). From the failure page the member retries the same plan
 * (a new payment, a new key) or goes back to the plans. Tags `choosing`, `busy`, `qr`, `success`, `failure`.
 */
export const membershipMachine = setup({
  types: {} as { context: MembershipContext; events: MembershipEvent },
  actors: {
    createPurchase: fromPromise<
      MemberPurchase,
      { plan: PlanCode; method: PurchaseMethod; idempotencyKey: string }
    >(async () => {
      throw new Error('createPurchase is provided by the app');
    }),
    pollPurchase: fromPromise<MemberPurchase, { paymentId: string }>(async () => {
      throw new Error('pollPurchase is provided by the app');
    }),
  },
  actions: {
    /** The membership changed: the page reloads what shows the expiry. */
    purchased: (_, _params: { purchase: MemberPurchase }) => {},
  },
  guards: {
    hasPlan: ({ context }) => context.plan !== null,
    isSameIntent: ({ context }) => sameIntent(context),
    isPaid: ({ context }) => context.purchase?.status === 'paid',
    isClosed: ({ context }) =>
      context.purchase !== null &&
      context.purchase.status !== 'pending' &&
      context.purchase.status !== 'paid',
  },
  delays: { pollInterval: 2000 },
}).createMachine({
  id: 'membership',
  context: { plan: null, method: 'alipay', intent: null, purchase: null, error: null },
  initial: 'choosing',
  states: {
    choosing: {
      tags: ['choosing'],
      on: {
        'plan.choose': { actions: assign({ plan: ({ event }) => event.plan, error: null }) },
        'method.change': { actions: assign({ method: ({ event }) => event.method, error: null }) },
        'purchase.submit': [
          { guard: 'isSameIntent', target: 'creating' },
          {
            guard: 'hasPlan',
            target: 'creating',
            actions: assign({
              intent: ({ context }) => ({ key: randomKey(), plan: context.plan!, method: context.method }),
            }),
          },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        src: 'createPurchase',
        input: ({ context }) => ({
          plan: context.intent!.plan,
          method: context.intent!.method,
          idempotencyKey: context.intent!.key,
        }),
        onDone: {
          target: 'scanning',
          actions: assign({ purchase: ({ event }) => event.output, error: null }),
        },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    scanning: {
      tags: ['qr'],
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'pollPurchase',
            input: ({ context }) => ({ paymentId: context.purchase!.paymentId }),
            onDone: { target: 'settled', actions: assign({ purchase: ({ event }) => event.output }) },
            // A failed poll is retried at the next tick.
            onError: 'waiting',
          },
        },
        settled: {
          always: [
            { guard: 'isPaid', target: '#membership.success' },
            { guard: 'isClosed', target: '#membership.failure' },
            { target: 'waiting' },
          ],
        },
      },
      on: {
        'purchase.cancel': { target: 'choosing', actions: assign({ purchase: null, intent: null }) },
      },
    },
    success: {
      tags: ['success'],
      entry: { type: 'purchased', params: ({ context }) => ({ purchase: context.purchase! }) },
      on: {
        'purchase.again': { target: 'choosing', actions: assign({ purchase: null, intent: null }) },
      },
    },
    failure: {
      tags: ['failure'],
      on: {
        // 重新支付: the same plan and method, a new payment (the failed one cannot be paid again).
        'purchase.retry': {
          target: 'creating',
          actions: assign({
            intent: ({ context }) => ({ key: randomKey(), plan: context.plan!, method: context.method }),
            purchase: null,
          }),
        },
        'purchase.again': { target: 'choosing', actions: assign({ purchase: null, intent: null }) },
      },
    },
  },
});
