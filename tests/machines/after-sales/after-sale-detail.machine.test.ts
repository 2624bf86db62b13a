import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect, type AfterSaleDetailApi } from '../../../machines/after-sales/after-sale-detail.connect.ts';
import {
  afterSaleDetailMachine,
  parseAfsNo,
} from '../../../machines/after-sales/after-sale-detail.machine.ts';
import {
  afterSaleActions,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '../../../machines/after-sales/after-sales.machine.ts';
import { returnProblems, type AfterSaleDetail } from '../../../machines/after-sales/after-sales.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  definedTransitions,
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: the buyer's request AS20260314… for two broken office chairs (return and refund), as the
// server answers it in each status, with the history that led there and the actions its lifecycle allows.

const AFS_NO = 'AS202603140A1B2C3D4E';
const ORDER_NO = '202603101000000004';

type Step = [event: string, toStatus: AfterSaleStatus, actor: 'buyer' | 'seller' | 'system', at: string];
const APPLY: Step = ['APPLY', 'applied', 'buyer', '2026-03-14T02:00:00.000Z'];
const ACCEPT: Step = ['ACCEPT', 'awaitingReturn', 'seller', '2026-03-14T06:30:00.000Z'];
const SHIP: Step = ['SHIP_RETURN', 'returnShipped', 'buyer', '2026-03-15T01:10:00.000Z'];
const RECEIVE: Step = ['RECEIVE_RETURN', 'refunding', 'seller', '2026-03-17T08:00:00.000Z'];
const REFUNDED: Step = ['REFUND_SUCCEEDED', 'refunded', 'system', '2026-03-17T08:00:05.000Z'];
/** How a return and refund reached each status (a refund only skips the return: ACCEPT leads to refunding). */
const HISTORY: Record<AfterSaleStatus, Step[]> = {
  applied: [APPLY],
  awaitingReturn: [APPLY, ACCEPT],
  returnShipped: [APPLY, ACCEPT, SHIP],
  refunding: [APPLY, ACCEPT, SHIP, RECEIVE],
  refunded: [APPLY, ACCEPT, SHIP, RECEIVE, REFUNDED],
  refused: [APPLY, ['REFUSE', 'refused', 'seller', '2026-03-14T06:30:00.000Z']],
  withdrawn: [APPLY, ACCEPT, ['WITHDRAW', 'withdrawn', 'buyer', '2026-03-14T09:00:00.000Z']],
  closed: [APPLY, ACCEPT, ['RETURN_OVERDUE', 'closed', 'system', '2026-03-21T06:30:00.000Z']],
};
const historyOf = (status: AfterSaleStatus, kind: AfterSaleKind): Step[] =>
  kind === 'returnRefund'
    ? HISTORY[status]
    : HISTORY[status]
        .filter(([event]) => event !== 'SHIP_RETURN' && event !== 'RECEIVE_RETURN')
        .map(([event, to, actor, at]) => [event, event === 'ACCEPT' ? 'refunding' : to, actor, at]);
const COURIER = '顺丰速运';
const WAYBILL = 'SF1234567890123';

function detail(status: AfterSaleStatus, kind: AfterSaleKind = 'returnRefund'): AfterSaleDetail {
  const history = historyOf(status, kind);
  const shipped = history.some(([event]) => event === 'SHIP_RETURN');
  const refunding = history.some(([, to]) => to === 'refunding');
  return {
    afsNo: AFS_NO,
    orderNo: ORDER_NO,
    kind,
    status,
    storeId: 2,
    storeName: '办公用品旗舰店',
    lineId: 5004,
    skuId: 10021,
    name: '人体工学办公椅',
    mainImg: '/oss/goods/10021/main.jpg',
    reason: kind === 'returnRefund' ? '收到商品破损' : '协商一致退款',
    quantity: '2',
    amount: '1798.00',
    instructions: '两把椅子的椅背在运输中断裂',
    pictures: ['/oss/voucher/f_8c1d2e3a.jpg', '/oss/voucher/f_8c1d2e3b.jpg'],
    phone: '13912345678',
    returnCourier: shipped ? COURIER : null,
    returnWaybill: shipped ? WAYBILL : null,
    refuseReason: status === 'refused' ? '商品已签收超过七天，且无质量问题' : null,
    answerDueAt: status === 'applied' ? '2026-03-16T02:00:00.000Z' : null,
    returnDueAt: status === 'awaitingReturn' ? '2026-03-21T06:30:00.000Z' : null,
    refundedAt: status === 'refunded' ? '2026-03-17T08:00:05.000Z' : null,
    createdAt: '2026-03-14T02:00:00.000Z',
    payMethod: 'alipay',
    returnAddress:
      kind === 'returnRefund'
        ? {
            receiver: '王店长',
            phone: '01065881234',
            area: '北京市 北京市 朝阳区',
            address: '望京街10号 B座3层',
          }
        : null,
    refund: refunding
      ? {
          method: 'alipay',
          amount: '1798.00',
          points: 0,
          status: status === 'refunded' ? 'succeeded' : 'pending',
          channel: 'original',
          failure: null,
          offline: null,
        }
      : null,
    events: history.map(([event, toStatus, actor, at]) => ({ event, toStatus, actor, note: '', at })),
    actions: afterSaleActions(status, kind),
  };
}

const LOAD_FAILED = '网络连接失败，请稍后重试';
const REFUSED = '售后状态已变更';

// ---------------------------------------------------------------------------------------------------
// The machine's written transitions taken by any test of this file (checked by the last test).

const WRITTEN = new Set(definedTransitions(afterSaleDetailMachine).values());
const taken = new Set<string>();

function harness(afsNo: string | null = AFS_NO) {
  const env = controllableActors();
  const notices: string[] = [];
  const machine = afterSaleDetailMachine.provide({
    actors: {
      loadDetail: env.actor('loadDetail'),
      withdraw: env.actor('withdraw'),
      shipReturn: env.actor('shipReturn'),
    },
    actions: { notifyDone: (_, { action }) => void notices.push(action) },
  });
  const names = definedTransitions(machine);
  const actor = createActor(machine, {
    input: { afsNo },
    inspect: (e) => {
      if (e.type === '@xstate.microstep')
        for (const t of e._transitions) if (names.has(t)) taken.add(names.get(t)!);
    },
  }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (does: (api: AfterSaleDetailApi) => void) => {
    does(api());
    await flush();
  };
  const requests = () =>
    Object.fromEntries(['loadDetail', 'withdraw', 'shipReturn'].map((n) => [n, env.inputs[n]?.length ?? 0]));
  return { env, actor, api, act, notices, requests, snap: () => actor.getSnapshot() };
}

async function showing(status: AfterSaleStatus, kind: AfterSaleKind = 'returnRefund') {
  const h = harness();
  await h.env.resolve('loadDetail', detail(status, kind));
  return h;
}

// ---------------------------------------------------------------------------------------------------

describe('after-sale detail machine', () => {
  it('reads only well-formed after-sales numbers', () => {
    expect(parseAfsNo(AFS_NO)).toBe(AFS_NO);
    expect(parseAfsNo('AS20260314FFFFFFFFFF')).toBe('AS20260314FFFFFFFFFF');
    for (const raw of [
      null,
      undefined,
      '',
      'AS202603140a1b2c3d4e', // lower-case hex
      'AS202603140A1B2C3D4', // 9 hex digits
      'AS202603140A1B2C3D4E5',
      'as202603140A1B2C3D4E',
      'AF202603140A1B2C3D4E',
      'AS2026031X0A1B2C3D4E',
      ` ${AFS_NO}`,
      `${AFS_NO}\n`,
      ORDER_NO,
    ])
      expect(parseAfsNo(raw), String(raw)).toBeNull();
  });

  it.each([null, '', 'AS2026', 'as202603140a1b2c3d4e', `${AFS_NO}' OR 1=1`])(
    'a malformed number (%j) is not found without asking',
    (afsNo) => {
      const { api, requests, snap } = harness(afsNo);
      expect(api().isNotFound).toBe(true);
      expect(api().isLoading).toBe(false);
      expect(api().detail).toBeNull();
      expect(snap().context.afsNo).toBeNull();
      expect(requests()).toEqual({ loadDetail: 0, withdraw: 0, shipReturn: 0 });
    },
  );

  it('asks for the request; none of the buyer’s (null) is not found', async () => {
    const { env, api } = harness();
    expect(api().isLoading).toBe(true);
    expect(api().isNotFound).toBe(false);
    expect(env.inputs.loadDetail).toEqual([{ afsNo: AFS_NO }]);
    await env.resolve('loadDetail', null);
    expect(api().isNotFound).toBe(true);
    expect(api().isLoading).toBe(false);
    expect(api().detail).toBeNull();
  });

  it.each([
    ['applied', 'refund', true, false],
    ['applied', 'returnRefund', true, false],
    ['awaitingReturn', 'returnRefund', true, true],
    ['returnShipped', 'returnRefund', true, false],
    ['refunding', 'refund', false, false],
    ['refunded', 'returnRefund', false, false],
    ['refused', 'refund', false, false],
    ['withdrawn', 'returnRefund', false, false],
    ['closed', 'returnRefund', false, false],
  ] as const)('a %s %s request: withdraw %s, ship the return %s', async (status, kind, withdraw, ship) => {
    const { api, act, requests, snap } = await showing(status, kind);
    expect(api().detail).toEqual(detail(status, kind));
    expect(api().canWithdraw).toBe(withdraw);
    expect(api().canShipReturn).toBe(ship);
    expect(snap().can({ type: 'return.submit', courier: COURIER, waybill: WAYBILL })).toBe(ship);
    if (!withdraw) {
      await act((a) => a.requestWithdraw());
      expect(api().isConfirmingWithdraw).toBe(false);
    }
    if (!ship) {
      await act((a) => a.shipReturn(COURIER, WAYBILL));
      expect(api().isSending).toBe(false);
    }
    expect(requests()).toEqual({ loadDetail: 1, withdraw: 0, shipReturn: 0 });
  });

  it('withdrawing asks first; keeping the request sends nothing', async () => {
    const { env, api, act, notices, requests } = await showing('awaitingReturn');
    await act((a) => a.requestWithdraw());
    expect(api().isConfirmingWithdraw).toBe(true);
    expect(api().isSending).toBe(false);
    expect(api().canWithdraw).toBe(false);
    await act((a) => a.dismissWithdraw());
    expect(api().isConfirmingWithdraw).toBe(false);
    expect(api().canWithdraw).toBe(true);
    expect(requests().withdraw).toBe(0);
    await act((a) => a.requestWithdraw());
    await act((a) => a.confirmWithdraw());
    // The dialog stays while the withdrawal is sent.
    expect(api().isConfirmingWithdraw).toBe(true);
    expect(api().isSending).toBe(true);
    expect(env.inputs.withdraw).toEqual([{ afsNo: AFS_NO }]);
    await env.resolve('withdraw', detail('withdrawn'));
    expect(api().detail).toEqual(detail('withdrawn'));
    expect(api().isConfirmingWithdraw).toBe(false);
    expect(api().isSending).toBe(false);
    expect(api().canWithdraw).toBe(false);
    expect(api().canShipReturn).toBe(false);
    expect(notices).toEqual(['withdraw']);
    // The answer replaced the request: nothing reloads.
    expect(requests()).toEqual({ loadDetail: 1, withdraw: 1, shipReturn: 0 });
  });

  it('a refused withdrawal reloads the request and keeps the server’s words', async () => {
    const { env, api, act, notices } = await showing('returnShipped');
    await act((a) => a.requestWithdraw());
    await act((a) => a.confirmWithdraw());
    await env.reject('withdraw', new Error(REFUSED));
    expect(api().isLoading).toBe(true);
    expect(api().error).toBe(REFUSED);
    expect(env.inputs.loadDetail).toEqual([{ afsNo: AFS_NO }, { afsNo: AFS_NO }]);
    // Meanwhile the seller received the return.
    await env.resolve('loadDetail', detail('refunding'));
    expect(api().isLoading).toBe(false);
    expect(api().error).toBe(REFUSED);
    expect(api().detail?.status).toBe('refunding');
    expect(api().canWithdraw).toBe(false);
    expect(notices).toEqual([]);
  });

  it('shipping the return sends the courier and waybill trimmed; the answer replaces the request', async () => {
    const { env, api, act, notices, requests } = await showing('awaitingReturn');
    const [courier, waybill] = [`  ${COURIER} `, ` ${WAYBILL}\t`];
    expect(returnProblems(courier, waybill)).toEqual({});
    await act((a) => a.shipReturn(courier, waybill));
    expect(api().isSending).toBe(true);
    expect(api().isConfirmingWithdraw).toBe(false);
    expect(api().canWithdraw).toBe(false);
    expect(env.inputs.shipReturn).toEqual([{ afsNo: AFS_NO, courier: COURIER, waybill: WAYBILL }]);
    // A second click while it is sent sends nothing more.
    await act((a) => a.shipReturn(courier, waybill));
    expect(requests().shipReturn).toBe(1);
    await env.resolve('shipReturn', detail('returnShipped'));
    expect(api().detail).toEqual(detail('returnShipped'));
    expect(api().detail?.returnWaybill).toBe(WAYBILL);
    expect(api().isSending).toBe(false);
    expect(api().canShipReturn).toBe(false);
    expect(api().canWithdraw).toBe(true);
    expect(notices).toEqual(['shipReturn']);
    expect(requests()).toEqual({ loadDetail: 1, withdraw: 0, shipReturn: 1 });
  });

  it('a refused shipment keeps the form with the server’s words; the next try clears them', async () => {
    const { env, api, act, notices, snap } = await showing('awaitingReturn');
    await act((a) => a.shipReturn(COURIER, 'SF0000000000'));
    await env.reject('shipReturn', new Error('物流单号不存在'));
    expect(snap().matches({ ready: 'idle' })).toBe(true);
    expect(api().error).toBe('物流单号不存在');
    expect(api().isSending).toBe(false);
    expect(api().isLoading).toBe(false);
    expect(api().canShipReturn).toBe(true);
    expect(api().detail).toEqual(detail('awaitingReturn'));
    expect(env.isPending('loadDetail')).toBe(false);
    await act((a) => a.shipReturn(COURIER, WAYBILL));
    expect(api().error).toBeNull();
    await env.resolve('shipReturn', detail('returnShipped'));
    expect(notices).toEqual(['shipReturn']);
  });

  it('a failed load says why; a retry that succeeds shows no stale error', async () => {
    const { env, api, act } = harness();
    await env.reject('loadDetail', new Error(LOAD_FAILED));
    expect(api().loadFailed).toBe(true);
    expect(api().error).toBe(LOAD_FAILED);
    await act((a) => a.retry());
    expect(api().loadFailed).toBe(false);
    expect(api().isLoading).toBe(true);
    expect(api().error).toBeNull();
    await env.resolve('loadDetail', detail('applied'));
    expect(api().error).toBeNull();
    expect(api().detail?.status).toBe('applied');
    expect(api().canWithdraw).toBe(true);
  });

  it('a refusal whose reload fails shows the load failure, and the retry clears it', async () => {
    const { env, api, act } = await showing('applied', 'refund');
    await act((a) => a.requestWithdraw());
    await act((a) => a.confirmWithdraw());
    await env.reject('withdraw', new Error(REFUSED));
    await env.reject('loadDetail', {});
    expect(api().loadFailed).toBe(true);
    expect(api().error).toBe('网络异常');
    expect(api().detail?.status).toBe('applied');
    await act((a) => a.retry());
    await env.resolve('loadDetail', detail('refunding', 'refund'));
    expect(api().error).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: a return-and-refund request as the server answers it (applied, awaiting the return, return
// shipped, refunding; or none, or a failure), the buyer's withdrawal (confirmed first) and return
// shipment where the request offers them, the actions it does not offer, and the server's answers.

const LOADED = ['applied', 'awaitingReturn', 'returnShipped', 'refunding'] as const;
type Shown = (typeof LOADED)[number] | 'withdrawn';
interface DetailModelContext {
  /** The request on show (null before the first answer). */
  shown: Shown | null;
  /** The server refused the last action: its words show until the next action or a load failure. */
  refused: boolean;
}
type DetailModelEvent = {
  type:
    | `load.${(typeof LOADED)[number]}`
    | 'load.missing'
    | 'load.fails'
    | 'retry'
    | 'withdraw.request'
    | 'withdraw.confirm'
    | 'withdraw.dismiss'
    | 'ship.submit'
    | 'unoffered'
    | 'server.ok'
    | 'server.refuses';
};

const offers = (shown: Shown | null, action: 'WITHDRAW' | 'SHIP_RETURN') =>
  shown !== null && afterSaleActions(shown, 'returnRefund').buyer.includes(action);

const detailModel = setup({
  types: {} as { context: DetailModelContext; events: DetailModelEvent },
  guards: {
    mayWithdraw: ({ context }) => offers(context.shown, 'WITHDRAW'),
    mayShip: ({ context }) => offers(context.shown, 'SHIP_RETURN'),
    offersNotAll: ({ context }) =>
      !offers(context.shown, 'WITHDRAW') || !offers(context.shown, 'SHIP_RETURN'),
  },
}).createMachine({
  id: 'detailModel',
  context: { shown: null, refused: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        ...Object.fromEntries(
          LOADED.map((status) => [`load.${status}`, { target: 'idle', actions: assign({ shown: status }) }]),
        ),
        'load.missing': 'notFound',
        // The failure's words replace the refusal's.
        'load.fails': { target: 'failed', actions: assign({ refused: false }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    notFound: { type: 'final' },
    idle: {
      on: {
        'withdraw.request': {
          guard: 'mayWithdraw',
          target: 'confirming',
          actions: assign({ refused: false }),
        },
        'ship.submit': { guard: 'mayShip', target: 'shipping', actions: assign({ refused: false }) },
        // Each action the request does not offer: nothing happens.
        unoffered: { guard: 'offersNotAll', target: 'idle' },
      },
    },
    confirming: { on: { 'withdraw.confirm': 'withdrawing', 'withdraw.dismiss': 'idle' } },
    withdrawing: {
      on: {
        'server.ok': { target: 'idle', actions: assign({ shown: 'withdrawn' }) },
        'server.refuses': { target: 'loading', actions: assign({ refused: true }) },
      },
    },
    shipping: {
      on: {
        'server.ok': { target: 'idle', actions: assign({ shown: 'returnShipped' }) },
        'server.refuses': { target: 'idle', actions: assign({ refused: true }) },
      },
    },
  },
});

const TYPED = { courier: ` ${COURIER}  `, waybill: `  ${WAYBILL} ` };

describe('after-sale detail model', () => {
  const model = createTestModel(detailModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to about a hundred', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(200);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, api, act, notices, snap } = harness();
    let before: SnapshotFrom<typeof detailModel> | undefined;
    const expectedNotices: string[] = [];
    const sent = { withdraw: 0, shipReturn: 0 };
    const load = (status: Shown) => () => env.resolve('loadDetail', detail(status));
    await path.test({
      events: {
        'load.applied': load('applied'),
        'load.awaitingReturn': load('awaitingReturn'),
        'load.returnShipped': load('returnShipped'),
        'load.refunding': load('refunding'),
        'load.missing': () => env.resolve('loadDetail', null),
        'load.fails': () => env.reject('loadDetail', new Error(LOAD_FAILED)),
        retry: () => act((a) => a.retry()),
        'withdraw.request': () => act((a) => a.requestWithdraw()),
        'withdraw.confirm': async () => {
          sent.withdraw++;
          await act((a) => a.confirmWithdraw());
        },
        'withdraw.dismiss': () => act((a) => a.dismissWithdraw()),
        'ship.submit': async () => {
          expect(returnProblems(TYPED.courier, TYPED.waybill)).toEqual({});
          sent.shipReturn++;
          await act((a) => a.shipReturn(TYPED.courier, TYPED.waybill));
        },
        unoffered: () =>
          act((a) => {
            if (!a.canWithdraw) a.requestWithdraw();
            if (!a.canShipReturn) a.shipReturn(TYPED.courier, TYPED.waybill);
          }),
        'server.ok': () => {
          if (before!.value === 'withdrawing') {
            expectedNotices.push('withdraw');
            return env.resolve('withdraw', detail('withdrawn'));
          }
          expectedNotices.push('shipReturn');
          return env.resolve('shipReturn', detail('returnShipped'));
        },
        'server.refuses': () =>
          env.reject(before!.value === 'withdrawing' ? 'withdraw' : 'shipReturn', new Error(REFUSED)),
      },
      states: {
        '*': (state: SnapshotFrom<typeof detailModel>) => {
          before = state;
          const { shown, refused } = state.context;
          const value = state.value as string;
          const a = api();
          expect(a.isNotFound).toBe(value === 'notFound');
          expect(a.loadFailed).toBe(value === 'failed');
          expect(a.isConfirmingWithdraw).toBe(value === 'confirming' || value === 'withdrawing');
          expect(a.isSending).toBe(value === 'withdrawing' || value === 'shipping');
          expect(a.error).toBe(value === 'failed' ? LOAD_FAILED : refused ? REFUSED : null);
          expect(env.isPending('loadDetail')).toBe(value === 'loading');
          expect(env.isPending('withdraw')).toBe(value === 'withdrawing');
          expect(env.isPending('shipReturn')).toBe(value === 'shipping');
          expect(env.inputs.withdraw ?? []).toEqual(Array(sent.withdraw).fill({ afsNo: AFS_NO }));
          expect(env.inputs.shipReturn ?? []).toEqual(
            Array(sent.shipReturn).fill({ afsNo: AFS_NO, courier: COURIER, waybill: WAYBILL }),
          );
          expect(notices).toEqual(expectedNotices);
          if (value !== 'notFound') expect(a.detail).toEqual(shown === null ? null : detail(shown));
          // Withdrawing is offered only where the request allows it, and only when nothing is under way.
          expect(a.canWithdraw).toBe(value === 'idle' && offers(shown, 'WITHDRAW'));
          expect(a.canShipReturn).toBe(offers(shown, 'SHIP_RETURN'));
          switch (value) {
            case 'loading':
              expect(a.isLoading).toBe(true);
              expect(env.inputs.loadDetail!.at(-1)).toEqual({ afsNo: AFS_NO });
              return;
            case 'failed':
            case 'notFound':
              expect(snap().hasTag('loading')).toBe(false);
              return;
            case 'idle':
            case 'confirming':
            case 'withdrawing':
            case 'shipping':
              expect(a.isLoading).toBe(false);
              expect(snap().matches({ ready: value })).toBe(true);
              return;
            default:
              throw new Error(`unmapped model state ${value}`);
          }
        },
      },
    });
  });

  it('the tests take every transition written in the machine', () => {
    expect([...WRITTEN].filter((t) => !taken.has(t))).toEqual([]);
  });
});
