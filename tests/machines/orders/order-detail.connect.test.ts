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
});

function harness(orderNo: string | null = ORDER_NO) {
  const env = controllableActors();
  const machine = orderDetailMachine.provide({
    actors: { loadOrder: env.actor('loadOrder'), cancelOrder: env.actor('cancelOrder') },
  });
  const actor = createActor(machine, { input: { orderNo } }).start();
  return { env, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('order detail connect', () => {
  it('cancel is offered only for an unpaid order', async () => {
    for (const status of ['pendingPayment', 'pendingDelivery', 'pendingReceipt', 'canceled'] as const) {
      const { env, api } = harness();
      await env.resolve('loadOrder', order(status));
      expect(api().canCancel, status).toBe(status === 'pendingPayment');
      expect(api().isUnpaid, status).toBe(status === 'pendingPayment');
    }
  });

  it('cancelling asks first; the dialog stays while the cancel is sent, then the order reloads', async () => {
    const { env, api } = harness();
    await env.resolve('loadOrder', order('pendingPayment'));
    api().requestCancel();
    expect(api().isConfirmingCancel).toBe(true);
    expect(api().isCanceling).toBe(false);
    api().confirmCancel();
    expect(api().isConfirmingCancel).toBe(true);
    expect(api().isCanceling).toBe(true);
    await env.resolve('cancelOrder');
    expect(api().isConfirmingCancel).toBe(false);
    expect(api().isLoading).toBe(true);
    await env.resolve('loadOrder', order('canceled'));
    expect(api().canCancel).toBe(false);
  });

  it('keeping the order closes the dialog', async () => {
    const { env, api } = harness();
    await env.resolve('loadOrder', order('pendingPayment'));
    api().requestCancel();
    api().dismissCancel();
    expect(api().isConfirmingCancel).toBe(false);
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
