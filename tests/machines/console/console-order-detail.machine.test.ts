import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import type { ConsoleOrderDetail, ConsoleOrderStatus } from '../../../machines/console/console.types.ts';
import { connect } from '../../../machines/console/console-order-detail.connect.ts';
import { consoleOrderDetailMachine } from '../../../machines/console/console-order-detail.machine.ts';
import {
  leftToShip,
  shipPlanProblems,
  toShipPlan,
  type PackageDraft,
} from '../../../machines/console/shipment.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const ORDER_NO = '202603011000000001';
const line = (lineId: number, quantity: string, shippedQuantity = '0') => ({
  lineId,
  skuId: lineId + 100,
  name: `商品${lineId}`,
  mainImg: '',
  specs: '',
  unit: '件',
  price: '20.00',
  quantity,
  amount: '40.00',
  shippedQuantity,
});
const order = (status: ConsoleOrderStatus): ConsoleOrderDetail => ({
  orderNo: ORDER_NO,
  storeId: 1,
  storeName: '集采自营店',
  status,
  buyer: 'buyer03',
  receiver: '王建国',
  phone: '13800000003',
  address: '北京市 朝阳区 建国路1号',
  deliveryMethod: 1,
  message: '',
  goodsAmount: '60.00',
  shippingFee: '0.00',
  couponAmount: '0.00',
  pointsAmount: '0.00',
  payAmount: '60.00',
  payMethod: 'balance',
  createdAt: '2026-03-01T02:00:00Z',
  paidAt: '2026-03-01T02:01:00Z',
  shippedAt: null,
  receivedAt: null,
  canceledAt: null,
  cancelReason: null,
  lines: [
    line(1, '2', status === 'pendingDelivery' ? '0' : '2'),
    line(2, '1', status === 'pendingDelivery' ? '0' : '1'),
  ],
  packages: [],
});

const draft = (courier: string, waybill: string, quantities: Record<string, string> = {}): PackageDraft => ({
  courier,
  waybill,
  quantities,
});
const ONE = [draft('顺丰速运', 'SF1234567890', { '1': '2', '2': '1' })];
const TWO = [
  draft('顺丰速运', 'SF1234567890', { '1': '2', '2': '0' }),
  draft('中通快递', 'ZT-0987654321', { '1': '', '2': '1' }),
];
const INVALID = [draft('', '12')];

describe('shipment rules', () => {
  const lines = [line(1, '2'), line(2, '1.5')];

  it('one package needs a courier and a 6–30 character waybill of letters, digits or -', () => {
    expect(shipPlanProblems(lines, [draft('顺丰速运', 'SF-123456')])).toEqual([]);
    expect(shipPlanProblems(lines, [draft(' ', 'SF 12345')]).map((p) => p.key)).toEqual([
      'courierRequired',
      'waybillRule',
    ]);
    expect(shipPlanProblems(lines, [draft('顺丰速运', 'x'.repeat(31))])[0]?.key).toBe('waybillRule');
  });

  it('several packages carry exactly what is left of each line, with no waybill twice', () => {
    const split = [
      draft('顺丰速运', 'SF1234567890', { '1': '1', '2': '0.5' }),
      draft('中通快递', 'ZT1234567890', { '1': '1', '2': '1' }),
    ];
    expect(shipPlanProblems(lines, split)).toEqual([]);
    const short = [draft('顺丰速运', 'SF1234567890', { '1': '1' }), draft('中通快递', 'sf1234567890', {})];
    expect(shipPlanProblems(lines, short)).toEqual([
      { path: 'packages.1.waybill', key: 'waybillTwice' },
      { path: 'packages.1.quantities', key: 'packageEmpty' },
      { path: 'lines.1', key: 'lineShort' },
      { path: 'lines.2', key: 'lineShort' },
    ]);
    const over = [
      draft('顺丰速运', 'SF1234567890', { '1': '2', '2': '1.5' }),
      draft('中通快递', 'ZT1234567890', { '1': '1', '2': 'abc' }),
    ];
    expect(shipPlanProblems(lines, over)).toEqual([
      { path: 'packages.1.quantities.2', key: 'quantityRule' },
      { path: 'lines.1', key: 'lineOver' },
    ]);
  });

  it('counts what earlier packages took, and sends lines only when there are several packages', () => {
    expect(leftToShip(line(1, '2.5', '1.25'))).toBe('1.25');
    expect(toShipPlan(ORDER_NO, lines, [draft(' 顺丰速运 ', ' SF1234567890 ')])).toEqual({
      orderNo: ORDER_NO,
      packages: [{ courier: '顺丰速运', waybill: 'SF1234567890' }],
    });
    expect(toShipPlan(ORDER_NO, order('pendingDelivery').lines, TWO).packages.map((p) => p.lines)).toEqual([
      [{ lineId: 1, quantity: '2' }],
      [{ lineId: 2, quantity: '1' }],
    ]);
  });
});

function harness(orderNo: string | null = ORDER_NO) {
  const env = controllableActors();
  const effects: string[] = [];
  const machine = consoleOrderDetailMachine.provide({
    actors: { loadOrder: env.actor('loadOrder'), shipOrder: env.actor('shipOrder') },
    actions: {
      notifyShipped: () => void effects.push('shipped'),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine, { input: { orderNo } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, actor, api, act };
}

describe('console order detail machine', () => {
  it('a malformed order number is not found without asking; a 404 after asking', async () => {
    const bad = harness('12');
    expect(bad.api().isNotFound).toBe(true);
    expect(bad.env.isPending('loadOrder')).toBe(false);
    const unknown = harness();
    await unknown.env.reject('loadOrder', apiError(404, '订单不存在'));
    expect(unknown.api().isNotFound).toBe(true);
  });

  it('only an order awaiting delivery can be shipped', async () => {
    for (const status of ['pendingPayment', 'pendingReceipt', 'completed', 'canceled'] as const) {
      const { env, api } = harness();
      await env.resolve('loadOrder', order(status));
      expect(api().canShip).toBe(false);
    }
  });

  it('an invalid plan is not sent', async () => {
    const { env, api, act } = harness();
    await env.resolve('loadOrder', order('pendingDelivery'));
    await act((a) => a.openShip());
    expect(api().shipLines.map((l) => l.left)).toEqual(['2', '1']);
    expect(
      api()
        .problemsOf(INVALID)
        .map((p) => p.key),
    ).toEqual(['courierRequired', 'waybillRule']);
    await act((a) => a.submitShip(INVALID));
    expect(env.isPending('shipOrder')).toBe(false);
    expect(api().isShipping).toBe(true);
  });
});

type ModelEvent = {
  type:
    | 'load.awaiting'
    | 'load.shipped'
    | 'load.notFound'
    | 'load.fails'
    | 'load.unauthorized'
    | 'retry'
    | 'ship.open'
    | 'ship.cancel'
    | 'submit.invalid'
    | 'submit.one'
    | 'submit.two'
    | 'ship.ok'
    | 'ship.refused'
    | 'ship.conflict'
    | 'ship.unauthorized';
};

/** The order page as the seller uses it; the server decides what each load and shipment answers. */
const detailModel = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'detailModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.awaiting': 'awaiting',
        'load.shipped': 'shipped',
        'load.notFound': 'notFound',
        'load.fails': 'failed',
        'load.unauthorized': 'lost',
      },
    },
    failed: { on: { retry: 'loading' } },
    lost: { on: { retry: 'loading' } },
    notFound: {},
    shipped: {},
    awaiting: { on: { 'ship.open': 'editing' } },
    editing: {
      on: {
        'ship.cancel': 'awaiting',
        'submit.invalid': 'editing',
        'submit.one': 'sendingOne',
        'submit.two': 'sendingTwo',
      },
    },
    sendingOne: {
      on: {
        'ship.ok': 'reloading',
        'ship.refused': 'refused',
        'ship.conflict': 'conflicted',
        'ship.unauthorized': 'editingLost',
      },
    },
    sendingTwo: { on: { 'ship.ok': 'reloading', 'ship.refused': 'refused' } },
    refused: { on: { 'ship.cancel': 'awaiting', 'submit.two': 'sendingTwo' } },
    editingLost: {},
    reloading: { on: { 'load.shipped': 'shipped' } },
    conflicted: { on: { 'load.shipped': 'shippedWithError' } },
    shippedWithError: {},
  },
});

describe('console order detail model', () => {
  const paths = modelCoverPaths(detailModel, 10);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, api, act } = harness();
    await path.test({
      events: {
        'load.awaiting': () => env.resolve('loadOrder', order('pendingDelivery')),
        'load.shipped': () => env.resolve('loadOrder', order('pendingReceipt')),
        'load.notFound': () => env.reject('loadOrder', apiError(404, '订单不存在')),
        'load.fails': () => env.reject('loadOrder', apiError(500, '服务器错误')),
        'load.unauthorized': () => env.reject('loadOrder', apiError(401, '请先登录')),
        retry: () => act((a) => a.retry()),
        'ship.open': () => act((a) => a.openShip()),
        'ship.cancel': () => act((a) => a.cancelShip()),
        'submit.invalid': () => act((a) => a.submitShip(INVALID)),
        'submit.one': () => act((a) => a.submitShip(ONE)),
        'submit.two': () => act((a) => a.submitShip(TWO)),
        'ship.ok': () => env.resolve('shipOrder'),
        'ship.refused': () => env.reject('shipOrder', apiError(400, '运单号 SF1234567890 已被使用')),
        'ship.conflict': () => env.reject('shipOrder', apiError(409, '订单状态已变更')),
        'ship.unauthorized': () => env.reject('shipOrder', apiError(401, '请先登录')),
      },
      states: {
        loading: () => expect(env.isPending('loadOrder')).toBe(true),
        failed: () => expect(api()).toMatchObject({ loadFailed: true, error: '服务器错误' }),
        lost: () => expect(effects).toEqual(['lost']),
        notFound: () => expect(api().isNotFound).toBe(true),
        shipped: () => {
          expect(api()).toMatchObject({ canShip: false, isShipping: false, error: null });
          expect(api().order?.status).toBe('pendingReceipt');
        },
        awaiting: () => expect(api()).toMatchObject({ canShip: true, isShipping: false, error: null }),
        editing: () => expect(api()).toMatchObject({ isShipping: true, isSending: false, error: null }),
        sendingOne: () => {
          expect(api().isSending).toBe(true);
          expect(env.inputs.shipOrder?.at(-1)).toEqual({
            orderNo: ORDER_NO,
            packages: [{ courier: '顺丰速运', waybill: 'SF1234567890' }],
          });
        },
        sendingTwo: () => {
          expect(api().isSending).toBe(true);
          expect(env.inputs.shipOrder?.at(-1)).toEqual({
            orderNo: ORDER_NO,
            packages: [
              { courier: '顺丰速运', waybill: 'SF1234567890', lines: [{ lineId: 1, quantity: '2' }] },
              { courier: '中通快递', waybill: 'ZT-0987654321', lines: [{ lineId: 2, quantity: '1' }] },
            ],
          });
        },
        refused: () => {
          expect(api()).toMatchObject({ isShipping: true, isSending: false });
          expect(api().error).toBe('运单号 SF1234567890 已被使用');
        },
        editingLost: () => {
          expect(api().isShipping).toBe(true);
          expect(effects).toEqual(['lost']);
        },
        reloading: () => {
          expect(effects).toEqual(['shipped']);
          expect(env.isPending('loadOrder')).toBe(true);
        },
        conflicted: () => expect(api()).toMatchObject({ isShipping: false, error: '订单状态已变更' }),
        shippedWithError: () => expect(api()).toMatchObject({ canShip: false, error: '订单状态已变更' }),
      },
    });
  });
});
