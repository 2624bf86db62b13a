import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  loginMachine,
  type CompleteLoginParams,
  type LoginEvent,
} from '../../../machines/identity/login.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const buyer: CurrentUser = { userId: 'u2', userName: 'buyer01', userType: 2 };

function login(options: { fromRegister?: boolean; rejectWith?: string } = {}) {
  const completed: CompleteLoginParams[] = [];
  const calls: string[] = [];
  const machine = loginMachine.provide({
    actors: {
      loginByPassword: fromPromise(async ({ input }) => {
        calls.push(`password:${input.userName}:${input.password}`);
        if (options.rejectWith) throw new Error(options.rejectWith);
        return { accessToken: 'tok' };
      }),
      loginBySms: fromPromise(async ({ input }) => {
        calls.push(`sms:${input.mobile}:${input.code}`);
        return { accessToken: 'tok-sms' };
      }),
      loadUser: fromPromise(async ({ input }) => {
        calls.push(`user:${input.token}`);
        return buyer;
      }),
      fetchPaySettlementType: fromPromise<unknown, { token: string }>(async () => 1),
      smsCountdown: smsCountdownWith(
        fromPromise(async ({ input }) => void calls.push(`code:${input.mobile}`)),
      ),
    },
    actions: { completeLogin: (_, params) => void completed.push(params) },
  });
  const actor = createActor(machine, { input: { fromRegister: options.fromRegister } }).start();
  const send = async (...events: LoginEvent[]) => {
    for (const e of events) actor.send(e);
    await flush();
  };
  return { actor, send, completed, calls };
}

const field = (f: 'userName' | 'password' | 'mobile' | 'code', value: string): LoginEvent => ({
  type: 'field.change',
  field: f,
  value,
});

describe('login machine', () => {
  it.each([
    [[], 3, 'validation.account'],
    [[field('userName', 'ab')], 3, 'validation.account'],
    [[field('userName', 'buyer01')], 4, 'validation.password'],
    [
      [
        field('userName', 'buyer01'),
        field('password', 'x'),
        { type: 'field.change', field: 'termsAccepted', value: false },
      ],
      6,
      'validation.terms',
    ],
  ] as Array<[LoginEvent[], number, string]>)(
    'refuses an account submit (%#) with indicator %i',
    async (events, indicator, key) => {
      const { actor, send, calls } = login();
      await send(...events, { type: 'submit' });
      expect(actor.getSnapshot().context).toMatchObject({ errorIndicator: indicator, errorKey: key });
      expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
      expect(calls).toEqual([]);
    },
  );

  it.each([
    [[], 1],
    [[field('mobile', '13800000002')], 2],
    [
      [
        field('mobile', '13800000002'),
        field('code', '1234'),
        { type: 'field.change', field: 'termsAccepted', value: false },
      ],
      6,
    ],
  ] as Array<[LoginEvent[], number]>)(
    'refuses a phone submit (%#) with indicator %i',
    async (events, indicator) => {
      const { actor, send } = login();
      await send({ type: 'mode.switch', mode: 'phone' }, ...events, { type: 'submit' });
      expect(actor.getSnapshot().context.errorIndicator).toBe(indicator);
    },
  );

  it('logs in by password with the trimmed account, loads the user and hands the token to the app', async () => {
    const { send, completed, calls } = login();
    await send(field('userName', ' buyer01 '), field('password', 'Mall@2026'), { type: 'submit' });
    await flush();
    expect(calls).toEqual(['password:buyer01:Mall@2026', 'user:tok']);
    expect(completed).toEqual([{ token: 'tok', user: buyer, settlementType: 1, fromRegister: false }]);
  });

  it('tells the app it came from /register', async () => {
    const { send, completed } = login({ fromRegister: true });
    await send(field('userName', 'buyer01'), field('password', 'Mall@2026'), { type: 'submit' });
    await flush();
    expect(completed[0]?.fromRegister).toBe(true);
  });

  it('shows the server message after a rejected login and clears it on the next change', async () => {
    const { actor, send } = login({ rejectWith: '账号或密码错误' });
    await send(field('userName', 'buyer01'), field('password', 'bad'), { type: 'submit' });
    expect(actor.getSnapshot().matches({ form: { account: { editing: 'rejected' } } })).toBe(true);
    expect(actor.getSnapshot().context.serverError).toBe('账号或密码错误');
    await send(field('password', 'Mall@2026'));
    expect(actor.getSnapshot().context.serverError).toBeNull();
  });

  it('forwards a code request with the current mobile to the countdown child, which survives a tab switch', async () => {
    const { actor, send, calls } = login();
    await send({ type: 'mode.switch', mode: 'phone' }, field('mobile', '13800000002'), {
      type: 'code.request',
    });
    expect(calls).toEqual(['code:13800000002']);
    const child = () => actor.getSnapshot().children.smsCountdown as AnyActorRef;
    expect(child().getSnapshot().hasTag('counting')).toBe(true);
    await send({ type: 'mode.switch', mode: 'account' }, { type: 'mode.switch', mode: 'phone' });
    expect(child().getSnapshot().hasTag('counting')).toBe(true);
    await send({ type: 'code.request' });
    expect(calls).toEqual(['code:13800000002']);
  });

  it('logs in by SMS code', async () => {
    const { send, calls, completed } = login();
    await send(
      { type: 'mode.switch', mode: 'phone' },
      field('mobile', '13800000002'),
      field('code', '123456'),
      {
        type: 'submit',
      },
    );
    await flush();
    expect(calls).toEqual(['sms:13800000002:123456', 'user:tok-sms']);
    expect(completed[0]?.token).toBe('tok-sms');
  });
});

describe('login machine: the image check', () => {
  /** A login whose password attempts answer from `answers` in turn (an Error with a code, or a token). */
  function guarded(
    answers: Array<{ code: number; message: string } | 'ok'>,
    pictures: string[] = ['c1', 'c2', 'c3'],
  ) {
    const calls: string[] = [];
    const completed: CompleteLoginParams[] = [];
    const machine = loginMachine.provide({
      actors: {
        loginByPassword: fromPromise(async ({ input }) => {
          calls.push(`password:${input.password}:${input.imageTicket ?? '-'}`);
          const answer = answers.shift();
          if (answer && answer !== 'ok')
            throw Object.assign(new Error(answer.message), { code: answer.code });
          return { accessToken: 'tok' };
        }),
        getImageCert: fromPromise(async () => {
          const certId = pictures.shift() ?? 'cX';
          calls.push(`picture:${certId}`);
          return { certId, image: `data:image/svg+xml;base64,${certId}` };
        }),
        checkImageCert: fromPromise(async ({ input }) => {
          calls.push(`check:${input.certId}:${input.code}`);
          if (input.code !== 'AB12')
            throw Object.assign(new Error('图片验证码错误或已失效，请换一张再试'), { code: 400 });
          return { ticket: `ticket-${input.certId}` };
        }),
        loadUser: fromPromise(async () => buyer),
        fetchPaySettlementType: fromPromise<unknown, { token: string }>(async () => 1),
      },
      actions: { completeLogin: (_, params) => void completed.push(params) },
    });
    const actor = createActor(machine, { input: {} }).start();
    const send = async (...events: LoginEvent[]) => {
      for (const e of events) actor.send(e);
      await flush();
    };
    return { actor, send, calls, completed };
  }
  const REQUIRED = { code: 428, message: '请先完成图片验证' };
  const FAILED = { code: 400, message: '账号或密码错误' };
  const imageCode = (value: string): LoginEvent => ({ type: 'field.change', field: 'imageCode', value });

  it('shows a picture when the server asks for one, and sends its ticket with the next attempt', async () => {
    const { actor, send, calls, completed } = guarded([REQUIRED, 'ok']);
    await send(field('userName', 'buyer01'), field('password', 'Mall@2026'), { type: 'submit' });
    const snap = actor.getSnapshot();
    expect(snap.matches({ form: { account: { imageCheck: 'answering' } } })).toBe(true);
    expect(snap.context.imageCert?.certId).toBe('c1');
    expect(snap.context.serverError).toBe('请先完成图片验证');
    await send(imageCode('AB12'), { type: 'submit' });
    await flush();
    expect(calls).toEqual([
      'password:Mall@2026:-',
      'picture:c1',
      'check:c1:AB12',
      'password:Mall@2026:ticket-c1',
    ]);
    expect(completed).toHaveLength(1);
  });

  it('refuses a submit without the picture code, naming it', async () => {
    const { actor, send, calls } = guarded([REQUIRED]);
    await send(field('userName', 'buyer01'), field('password', 'Mall@2026'), { type: 'submit' });
    await send({ type: 'submit' });
    expect(actor.getSnapshot().context.errorKey).toBe('validation.imageCode');
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(calls.filter((c) => c.startsWith('check'))).toEqual([]);
  });

  it('gives a new picture after a wrong answer, after a failed attempt, and on request', async () => {
    const { actor, send, calls } = guarded([REQUIRED, FAILED], ['c1', 'c2', 'c3', 'c4']);
    await send(field('userName', 'buyer01'), field('password', 'bad'), { type: 'submit' });
    await send(imageCode('WRONG'), { type: 'submit' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      imageCert: { certId: 'c2' },
      imageCode: '',
      serverError: '图片验证码错误或已失效，请换一张再试',
    });
    await send(imageCode('AB12'), { type: 'submit' });
    await flush();
    expect(actor.getSnapshot().matches({ form: { account: { imageCheck: 'answering' } } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      imageCert: { certId: 'c3' },
      serverError: '账号或密码错误',
    });
    await send({ type: 'imageCert.refresh' });
    expect(actor.getSnapshot().context.imageCert?.certId).toBe('c4');
    expect(calls).toEqual([
      'password:bad:-',
      'picture:c1',
      'check:c1:WRONG',
      'picture:c2',
      'check:c2:AB12',
      'password:bad:ticket-c2',
      'picture:c3',
      'picture:c4',
    ]);
  });
});

/**
 * Model: each tab's fields advance through stages that produce each error indicator in turn
 * (account: empty → 'ab' → ' buyer01 ' → password → valid; phone: empty → short → valid → code → valid);
 * the terms box toggles. Field values are the model's context, so the expectation is written, not computed.
 */
const ACCOUNT_STAGES: LoginEvent[] = [
  field('userName', 'ab'),
  field('userName', ' buyer01 '),
  field('password', 'Mall@2026'),
];
const PHONE_STAGES: LoginEvent[] = [
  field('mobile', '1380000000'),
  field('mobile', '13800000002'),
  field('code', '123456'),
];
const ACCOUNT_INDICATOR = [3, 3, 4, 0];
const PHONE_INDICATOR = [1, 1, 2, 0];

type ModelEvent =
  | { type: 'field.change'; stage: number; tab: 'account' | 'phone' }
  | { type: 'terms.toggle' }
  | { type: 'mode.switch'; mode: 'account' | 'phone' }
  | { type: 'submit' }
  | { type: 'code.request' }
  | { type: 'login.succeeds' | 'login.rejected' | 'user.loaded' | 'user.fails' }
  | { type: 'settlement.loaded' | 'settlement.fails' | 'login.retry' };
interface ModelContext {
  account: number;
  phone: number;
  terms: boolean;
}
const expectedIndicator = (c: ModelContext, tab: 'account' | 'phone') => {
  const i = tab === 'account' ? ACCOUNT_INDICATOR[c.account]! : PHONE_INDICATOR[c.phone]!;
  return i === 0 && !c.terms ? 6 : i;
};

const loginModel = setup({
  types: {} as { context: ModelContext; events: ModelEvent },
  guards: {
    accountValid: ({ context }) => expectedIndicator(context, 'account') === 0,
    phoneValid: ({ context }) => expectedIndicator(context, 'phone') === 0,
  },
  actions: {
    advance: assign(({ context, event }) =>
      event.type === 'field.change' ? { [event.tab]: Math.max(context[event.tab], event.stage) } : {},
    ),
    toggleTerms: assign({ terms: ({ context }) => !context.terms }),
  },
}).createMachine({
  id: 'loginModel',
  context: { account: 0, phone: 0, terms: true },
  initial: 'form',
  states: {
    form: {
      initial: 'account',
      states: {
        account: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'clean',
              on: {
                'field.change': { target: '.clean', actions: 'advance' },
                'terms.toggle': { target: '.clean', actions: 'toggleTerms' },
                submit: [{ guard: 'accountValid', target: 'authenticating' }, { target: '.invalid' }],
                'mode.switch': '#loginModel.form.phone',
              },
              states: { clean: {}, invalid: {}, rejected: {} },
            },
            authenticating: {
              on: { 'login.succeeds': '#loginModel.loadingUser', 'login.rejected': 'editing.rejected' },
            },
          },
        },
        phone: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'clean',
              on: {
                'field.change': { target: '.clean', actions: 'advance' },
                'terms.toggle': { target: '.clean', actions: 'toggleTerms' },
                submit: [{ guard: 'phoneValid', target: 'authenticating' }, { target: '.invalid' }],
                'mode.switch': '#loginModel.form.account',
                'code.request': '.codeRequested',
              },
              states: { clean: {}, invalid: {}, rejected: {}, codeRequested: {} },
            },
            authenticating: {
              on: { 'login.succeeds': '#loginModel.loadingUser', 'login.rejected': 'editing.rejected' },
            },
          },
        },
        last: { type: 'history' },
      },
    },
    loadingUser: { on: { 'user.loaded': 'fetchingSettlementType', 'user.fails': 'failed' } },
    fetchingSettlementType: { on: { 'settlement.loaded': 'done', 'settlement.fails': 'failed' } },
    failed: {
      on: {
        'login.retry': 'loadingUser',
        'field.change': '#loginModel.form.last',
        'mode.switch': [
          { guard: ({ event }) => event.mode === 'phone', target: '#loginModel.form.phone' },
          { target: '#loginModel.form.account' },
        ],
      },
    },
    done: { type: 'final' },
  },
});

function modelEvents(state: SnapshotFrom<typeof loginModel>): ModelEvent[] {
  const tab: 'account' | 'phone' = state.matches({ form: 'phone' }) ? 'phone' : 'account';
  const stage = state.context[tab];
  const next: ModelEvent[] = stage < 3 ? [{ type: 'field.change', stage: stage + 1, tab }] : [];
  // Keep paths few: the terms box is toggled only once the current tab's fields are complete.
  const terms: ModelEvent[] = stage === 3 ? [{ type: 'terms.toggle' }] : [];
  // Tabs switch only from a clean form at the first or last stage, which is enough to show the other
  // tab keeps its fields, and keeps the two tabs' stages from multiplying.
  const canSwitch = (stage === 0 || stage === 3) && state.matches({ form: { [tab]: { editing: 'clean' } } });
  // Leaving `failed` by a tab: either one (the page then shows the account tab as the current one).
  const switches: ModelEvent[] = state.matches('failed')
    ? [
        { type: 'mode.switch', mode: 'phone' },
        { type: 'mode.switch', mode: 'account' },
      ]
    : canSwitch
      ? [{ type: 'mode.switch', mode: tab === 'account' ? 'phone' : 'account' }]
      : [];
  return [
    ...(state.matches('failed') ? [{ type: 'field.change' as const, stage: 0, tab }] : next),
    ...terms,
    ...switches,
    ...(
      [
        'submit',
        'code.request',
        'login.succeeds',
        'login.rejected',
        'user.loaded',
        'user.fails',
        'settlement.loaded',
        'settlement.fails',
        'login.retry',
      ] as const
    ).map((type) => ({ type })),
  ];
}

describe('login model', () => {
  const model = createTestModel(loginModel, {
    events: modelEvents,
    // An own event the events function left out would otherwise be added without its payload.
    filterEvents: (state, event) =>
      modelEvents(state).some(
        (e) => e.type === event.type && 'type' in e && JSON.stringify(e) === JSON.stringify(event),
      ),
  });
  // Simple paths run to many thousands: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const env = controllableActors();
    const completed: CompleteLoginParams[] = [];
    const machine = loginMachine.provide({
      actors: {
        loginByPassword: env.actor('loginByPassword'),
        loginBySms: env.actor('loginBySms'),
        loadUser: env.actor('loadUser'),
        fetchPaySettlementType: env.actor('fetchPaySettlementType'),
        smsCountdown: smsCountdownWith(env.actor('sendSmsCode')),
      },
      actions: { completeLogin: (_, params) => void completed.push(params) },
    });
    const actor = createActor(machine, { input: {} }).start();
    const send = async (event: LoginEvent) => {
      actor.send(event);
      await flush();
    };
    const authActor = () =>
      actor.getSnapshot().matches({ form: 'phone' }) ? 'loginBySms' : 'loginByPassword';

    await path.test({
      events: {
        'field.change': async (step) => {
          const event = step.event as Extract<ModelEvent, { type: 'field.change' }>;
          // Stage 0 is the model's "type anything" leaving `failed`; it changes no stage.
          if (event.stage === 0) return send({ type: 'field.change', field: 'termsAccepted', value: true });
          return send((event.tab === 'account' ? ACCOUNT_STAGES : PHONE_STAGES)[event.stage - 1]!);
        },
        'terms.toggle': () =>
          send({
            type: 'field.change',
            field: 'termsAccepted',
            value: !actor.getSnapshot().context.termsAccepted,
          }),
        'mode.switch': ({ event }) => send(event as LoginEvent),
        submit: () => send({ type: 'submit' }),
        'code.request': () => send({ type: 'code.request' }),
        'login.succeeds': () => env.resolve(authActor(), { accessToken: 'tok' }),
        'login.rejected': () => env.reject(authActor(), new Error('验证码错误')),
        'user.loaded': () => env.resolve('loadUser', buyer),
        'user.fails': () => env.reject('loadUser', new Error('获取用户信息失败')),
        'settlement.loaded': () => env.resolve('fetchPaySettlementType', 1),
        'settlement.fails': () => env.reject('fetchPaySettlementType', new Error('网络异常')),
        'login.retry': () => send({ type: 'login.retry' }),
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          const c = state.context;
          if (state.matches('form')) {
            const tab = state.matches({ form: 'phone' }) ? 'phone' : 'account';
            const v = state.value as { form: Record<string, string | Record<string, string>> };
            const sub = v.form[tab]!;
            if (sub === 'authenticating') {
              expect(s.matches({ form: { [tab]: 'authenticating' } })).toBe(true);
              expect(s.hasTag('submitting')).toBe(true);
              return;
            }
            const editing = (sub as { editing: string }).editing;
            if (editing === 'codeRequested') {
              expect(s.matches({ form: { phone: 'editing' } })).toBe(true);
              const child = s.children.smsCountdown as AnyActorRef;
              const sending = PHONE_INDICATOR[c.phone] !== 1 && c.terms;
              expect(child.getSnapshot().hasTag('sending')).toBe(sending);
              return;
            }
            expect(s.matches({ form: { [tab]: { editing } } })).toBe(true);
            if (editing === 'invalid') {
              expect(s.context.errorIndicator).toBe(expectedIndicator(c, tab));
              expect(s.hasTag('invalid')).toBe(true);
            } else if (editing === 'rejected') {
              expect(s.context.serverError).toBe('验证码错误');
              expect(s.hasTag('error')).toBe(true);
            } else {
              expect(s.context.errorIndicator).toBe(0);
            }
          } else if (state.matches('loadingUser') || state.matches('fetchingSettlementType')) {
            expect(s.matches(state.value as 'loadingUser')).toBe(true);
            expect(s.hasTag('submitting')).toBe(true);
          } else if (state.matches('failed')) {
            expect(s.matches('failed')).toBe(true);
            expect(s.hasTag('error')).toBe(true);
          } else {
            expect(s.status).toBe('done');
            expect(completed).toEqual([
              { token: 'tok', user: buyer, settlementType: 1, fromRegister: false },
            ]);
          }
        },
      },
    });
  });
});
