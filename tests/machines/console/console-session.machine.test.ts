import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import type { ConsoleMe } from '../../../machines/console/console.types.ts';
import { connect } from '../../../machines/console/console-session.connect.ts';
import { consoleSessionMachine } from '../../../machines/console/console-session.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import { apiError, modelCoverPaths } from './console-test-support.ts';

const OWNER: ConsoleMe = {
  userId: '5',
  userName: 'supplier01',
  isOperator: false,
  stores: [{ storeId: 1, storeName: '集采自营店', role: 'owner' }],
  menus: ['orders', 'afterSales'],
};
const SERVICE: ConsoleMe = {
  ...OWNER,
  userName: 'merchant01',
  stores: [{ storeId: 1, storeName: '集采自营店', role: 'service' }],
  menus: ['afterSales'],
};
const OPERATOR: ConsoleMe = {
  userId: '9',
  userName: 'admin',
  isOperator: true,
  stores: [
    { storeId: 1, storeName: '集采自营店', role: 'operator' },
    { storeId: 2, storeName: '办公用品店', role: 'operator' },
  ],
  menus: ['orders', 'afterSales'],
};

/** A rejection as the API layer makes it: the server's words, the HTTP status and the envelope code. */
const CREDENTIALS = { userName: 'supplier01', password: 'Mall@2026' };

function harness(shopId: string | null = 'DEMO') {
  const env = controllableActors();
  const effects: string[] = [];
  const machine = consoleSessionMachine.provide({
    actors: {
      loadMe: env.actor('loadMe'),
      signIn: env.actor('signIn'),
      revokeSession: env.actor('revokeSession'),
      getImageCert: env.actor('getImageCert'),
      checkImageCert: env.actor('checkImageCert'),
    },
    actions: {
      storeTenant: (_, { shopId: id }) => void effects.push(`tenant:${id}`),
      endSession: () => void effects.push('ended'),
    },
  });
  const actor = createActor(machine, { input: { shopId } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  const act = async (fn: (a: ReturnType<typeof api>) => void) => {
    fn(api());
    await flush();
  };
  return { env, effects, actor, api, act };
}

describe('console session machine', () => {
  it('without a tenant the login page shows at once and asks for one', async () => {
    const { env, api, act } = harness(null);
    expect(api().status).toBe('signedOut');
    expect(env.isPending('loadMe')).toBe(false);
    await act((a) => a.signIn(CREDENTIALS));
    expect(api().refusal).toBe('tenantRequired');
    expect(env.isPending('signIn')).toBe(false);
    await act((a) => a.changeTenant('HBKY'));
    await act((a) => a.signIn(CREDENTIALS));
    expect(env.inputs.signIn).toEqual([{ shopId: 'HBKY', ...CREDENTIALS, imageTicket: null }]);
  });

  it('a staff member signs in: the login, then who they are; the tenant is remembered', async () => {
    const { env, effects, api, act, actor } = harness();
    await env.reject('loadMe', apiError(401, '请先登录'));
    await act((a) => a.signIn({ userName: ' supplier01 ', password: 'Mall@2026' }));
    expect(api().isBusy).toBe(true);
    expect(api().canChangeTenant).toBe(false);
    await env.resolve('signIn');
    await env.resolve('loadMe', OWNER);
    expect(env.inputs.signIn).toEqual([{ shopId: 'DEMO', ...CREDENTIALS, imageTicket: null }]);
    expect(api()).toMatchObject({
      status: 'signedIn',
      role: 'owner',
      storeName: '集采自营店',
      menus: ['orders', 'afterSales'],
    });
    expect(effects).toEqual(['tenant:DEMO']);
    // The password is not kept once the sign-in is over.
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('the operator sees every store; customer service only the after-sales menu', async () => {
    const op = harness();
    await op.env.resolve('loadMe', OPERATOR);
    expect(op.api()).toMatchObject({ role: 'operator', storeName: null, menus: ['orders', 'afterSales'] });
    const service = harness();
    await service.env.resolve('loadMe', SERVICE);
    expect(service.api()).toMatchObject({ role: 'service', menus: ['afterSales'] });
  });

  it('an account that is no store staff is refused and its new session revoked', async () => {
    const { env, effects, api, act } = harness();
    await env.reject('loadMe', apiError(401, '请先登录'));
    await act((a) => a.signIn({ userName: 'buyer03', password: 'Mall@2026' }));
    await env.resolve('signIn');
    await env.reject('loadMe', apiError(403, '您不是店铺员工，无法进入管理平台'));
    expect(env.isPending('revokeSession')).toBe(true);
    await env.resolve('revokeSession');
    expect(api()).toMatchObject({ status: 'signedOut', refusal: 'notStaff' });
    expect(effects).toEqual(['ended']);
  });

  it('after failures the next attempt answers a picture first, and spends its ticket', async () => {
    const { env, api, act } = harness();
    await env.reject('loadMe', apiError(401, '请先登录'));
    await act((a) => a.signIn(CREDENTIALS));
    await env.reject('signIn', apiError(428, '请先完成图片验证'));
    expect(api().needsImageCheck).toBe(true);
    await env.resolve('getImageCert', { certId: 'C1', image: 'data:image/svg+xml;base64,' });
    await act((a) => a.signIn(CREDENTIALS));
    expect(api().refusal).toBe('imageCodeRequired');
    await act((a) => a.signIn({ ...CREDENTIALS, imageCode: ' ab12 ' }));
    expect(env.inputs.checkImageCert).toEqual([{ shopId: 'DEMO', certId: 'C1', code: 'ab12' }]);
    await env.resolve('checkImageCert', { ticket: 'T1' });
    expect(env.inputs.signIn?.at(-1)).toEqual({ shopId: 'DEMO', ...CREDENTIALS, imageTicket: 'T1' });
  });

  it('a lost session and a logout both end it on this side', async () => {
    const { env, effects, api, act, actor } = harness();
    await env.resolve('loadMe', OWNER);
    actor.send({ type: 'session.lost' });
    expect(api().status).toBe('signedOut');
    expect(effects).toEqual(['ended']);
    await act((a) => a.signIn(CREDENTIALS));
    await env.resolve('signIn');
    await env.resolve('loadMe', OWNER);
    await act((a) => a.logout());
    await env.reject('revokeSession', new Error('网络异常'));
    expect(api().status).toBe('signedOut');
    expect(effects).toEqual(['ended', 'tenant:DEMO', 'ended']);
  });
});

type ModelEvent = {
  type:
    | 'me.succeeds'
    | 'me.unauthorized'
    | 'me.forbidden'
    | 'me.fails'
    | 'retry'
    | 'submit.valid'
    | 'submit.empty'
    | 'submit.withCode'
    | 'tenant.change'
    | 'signIn.succeeds'
    | 'signIn.rejected'
    | 'signIn.needsImage'
    | 'cert.loads'
    | 'cert.fails'
    | 'image.refresh'
    | 'picture.right'
    | 'picture.wrong'
    | 'revoke.succeeds'
    | 'revoke.fails'
    | 'logout'
    | 'lost';
};

const signedOutOn = {
  'submit.valid': '#sessionModel.signingIn',
  'submit.empty': '#sessionModel.signedOut.invalid',
  'tenant.change': '#sessionModel.signedOut.idle',
} as const;

/** The session as a user and the server see it; each state is checked against the real machine. */
const sessionModel = setup({ types: { events: {} as ModelEvent } }).createMachine({
  id: 'sessionModel',
  initial: 'checking',
  states: {
    checking: {
      on: { 'me.succeeds': 'signedIn', 'me.unauthorized': 'signedOut', 'me.fails': 'failed' },
    },
    failed: { on: { retry: 'checking' } },
    signedOut: {
      initial: 'idle',
      states: {
        idle: { on: signedOutOn },
        invalid: { on: signedOutOn },
        rejected: { on: signedOutOn },
        refused: { on: signedOutOn },
        imageCheck: {
          initial: 'loading',
          on: { 'tenant.change': '#sessionModel.signedOut.idle' },
          states: {
            loading: { on: { 'cert.loads': 'answering', 'cert.fails': 'answering' } },
            answering: {
              on: {
                'submit.withCode': 'checking',
                'submit.valid': 'codeMissing',
                'image.refresh': 'loading',
              },
            },
            codeMissing: { on: { 'submit.withCode': 'checking', 'image.refresh': 'loading' } },
            checking: { on: { 'picture.right': '#sessionModel.signingIn', 'picture.wrong': 'loading' } },
          },
        },
      },
    },
    signingIn: {
      on: {
        'signIn.succeeds': 'verifying',
        'signIn.rejected': 'signedOut.rejected',
        'signIn.needsImage': 'signedOut.imageCheck',
      },
    },
    verifying: {
      on: { 'me.succeeds': 'signedIn', 'me.forbidden': 'refusing', 'me.fails': 'signedOut.rejected' },
    },
    refusing: { on: { 'revoke.succeeds': 'signedOut.refused', 'revoke.fails': 'signedOut.refused' } },
    signedIn: { on: { logout: 'signingOut', lost: 'signedOut' } },
    signingOut: { on: { 'revoke.succeeds': 'signedOut', 'revoke.fails': 'signedOut' } },
  },
});

describe('console session model', () => {
  const paths = modelCoverPaths(sessionModel, 20);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, effects, api, act, actor } = harness();
    await path.test({
      events: {
        'me.succeeds': () => env.resolve('loadMe', OWNER),
        'me.unauthorized': () => env.reject('loadMe', apiError(401, '请先登录')),
        'me.forbidden': () => env.reject('loadMe', apiError(403, '您不是店铺员工')),
        'me.fails': () => env.reject('loadMe', apiError(500, '服务器错误')),
        retry: () => act((a) => a.retry()),
        'submit.valid': () => act((a) => a.signIn(CREDENTIALS)),
        'submit.empty': () => act((a) => a.signIn({ userName: ' ', password: '' })),
        'submit.withCode': () => act((a) => a.signIn({ ...CREDENTIALS, imageCode: 'ab12' })),
        'tenant.change': () => act((a) => a.changeTenant('HBKY')),
        'signIn.succeeds': () => env.resolve('signIn'),
        'signIn.rejected': () => env.reject('signIn', apiError(400, '账号或密码错误')),
        'signIn.needsImage': () => env.reject('signIn', apiError(428, '请先完成图片验证')),
        'cert.loads': () => env.resolve('getImageCert', { certId: 'C1', image: 'data:,' }),
        'cert.fails': () => env.reject('getImageCert', apiError(429, '请求过于频繁')),
        'image.refresh': () => act((a) => a.refreshImage()),
        'picture.right': () => env.resolve('checkImageCert', { ticket: 'T1' }),
        'picture.wrong': () => env.reject('checkImageCert', apiError(400, '验证码错误')),
        'revoke.succeeds': () => env.resolve('revokeSession'),
        'revoke.fails': () => env.reject('revokeSession', apiError(500, '服务器错误')),
        logout: () => act((a) => a.logout()),
        lost: async () => {
          actor.send({ type: 'session.lost' });
          await flush();
        },
      },
      states: {
        checking: () => {
          expect(api().status).toBe('checking');
          expect(env.isPending('loadMe')).toBe(true);
        },
        failed: () => expect(api()).toMatchObject({ status: 'failed', error: '服务器错误' }),
        'signedOut.idle': () => {
          expect(api()).toMatchObject({
            status: 'signedOut',
            refusal: null,
            me: null,
            canChangeTenant: true,
          });
        },
        'signedOut.invalid': () => expect(api().refusal).toBe('fieldsRequired'),
        'signedOut.rejected': () => expect(api()).toMatchObject({ status: 'signedOut', refusal: null }),
        'signedOut.refused': () => {
          expect(api()).toMatchObject({ status: 'signedOut', refusal: 'notStaff' });
          expect(effects.at(-1)).toBe('ended');
        },
        'signedOut.imageCheck.loading': () => {
          expect(api().needsImageCheck).toBe(true);
          expect(env.isPending('getImageCert')).toBe(true);
        },
        'signedOut.imageCheck.answering': () => {
          expect(api()).toMatchObject({ needsImageCheck: true, isBusy: false, status: 'signedOut' });
        },
        'signedOut.imageCheck.codeMissing': () => expect(api().refusal).toBe('imageCodeRequired'),
        'signedOut.imageCheck.checking': () => {
          expect(api().isBusy).toBe(true);
          expect(env.isPending('checkImageCert')).toBe(true);
        },
        signingIn: () => {
          expect(api()).toMatchObject({ status: 'signedOut', isBusy: true, canChangeTenant: false });
          expect(env.isPending('signIn')).toBe(true);
        },
        verifying: () => {
          expect(api().isBusy).toBe(true);
          expect(env.isPending('loadMe')).toBe(true);
        },
        refusing: () => expect(env.isPending('revokeSession')).toBe(true),
        signedIn: () => expect(api()).toMatchObject({ status: 'signedIn', me: OWNER }),
        signingOut: () => {
          expect(api()).toMatchObject({ status: 'signedIn', isBusy: true });
          expect(env.isPending('revokeSession')).toBe(true);
        },
      },
    });
  });
});
