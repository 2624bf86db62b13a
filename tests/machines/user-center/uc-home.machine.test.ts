import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { OrderSummary } from '../../../machines/orders/order-detail.machine.ts';
import type { OrderStatus } from '../../../machines/orders/order-lifecycle.machine.ts';
import { connect } from '../../../machines/user-center/uc-home.connect.ts';
import { ucHomeMachine, type UcHomeData } from '../../../machines/user-center/uc-home.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const recent = (seq: number, status: OrderStatus, createdAt: string): OrderSummary => ({
  orderNo: `${createdAt.slice(0, 10).replaceAll('-', '')}${String(2_000_000_000 + seq)}`,
  submissionId: 5200 + seq,
  storeId: 7,
  storeName: '办公用品旗舰店',
  status,
  payAmount: '129.00',
  lineCount: 1,
  firstLineName: 'A4复印纸 70g 500张/包',
  firstLineImg: '/oss/goods/10035/main.jpg',
  createdAt,
  lines: [
    {
      lineId: 7200 + seq,
      skuId: 10035,
      name: 'A4复印纸 70g 500张/包',
      mainImg: '/oss/goods/10035/main.jpg',
      specs: '规格:5包/箱',
      quantity: '1',
      price: '129.00',
    },
  ],
  expiresAt: new Date(Date.parse(createdAt) + 30 * 60_000).toISOString(),
  shippedAt: status === 'pendingReceipt' ? '2026-03-11T03:00:00.000Z' : null,
  receiveDueAt: status === 'pendingReceipt' ? '2026-03-21T03:00:00.000Z' : null,
  recycled: false,
  payMethod: status === 'pendingPayment' ? null : 'alipay',
  voucherOrder: false,
});

const DATA: UcHomeData = {
  counts: {
    all: 14,
    pendingPayment: 1,
    pendingDelivery: 2,
    pendingReceipt: 1,
    pendingEvaluation: 3,
    completed: 6,
    canceled: 1,
    recycled: 2,
    afterSales: 1,
  },
  recent: [
    recent(1, 'pendingPayment', '2026-03-14T02:00:00.000Z'),
    recent(2, 'pendingReceipt', '2026-03-10T05:00:00.000Z'),
    recent(3, 'completed', '2026-03-03T10:00:00.000Z'),
  ],
  wallet: { balance: '1280.50', points: 3200 },
};

function harness() {
  const env = controllableActors();
  const actor = createActor(ucHomeMachine.provide({ actors: { loadHome: env.actor('loadHome') } })).start();
  return { env, actor, api: () => connect(actor.getSnapshot(), actor.send) };
}

describe('uc-home machine', () => {
  it('loads the counts, the recent orders and the wallet together', async () => {
    const { env, actor, api } = harness();
    expect(env.isPending('loadHome')).toBe(true);
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null, data: null });
    await env.resolve('loadHome', DATA);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(api()).toMatchObject({ isLoading: false, loadFailed: false, error: null, data: DATA });
    // Nothing to retry once loaded.
    expect(actor.getSnapshot().can({ type: 'home.retry' })).toBe(false);
  });

  it('a failure says why and offers a retry, which can succeed', async () => {
    const { env, api } = harness();
    await env.reject('loadHome', new Error('网络连接失败，请稍后重试'));
    expect(api()).toMatchObject({
      isLoading: false,
      loadFailed: true,
      error: '网络连接失败，请稍后重试',
      data: null,
    });
    api().retry();
    expect(api().isLoading).toBe(true);
    expect(api().loadFailed).toBe(false);
    expect(env.isPending('loadHome')).toBe(true);
    await env.resolve('loadHome', DATA);
    expect(api()).toMatchObject({ isLoading: false, loadFailed: false, error: null, data: DATA });
  });

  it('a failure without a message falls back to 网络异常', async () => {
    const { env, api } = harness();
    await env.reject('loadHome', {});
    expect(api().error).toBe('网络异常');
    api().retry();
    await env.reject('loadHome', new Error('服务繁忙，请稍后再试'));
    expect(api().error).toBe('服务繁忙，请稍后再试');
  });
});
