import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/pay.ts';
import { randomKey, type ServiceRefusal } from './checkout.types.ts';
import { errorMessage } from '../shared/errors.ts';

type PaySchemas = components['schemas'];

/** Spec §9 payment methods. */
export type PayMethod = PaySchemas['PayMethod'];
export const PAY_METHODS: readonly PayMethod[] = ['alipay', 'wechat', 'balance', 'points'];

/** What the checkout counter shows for a submission (openapi pay.yaml Cashier). */
export type Cashier = PaySchemas['Cashier'];

/** A payment (openapi pay.yaml Payment); Alipay and WeChat carry a sandbox QR code valid 5 minutes. */
export type Payment = PaySchemas['Payment'];

/** The spec's payment texts, verbatim. */
export const paymentMessages = {
  orderExpired: '订单已过期，请重新下单',
  qrExpired: '二维码已过期，请重新下单',
} as const;

/**
 * The server's refusal of a payment for an expired order, in each language it answers in (its English
 * from server/src/platform/i18n/messages.en.ts; server-messages.test.ts keeps the two in step).
 */
export const ORDER_EXPIRED_REFUSALS: readonly string[] = [
  paymentMessages.orderExpired,
  'The order has expired; please place a new order',
];

export interface PaymentContext {
  submissionId: number | null;
  paymentId: string | null;
  /** `wechat` is the weixin-pay page: it resumes one WeChat payment; the counter hands WeChat over to it. */
  variant: 'counter' | 'wechat';
  cashier: Cashier | null;
  method: PayMethod | null;
  payment: Payment | null;
  /** The Idempotency-Key of the current pay intent and the method it was made for. */
  intent: { key: string; method: PayMethod } | null;
  error: string | null;
  /** The clock (ms since epoch), moved by `clock.tick` from the app's `clock` actor. */
  now: number;
}

export type PaymentEvent =
  | { type: 'method.select'; method: PayMethod }
  | { type: 'pay.submit' }
  | { type: 'method.change' }
  | { type: 'payment.retry' }
  | { type: 'cashier.retry' }
  | { type: 'clock.tick'; now: number }
  /** The page is in front again (the document became visible, or the window regained focus). */
  | { type: 'page.visible' };

export interface PaymentInput {
  submissionId?: string | null;
  paymentId?: string | null;
  variant?: 'counter' | 'wechat';
  now: number;
}

const positiveId = (raw: string | null | undefined) =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;

/** Seconds left until an ISO time (never negative). */
export function secondsUntil(iso: string | undefined, now: number): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** mm:ss of a number of seconds (the counter's countdowns). */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const isPastOrder = ({ context }: { context: PaymentContext }) =>
  context.cashier !== null && Date.parse(context.cashier.expiresAt) <= context.now;
const isPastQr = ({ context }: { context: PaymentContext }) =>
  context.payment !== null && Date.parse(context.payment.expiresAt) <= context.now;
const refusalMessage = (error: unknown) => errorMessage(error);
const isOrderExpiredRefusal = (error: unknown) =>
  ORDER_EXPIRED_REFUSALS.includes((error as Partial<ServiceRefusal> | null)?.message ?? '');

/**
 * The checkout counter (spec §2 payment, weixin-pay; §4 "Payment"). From a submission, `loadCashier` shows
 * the amount, order numbers and the methods with why each cannot pay; the order's expiry counts down
 * (`clock.tick`) and ends in `orderExpired` (订单已过期，请重新下单). `pay.submit` creates the payment with
 * one Idempotency-Key per intent (the same method again reuses it; another method makes a new one):
 * balance and points answer paid at once (`paid`, `goToSuccess`); Alipay shows its QR code here, WeChat
 * is handed to the weixin-pay page (`openWechatPage`), which resumes it from its `paymentId`. While the QR
 * shows, `pollStatus` asks every 2 s until paid, failed (`payFailed`, `payment.retry` chooses again) or
 * expired; the QR's own expiry ends in `qrExpired` (二维码已过期，请重新下单). A payment the provider
 * took after the order could no longer be paid comes back `refunded` (订单已失效，款项已原路退回).
 *
 * The order may be paid elsewhere meanwhile (another tab of the same counter, the order list), so no end
 * that invites a new order is declared on this page's word alone: before it declares the order's or the
 * QR code's time up (the clock, a poll answering expired or 订单已过期, a payment created already expired)
 * the counter re-reads the order (`rechecking`, `loadCashier`) and goes where it stands (`routing`): a paid
 * order goes to pay success, not to 二维码已过期 or 订单已过期. So does a refused payment (订单已支付 when
 * another tab paid first; otherwise back to choosing with the refusal; 订单已过期 still ends the order at
 * once), and so does `page.visible` (the app's `pageVisibility` actor: the tab is shown or focused again)
 * while choosing, scanning or showing either expiry. A failed re-read keeps what the counter had (an order
 * refused as expired stays closed). `rechecking` has no `loading` tag: its substates carry the tags of
 * what the page showed (the methods, the QR, the expiry), so nothing flashes while the order is read.
 * Tags `loading`, `notFound`, `error`, `choosing`, `paying`, `qr`, `rechecking`, `failed`, `expired`,
 * `paid`.
 */
export const paymentMachine = setup({
  types: {} as {
    context: PaymentContext;
    events: PaymentEvent;
    input: PaymentInput;
  },
  actors: {
    loadCashier: fromPromise<Cashier, { submissionId: number }>(async () => {
      throw new Error('loadCashier is provided by the app');
    }),
    loadPayment: fromPromise<Payment, { paymentId: string }>(async () => {
      throw new Error('loadPayment is provided by the app');
    }),
    createPayment: fromPromise<Payment, { submissionId: number; method: PayMethod; idempotencyKey: string }>(
      async () => {
        throw new Error('createPayment is provided by the app');
      },
    ),
    pollStatus: fromPromise<Payment, { paymentId: string }>(async () => {
      throw new Error('pollStatus is provided by the app');
    }),
    /** Sends `clock.tick { now }` every second (the app: setInterval and Date.now). */
    clock: fromCallback(() => () => {}),
    /** Sends `page.visible` when the page is shown or focused again (the app: visibilitychange and focus). */
    pageVisibility: fromCallback(() => () => {}),
  },
  actions: {
    goToSuccess: (_, _params: { submissionId: number }) => {},
    openWechatPage: (_, _params: { paymentId: string }) => {},
    goToCounter: (_, _params: { submissionId: number }) => {},
    newIntent: assign({
      intent: ({ context }) => ({ key: randomKey(), method: context.method! }),
    }),
    /** The server refused with 订单已过期: the order is closed, whatever a failed re-read leaves known. */
    orderClosed: assign({
      cashier: ({ context }) => context.cashier && { ...context.cashier, status: 'canceled' as const },
    }),
  },
  guards: {
    hasSubmission: ({ context }) => context.submissionId !== null,
    hasPayment: ({ context }) => context.paymentId !== null,
    isCashierPaid: ({ context }) => context.cashier?.status === 'paid',
    isCashierClosed: ({ context }) => context.cashier?.status === 'canceled',
    isOrderPast: isPastOrder,
    isQrPast: isPastQr,
    isEnabledMethod: ({ context, event }) =>
      event.type === 'method.select' &&
      (context.cashier?.methods.some((m) => m.method === event.method && m.enabled) ?? false),
    hasMethod: ({ context }) => context.method !== null,
    isSameIntent: ({ context }) => context.intent !== null && context.intent.method === context.method,
    isPaid: ({ context }) => context.payment?.status === 'paid',
    isFailed: ({ context }) => context.payment?.status === 'failed',
    isExpired: ({ context }) => context.payment?.status === 'expired',
    isRefunded: ({ context }) => context.payment?.status === 'refunded',
    isWechatOnCounter: ({ context }) => context.variant === 'counter' && context.payment?.method === 'wechat',
    isWechatPage: ({ context }) => context.variant === 'wechat',
  },
  delays: { pollInterval: 2000 },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    submissionId: positiveId(input.submissionId),
    paymentId: input.paymentId && /^P[0-9A-Za-z]{20,40}$/.test(input.paymentId) ? input.paymentId : null,
    variant: input.variant ?? 'counter',
    cashier: null,
    method: null,
    payment: null,
    intent: null,
    error: null,
    now: input.now,
  }),
  invoke: [{ src: 'clock' }, { src: 'pageVisibility' }],
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasPayment', target: 'resuming' },
        { guard: 'hasSubmission', target: 'loading' },
        { target: 'notFound' },
      ],
    },
    notFound: { tags: ['notFound'] },
    resuming: {
      tags: ['loading'],
      invoke: {
        src: 'loadPayment',
        input: ({ context }) => ({ paymentId: context.paymentId! }),
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({
            payment: event.output,
            submissionId: event.output.submissionId,
            method: event.output.method,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => refusalMessage(event.error) }),
        },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCashier',
        input: ({ context }) => ({ submissionId: context.submissionId! }),
        onDone: {
          target: 'routing',
          actions: assign({ cashier: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => refusalMessage(event.error) }),
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'cashier.retry': 'start' },
    },
    /**
     * The order read again before an end is declared, or when the page is in front again; the view keeps
     * what it had (no `loading`). Routing then decides, so a paid order goes to pay success.
     */
    rechecking: {
      tags: ['rechecking'],
      invoke: {
        src: 'loadCashier',
        input: ({ context }) => ({ submissionId: context.submissionId! }),
        onDone: { target: 'routing', actions: assign({ cashier: ({ event }) => event.output }) },
        // Not a verdict: what the counter had decides.
        onError: 'routing',
      },
      // What the page went on showing while the order is read (its tags), so nothing flashes.
      initial: 'choosing',
      states: {
        choosing: { tags: ['choosing'] },
        scanning: { tags: ['qr'] },
        qrExpired: { tags: ['expired'] },
        orderExpired: { tags: ['expired'] },
      },
    },
    /** Where a loaded (or re-read) counter, or a resumed payment, stands. */
    routing: {
      always: [
        { guard: 'isCashierPaid', target: 'paid' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isCashierClosed', target: 'orderExpired' },
        { guard: 'isOrderPast', target: 'orderExpired' },
        { guard: 'isFailed', target: 'payFailed' },
        { guard: 'isExpired', target: 'qrExpired' },
        { guard: 'isQrPast', target: 'qrExpired' },
        { guard: 'hasPayment', target: 'scanning' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      tags: ['choosing'],
      always: { guard: 'isOrderPast', target: 'rechecking.choosing' },
      on: {
        'page.visible': 'rechecking.choosing',
        'method.select': {
          guard: 'isEnabledMethod',
          actions: assign({ method: ({ event }) => event.method, error: null }),
        },
        'pay.submit': [
          { guard: 'isSameIntent', target: 'creating' },
          { guard: 'hasMethod', target: 'creating', actions: 'newIntent' },
        ],
      },
    },
    creating: {
      tags: ['paying'],
      invoke: {
        src: 'createPayment',
        input: ({ context }) => ({
          submissionId: context.submissionId!,
          method: context.method!,
          idempotencyKey: context.intent!.key,
        }),
        onDone: {
          target: 'created',
          actions: assign({
            payment: ({ event }) => event.output,
            paymentId: ({ event }) => event.output.paymentId,
            error: null,
          }),
        },
        onError: [
          {
            guard: ({ event }) => isOrderExpiredRefusal(event.error),
            target: 'orderExpired',
            actions: 'orderClosed',
          },
          // Refused (订单已支付 when another tab paid first, 余额不足, a lost request): the order is read
          // again, so a paid one goes to pay success; otherwise choosing shows the refusal.
          {
            target: 'rechecking.choosing',
            actions: assign({ error: ({ event }) => refusalMessage(event.error) }),
          },
        ],
      },
    },
    created: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isFailed', target: 'payFailed' },
        { guard: 'isExpired', target: 'rechecking.choosing' },
        { guard: 'isRefunded', target: 'refunded' },
        { guard: 'isWechatOnCounter', target: 'handedOff' },
        { target: 'scanning' },
      ],
    },
    handedOff: {
      type: 'final',
      entry: { type: 'openWechatPage', params: ({ context }) => ({ paymentId: context.payment!.paymentId }) },
    },
    scanning: {
      tags: ['qr'],
      initial: 'waiting',
      always: [
        { guard: 'isOrderPast', target: 'rechecking.scanning' },
        { guard: 'isQrPast', target: 'rechecking.scanning' },
      ],
      states: {
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'pollStatus',
            input: ({ context }) => ({ paymentId: context.payment!.paymentId }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'paid',
                target: '#payment.paid',
                actions: assign({ payment: ({ event }) => event.output }),
              },
              {
                guard: ({ event }) => event.output.status === 'failed',
                target: '#payment.payFailed',
                actions: assign({ payment: ({ event }) => event.output }),
              },
              {
                guard: ({ event }) => event.output.status === 'expired',
                target: '#payment.rechecking.scanning',
                actions: assign({ payment: ({ event }) => event.output }),
              },
              {
                guard: ({ event }) => event.output.status === 'refunded',
                target: '#payment.refunded',
                actions: assign({ payment: ({ event }) => event.output }),
              },
              { target: 'waiting' },
            ],
            onError: [
              {
                guard: ({ event }) => isOrderExpiredRefusal(event.error),
                target: '#payment.rechecking.scanning',
                actions: 'orderClosed',
              },
              // A lost poll is not a verdict: ask again at the next interval.
              { target: 'waiting' },
            ],
          },
        },
      },
      on: {
        'page.visible': 'rechecking.scanning',
        'method.change': [
          {
            guard: 'isWechatPage',
            actions: {
              type: 'goToCounter',
              params: ({ context }) => ({ submissionId: context.submissionId! }),
            },
          },
          { target: 'choosing', actions: assign({ payment: null, paymentId: null, intent: null }) },
        ],
      },
    },
    payFailed: {
      tags: ['failed'],
      on: {
        'payment.retry': [
          {
            guard: 'isWechatPage',
            actions: {
              type: 'goToCounter',
              params: ({ context }) => ({ submissionId: context.submissionId! }),
            },
          },
          {
            target: 'loading',
            actions: assign({ payment: null, paymentId: null, intent: null, method: null, error: null }),
          },
        ],
      },
    },
    qrExpired: { tags: ['expired'], on: { 'page.visible': 'rechecking.qrExpired' } },
    orderExpired: { tags: ['expired'], on: { 'page.visible': 'rechecking.orderExpired' } },
    refunded: { tags: ['expired'] },
    paid: {
      type: 'final',
      tags: ['paid'],
      entry: { type: 'goToSuccess', params: ({ context }) => ({ submissionId: context.submissionId! }) },
    },
  },
});
