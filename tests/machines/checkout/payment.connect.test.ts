import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/checkout/payment.connect.ts';
import {
  paymentMachine,
  type Cashier,
  type Payment,
  type PayMethod,
} from '../../../machines/checkout/payment.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

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

const payment = (method: PayMethod, status: Payment['status']): Payment => ({
  paymentId: 'P0123456789abcdefghijABCD',
  submissionId: 9,
  method,
  status,
  amount: '210.00',
  points: 0,
  qrUrl: '/__sandbox/pay/P0123456789abcdefghijABCD',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  expiresAt: at(5 * 60_000),
});

function harness(input: { submissionId?: string; paymentId?: string; variant?: 'counter' | 'wechat' } = {}) {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const machine = paymentMachine.provide({
    actors: {
      loadCashier: env.actor('loadCashier'),
      loadPayment: env.actor('loadPayment'),
      createPayment: env.actor('createPayment'),
      pollStatus: env.actor('pollStatus'),
    },
  });
  const actor = createActor(machine, { clock, input: { submissionId: '9', ...input, now: T0 } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const elapse = async (ms: number) => {
    clock.increment(ms);
    actor.send({ type: 'clock.tick', now: actor.getSnapshot().context.now + ms });
    await flush();
  };
  return { env, api, elapse, actor };
}

async function counter() {
  const h = harness();
  await h.env.resolve('loadCashier', cashier());
  return h;
}

async function scanning() {
  const h = await counter();
  h.api()
    .methods.find((m) => m.method === 'alipay')!
    .select();
  h.api().pay();
  await h.env.resolve('createPayment', payment('alipay', 'pending'));
  return h;
}

describe('payment connect', () => {
  it('an unknown submission is not found', () => {
    const { api } = harness({ submissionId: 'abc' });
    expect(api().isNotFound).toBe(true);
  });

  it('waits for the counter, then shows the amount, its countdown and the methods', async () => {
    const { env, api } = harness();
    expect(api().isLoading).toBe(true);
    await env.resolve('loadCashier', cashier());
    expect(api().isLoading).toBe(false);
    expect(api().cashier?.payAmount).toBe('210.00');
    expect(api().orderCountdown).toBe('30:00');
    expect(api().showsMethods).toBe(true);
    expect(api().expired).toBeNull();
  });

  it('a method that cannot pay is disabled with its reason; enabled balance and points show a hint', async () => {
    const { api } = await counter();
    const balance = api().methods.find((m) => m.method === 'balance')!;
    expect(balance.disabled).toBe(true);
    expect(balance.reason).toBe('余额不足，当前余额：¥50.00');
    expect(balance.hint).toBeNull();
    expect(api().methods.find((m) => m.method === 'points')!.hint).toBe('points');
    expect(api().methods.find((m) => m.method === 'alipay')!.hint).toBeNull();
  });

  it('paying needs a chosen method and shows while the payment is created', async () => {
    const { api } = await counter();
    expect(api().canPay).toBe(false);
    api()
      .methods.find((m) => m.method === 'alipay')!
      .select();
    expect(api().methods.find((m) => m.method === 'alipay')!.selected).toBe(true);
    expect(api().canPay).toBe(true);
    api().pay();
    expect(api().isPaying).toBe(true);
    expect(api().showsMethods).toBe(true);
    expect(api().methods.every((m) => m.disabled)).toBe(true);
  });

  it('a pending Alipay payment shows its QR code with the code countdown', async () => {
    const { api } = await scanning();
    expect(api().qr).toMatchObject({ method: 'alipay', amount: '210.00', countdown: '05:00' });
    expect(api().showsMethods).toBe(false);
    api().changeMethod();
    expect(api().qr).toBeNull();
    expect(api().showsMethods).toBe(true);
  });

  it('an expired QR code shows re-order (二维码已过期) with the first order, once the order is read again', async () => {
    const { env, api, elapse, actor } = await scanning();
    await elapse(5 * 60_000);
    // Re-reading the order: no spinner and no re-order yet; the QR stays until the answer.
    expect(api().isLoading).toBe(false);
    expect(api().expired).toBeNull();
    expect(api().qr?.countdown).toBe('00:00');
    await env.resolve('loadCashier', cashier());
    expect(api().expired).toEqual({ reason: 'qrExpired', orderNo: '202603011000000001' });
    expect(api().qr).toBeNull();
    expect(api().showsMethods).toBe(false);
    // Back in front: the expiry stays on the page while the order is read again, then it stands.
    actor.send({ type: 'page.visible' });
    expect(api().expired?.reason).toBe('qrExpired');
    expect(api().isLoading).toBe(false);
  });

  it('choosing keeps its methods on the page while the order is read again, waiting until it is', async () => {
    const { env, api, actor } = await counter();
    actor.send({ type: 'page.visible' });
    expect(api().showsMethods).toBe(true);
    expect(api().methods.length).toBeGreaterThan(0);
    expect(api().canPay).toBe(false);
    expect(api().methods.every((m) => m.disabled)).toBe(true);
    await env.resolve('loadCashier', cashier());
    expect(
      api()
        .methods.filter((m) => !m.disabled)
        .map((m) => m.method),
    ).toEqual(['alipay', 'wechat', 'points']);
  });

  it('其他支付方式 waits while the order is read again on coming back to the QR code', async () => {
    const { env, api, actor } = await scanning();
    expect(api().canChangeMethod).toBe(true);
    actor.send({ type: 'page.visible' });
    expect(api().qr).not.toBeNull();
    expect(api().canChangeMethod).toBe(false);
    await env.resolve('loadCashier', cashier());
    expect(api().canChangeMethod).toBe(true);
    api().changeMethod();
    expect(api().showsMethods).toBe(true);
  });

  it('an order past its 30 minutes shows re-order (订单已过期)', async () => {
    const { env, api, elapse } = await counter();
    await elapse(30 * 60_000);
    await env.resolve('loadCashier', cashier({ status: 'canceled' }));
    expect(api().expired?.reason).toBe('orderExpired');
  });

  it('a failed payment offers to choose again', async () => {
    const { env, api, elapse } = await scanning();
    await elapse(2000);
    await env.resolve('pollStatus', payment('alipay', 'failed'));
    expect(api().payFailed).toBe(true);
    api().retryPayment();
    expect(api().isLoading).toBe(true);
  });

  it('the weixin-pay page has its own title', () => {
    const { api } = harness({ paymentId: 'P0123456789abcdefghijABCD', variant: 'wechat' });
    expect(api().isWechatPage).toBe(true);
  });
});
