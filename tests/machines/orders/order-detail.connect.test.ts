import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/orders/order-detail.connect.ts';
import { orderDetailMachine, type OrderDetail } from '../../../machines/orders/order-detail.machine.ts';
import type { OrderStatus } from '../../../machines/orders/order-lifecycle.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

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
  const machine = orderDetailMachine.provide({
    actors: {
      loadOrder: env.actor('loadOrder'),
      cancelOrder: env.actor('cancelOrder'),
      confirmReceipt: env.actor('confirmReceipt'),
    },
  });
  const actor = createActor(machine, { input: { orderNo } }).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('order detail connect', () => {
  it('cancel is offered only for an unpaid order, confirm receipt only for a shipped one', async () => {
    for (const status of ['pendingPayment', 'pendingDelivery', 'pendingReceipt', 'canceled'] as const) {
      const { env, api } = harness();
      await env.resolve('loadOrder', order(status));
      expect(api().canCancel, status).toBe(status === 'pendingPayment');
      expect(api().isUnpaid, status).toBe(status === 'pendingPayment');
      expect(api().canReceive, status).toBe(status === 'pendingReceipt');
    }
  });

  it('an order in the recycle bin offers neither payment nor any action', async () => {
    const { env, api } = harness();
    await env.resolve('loadOrder', { ...order('pendingPayment'), recycled: true });
    expect(api().isUnpaid).toBe(false);
    expect(api().canCancel).toBe(false);
  });

  it('confirming receipt asks first, then sends it and reloads the order', async () => {
    const { env, api } = harness();
    await env.resolve('loadOrder', order('pendingReceipt'));
    api().request('receive');
    expect(api().confirming).toBe('receive');
    api().confirm();
    expect(api().isActing).toBe(true);
    expect(env.inputs.confirmReceipt).toEqual([{ orderNo: ORDER_NO }]);
    await env.resolve('confirmReceipt');
    expect(api().confirming).toBe(null);
    await env.resolve('loadOrder', order('pendingEvaluation'));
    expect(api().canReceive).toBe(false);
  });

  it('cancelling asks first; the dialog stays while the cancel is sent, then the order reloads', async () => {
    const { env, api } = harness();
    await env.resolve('loadOrder', order('pendingPayment'));
    api().request('cancel');
    expect(api().confirming).toBe('cancel');
    expect(api().isActing).toBe(false);
    api().confirm();
    expect(api().confirming).toBe('cancel');
    expect(api().isActing).toBe(true);
    await env.resolve('cancelOrder');
    expect(api().confirming).toBe(null);
    expect(api().isLoading).toBe(true);
    await env.resolve('loadOrder', order('canceled'));
    expect(api().canCancel).toBe(false);
  });

  it('keeping the order closes the dialog', async () => {
    const { env, api } = harness();
    await env.resolve('loadOrder', order('pendingPayment'));
    api().request('cancel');
    api().dismiss();
    expect(api().confirming).toBe(null);
    expect(api().canCancel).toBe(true);
  });

  it('an unknown order is not found; a failed load says why and offers a retry', async () => {
    expect(harness('abc').api().isNotFound).toBe(true);
    const { env, api } = harness();
    await env.reject('loadOrder', new Error('网络连接失败，请稍后重试'));
    expect(api().loadFailed).toBe(true);
    expect(api().error).toBe('网络连接失败，请稍后重试');
    api().retry();
    expect(api().isLoading).toBe(true);
  });
});
