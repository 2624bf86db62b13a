import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connect, type ApplyAfterSaleApi } from '../../../machines/after-sales/apply-after-sale.connect.ts';
import { applyAfterSaleMachine } from '../../../machines/after-sales/apply-after-sale.machine.ts';
import {
  applyProblems,
  type AfterSaleEligibility,
  type ApplyAfterSaleBody,
  type ApplyDraft,
} from '../../../machines/after-sales/after-sales.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  definedTransitions,
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: line 5004 of order 202603101000000004, 3 office chairs on their way to the buyer (refund or
// return), and the same line once a request is open.

const ORDER_NO = '202603101000000004';
const LINE_ID = 5004;
const AFS_NO = 'AS202603140A1B2C3D4E';

const ELIGIBLE: AfterSaleEligibility = {
  eligible: true,
  message: '',
  kinds: ['refund', 'returnRefund'],
  reasons: {
    refund: ['不想要了', '拍错了/多拍了', '商家未按约定时间发货', '协商一致退款', '其他'],
    returnRefund: [
      '七天无理由退货',
      '商品质量问题',
      '商品与描述不符',
      '收到商品破损',
      '发错货/少发货',
      '其他',
    ],
  },
  maxQuantity: '3',
  maxAmount: '2697.00',
  unitAmount: '899.00',
  decimalScale: 0,
  payMethod: 'alipay',
  noReasonReturn: { applies: true, days: 7, until: null },
  phone: '13800000002',
  line: {
    orderNo: ORDER_NO,
    lineId: LINE_ID,
    skuId: 10021,
    name: '人体工学办公椅',
    mainImg: '/oss/goods/10021/main.jpg',
    quantity: '3',
    amount: '2697.00',
    goodsKind: 'physical',
  },
};
const INELIGIBLE: AfterSaleEligibility = {
  ...ELIGIBLE,
  eligible: false,
  message: '该商品已有进行中的售后申请',
  kinds: [],
  maxQuantity: '0',
  maxAmount: '0.00',
  unitAmount: '0.00',
};

/** The form's two fillings: a refund of one chair, then the buyer changes it to a return of two. */
const DRAFTS = {
  A: {
    kind: 'refund',
    reason: '不想要了',
    quantity: '1',
    amount: '899.00',
    instructions: '',
    phone: '13800000002',
  },
  B: {
    kind: 'returnRefund',
    reason: '收到商品破损',
    quantity: '2',
    amount: '1798.00',
    instructions: '两把椅子的椅背在运输中断裂 📦',
    phone: '13912345678',
  },
} satisfies Record<string, ApplyDraft>;
type BodyName = keyof typeof DRAFTS;

/** What the form sends once its rules pass (after-sales.types.ts applyProblems). */
function bodyOf(name: BodyName): ApplyAfterSaleBody {
  const d = DRAFTS[name];
  expect(applyProblems(d, ELIGIBLE), `draft ${name}`).toEqual({});
  return {
    orderNo: ORDER_NO,
    lineId: LINE_ID,
    kind: d.kind,
    reason: d.reason,
    quantity: d.quantity,
    amount: d.amount,
    ...(d.instructions ? { instructions: d.instructions } : {}),
    pictures: name === 'B' ? ['f_8c1d2e3a', 'f_8c1d2e3b'] : [],
    phone: d.phone,
  };
}

const LOAD_FAILED = '网络连接失败，请稍后重试';
const REFUSED = '该商品已有进行中的售后申请';

// ---------------------------------------------------------------------------------------------------
// The machine's written transitions taken by any test of this file (checked by the last test).

const WRITTEN = new Set(definedTransitions(applyAfterSaleMachine).values());
const taken = new Set<string>();

function harness() {
  const env = controllableActors();
  const goToDetail: string[] = [];
  const machine = applyAfterSaleMachine.provide({
    actors: {
      loadEligibility: env.actor('loadEligibility'),
      applyAfterSale: env.actor('applyAfterSale'),
    },
    actions: { goToDetail: (_, { afsNo }) => void goToDetail.push(afsNo) },
  });
  const names = definedTransitions(machine);
  const actor = createActor(machine, {
    input: { orderNo: ORDER_NO, lineId: LINE_ID },
    inspect: (e) => {
      if (e.type === '@xstate.microstep')
        for (const t of e._transitions) if (names.has(t)) taken.add(names.get(t)!);
    },
  }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (does: (api: ApplyAfterSaleApi) => void) => {
    does(api());
    await flush();
  };
  const loads = () => env.inputs.loadEligibility ?? [];
  const applies = () => (env.inputs.applyAfterSale ?? []) as Array<{ key: string; body: ApplyAfterSaleBody }>;
  return { env, actor, api, act, loads, applies, goToDetail, snap: () => actor.getSnapshot() };
}

async function editing() {
  const h = harness();
  await h.env.resolve('loadEligibility', ELIGIBLE);
  return h;
}

// ---------------------------------------------------------------------------------------------------

describe('apply after-sale machine', () => {
  it('loads the line’s eligibility, then offers the form', async () => {
    const { env, api, loads } = harness();
    expect(loads()).toEqual([{ orderNo: ORDER_NO, lineId: LINE_ID }]);
    expect(api()).toMatchObject({
      isLoading: true,
      loadFailed: false,
      isIneligible: false,
      isSubmitting: false,
      eligibility: null,
      error: null,
    });
    await env.resolve('loadEligibility', ELIGIBLE);
    expect(api()).toMatchObject({
      isLoading: false,
      loadFailed: false,
      isIneligible: false,
      isSubmitting: false,
      eligibility: ELIGIBLE,
      error: null,
    });
  });

  it('an ineligible line says why and takes no application', async () => {
    const { env, api, act, applies } = harness();
    await env.resolve('loadEligibility', { ...INELIGIBLE, message: '该商品不支持退款申请' });
    expect(api().isIneligible).toBe(true);
    expect(api().isLoading).toBe(false);
    expect(api().eligibility?.message).toBe('该商品不支持退款申请');
    await act((a) => a.submit(bodyOf('A')));
    expect(applies()).toEqual([]);
    expect(api().isSubmitting).toBe(false);
  });

  it('submits with an Idempotency-Key, then opens the new request', async () => {
    const { env, api, act, applies, goToDetail, snap } = await editing();
    await act((a) => a.submit(bodyOf('B')));
    expect(api().isSubmitting).toBe(true);
    expect(applies()).toHaveLength(1);
    expect(applies()[0]!.body).toEqual(bodyOf('B'));
    expect(applies()[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    // A second click while it is sent sends nothing more.
    await act((a) => a.submit(bodyOf('B')));
    expect(applies()).toHaveLength(1);
    await env.resolve('applyAfterSale', { afsNo: AFS_NO });
    expect(goToDetail).toEqual([AFS_NO]);
    expect(snap().status).toBe('done');
    // The page stays busy until it has moved on.
    expect(api().isSubmitting).toBe(true);
  });

  it('a refusal returns to the form with the server’s words; a new submission clears them', async () => {
    const { env, api, act, goToDetail } = await editing();
    await act((a) => a.submit(bodyOf('A')));
    await env.reject('applyAfterSale', new Error(REFUSED));
    expect(api().isSubmitting).toBe(false);
    expect(api().error).toBe(REFUSED);
    expect(api().eligibility).toEqual(ELIGIBLE);
    expect(goToDetail).toEqual([]);
    await act((a) => a.submit(bodyOf('A')));
    expect(api().error).toBeNull();
    expect(api().isSubmitting).toBe(true);
  });

  it('the same body keeps its key across a retry; a changed body gets a new one', async () => {
    const { env, act, applies } = await editing();
    const keys = async (...names: BodyName[]) => {
      for (const name of names) {
        await act((a) => a.submit(bodyOf(name)));
        await env.reject('applyAfterSale', new Error('网络异常'));
      }
      return applies().map((a) => a.key);
    };
    const [a1, a2, b1, b2, a3] = await keys('A', 'A', 'B', 'B', 'A');
    expect(a2).toBe(a1);
    expect(b2).toBe(b1);
    expect(b1).not.toBe(a1);
    // Only the last body's key is kept: coming back to A is a new application.
    expect(new Set([a1, b1, a3]).size).toBe(3);
    expect(applies().map((a) => a.body)).toEqual(['A', 'A', 'B', 'B', 'A'].map((n) => bodyOf(n as BodyName)));
  });

  it('the key follows the body’s content, not the object sent', async () => {
    const { env, act, applies } = await editing();
    await act((a) => a.submit(bodyOf('A')));
    await env.reject('applyAfterSale', new Error('网络异常'));
    await act((a) => a.submit(structuredClone(bodyOf('A'))));
    await env.reject('applyAfterSale', new Error('网络异常'));
    await act((a) => a.submit({ ...bodyOf('A'), amount: '898.00' }));
    const [first, second, third] = applies().map((a) => a.key);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('a failed load says why and retries', async () => {
    const { env, api, act, loads } = harness();
    await env.reject('loadEligibility', new Error(LOAD_FAILED));
    expect(api()).toMatchObject({ isLoading: false, loadFailed: true, error: LOAD_FAILED });
    await act((a) => a.retry());
    expect(api()).toMatchObject({ isLoading: true, loadFailed: false, error: null });
    expect(loads()).toHaveLength(2);
    await env.reject('loadEligibility', {});
    // A rejection without words: spec §8's fallback.
    expect(api().error).toBe('网络异常');
    await act((a) => a.retry());
    await env.resolve('loadEligibility', ELIGIBLE);
    expect(api()).toMatchObject({ loadFailed: false, error: null, eligibility: ELIGIBLE });
  });

  it('retry is only for a failed load', async () => {
    const { act, loads } = await editing();
    await act((a) => a.retry());
    expect(loads()).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the eligibility's load (eligible, ineligible, failing), the form's two bodies, the answer, and
// the clicks that must send nothing (on an ineligible line, while an application is sent).

interface ApplyModelContext {
  /** The body of the last submission, whose key the next submission of the same body keeps. */
  body: BodyName | null;
  /** The server refused the last submission: its words show on the form. */
  refused: boolean;
}
type ApplyModelEvent = {
  type:
    | 'load.eligible'
    | 'load.ineligible'
    | 'load.fails'
    | 'retry'
    | 'submit.A'
    | 'submit.B'
    | 'submit.ignored'
    | 'server.ok'
    | 'server.refuses';
};

const applyModel = setup({
  types: {} as { context: ApplyModelContext; events: ApplyModelEvent },
}).createMachine({
  id: 'applyModel',
  context: { body: null, refused: false },
  initial: 'loading',
  states: {
    loading: {
      on: { 'load.eligible': 'editing', 'load.ineligible': 'ineligible', 'load.fails': 'failed' },
    },
    failed: { on: { retry: 'loading' } },
    ineligible: { on: { 'submit.ignored': 'ineligible' } },
    editing: {
      on: {
        'submit.A': { target: 'submitting', actions: assign({ body: 'A', refused: false }) },
        'submit.B': { target: 'submitting', actions: assign({ body: 'B', refused: false }) },
      },
    },
    submitting: {
      on: {
        'server.ok': 'done',
        'server.refuses': { target: 'editing', actions: assign({ refused: true }) },
        // A second click while the application is sent.
        'submit.ignored': 'submitting',
      },
    },
    done: { type: 'final' },
  },
});

describe('apply after-sale model', () => {
  const model = createTestModel(applyModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count small', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(100);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, api, act, loads, applies, goToDetail, snap } = harness();
    let before: SnapshotFrom<typeof applyModel> | undefined;
    const submitted = async (name: BodyName) => {
      const keys = applies().map((a) => a.key);
      await act((a) => a.submit(bodyOf(name)));
      const sent = applies().at(-1)!;
      expect(applies()).toHaveLength(keys.length + 1);
      expect(sent.body).toEqual(bodyOf(name));
      // The same body as the last submission keeps its key; any other body gets a key never used.
      if (before!.context.body === name) expect(sent.key).toBe(keys.at(-1));
      else expect(keys).not.toContain(sent.key);
    };
    await path.test({
      events: {
        'load.eligible': () => env.resolve('loadEligibility', ELIGIBLE),
        'load.ineligible': () => env.resolve('loadEligibility', INELIGIBLE),
        'load.fails': () => env.reject('loadEligibility', new Error(LOAD_FAILED)),
        retry: () => act((a) => a.retry()),
        'submit.A': () => submitted('A'),
        'submit.B': () => submitted('B'),
        'submit.ignored': async () => {
          const count = applies().length;
          await act((a) => a.submit(bodyOf('A')));
          await act((a) => a.submit(bodyOf('B')));
          expect(applies()).toHaveLength(count);
        },
        'server.ok': () => env.resolve('applyAfterSale', { afsNo: AFS_NO }),
        'server.refuses': () => env.reject('applyAfterSale', new Error(REFUSED)),
      },
      states: {
        '*': (state: SnapshotFrom<typeof applyModel>) => {
          before = state;
          const a = api();
          const value = state.value as string;
          expect(a.isLoading).toBe(value === 'loading');
          expect(a.loadFailed).toBe(value === 'failed');
          expect(a.isIneligible).toBe(value === 'ineligible');
          expect(a.isSubmitting).toBe(value === 'submitting' || value === 'done');
          expect(a.error).toBe(value === 'failed' ? LOAD_FAILED : state.context.refused ? REFUSED : null);
          expect(env.isPending('loadEligibility')).toBe(value === 'loading');
          expect(env.isPending('applyAfterSale')).toBe(value === 'submitting');
          expect(goToDetail).toEqual(value === 'done' ? [AFS_NO] : []);
          expect(snap().status).toBe(value === 'done' ? 'done' : 'active');
          switch (value) {
            case 'loading':
              expect(loads().at(-1)).toEqual({ orderNo: ORDER_NO, lineId: LINE_ID });
              expect(a.eligibility).toBeNull();
              return;
            case 'failed':
              expect(a.eligibility).toBeNull();
              return;
            case 'ineligible':
              expect(a.eligibility).toEqual(INELIGIBLE);
              expect(a.eligibility!.message).toBe('该商品已有进行中的售后申请');
              return;
            case 'editing':
            case 'done':
              expect(a.eligibility).toEqual(ELIGIBLE);
              return;
            case 'submitting':
              expect(a.eligibility).toEqual(ELIGIBLE);
              expect(applies().at(-1)!.body).toEqual(bodyOf(state.context.body!));
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
