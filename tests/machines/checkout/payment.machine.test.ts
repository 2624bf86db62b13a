import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, SimulatedClock, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  formatCountdown,
  paymentMachine,
  secondsUntil,
  type Cashier,
  type Payment,
  type PaymentEvent,
  type PayMethod,
} from '../../../machines/checkout/payment.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const T0 = Date.parse('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

const cashier = (extra: Partial<Cashier> = {}): Cashier => ({
  submissionId: 9,
  orderNos: ['202603011000000001', '202603011000000002'],
  payAmount: '210.00',
  expiresAt: at(30 * 60_000),
  status: 'unpaid',
  balance: '50.00',
  points: 30000,
  pointsNeeded: 21000,
  methods: [
    { method: 'alipay', enabled: true, reason: '' },
    { method: 'wechat', enabled: true, reason: '' },
    { method: 'balance', enabled: false, reason: '余额不足，当前余额：¥50.00' },
    { method: 'points', enabled: true, reason: '' },
  ],
  ...extra,
});

const payment = (method: PayMethod, status: Payment['status'], extra: Partial<Payment> = {}): Payment => ({
  paymentId: 'P0123456789abcdefghijABCD',
  submissionId: 9,
  method,
  status,
  amount: '210.00',
  points: method === 'points' ? 21000 : 0,
  qrUrl: method === 'alipay' || method === 'wechat' ? '/__sandbox/pay/P0123456789abcdefghijABCD' : null,
  qrSvg: method === 'alipay' || method === 'wechat' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : null,
  expiresAt: at(5 * 60_000),
  ...extra,
});

const refusal = (message: string, status: number) => Object.assign(new Error(message), { status });

function harness(input: { submissionId?: string; paymentId?: string; variant?: 'counter' | 'wechat' } = {}) {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const log: string[] = [];
  const machine = paymentMachine.provide({
    actors: {
      loadCashier: env.actor('loadCashier'),
      loadPayment: env.actor('loadPayment'),
      createPayment: env.actor('createPayment'),
      pollStatus: env.actor('pollStatus'),
    },
    actions: {
      goToSuccess: (_, { submissionId }) => void log.push(`success:${submissionId}`),
      openWechatPage: (_, { paymentId }) => void log.push(`wechat:${paymentId}`),
      goToCounter: (_, { submissionId }) => void log.push(`counter:${submissionId}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { submissionId: '9', ...input, now: T0 },
  }).start();
  const send = async (...events: PaymentEvent[]) => {
    for (const e of events) actor.send(e);
    await flush();
  };
  /** Moves the clock (the app's ticker and the 2 s poll delay alike). */
  const elapse = async (ms: number) => {
    clock.increment(ms);
    actor.send({ type: 'clock.tick', now: actor.getSnapshot().context.now + ms });
    await flush();
  };
  const creates = () =>
    (env.inputs.createPayment ?? []) as Array<{
      submissionId: number;
      method: PayMethod;
      idempotencyKey: string;
    }>;
  return { env, actor, send, elapse, log, creates, snap: () => actor.getSnapshot() };
}

async function counter(extra: Partial<Cashier> = {}) {
  const h = harness();
  await h.env.resolve('loadCashier', cashier(extra));
  return h;
}

describe('payment helpers', () => {
  it('counts down in whole seconds as mm:ss, never below zero', () => {
    expect(formatCountdown(secondsUntil(at(30 * 60_000), T0))).toBe('30:00');
    expect(formatCountdown(secondsUntil(at(61_500), T0))).toBe('01:02');
    expect(secondsUntil(at(-1000), T0)).toBe(0);
  });
});

describe('payment machine', () => {
  it('an unknown submission is not found without asking the server', () => {
    const { snap, env } = harness({ submissionId: 'abc' });
    expect(snap().hasTag('notFound')).toBe(true);
    expect(env.inputs.loadCashier).toBeUndefined();
  });

  it('a method that cannot pay (余额不足) is not selectable', async () => {
    const { send, snap } = await counter();
    await send({ type: 'method.select', method: 'balance' });
    expect(snap().context.method).toBeNull();
    expect(snap().can({ type: 'pay.submit' })).toBe(false);
    await send({ type: 'method.select', method: 'points' });
    expect(snap().can({ type: 'pay.submit' })).toBe(true);
  });

  it('points pay at once and go to pay success', async () => {
    const { send, env, log, snap, creates } = await counter();
    await send({ type: 'method.select', method: 'points' }, { type: 'pay.submit' }, { type: 'pay.submit' });
    expect(creates()).toHaveLength(1);
    expect(creates()[0]).toMatchObject({ submissionId: 9, method: 'points' });
    await env.resolve('createPayment', payment('points', 'paid'));
    expect(snap().hasTag('paid')).toBe(true);
    expect(log).toEqual(['success:9']);
  });

  it('a refused payment shows the message; trying the same method again reuses its key, another makes a new one', async () => {
    const allEnabled = cashier({
      methods: cashier().methods.map((m) => ({ ...m, enabled: true, reason: '' })),
    });
    const { send, env, snap, creates } = await counter(allEnabled);
    await send({ type: 'method.select', method: 'balance' }, { type: 'pay.submit' });
    await env.reject('createPayment', refusal('余额不足，当前余额：¥50.00', 400));
    // The order is read again first (another tab may have paid it).
    expect(snap().matches('rechecking')).toBe(true);
    await env.resolve('loadCashier', allEnabled);
    expect(snap().hasTag('choosing')).toBe(true);
    expect(snap().context.error).toBe('余额不足，当前余额：¥50.00');
    await send({ type: 'pay.submit' });
    expect(creates()[1]!.idempotencyKey).toBe(creates()[0]!.idempotencyKey);
    await env.reject('createPayment', refusal('网络连接失败，请稍后重试', 0));
    await env.resolve('loadCashier', allEnabled);
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    expect(creates()[2]!.idempotencyKey).not.toBe(creates()[0]!.idempotencyKey);
  });

  it('Alipay shows the QR code and polls every 2 s until paid', async () => {
    const { send, env, elapse, snap, log } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    expect(snap().hasTag('qr')).toBe(true);
    await elapse(1999);
    expect(env.isPending('pollStatus')).toBe(false);
    await elapse(1);
    expect(env.inputs.pollStatus).toEqual([{ paymentId: 'P0123456789abcdefghijABCD' }]);
    await env.resolve('pollStatus', payment('alipay', 'pending'));
    await elapse(2000);
    await env.resolve('pollStatus', payment('alipay', 'paid'));
    expect(log).toEqual(['success:9']);
  });

  it('WeChat at the counter is handed to the weixin-pay page, which resumes it and polls', async () => {
    const counterPage = await counter();
    await counterPage.send({ type: 'method.select', method: 'wechat' }, { type: 'pay.submit' });
    await counterPage.env.resolve('createPayment', payment('wechat', 'pending'));
    expect(counterPage.log).toEqual(['wechat:P0123456789abcdefghijABCD']);

    const wechat = harness({
      paymentId: 'P0123456789abcdefghijABCD',
      variant: 'wechat',
      submissionId: undefined,
    });
    await wechat.env.resolve('loadPayment', payment('wechat', 'pending'));
    expect(wechat.env.inputs.loadCashier).toEqual([{ submissionId: 9 }]);
    await wechat.env.resolve('loadCashier', cashier());
    expect(wechat.snap().hasTag('qr')).toBe(true);
    await wechat.send({ type: 'method.change' });
    expect(wechat.log).toEqual(['counter:9']);
  });

  it('a failed payment says so and lets the buyer choose again with a new key', async () => {
    const { send, env, elapse, snap, creates } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    await elapse(2000);
    await env.resolve('pollStatus', payment('alipay', 'failed'));
    expect(snap().hasTag('failed')).toBe(true);
    await send({ type: 'payment.retry' });
    await env.resolve('loadCashier', cashier());
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    expect(creates()[1]!.idempotencyKey).not.toBe(creates()[0]!.idempotencyKey);
  });

  it('the QR code expires after its 5 minutes: 二维码已过期，请重新下单', async () => {
    const { send, env, elapse, snap } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    await elapse(5 * 60_000);
    expect(snap().matches('rechecking')).toBe(true);
    await env.resolve('loadCashier', cashier());
    expect(snap().matches('qrExpired')).toBe(true);
    expect(snap().hasTag('expired')).toBe(true);
  });

  it('the order expires while choosing: 订单已过期，请重新下单', async () => {
    const { env, elapse, snap } = await counter({ expiresAt: at(60_000) });
    await elapse(59_000);
    expect(snap().hasTag('choosing')).toBe(true);
    await elapse(1000);
    expect(snap().matches('rechecking')).toBe(true);
    await env.resolve('loadCashier', cashier({ expiresAt: at(60_000), status: 'canceled' }));
    expect(snap().matches('orderExpired')).toBe(true);
  });

  it('a QR that runs out while another tab paid ends in paid, not qrExpired', async () => {
    const { send, env, elapse, snap, log, actor } = await counter();
    const seen = new Set<string>();
    actor.subscribe((s) => seen.add(JSON.stringify(s.value)));
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    // The tab slept (no poll answered) while another tab paid by balance; its QR code's time is up.
    await elapse(5 * 60_000);
    expect(snap().hasTag('expired')).toBe(false);
    expect(env.inputs.loadCashier).toHaveLength(2);
    await env.resolve('loadCashier', cashier({ status: 'paid' }));
    expect(snap().hasTag('paid')).toBe(true);
    expect(log).toEqual(['success:9']);
    expect([...seen]).not.toContain('"qrExpired"');
  });

  it('a poll answering expired because another tab paid goes to pay success', async () => {
    const { send, env, elapse, snap, log } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    // Paying the submission expires its other open QR codes.
    await elapse(2000);
    await env.resolve('pollStatus', payment('alipay', 'expired'));
    expect(snap().matches('rechecking')).toBe(true);
    await env.resolve('loadCashier', cashier({ status: 'paid' }));
    expect(snap().hasTag('paid')).toBe(true);
    expect(log).toEqual(['success:9']);
  });

  it('coming back to a tab showing qrExpired re-reads the order and goes to paid', async () => {
    const { send, env, elapse, snap, log } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    await elapse(5 * 60_000);
    await env.resolve('loadCashier', cashier());
    expect(snap().matches('qrExpired')).toBe(true);
    // Paid in another tab meanwhile; the buyer comes back to this one.
    await send({ type: 'page.visible' });
    expect(snap().matches('rechecking')).toBe(true);
    expect(snap().hasTag('loading')).toBe(false);
    expect(env.inputs.loadCashier).toHaveLength(3);
    await env.resolve('loadCashier', cashier({ status: 'paid' }));
    expect(snap().hasTag('paid')).toBe(true);
    expect(log).toEqual(['success:9']);
  });

  it('an unpaid order still ends in qrExpired after the recheck', async () => {
    const { send, env, elapse, snap, log } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    await elapse(5 * 60_000);
    await env.resolve('loadCashier', cashier());
    expect(snap().matches('qrExpired')).toBe(true);
    await send({ type: 'page.visible' });
    await env.resolve('loadCashier', cashier());
    expect(snap().matches('qrExpired')).toBe(true);
    // A lost re-read is no verdict either: the QR code stays expired.
    await send({ type: 'page.visible' });
    await env.reject('loadCashier', refusal('网络连接失败，请稍后重试', 0));
    expect(snap().matches('qrExpired')).toBe(true);
    expect(log).toEqual([]);
  });

  it('a payment refused because another tab paid first (订单已支付) goes to pay success', async () => {
    const { send, env, snap, log } = await counter();
    await send({ type: 'method.select', method: 'points' }, { type: 'pay.submit' });
    await env.reject('createPayment', refusal('订单已支付，请勿重复支付', 409));
    expect(snap().matches('rechecking')).toBe(true);
    await env.resolve('loadCashier', cashier({ status: 'paid' }));
    expect(snap().hasTag('paid')).toBe(true);
    expect(log).toEqual(['success:9']);
  });

  it('the order refused as expired stays expired when it cannot be read again', async () => {
    const { send, env, elapse, snap } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'pay.submit' });
    await env.resolve('createPayment', payment('alipay', 'pending'));
    await elapse(2000);
    await env.reject('pollStatus', refusal('订单已过期，请重新下单', 409));
    expect(snap().matches('rechecking')).toBe(true);
    await env.reject('loadCashier', refusal('网络连接失败，请稍后重试', 0));
    expect(snap().matches('orderExpired')).toBe(true);
  });

  it('coming back to a tab while choosing re-reads the order without a spinner', async () => {
    const { send, env, snap } = await counter();
    await send({ type: 'method.select', method: 'alipay' }, { type: 'page.visible' });
    expect(snap().hasTag('loading')).toBe(false);
    expect(snap().hasTag('rechecking')).toBe(true);
    // Shown and focused at once: one re-read.
    await send({ type: 'page.visible' });
    expect(env.inputs.loadCashier).toHaveLength(2);
    await env.resolve('loadCashier', cashier({ balance: '500.00' }));
    expect(snap().hasTag('choosing')).toBe(true);
    expect(snap().context.method).toBe('alipay');
    expect(snap().context.cashier?.balance).toBe('500.00');
  });

  it('a paid or cancelled submission goes straight to its end', async () => {
    const paid = harness();
    await paid.env.resolve('loadCashier', cashier({ status: 'paid' }));
    expect(paid.log).toEqual(['success:9']);
    const canceled = harness();
    await canceled.env.resolve('loadCashier', cashier({ status: 'canceled' }));
    expect(canceled.snap().matches('orderExpired')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the counter and the weixin-pay page, from loading to paid or to one of their ends. Elapsed time
// and server answers are model events; the key of each pay intent is checked against the one before.
// Three variants by input: the counter (a submission), the weixin-pay page (a payment to resume) and an
// address with neither. No expiry is declared, and no refused payment shown, before the order is read
// again (`rechecking`: paid elsewhere → paid); coming back to the page (`page.visible`) reads it again too.

type ModelMethod = 'alipay' | 'wechat' | 'points';
interface ModelContext {
  variant: 'counter' | 'wechat' | 'unknown';
  method: ModelMethod | null;
  /** The method of the current pay intent (null: the next submit makes a new key). */
  intent: ModelMethod | null;
  /** While creating: whether its key is the one of the submit before (null: the first intent). */
  reuse: boolean | null;
  error: boolean;
  /** The weixin-pay page: the status of the payment it resumed (stale: pending, QR code past). */
  resumed: 'pending' | 'paid' | 'failed' | 'expired' | 'stale' | null;
  /** While the order is read again: where an unpaid answer (or a lost one) leads. */
  ending: Ending | null;
}
type Ending = 'choosing' | 'scanning' | 'qrExpired' | 'orderExpired';
type ModelEvent =
  | { type: 'resume.pending' | 'resume.paid' | 'resume.failed' | 'resume.expired' | 'resume.stale' }
  | { type: 'resume.lost' }
  | { type: 'cashier.unpaid' | 'cashier.paid' | 'cashier.canceled' | 'cashier.late' | 'cashier.fail' }
  | { type: 'cashier.retry' }
  | { type: 'select.alipay' | 'select.wechat' | 'select.points' | 'pay.submit' }
  | { type: 'create.paid' | 'create.pending' | 'create.failed' | 'create.expired' | 'create.refunded' }
  | { type: 'create.refused' | 'create.lost' | 'create.orderExpired' | 'create.paidElsewhere' }
  | { type: 'poll.pending' | 'poll.paid' | 'poll.failed' | 'poll.expired' | 'poll.refunded' }
  | { type: 'poll.lost' | 'poll.orderExpired' }
  | { type: 'qr.expire' | 'order.expire' | 'method.change' | 'payment.retry' }
  | { type: 'page.visible' }
  | { type: 'recheck.paid' | 'recheck.unpaid' | 'recheck.lost' };

const isWechatPage = ({ context }: { context: ModelContext }) => context.variant === 'wechat';
/** Reads the order again; an unpaid answer leads to `ending`. */
const recheck = (ending: Ending) =>
  ({ target: 'rechecking', actions: { type: 'recheck', params: ending } }) as const;
const paymentModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent; input: { variant: ModelContext['variant'] } },
  guards: {
    isWechatPage,
    resumed: ({ context }, status: ModelContext['resumed']) => context.resumed === status,
  },
  actions: {
    recheck: assign((_, ending: Ending) => ({ ending })),
    /** What an expired page shows does not depend on how the buyer got there. */
    forget: assign({ method: null, intent: null, error: false, resumed: null }),
  },
}).createMachine({
  id: 'model',
  context: ({ input }) => ({
    variant: input.variant,
    method: null,
    intent: null,
    reuse: null,
    error: false,
    resumed: null,
    ending: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: isWechatPage, target: 'resuming' },
        { guard: ({ context }) => context.variant === 'unknown', target: 'notFound' },
        { target: 'loading' },
      ],
    },
    notFound: { type: 'final' },
    resuming: {
      on: {
        'resume.pending': { target: 'loading', actions: assign({ resumed: 'pending' }) },
        'resume.paid': { target: 'loading', actions: assign({ resumed: 'paid' }) },
        'resume.failed': { target: 'loading', actions: assign({ resumed: 'failed' }) },
        'resume.expired': { target: 'loading', actions: assign({ resumed: 'expired' }) },
        'resume.stale': { target: 'loading', actions: assign({ resumed: 'stale' }) },
        'resume.lost': 'loadFailed',
      },
    },
    loading: {
      on: {
        'cashier.unpaid': [
          { guard: { type: 'resumed', params: 'paid' }, target: 'paid' },
          { guard: { type: 'resumed', params: 'failed' }, target: 'payFailed' },
          { guard: { type: 'resumed', params: 'expired' }, target: 'qrExpired' },
          { guard: { type: 'resumed', params: 'stale' }, target: 'qrExpired' },
          { guard: { type: 'resumed', params: 'pending' }, target: 'scanning' },
          { target: 'choosing' },
        ],
        'cashier.paid': 'paid',
        // A payment already paid wins over the order's end.
        'cashier.canceled': [
          { guard: { type: 'resumed', params: 'paid' }, target: 'paid' },
          { target: 'orderExpired' },
        ],
        'cashier.late': [
          { guard: { type: 'resumed', params: 'paid' }, target: 'paid' },
          { target: 'orderExpired' },
        ],
        'cashier.fail': 'loadFailed',
      },
    },
    loadFailed: {
      on: {
        'cashier.retry': [
          { guard: isWechatPage, target: 'resuming', actions: assign({ resumed: null }) },
          { target: 'loading' },
        ],
      },
    },
    choosing: {
      on: {
        'select.alipay': { actions: assign({ method: 'alipay', error: false }) },
        'select.wechat': { actions: assign({ method: 'wechat', error: false }) },
        'select.points': { actions: assign({ method: 'points', error: false }) },
        'pay.submit': {
          guard: ({ context }) => context.method !== null,
          target: 'creating',
          actions: assign(({ context }) => ({
            reuse: context.intent === null ? null : context.intent === context.method,
            intent: context.method,
            error: false,
          })),
        },
        'order.expire': recheck('orderExpired'),
        'page.visible': recheck('choosing'),
      },
    },
    creating: {
      exit: assign({ reuse: null }),
      on: {
        'create.paid': { guard: ({ context }) => context.method === 'points', target: 'paid' },
        'create.pending': [
          { guard: ({ context }) => context.method === 'alipay', target: 'scanning' },
          { guard: ({ context }) => context.method === 'wechat', target: 'handedOff' },
        ],
        'create.failed': 'payFailed',
        'create.expired': recheck('qrExpired'),
        'create.refunded': 'refunded',
        'create.refused': { target: 'rechecking', actions: assign({ error: true, ending: 'choosing' }) },
        'create.lost': { target: 'rechecking', actions: assign({ error: true, ending: 'choosing' }) },
        // Another tab paid first: 订单已支付，请勿重复支付.
        'create.paidElsewhere': {
          target: 'rechecking',
          actions: assign({ error: true, ending: 'choosing' }),
        },
        'create.orderExpired': 'orderExpired',
      },
    },
    scanning: {
      on: {
        'poll.pending': 'scanning',
        'poll.lost': 'scanning',
        'poll.paid': 'paid',
        'poll.failed': 'payFailed',
        'poll.expired': recheck('qrExpired'),
        'poll.refunded': 'refunded',
        'poll.orderExpired': recheck('orderExpired'),
        'qr.expire': recheck('qrExpired'),
        'order.expire': recheck('orderExpired'),
        'page.visible': recheck('scanning'),
        'method.change': [
          { guard: isWechatPage, target: 'leftForCounter' },
          { target: 'choosing', actions: assign({ intent: null }) },
        ],
      },
    },
    payFailed: {
      on: {
        'payment.retry': [
          { guard: isWechatPage, target: 'leftForCounter' },
          { target: 'loading', actions: assign({ intent: null, method: null }) },
        ],
      },
    },
    /** WeChat chosen at the counter: the weixin-pay page takes over. */
    handedOff: { type: 'final' },
    /** The weixin-pay page sends the buyer back to the counter to choose again. */
    leftForCounter: { type: 'final' },
    /** The order read again: paid elsewhere goes to pay success; otherwise (or unread) where it was going. */
    rechecking: {
      exit: assign({ ending: null }),
      on: {
        'recheck.paid': 'paid',
        'recheck.unpaid': [
          { guard: ({ context }) => context.ending === 'choosing', target: 'choosing' },
          { guard: ({ context }) => context.ending === 'scanning', target: 'scanning' },
          { guard: ({ context }) => context.ending === 'qrExpired', target: 'qrExpired' },
          { target: 'orderExpired' },
        ],
        'recheck.lost': [
          { guard: ({ context }) => context.ending === 'choosing', target: 'choosing' },
          { guard: ({ context }) => context.ending === 'scanning', target: 'scanning' },
          { guard: ({ context }) => context.ending === 'qrExpired', target: 'qrExpired' },
          { target: 'orderExpired' },
        ],
      },
    },
    paid: { type: 'final' },
    qrExpired: { entry: 'forget', on: { 'page.visible': recheck('qrExpired') } },
    orderExpired: { entry: 'forget', on: { 'page.visible': recheck('orderExpired') } },
    refunded: { type: 'final' },
  },
});

const PAYMENT_ID = 'P0123456789abcdefghijABCD';

/** Each variant's page, its answers and its clock, driven by the model's events. */
function modelHarness(variant: ModelContext['variant']) {
  const h = harness(
    variant === 'wechat'
      ? { paymentId: PAYMENT_ID, variant: 'wechat', submissionId: undefined }
      : variant === 'unknown'
        ? { submissionId: 'abc' }
        : {},
  );
  const { env, send, elapse, snap } = h;
  /** The method of the payment on show (a poll answers for it). */
  const shown = () => snap().context.payment!.method;
  const poll = async (status: Payment['status']) => {
    await elapse(2000);
    await env.resolve('pollStatus', payment(shown(), status));
  };
  const create = (status: Payment['status']) =>
    env.resolve('createPayment', payment(snap().context.method!, status));
  let submits = 0;
  const events: Record<
    ModelEvent['type'],
    (step: { state: SnapshotFrom<typeof paymentModel> }) => Promise<void> | void
  > = {
    'resume.pending': () => env.resolve('loadPayment', payment('wechat', 'pending')),
    'resume.paid': () => env.resolve('loadPayment', payment('wechat', 'paid')),
    'resume.failed': () => env.resolve('loadPayment', payment('wechat', 'failed')),
    'resume.expired': () => env.resolve('loadPayment', payment('wechat', 'expired')),
    'resume.stale': () => env.resolve('loadPayment', payment('wechat', 'pending', { expiresAt: at(-1000) })),
    'resume.lost': () => env.reject('loadPayment', refusal('网络连接失败，请稍后重试', 0)),
    'cashier.unpaid': () => env.resolve('loadCashier', cashier()),
    'cashier.paid': () => env.resolve('loadCashier', cashier({ status: 'paid' })),
    'cashier.canceled': () => env.resolve('loadCashier', cashier({ status: 'canceled' })),
    'cashier.late': () => env.resolve('loadCashier', cashier({ expiresAt: at(-1000) })),
    'cashier.fail': () => env.reject('loadCashier', refusal('网络异常', 500)),
    'cashier.retry': () => send({ type: 'cashier.retry' }),
    'select.alipay': () => send({ type: 'method.select', method: 'alipay' }),
    'select.wechat': () => send({ type: 'method.select', method: 'wechat' }),
    'select.points': () => send({ type: 'method.select', method: 'points' }),
    'pay.submit': () => {
      submits += 1;
      // A double click: one payment.
      return send({ type: 'pay.submit' }, { type: 'pay.submit' });
    },
    'create.paid': () => create('paid'),
    'create.pending': () => create('pending'),
    'create.failed': () => create('failed'),
    'create.expired': () => create('expired'),
    'create.refunded': () => create('refunded'),
    'create.refused': () => env.reject('createPayment', refusal('积分不足', 400)),
    'create.lost': () => env.reject('createPayment', refusal('网络连接失败，请稍后重试', 0)),
    'create.orderExpired': () => env.reject('createPayment', refusal('订单已过期，请重新下单', 409)),
    'create.paidElsewhere': () => env.reject('createPayment', refusal('订单已支付，请勿重复支付', 409)),
    'poll.pending': () => poll('pending'),
    'poll.paid': () => poll('paid'),
    'poll.failed': () => poll('failed'),
    'poll.expired': () => poll('expired'),
    'poll.refunded': () => poll('refunded'),
    'poll.lost': async () => {
      await elapse(2000);
      await env.reject('pollStatus', refusal('网络连接失败，请稍后重试', 0));
    },
    'poll.orderExpired': async () => {
      await elapse(2000);
      await env.reject('pollStatus', refusal('订单已过期，请重新下单', 409));
    },
    'qr.expire': () => elapse(5 * 60_000),
    'order.expire': () => elapse(30 * 60_000),
    'method.change': () => send({ type: 'method.change' }),
    'payment.retry': () => send({ type: 'payment.retry' }),
    // Shown and focused at once: two events, one re-read.
    'page.visible': () => send({ type: 'page.visible' }, { type: 'page.visible' }),
    'recheck.paid': () => env.resolve('loadCashier', cashier({ status: 'paid' })),
    // Not paid: read after its 30 minutes (or refused as expired) the order has been cancelled by the server.
    'recheck.unpaid': ({ state }) =>
      env.resolve('loadCashier', cashier(state.value === 'orderExpired' ? { status: 'canceled' } : {})),
    'recheck.lost': () => env.reject('loadCashier', refusal('网络连接失败，请稍后重试', 0)),
  };
  return { ...h, events, submits: () => submits };
}

describe.each(['counter', 'wechat', 'unknown'] as const)('payment model (%s)', (variant) => {
  const model = createTestModel(paymentModel, {
    input: { variant },
    // Only events a state can take (guards included), so every path is a real story.
    filterEvents: (state, event) => state.can(event),
  });
  // Simple paths run to thousands: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const h = modelHarness(variant);
    const { env, snap, log, creates } = h;
    await path.test({
      events: h.events,
      states: {
        '*': (state: SnapshotFrom<typeof paymentModel>) => {
          const s = snap();
          const { reuse, error, method } = state.context;
          const value = state.value as string;
          if (value === 'notFound') {
            expect(s.hasTag('notFound')).toBe(true);
            expect(env.inputs.loadCashier).toBeUndefined();
          } else if (value === 'resuming') {
            expect(s.hasTag('loading')).toBe(true);
            expect(env.inputs.loadPayment?.at(-1)).toEqual({ paymentId: PAYMENT_ID });
          } else if (value === 'loading') {
            expect(s.hasTag('loading')).toBe(true);
            expect(env.inputs.loadCashier?.at(-1)).toEqual({ submissionId: 9 });
          } else if (value === 'loadFailed') expect(s.hasTag('error')).toBe(true);
          else if (value === 'choosing') {
            expect(s.hasTag('choosing')).toBe(true);
            expect(s.context.method).toBe(method);
            expect(s.can({ type: 'pay.submit' })).toBe(method !== null);
            expect(Boolean(s.context.error)).toBe(error);
          } else if (value === 'creating') {
            expect(s.hasTag('paying')).toBe(true);
            expect(creates().at(-1)!.method).toBe(method);
            if (reuse !== null)
              expect(creates().at(-1)!.idempotencyKey === creates().at(-2)!.idempotencyKey).toBe(reuse);
          } else if (value === 'scanning') {
            expect(s.hasTag('qr')).toBe(true);
            expect(s.context.payment?.qrSvg).toContain('<svg');
          } else if (value === 'rechecking') {
            // Reading the order again: no spinner; the page goes on showing what it showed (the methods,
            // the QR or the expiry), and nothing new is declared.
            expect(s.matches('rechecking')).toBe(true);
            expect(s.hasTag('loading')).toBe(false);
            expect(['choosing', 'qr', 'expired'].filter((tag) => s.hasTag(tag))).toHaveLength(1);
            expect(env.isPending('loadCashier')).toBe(true);
            expect(env.inputs.loadCashier?.at(-1)).toEqual({ submissionId: 9 });
          } else if (value === 'payFailed') expect(s.hasTag('failed')).toBe(true);
          else if (value === 'handedOff') {
            expect(s.status).toBe('done');
            expect(log).toEqual([`wechat:${PAYMENT_ID}`]);
          } else if (value === 'leftForCounter') {
            expect(s.status).toBe('active');
            expect(log).toEqual(['counter:9']);
          } else if (value === 'qrExpired' || value === 'orderExpired' || value === 'refunded') {
            expect(s.matches(value)).toBe(true);
            expect(s.hasTag('expired')).toBe(true);
          } else if (value === 'paid') {
            expect(s.hasTag('paid')).toBe(true);
            expect(log).toEqual(['success:9']);
          } else throw new Error(`unmapped model state ${value}`);
          // Nothing leaves the page but its ends.
          if (!['handedOff', 'leftForCounter', 'paid'].includes(value)) expect(log).toEqual([]);
          // A double click creates one payment.
          expect(creates()).toHaveLength(h.submits());
        },
      },
    });
  });
});

describe('payment model coverage', () => {
  it('takes every transition written in the model, across the three variants', () => {
    const untaken = (['counter', 'wechat', 'unknown'] as const).map((variant) => {
      const model = createTestModel(paymentModel, {
        input: { variant },
        filterEvents: (state, event) => state.can(event),
      });
      return untakenDefinitions(model, transitionCoverPaths(model));
    });
    expect(untaken.reduce((all, some) => all.filter((t) => some.includes(t)))).toEqual([]);
  });
});
