import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/orders/my-orders.connect.ts';
import {
  listActions,
  myOrdersMachine,
  needsConfirmation,
  type OrderCounts,
  type OrderListAction,
  type OrdersLoaded,
  type OrderTab,
} from '../../../machines/orders/my-orders.machine.ts';
import type { OrderSummary } from '../../../machines/orders/order-detail.machine.ts';
import type { OrderStatus } from '../../../machines/orders/order-lifecycle.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

const order = (seq: number, status: OrderStatus, recycled = false): OrderSummary => ({
  orderNo: `20260305${String(1_000_000_000 + seq)}`,
  submissionId: 4100 + seq,
  storeId: 7,
  storeName: '办公用品旗舰店',
  status,
  payAmount: '368.00',
  lineCount: 2,
  firstLineName: 'HP 88A 黑色硒鼓',
  firstLineImg: '/oss/goods/10210/main.jpg',
  createdAt: '2026-03-05T02:00:00.000Z',
  lines: [
    {
      lineId: 6100 + seq,
      skuId: 10210,
      name: 'HP 88A 黑色硒鼓',
      mainImg: '/oss/goods/10210/main.jpg',
      specs: '型号:CC388A',
      quantity: '1',
      price: '338.00',
    },
    {
      lineId: 6200 + seq,
      skuId: 10035,
      name: 'A4复印纸 70g 500张/包',
      mainImg: '/oss/goods/10035/main.jpg',
      specs: '规格:1包',
      quantity: '1',
      price: '30.00',
    },
  ],
  expiresAt: '2026-03-05T02:30:00.000Z',
  shippedAt: ['pendingPayment', 'grouping', 'pendingDelivery', 'canceled'].includes(status)
    ? null
    : '2026-03-06T01:00:00.000Z',
  receiveDueAt: status === 'pendingReceipt' ? '2026-03-16T01:00:00.000Z' : null,
  recycled,
  payMethod: status === 'pendingPayment' || status === 'canceled' ? null : 'wechat',
  voucherOrder: false,
});

const COUNTS: OrderCounts = {
  all: 3,
  pendingPayment: 1,
  pendingDelivery: 0,
  pendingReceipt: 1,
  pendingEvaluation: 0,
  completed: 1,
  canceled: 0,
  recycled: 0,
  afterSales: 0,
};
const ORDERS = [order(1, 'pendingPayment'), order(2, 'pendingReceipt'), order(3, 'completed')];
const page = (total = ORDERS.length, records = ORDERS): OrdersLoaded => ({ records, total, counts: COUNTS });

function harness(recycled = false, tab?: OrderTab) {
  const env = controllableActors();
  const machine = myOrdersMachine.provide({
    actors: { loadOrders: env.actor('loadOrders'), runAction: env.actor('runAction') },
  });
  const actor = createActor(machine, { input: tab ? { recycled, tab } : { recycled } }).start();
  return { env, actor, api: () => connect(actor.getSnapshot(), actor.send) };
}

async function loaded(result = page(), recycled = false) {
  const h = harness(recycled);
  await h.env.resolve('loadOrders', result);
  return h;
}

describe('my orders connect', () => {
  it('loading: a spinner, no counts nor orders yet, page 1 of the tab asked for', () => {
    const api = harness(false, 'pendingPayment').api();
    expect(api.isLoading).toBe(true);
    expect(api.loadFailed).toBe(false);
    expect(api.isRecycleBin).toBe(false);
    expect(api.counts).toBeNull();
    expect(api.orders).toEqual([]);
    expect(api.total).toBe(0);
    expect(api.pageCount).toBe(1);
    expect(api.query).toEqual({ tab: 'pendingPayment', keyword: '', from: '', to: '', current: 1 });
    expect(api.confirming).toBeNull();
    expect(api.acting).toBeNull();
    expect(api.error).toBeNull();
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])('%i orders fill %i page(s)', async (total, pages) => {
    const { api } = await loaded(page(total));
    expect(api().total).toBe(total);
    expect(api().pageCount).toBe(pages);
  });

  it('each order comes with the buttons its status allows', async () => {
    const { api } = await loaded();
    expect(api().isLoading).toBe(false);
    expect(api().counts).toEqual(COUNTS);
    expect(api().orders).toEqual([
      { order: ORDERS[0], actions: ['cancel'] },
      { order: ORDERS[1], actions: ['receive', 'buyAgain'] },
      { order: ORDERS[2], actions: ['buyAgain', 'recycle'] },
    ]);
  });

  it('the bin: restore and delete for every order', async () => {
    const binned = [order(4, 'canceled', true), order(5, 'completed', true), order(6, 'evaluated', true)];
    const { api } = await loaded(page(3, binned), true);
    expect(api().isRecycleBin).toBe(true);
    expect(api().orders.map((o) => o.actions)).toEqual([
      ['restore', 'delete'],
      ['restore', 'delete'],
      ['restore', 'delete'],
    ]);
  });

  it('confirming holds the action waiting for its dialog; acting the one being sent', async () => {
    const { api, env } = await loaded();
    const cancel = { action: 'cancel' as const, orderNo: ORDERS[0]!.orderNo };
    api().request(cancel.action, cancel.orderNo);
    expect(api().confirming).toEqual(cancel);
    expect(api().acting).toBeNull();
    api().dismiss();
    expect(api().confirming).toBeNull();
    api().request(cancel.action, cancel.orderNo);
    api().confirm();
    expect(api().confirming).toBeNull();
    expect(api().acting).toEqual(cancel);
    await env.resolve('runAction', null);
    expect(api().acting).toBeNull();
    expect(api().isLoading).toBe(true);
    // Buy again asks nothing: it is sent at once.
    await env.resolve('loadOrders', page());
    api().request('buyAgain', ORDERS[2]!.orderNo);
    expect(api().confirming).toBeNull();
    expect(api().acting).toEqual({ action: 'buyAgain', orderNo: ORDERS[2]!.orderNo });
  });

  it('the search form reads back as typed; the refusal names the date order; reset empties it', async () => {
    const { api, env } = await loaded();
    api().setKeyword(' 硒鼓 ');
    api().setFrom('2026-03-10');
    api().setTo('2026-03-01');
    expect(api().draft).toEqual({ keyword: ' 硒鼓 ', from: '2026-03-10', to: '2026-03-01' });
    api().search();
    expect(api().draftError).toBe('dateOrder');
    expect(api().isLoading).toBe(false);
    api().setFrom('2026-02-20');
    expect(api().draftError).toBeNull();
    api().search();
    expect(api().isLoading).toBe(true);
    expect(api().query).toEqual({
      tab: 'all',
      keyword: '硒鼓',
      from: '2026-02-20',
      to: '2026-03-01',
      current: 1,
    });
    await env.resolve('loadOrders', page());
    api().resetSearch();
    expect(api().draft).toEqual({ keyword: '', from: '', to: '' });
    expect(api().query).toEqual({ tab: 'all', keyword: '', from: '', to: '', current: 1 });
  });

  it('the orders shown wait while the list reloads and while an action runs: no button, no page takes a click', async () => {
    const { api, env } = await loaded(page(25));
    const receive = ['receive', ORDERS[1]!.orderNo] as const;
    expect([api().canRequest(...receive), api().canGoToPage(2)]).toEqual([true, true]);
    api().selectTab('pendingReceipt');
    expect(api().orders).toHaveLength(3);
    expect([api().canRequest(...receive), api().canGoToPage(2)]).toEqual([false, false]);
    await env.resolve('loadOrders', page(25));
    api().request('buyAgain', ORDERS[2]!.orderNo);
    expect([api().canRequest(...receive), api().canGoToPage(2)]).toEqual([false, false]);
    await env.resolve('runAction', { added: 0 });
    await env.resolve('loadOrders', page(25));
    expect([api().canRequest(...receive), api().canGoToPage(2)]).toEqual([true, true]);
    expect(api().canGoToPage(1)).toBe(false);
  });

  it('selectTab and goToPage change the query and reload', async () => {
    const { api, env } = await loaded(page(25));
    api().goToPage(3);
    expect(api().isLoading).toBe(true);
    expect(api().query.current).toBe(3);
    await env.resolve('loadOrders', page(25));
    api().selectTab('completed');
    expect(api().query).toMatchObject({ tab: 'completed', current: 1 });
    expect(api().isLoading).toBe(true);
  });

  it('a failed load says why and offers a retry; a refused action keeps its words over the list', async () => {
    const { api, env } = harness();
    await env.reject('loadOrders', new Error('网络连接失败，请稍后重试'));
    expect(api().loadFailed).toBe(true);
    expect(api().isLoading).toBe(false);
    expect(api().error).toBe('网络连接失败，请稍后重试');
    api().retry();
    expect(api().loadFailed).toBe(false);
    expect(api().isLoading).toBe(true);
    expect(api().error).toBeNull();
    await env.resolve('loadOrders', page());
    api().request('receive', ORDERS[1]!.orderNo);
    api().confirm();
    await env.reject('runAction', new Error('订单状态已变更'));
    await env.resolve('loadOrders', page());
    expect(api().loadFailed).toBe(false);
    expect(api().error).toBe('订单状态已变更');
  });
});

describe('my orders helpers', () => {
  it('listActions follows the lifecycle; the bin offers restore and delete only', () => {
    const table = Object.fromEntries(
      (
        [
          'pendingPayment',
          'grouping',
          'pendingDelivery',
          'pendingReceipt',
          'pendingEvaluation',
          'evaluated',
          'completed',
          'canceled',
        ] as const
      ).map((s) => [s, listActions(order(1, s))]),
    );
    expect(table).toEqual({
      pendingPayment: ['cancel'],
      grouping: ['buyAgain'],
      pendingDelivery: ['buyAgain'],
      pendingReceipt: ['receive', 'buyAgain'],
      pendingEvaluation: ['buyAgain'],
      evaluated: ['buyAgain', 'recycle'],
      completed: ['buyAgain', 'recycle'],
      canceled: ['buyAgain', 'recycle'],
    });
    expect(listActions(order(1, 'completed', true))).toEqual(['restore', 'delete']);
  });

  it('cancel, receive, recycle and delete need a confirmation; restore and buy again do not', () => {
    const all: OrderListAction[] = ['cancel', 'receive', 'recycle', 'delete', 'restore', 'buyAgain'];
    expect(all.filter(needsConfirmation)).toEqual(['cancel', 'receive', 'recycle', 'delete']);
  });
});
