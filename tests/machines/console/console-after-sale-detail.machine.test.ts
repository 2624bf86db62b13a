import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import type {
  AfterSaleDetail,
  ConsoleAfterSaleStatus,
  SellerAction,
} from '../../../machines/console/console.types.ts';
import { connect } from '../../../machines/console/console-after-sale-detail.connect.ts';
import {
  consoleAfterSaleDetailMachine,
  refuseReasonProblem,
} from '../../../machines/console/console-after-sale-detail.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const AFS_NO = 'AS2026030100000000A1';

const afs = (
  status: ConsoleAfterSaleStatus,
  seller: SellerAction[],
  kind: AfterSaleDetail['kind'] = 'returnRefund',
): AfterSaleDetail => ({
  afsNo: AFS_NO,
  orderNo: '202603011000000001',
  kind,
  status,
  storeName: '集采自营店',
  lineId: 1,
  skuId: 101,
  name: 'A4复印纸',
  mainImg: '',
  reason: '七天无理由退货',
  quantity: '1',
  amount: '20.00',
  instructions: '',
  pictures: [],
  phone: '13800000003',
  returnCourier: null,
  returnWaybill: null,
  refuseReason: status === 'refused' ? '商品已使用' : null,
  answerDueAt: null,
  returnDueAt: null,
  refundedAt: null,
  createdAt: '2026-03-01T02:00:00Z',
  refund: null,
  events: [
    {
      event: 'APPLY',
      toStatus: 'applied',
      actor: 'buyer',
      note: '七天无理由退货',
      at: '2026-03-01T02:00:00Z',
    },
  ],
  actions: { buyer: [], seller },
});
const APPLIED = afs('applied', ['ACCEPT', 'REFUSE']);
const RETURN_SHIPPED = afs('returnShipped', ['RECEIVE_RETURN']);
const REFUSED = afs('refused', []);
const AWAITING_RETURN = afs('awaitingReturn', []);
const REFUNDED = afs('refunded', []);

function harness(afsNo: string | null = AFS_NO) {
  const env = controllableActors();
  const effects: string[] = [];
  const machine = consoleAfterSaleDetailMachine.provide({
    actors: { loadAfterSale: env.actor('loadAfterSale'), decide: env.actor('decide') },
    actions: {
      notifyDone: (_, { decision }) => void effects.push(`done:${decision}`),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine, { input: { afsNo } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, api, act };
}

describe('console after-sale detail machine', () => {
  it('a malformed number is not found without asking', () => {
    const { api, env } = harness('AS123');
    expect(api().isNotFound).toBe(true);
    expect(env.isPending('loadAfterSale')).toBe(false);
  });

  it('a refusal needs a reason of 1–200 characters', () => {
    expect(refuseReasonProblem('  ')).toBe('reasonRequired');
    expect(refuseReasonProblem('x'.repeat(201))).toBe('reasonTooLong');
    expect(refuseReasonProblem(` ${'x'.repeat(200)} `)).toBeNull();
  });

  it('offers the decisions the server allows, in the page order', async () => {
    const { env, api } = harness();
    await env.resolve('loadAfterSale', APPLIED);
    expect(api().decisions).toEqual(['accept', 'refuse']);
  });

  it('sends the trimmed reason and shows the answer', async () => {
    const { env, effects, api, act } = harness();
    await env.resolve('loadAfterSale', APPLIED);
    await act((a) => a.request('refuse'));
    await act((a) => a.confirm('  商品已使用  '));
    expect(env.inputs.decide).toEqual([
      { afsNo: AFS_NO, decision: 'refuse', reason: '商品已使用', offline: null },
    ]);
    await env.resolve('decide', REFUSED);
    expect(api()).toMatchObject({ confirming: null, decisions: [] });
    expect(api().afs?.refuseReason).toBe('商品已使用');
    expect(effects).toEqual(['done:refuse']);
  });
});

describe('an offline refund in the console', () => {
  const FAILED = afs('refunding', ['REFUND_OFFLINE'], 'refund');

  it('is offered only where the server allows it, and checks the record before sending it', async () => {
    const first = harness();
    await first.env.resolve('loadAfterSale', APPLIED);
    expect(first.api().decisions).not.toContain('offline');
    const again = harness();
    await again.env.resolve('loadAfterSale', FAILED);
    expect(again.api().decisions).toEqual(['offline']);
    await again.act((a) => a.request('offline'));
    await again.act((a) => a.confirm(undefined, { account: '王', reference: '转账', note: '' }));
    expect(again.api()).toMatchObject({ confirming: 'offline', reasonInvalid: true });
    expect(again.api().offlineProblems({ account: '王', reference: '转账', note: '' })).toEqual({
      account: 'accountInvalid',
      reference: 'referenceInvalid',
    });
    expect(again.env.inputs.decide).toBeUndefined();
    await again.act((a) =>
      a.confirm(undefined, {
        account: ' 招商银行 尾号6688 ',
        reference: ' CMB20261128001 ',
        note: ' 已转账 ',
      }),
    );
    expect(again.env.inputs.decide).toEqual([
      {
        afsNo: AFS_NO,
        decision: 'offline',
        reason: '',
        offline: { account: '招商银行 尾号6688', reference: 'CMB20261128001', note: '已转账' },
      },
    ]);
  });
});

type ModelEvent = {
  type:
    | 'load.applied'
    | 'load.returnShipped'
    | 'load.final'
    | 'load.notFound'
    | 'load.fails'
    | 'load.unauthorized'
    | 'retry'
    | 'accept.request'
    | 'refuse.request'
    | 'receive.request'
    | 'confirm'
    | 'confirm.empty'
    | 'confirm.reason'
    | 'dismiss'
    | 'decide.ok'
    | 'decide.fails'
    | 'decide.conflict'
    | 'decide.unauthorized';
};

/** The request page as the seller uses it; the server decides what each load and decision answers. */
const afsDetailModel = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'afsDetailModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.applied': 'applied',
        'load.returnShipped': 'returnShipped',
        'load.final': 'final',
        'load.notFound': 'notFound',
        'load.fails': 'failed',
        'load.unauthorized': 'lost',
      },
    },
    failed: { on: { retry: 'loading' } },
    lost: { on: { retry: 'loading' } },
    notFound: {},
    final: {},
    applied: { on: { 'accept.request': 'confirmAccept', 'refuse.request': 'confirmRefuse' } },
    returnShipped: { on: { 'receive.request': 'confirmReceive' } },
    confirmAccept: { on: { confirm: 'sendingAccept', dismiss: 'applied' } },
    confirmRefuse: {
      on: { 'confirm.empty': 'refuseInvalid', 'confirm.reason': 'sendingRefuse', dismiss: 'applied' },
    },
    refuseInvalid: { on: { 'confirm.reason': 'sendingRefuse', dismiss: 'applied' } },
    confirmReceive: { on: { confirm: 'sendingReceive', dismiss: 'returnShipped' } },
    sendingAccept: { on: { 'decide.ok': 'accepted', 'decide.conflict': 'reloading' } },
    sendingRefuse: { on: { 'decide.ok': 'refused', 'decide.fails': 'refuseFailed' } },
    sendingReceive: { on: { 'decide.ok': 'received', 'decide.unauthorized': 'receiveLost' } },
    refuseFailed: { on: { 'confirm.reason': 'sendingRefuse', dismiss: 'applied' } },
    accepted: {},
    refused: {},
    received: {},
    receiveLost: {},
    reloading: { on: { 'load.final': 'finalWithError' } },
    finalWithError: {},
  },
});

describe('console after-sale detail model', () => {
  const paths = modelCoverPaths(afsDetailModel, 10);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, api, act } = harness();
    await path.test({
      events: {
        'load.applied': () => env.resolve('loadAfterSale', APPLIED),
        'load.returnShipped': () => env.resolve('loadAfterSale', RETURN_SHIPPED),
        'load.final': () => env.resolve('loadAfterSale', REFUNDED),
        'load.notFound': () => env.reject('loadAfterSale', apiError(404, '售后申请不存在')),
        'load.fails': () => env.reject('loadAfterSale', apiError(500, '服务器错误')),
        'load.unauthorized': () => env.reject('loadAfterSale', apiError(401, '请先登录')),
        retry: () => act((a) => a.retry()),
        'accept.request': () => act((a) => a.request('accept')),
        'refuse.request': () => act((a) => a.request('refuse')),
        'receive.request': () => act((a) => a.request('receive')),
        confirm: () => act((a) => a.confirm()),
        'confirm.empty': () => act((a) => a.confirm('   ')),
        'confirm.reason': () => act((a) => a.confirm('商品已使用')),
        dismiss: () => act((a) => a.dismiss()),
        'decide.ok': () => {
          const last = env.inputs.decide?.at(-1) as { decision: string };
          return env.resolve(
            'decide',
            last.decision === 'accept' ? AWAITING_RETURN : last.decision === 'refuse' ? REFUSED : REFUNDED,
          );
        },
        'decide.fails': () => env.reject('decide', apiError(400, '拒绝原因不能为空')),
        'decide.conflict': () => env.reject('decide', apiError(409, '售后状态已变更')),
        'decide.unauthorized': () => env.reject('decide', apiError(401, '请先登录')),
      },
      states: {
        loading: () => expect(env.isPending('loadAfterSale')).toBe(true),
        failed: () => expect(api()).toMatchObject({ loadFailed: true, error: '服务器错误' }),
        lost: () => expect(effects).toEqual(['lost']),
        notFound: () => expect(api().isNotFound).toBe(true),
        final: () => expect(api()).toMatchObject({ decisions: [], error: null }),
        applied: () => expect(api()).toMatchObject({ decisions: ['accept', 'refuse'], confirming: null }),
        returnShipped: () => expect(api()).toMatchObject({ decisions: ['receive'], confirming: null }),
        confirmAccept: () => expect(api()).toMatchObject({ confirming: 'accept', isSending: false }),
        confirmRefuse: () => expect(api()).toMatchObject({ confirming: 'refuse', reasonInvalid: false }),
        refuseInvalid: () => expect(api()).toMatchObject({ confirming: 'refuse', reasonInvalid: true }),
        confirmReceive: () => expect(api()).toMatchObject({ confirming: 'receive', isSending: false }),
        sendingAccept: () => {
          expect(api()).toMatchObject({ confirming: 'accept', isSending: true });
          expect(env.inputs.decide?.at(-1)).toEqual({
            afsNo: AFS_NO,
            decision: 'accept',
            reason: '',
            offline: null,
          });
        },
        sendingRefuse: () => {
          expect(api()).toMatchObject({ confirming: 'refuse', isSending: true });
          expect(env.inputs.decide?.at(-1)).toEqual({
            afsNo: AFS_NO,
            decision: 'refuse',
            reason: '商品已使用',
            offline: null,
          });
        },
        sendingReceive: () => {
          expect(api()).toMatchObject({ confirming: 'receive', isSending: true });
          expect(env.inputs.decide?.at(-1)).toEqual({
            afsNo: AFS_NO,
            decision: 'receive',
            reason: '',
            offline: null,
          });
        },
        refuseFailed: () => expect(api()).toMatchObject({ confirming: 'refuse', error: '拒绝原因不能为空' }),
        accepted: () => {
          expect(api()).toMatchObject({ confirming: null, decisions: [] });
          expect(api().afs?.status).toBe('awaitingReturn');
          expect(effects).toEqual(['done:accept']);
        },
        refused: () => {
          expect(api().afs?.status).toBe('refused');
          expect(effects).toEqual(['done:refuse']);
        },
        received: () => {
          expect(api().afs?.status).toBe('refunded');
          expect(effects).toEqual(['done:receive']);
        },
        receiveLost: () => {
          expect(api().confirming).toBe('receive');
          expect(effects).toEqual(['lost']);
        },
        reloading: () => {
          expect(env.isPending('loadAfterSale')).toBe(true);
          expect(api().confirming).toBeNull();
        },
        finalWithError: () => expect(api()).toMatchObject({ decisions: [], error: '售后状态已变更' }),
      },
    });
  });
});
