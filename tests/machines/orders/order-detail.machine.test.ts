import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderDetailMachine, type OrderDetail } from '../../../machines/orders/order-detail.machine.ts';
import type { OrderStatus } from '../../../machines/orders/order-lifecycle.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const ORDER_NO = '202603011000000001';
const order = (status: OrderStatus): OrderDetail => ({
  orderNo: ORDER_NO,
  submissionId: 9,
  storeId: 7,
  storeName: '办公用品店',
  status,
  lines: [],
  goodsAmount: '200.00',
  shippingFee: '0.00',
  couponAmount: '0.00',
  pointsUsed: 0,
  pointsAmount: '0.00',
  payAmount: '200.00',
  deliveryMethod: 1,
  receiver: '张三',
  phone: '13800000002',
  address: '北京市 北京市 朝阳区 建国路1号',
  invoice: { kind: 'electronic', titleType: 'personal', title: '个人', taxpayerId: '' },
  message: '',
  payMethod: null,
  paidAt: null,
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-03-01T10:30:00Z',
  canceledAt: null,
  cancelReason: null,
  shippedAt: null,
  receivedAt: null,
  receiveDueAt: null,
  recycled: false,
  packages: [],
  vouchers: [],
});

function harness(orderNo: string | null = ORDER_NO) {
  const env = controllableActors();
  const log: string[] = [];
  const machine = orderDetailMachine.provide({
    actors: {
      loadOrder: env.actor('loadOrder'),
      cancelOrder: env.actor('cancelOrder'),
      confirmReceipt: env.actor('confirmReceipt'),
    },
    actions: { notifyDone: (_, { action }) => void log.push(action) },
  });
  const actor = createActor(machine, { input: { orderNo } }).start();
  const send = async (
    type: 'cancel.request' | 'receive.request' | 'action.confirm' | 'action.dismiss' | 'detail.retry',
  ) => {
    if (type === 'cancel.request') actor.send({ type: 'action.request', action: 'cancel' });
    else if (type === 'receive.request') actor.send({ type: 'action.request', action: 'receive' });
    else actor.send({ type });
    await flush();
  };
  return { env, actor, send, log, snap: () => actor.getSnapshot() };
}

describe('order detail machine', () => {
  it('a malformed order number is not found without asking; an unknown one after asking', async () => {
    expect(harness('123').snap().hasTag('notFound')).toBe(true);
    const unknown = harness();
    await unknown.env.resolve('loadOrder', null);
    expect(unknown.snap().hasTag('notFound')).toBe(true);
  });

  it('cancelling an unpaid order needs a confirmation, then reloads it and says so', async () => {
    const { env, send, snap, log } = harness();
    await env.resolve('loadOrder', order('pendingPayment'));
    await send('cancel.request');
    expect(snap().hasTag('confirming')).toBe(true);
    await send('action.dismiss');
    expect(env.isPending('cancelOrder')).toBe(false);
    await send('cancel.request');
    await send('action.confirm');
    expect(env.inputs.cancelOrder).toEqual([{ orderNo: ORDER_NO }]);
    await env.resolve('cancelOrder');
    expect(log).toEqual(['cancel']);
    await env.resolve('loadOrder', order('canceled'));
    expect(snap().context.order?.status).toBe('canceled');
    expect(snap().can({ type: 'action.request', action: 'cancel' })).toBe(false);
  });

  it.each(['pendingDelivery', 'pendingReceipt', 'completed', 'canceled'] as const)(
    'a %s order cannot be cancelled',
    async (status) => {
      const { env, snap } = harness();
      await env.resolve('loadOrder', order(status));
      expect(snap().can({ type: 'action.request', action: 'cancel' })).toBe(false);
    },
  );

  it('confirming receipt of a shipped order needs a confirmation, then reloads it as awaiting evaluation', async () => {
    const { env, send, snap, log } = harness();
    await env.resolve('loadOrder', order('pendingReceipt'));
    expect(snap().can({ type: 'action.request', action: 'cancel' })).toBe(false);
    await send('receive.request');
    expect(snap().hasTag('confirming')).toBe(true);
    await send('action.confirm');
    expect(env.inputs.confirmReceipt).toEqual([{ orderNo: ORDER_NO }]);
    expect(env.isPending('cancelOrder')).toBe(false);
    await env.resolve('confirmReceipt');
    expect(log).toEqual(['receive']);
    await env.resolve('loadOrder', order('pendingEvaluation'));
    expect(snap().can({ type: 'action.request', action: 'receive' })).toBe(false);
  });

  it('a refused cancel (订单状态已变化) is shown over the reloaded order', async () => {
    const { env, send, snap } = harness();
    await env.resolve('loadOrder', order('pendingPayment'));
    await send('cancel.request');
    await send('action.confirm');
    await env.reject('cancelOrder', new Error('订单状态已变化'));
    await env.resolve('loadOrder', order('pendingDelivery'));
    expect(snap().matches('ready')).toBe(true);
    expect(snap().context.error).toBe('订单状态已变化');
  });
});
