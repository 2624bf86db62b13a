import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { connect } from '../../../machines/console/voucher-redeem.connect.ts';
import { voucherRedeemMachine } from '../../../machines/console/voucher-redeem.machine.ts';
import {
  normaliseVoucherCode,
  REDEEMED_KEPT,
  type ConsoleVoucher,
} from '../../../machines/console/voucher-redeem.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const CODE = '804512937761';

const voucher = (change: Partial<ConsoleVoucher> = {}): ConsoleVoucher => ({
  code: CODE,
  lineId: 7001,
  status: 'unused',
  refunding: false,
  usedAt: null,
  refundedAt: null,
  orderNo: '202611021000000025',
  storeName: '集采自营店',
  name: '打印机上门维修保养服务券 单次',
  specs: '服务内容:上门检测',
  mainImg: '/img',
  buyer: '王**',
  paidAt: '2026-11-02T01:33:00Z',
  canRedeem: true,
  problem: '',
  ...change,
});
const UNUSED = voucher();
const USED = voucher({
  status: 'used',
  usedAt: '2026-11-03T02:00:00Z',
  canRedeem: false,
  problem: '该券码已使用，不能重复核销',
});
const HELD = voucher({ refunding: true, canRedeem: false, problem: '该券码正在申请退款，暂不能核销' });

function harness() {
  const env = controllableActors();
  const effects: string[] = [];
  const machine = voucherRedeemMachine.provide({
    actors: { lookupVoucher: env.actor('lookupVoucher'), redeemVoucher: env.actor('redeemVoucher') },
    actions: { sessionLost: () => void effects.push('lost') },
  });
  const actor = createActor(machine).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, api, act };
}

describe('voucher codes', () => {
  it('a code is 12 digits; spaces between groups are dropped', () => {
    expect(normaliseVoucherCode('8045 1293 7761')).toBe(CODE);
    expect(normaliseVoucherCode(` ${CODE} `)).toBe(CODE);
    expect(normaliseVoucherCode('80451293776')).toBeNull();
    expect(normaliseVoucherCode('8045129377610')).toBeNull();
    expect(normaliseVoucherCode('80451293776a')).toBeNull();
    expect(normaliseVoucherCode('')).toBeNull();
  });
});

describe('voucher redemption counter', () => {
  it('a code that is not 12 digits is refused on the spot and nothing is asked', async () => {
    const { env, api, act } = harness();
    await act((a) => a.lookup('12345'));
    expect(api()).toMatchObject({ isInvalid: true, voucher: null, typed: '12345' });
    expect(env.inputs).toEqual({});
  });

  it('looks a code up, redeems it once, and lists it at the counter', async () => {
    const { env, api, act } = harness();
    await act((a) => a.lookup('8045 1293 7761'));
    expect(env.inputs.lookupVoucher).toEqual([{ code: CODE }]);
    expect(api().isLoading).toBe(true);
    await env.resolve('lookupVoucher', UNUSED);
    expect(api()).toMatchObject({ voucher: UNUSED, canRedeem: true, isDone: false });
    await act((a) => a.redeem());
    expect(env.inputs.redeemVoucher).toEqual([{ code: CODE }]);
    await env.resolve('redeemVoucher', USED);
    expect(api()).toMatchObject({ voucher: USED, isDone: true, canRedeem: false, redeemed: [USED] });
    await act((a) => a.redeem());
    expect(env.inputs.redeemVoucher).toHaveLength(1);
  });

  it('a code that cannot be redeemed shows why and offers no redemption', async () => {
    const { env, api, act } = harness();
    await act((a) => a.lookup(CODE));
    await env.resolve('lookupVoucher', HELD);
    expect(api()).toMatchObject({ voucher: HELD, canRedeem: false });
    await act((a) => a.redeem());
    expect(env.inputs.redeemVoucher).toBeUndefined();
  });

  it('a code taken meanwhile (409) is looked up again and shown as it stands, with the reason', async () => {
    const { env, api, act } = harness();
    await act((a) => a.lookup(CODE));
    await env.resolve('lookupVoucher', UNUSED);
    await act((a) => a.redeem());
    await env.reject('redeemVoucher', apiError(409, '该券码已使用，不能重复核销'));
    expect(env.inputs.lookupVoucher).toEqual([{ code: CODE }, { code: CODE }]);
    await env.resolve('lookupVoucher', USED);
    expect(api()).toMatchObject({
      voucher: USED,
      canRedeem: false,
      error: '该券码已使用，不能重复核销',
      redeemed: [],
    });
  });

  it('an unknown code says so; a lost session tells the app', async () => {
    const { env, effects, api, act } = harness();
    await act((a) => a.lookup(CODE));
    await env.reject('lookupVoucher', apiError(404, '券码不存在'));
    expect(api()).toMatchObject({ voucher: null, error: '券码不存在', isLoading: false });
    await act((a) => a.lookup(CODE));
    expect(api().error).toBeNull();
    await env.reject('lookupVoucher', apiError(401, '请先登录'));
    expect(effects).toEqual(['lost']);
  });

  it('keeps the last ten redemptions, newest first', async () => {
    const { env, api, act } = harness();
    for (let i = 0; i < REDEEMED_KEPT + 2; i++) {
      const code = String(100000000000 + i);
      await act((a) => a.lookup(code));
      await env.resolve('lookupVoucher', voucher({ code }));
      await act((a) => a.redeem());
      await env.resolve('redeemVoucher', voucher({ code, status: 'used', canRedeem: false }));
    }
    expect(api().redeemed.map((v) => v.code)).toEqual(
      Array.from({ length: REDEEMED_KEPT }, (_, i) => String(100000000000 + REDEEMED_KEPT + 1 - i)),
    );
  });

  it('clear empties the counter but keeps the list', async () => {
    const { env, api, act } = harness();
    await act((a) => a.lookup(CODE));
    await env.resolve('lookupVoucher', UNUSED);
    await act((a) => a.redeem());
    await env.resolve('redeemVoucher', USED);
    await act((a) => a.clear());
    expect(api()).toMatchObject({ voucher: null, typed: '', error: null, redeemed: [USED] });
  });
});

type ModelEvent = {
  type:
    | 'type.bad'
    | 'type.code'
    | 'clear'
    | 'found.free'
    | 'found.blocked'
    | 'lookup.missing'
    | 'lookup.unauthorized'
    | 'redeem'
    | 'redeem.ok'
    | 'redeem.conflict'
    | 'redeem.fails'
    | 'recheck.ok'
    | 'recheck.fails';
};
interface ModelContext {
  /** What the counter shows about the last failure: a 404, a 409 or another failure. */
  error: 'missing' | 'conflict' | 'failed' | null;
  lost: boolean;
}
const FRESH: ModelContext = { error: null, lost: false };

/** The counter as staff use it; the server decides what each call answers. */
const counterModel = setup({ types: {} as { context: ModelContext; events: ModelEvent } }).createMachine({
  id: 'counterModel',
  context: FRESH,
  initial: 'empty',
  on: {
    // A new code or a clear forgets the last failure (a lost session stays reported).
    'type.bad': { target: '.invalid', actions: assign({ error: null }) },
    'type.code': { target: '.looking', actions: assign({ error: null }) },
    clear: { target: '.empty', actions: assign({ error: null }) },
  },
  states: {
    empty: {},
    invalid: {},
    looking: {
      on: {
        'found.free': 'free',
        'found.blocked': 'blocked',
        'lookup.missing': { target: 'empty', actions: assign({ error: 'missing' }) },
        'lookup.unauthorized': { target: 'empty', actions: assign({ lost: true }) },
      },
    },
    free: { on: { redeem: 'redeeming' } },
    blocked: {},
    redeeming: {
      on: {
        'redeem.ok': 'done',
        'redeem.conflict': { target: 'rechecking', actions: assign({ error: 'conflict' }) },
        'redeem.fails': { target: 'free', actions: assign({ error: 'failed' }) },
      },
    },
    rechecking: { on: { 'recheck.ok': 'blocked', 'recheck.fails': 'free' } },
    done: {},
  },
});

const ERRORS = {
  missing: '券码不存在',
  conflict: '该券码已使用，不能重复核销',
  failed: '服务器错误',
} as const;

describe('voucher redemption model', () => {
  const paths = modelCoverPaths(counterModel, 10);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, api, act } = harness();
    const shows = (state: { context: ModelContext }) => {
      const { error, lost } = state.context;
      expect(api().error).toBe(error ? ERRORS[error] : null);
      expect(effects.length > 0).toBe(lost);
      expect(effects.every((e) => e === 'lost')).toBe(true);
    };
    await path.test({
      events: {
        'type.bad': () => act((a) => a.lookup('12-34')),
        'type.code': () => act((a) => a.lookup(CODE)),
        clear: () => act((a) => a.clear()),
        'found.free': () => env.resolve('lookupVoucher', UNUSED),
        'found.blocked': () => env.resolve('lookupVoucher', HELD),
        'lookup.missing': () => env.reject('lookupVoucher', apiError(404, ERRORS.missing)),
        'lookup.unauthorized': () => env.reject('lookupVoucher', apiError(401, '请先登录')),
        redeem: () => act((a) => a.redeem()),
        'redeem.ok': () => env.resolve('redeemVoucher', USED),
        'redeem.conflict': () => env.reject('redeemVoucher', apiError(409, ERRORS.conflict)),
        'redeem.fails': () => env.reject('redeemVoucher', apiError(500, ERRORS.failed)),
        'recheck.ok': () => env.resolve('lookupVoucher', USED),
        'recheck.fails': () => env.reject('lookupVoucher', apiError(500, ERRORS.failed)),
      },
      states: {
        empty: (state) => {
          expect(api()).toMatchObject({ voucher: null, isInvalid: false, isLoading: false });
          shows(state);
        },
        invalid: (state) => {
          expect(api()).toMatchObject({ voucher: null, isInvalid: true });
          shows(state);
        },
        looking: (state) => {
          expect(api()).toMatchObject({ voucher: null, isLoading: true });
          expect(env.isPending('lookupVoucher')).toBe(true);
          shows(state);
        },
        free: (state) => {
          expect(api()).toMatchObject({ voucher: UNUSED, canRedeem: true, isLoading: false, isDone: false });
          shows(state);
        },
        blocked: (state) => {
          expect(api().canRedeem).toBe(false);
          expect(api().voucher?.canRedeem).toBe(false);
          shows(state);
        },
        redeeming: (state) => {
          expect(api()).toMatchObject({ voucher: UNUSED, isLoading: true, canRedeem: false });
          expect(env.inputs.redeemVoucher?.at(-1)).toEqual({ code: CODE });
          shows(state);
        },
        rechecking: (state) => {
          expect(api()).toMatchObject({ voucher: UNUSED, isLoading: true });
          expect(env.isPending('lookupVoucher')).toBe(true);
          shows(state);
        },
        done: (state) => {
          expect(api()).toMatchObject({ voucher: USED, isDone: true, redeemed: [USED] });
          shows(state);
        },
      },
    });
  });
});
