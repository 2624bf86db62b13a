import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { connect } from '../../../machines/console/console-settle-detail.connect.ts';
import { consoleSettleDetailMachine } from '../../../machines/console/console-settle-detail.machine.ts';
import type { StoreApplication } from '../../../machines/console/console-settle.types.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { application } from './console-settle.fixtures.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const ID = 12;
const REVIEWING = application(ID, 'reviewing', true);
const REMARK = '营业执照照片模糊，请上传清晰的原件照片';
const REJECTED: StoreApplication = {
  ...application(ID, 'rejected'),
  auditRemark: REMARK,
  log: [
    ...REVIEWING.log,
    {
      event: 'REJECT',
      fromStatus: 'reviewing',
      toStatus: 'rejected',
      actorName: 'admin',
      remark: REMARK,
      createdAt: '2026-11-25T02:00:00Z',
    },
  ],
};
const APPROVED = application(ID, 'approved');

function harness(id: string | null = String(ID)) {
  const env = controllableActors();
  const effects: string[] = [];
  const machine = consoleSettleDetailMachine.provide({
    actors: { loadApplication: env.actor('loadApplication'), decide: env.actor('decide') },
    actions: {
      notifyDone: (_, { decision }) => void effects.push(`done:${decision}`),
      sessionLost: () => void effects.push('lost'),
    },
  });
  const actor = createActor(machine, { input: { id } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, api, act };
}

describe('console settle detail machine', () => {
  it('a malformed id is not found without asking', () => {
    for (const id of [null, '', 'abc', '0', '-3']) {
      const { api, env } = harness(id);
      expect(api().isNotFound).toBe(true);
      expect(env.isPending('loadApplication')).toBe(false);
    }
  });

  it('loads the application by its id and offers 通过 and 驳回 while it is under review', async () => {
    const { env, api } = harness();
    expect(env.inputs.loadApplication).toEqual([{ id: ID }]);
    await env.resolve('loadApplication', REVIEWING);
    expect(api()).toMatchObject({
      application: REVIEWING,
      decisions: ['APPROVE', 'REJECT'],
      confirming: null,
    });
  });

  it('offers nothing once the application is decided', async () => {
    for (const decided of [REJECTED, APPROVED]) {
      const { env, api, act } = harness();
      await env.resolve('loadApplication', decided);
      expect(api().decisions).toEqual([]);
      await act((a) => a.request('APPROVE'));
      expect(api().confirming).toBeNull();
    }
  });

  it('sends the trimmed remarks of a rejection and shows the application as the server answers it', async () => {
    const { env, effects, api, act } = harness();
    await env.resolve('loadApplication', REVIEWING);
    await act((a) => a.request('REJECT'));
    await act((a) => a.confirm(`  ${REMARK}\n`));
    expect(env.inputs.decide).toEqual([{ id: ID, decision: 'REJECT', remark: REMARK }]);
    await env.resolve('decide', REJECTED);
    expect(api()).toMatchObject({ confirming: null, decisions: [], application: REJECTED, error: null });
    expect(effects).toEqual(['done:REJECT']);
  });

  it('an approval sends no remarks', async () => {
    const { env, effects, api, act } = harness();
    await env.resolve('loadApplication', REVIEWING);
    await act((a) => a.request('APPROVE'));
    await act((a) => a.confirm());
    expect(env.inputs.decide).toEqual([{ id: ID, decision: 'APPROVE', remark: '' }]);
    await env.resolve('decide', APPROVED);
    expect(api().application?.status).toBe('approved');
    expect(effects).toEqual(['done:APPROVE']);
  });
});

type ModelEvent = {
  type:
    | 'load.reviewing'
    | 'load.decided'
    | 'load.notFound'
    | 'load.fails'
    | 'load.unauthorized'
    | 'retry'
    | 'approve.request'
    | 'reject.request'
    | 'confirm'
    | 'confirm.empty'
    | 'confirm.long'
    | 'confirm.remark'
    | 'dismiss'
    | 'decide.ok'
    | 'decide.fails'
    | 'decide.refused'
    | 'decide.unauthorized';
};

/** The application page as the operator uses it; the server decides what each load and decision answers. */
const settleDetailModel = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'settleDetailModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.reviewing': 'reviewing',
        'load.decided': 'decided',
        'load.notFound': 'notFound',
        'load.fails': 'failed',
        'load.unauthorized': 'lost',
      },
    },
    failed: { on: { retry: 'loading' } },
    lost: { on: { retry: 'loading' } },
    notFound: {},
    decided: {},
    reviewing: { on: { 'approve.request': 'confirmApprove', 'reject.request': 'confirmReject' } },
    confirmApprove: { on: { confirm: 'sendingApprove', dismiss: 'reviewing' } },
    confirmReject: {
      on: {
        'confirm.empty': 'rejectEmpty',
        'confirm.long': 'rejectLong',
        'confirm.remark': 'sendingReject',
        dismiss: 'reviewing',
      },
    },
    rejectEmpty: { on: { 'confirm.remark': 'sendingReject', dismiss: 'reviewing' } },
    rejectLong: { on: { 'confirm.remark': 'sendingReject' } },
    sendingApprove: {
      on: { 'decide.ok': 'approved', 'decide.refused': 'reloading', 'decide.unauthorized': 'approveLost' },
    },
    sendingReject: { on: { 'decide.ok': 'rejected', 'decide.fails': 'rejectFailed' } },
    rejectFailed: { on: { 'confirm.remark': 'sendingReject', dismiss: 'reviewing' } },
    approved: {},
    rejected: {},
    approveLost: {},
    reloading: { on: { 'load.decided': 'decidedWithError' } },
    decidedWithError: {},
  },
});

describe('console settle detail model', () => {
  const paths = modelCoverPaths(settleDetailModel, 10);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, api, act } = harness();
    await path.test({
      events: {
        'load.reviewing': () => env.resolve('loadApplication', REVIEWING),
        'load.decided': () => env.resolve('loadApplication', APPROVED),
        'load.notFound': () => env.reject('loadApplication', apiError(404, '入驻申请不存在')),
        'load.fails': () => env.reject('loadApplication', apiError(500, '服务器错误')),
        'load.unauthorized': () => env.reject('loadApplication', apiError(401, '请先登录')),
        retry: () => act((a) => a.retry()),
        'approve.request': () => act((a) => a.request('APPROVE')),
        'reject.request': () => act((a) => a.request('REJECT')),
        confirm: () => act((a) => a.confirm()),
        'confirm.empty': () => act((a) => a.confirm('  ')),
        'confirm.long': () => act((a) => a.confirm('好'.repeat(201))),
        'confirm.remark': () => act((a) => a.confirm(REMARK)),
        dismiss: () => act((a) => a.dismiss()),
        'decide.ok': () => {
          const last = env.inputs.decide?.at(-1) as { decision: string };
          return env.resolve('decide', last.decision === 'APPROVE' ? APPROVED : REJECTED);
        },
        'decide.fails': () => env.reject('decide', apiError(500, '服务器错误')),
        'decide.refused': () => env.reject('decide', apiError(400, '该申请已处理')),
        'decide.unauthorized': () => env.reject('decide', apiError(401, '请先登录')),
      },
      states: {
        loading: () => expect(env.isPending('loadApplication')).toBe(true),
        failed: () => expect(api()).toMatchObject({ loadFailed: true, error: '服务器错误' }),
        lost: () => expect(effects).toEqual(['lost']),
        notFound: () => expect(api().isNotFound).toBe(true),
        decided: () => expect(api()).toMatchObject({ decisions: [], error: null }),
        reviewing: () =>
          expect(api()).toMatchObject({ decisions: ['APPROVE', 'REJECT'], confirming: null, error: null }),
        confirmApprove: () => expect(api()).toMatchObject({ confirming: 'APPROVE', isSending: false }),
        confirmReject: () => expect(api()).toMatchObject({ confirming: 'REJECT', remarkProblem: null }),
        rejectEmpty: () => expect(api()).toMatchObject({ confirming: 'REJECT', remarkProblem: 'required' }),
        rejectLong: () => expect(api()).toMatchObject({ confirming: 'REJECT', remarkProblem: 'tooLong' }),
        sendingApprove: () => {
          expect(api()).toMatchObject({ confirming: 'APPROVE', isSending: true });
          expect(env.inputs.decide?.at(-1)).toEqual({ id: ID, decision: 'APPROVE', remark: '' });
        },
        sendingReject: () => {
          expect(api()).toMatchObject({ confirming: 'REJECT', isSending: true, remarkProblem: null });
          expect(env.inputs.decide?.at(-1)).toEqual({ id: ID, decision: 'REJECT', remark: REMARK });
        },
        rejectFailed: () =>
          expect(api()).toMatchObject({ confirming: 'REJECT', isSending: false, error: '服务器错误' }),
        approved: () => {
          expect(api()).toMatchObject({ confirming: null, decisions: [] });
          expect(api().application?.status).toBe('approved');
          expect(effects).toEqual(['done:APPROVE']);
        },
        rejected: () => {
          expect(api().application).toEqual(REJECTED);
          expect(effects).toEqual(['done:REJECT']);
        },
        approveLost: () => {
          expect(api().confirming).toBe('APPROVE');
          expect(effects).toEqual(['lost']);
        },
        reloading: () => {
          expect(env.isPending('loadApplication')).toBe(true);
          expect(api().confirming).toBeNull();
        },
        decidedWithError: () => expect(api()).toMatchObject({ decisions: [], error: '该申请已处理' }),
      },
    });
  });
});
