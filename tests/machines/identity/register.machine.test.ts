import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { registerMachine, type RegisterEvent } from '../../../machines/identity/register.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const change = (field: 'userName' | 'password' | 'confirmPassword' | 'mobile' | 'code', value: string) =>
  ({ type: 'field.change', field, value }) as const;
const ACCOUNT_OK: RegisterEvent[] = [
  change('userName', 'newbuyer'),
  change('password', 'abc123'),
  change('confirmPassword', 'abc123'),
];
const PHONE_OK: RegisterEvent[] = [change('mobile', '13900000001'), change('code', '654321')];

describe('register machine', () => {
  it.each([
    [[change('userName', 'ab')], 'validation.account'],
    [[change('userName', 'newbuyer'), change('password', 'abcdef')], 'validation.passwordRule'],
    [
      [change('userName', 'newbuyer'), change('password', 'abc12'), change('confirmPassword', 'abc12')],
      'validation.passwordRule',
    ],
    [
      [change('userName', 'newbuyer'), change('password', 'abc123'), change('confirmPassword', 'abc124')],
      'validation.passwordMismatch',
    ],
  ] as Array<[RegisterEvent[], string]>)('refuses step 1 (%#) with %s', async (events, key) => {
    const actor = createActor(registerMachine, { input: {} }).start();
    for (const e of [...events, { type: 'submit' } as const]) actor.send(e);
    expect(actor.getSnapshot().context.errorKey).toBe(key);
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
  });

  it('registers with the chosen identity after the account check and the SMS code', async () => {
    const registered: unknown[] = [];
    const sent: string[] = [];
    const machine = registerMachine.provide({
      actors: {
        checkAccount: fromPromise<{ available: boolean }, { userName: string }>(async () => ({
          available: true,
        })),
        register: fromPromise(async ({ input }) => void registered.push(input)),
        smsCountdown: smsCountdownWith(fromPromise(async ({ input }) => void sent.push(input.mobile))),
      },
    });
    const actor = createActor(machine, { input: { showIdentityDialog: true } }).start();
    actor.send({ type: 'identity.choose', identity: 'personal' });
    for (const e of ACCOUNT_OK) actor.send(e);
    actor.send({ type: 'submit' });
    await flush();
    expect(actor.getSnapshot().matches('phone')).toBe(true);
    for (const e of PHONE_OK) actor.send(e);
    actor.send({ type: 'code.request' });
    await flush();
    expect(sent).toEqual(['13900000001']);
    actor.send({ type: 'submit' });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(registered).toEqual([
      {
        userName: 'newbuyer',
        password: 'abc123',
        mobile: '13900000001',
        code: '654321',
        identity: 'personal',
      },
    ]);
  });

  it('only warns for a centralised-purchase identity', () => {
    const actor = createActor(registerMachine, { input: { showIdentityDialog: true } }).start();
    actor.send({ type: 'identity.choose', identity: 'centralised' });
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
  });

  it('skips the identity dialog unless asked', () => {
    expect(createActor(registerMachine, { input: {} }).start().getSnapshot().matches('account')).toBe(true);
  });
});

type ModelEvent =
  | { type: 'identity.choose'; identity: 'supplier' | 'personal' | 'centralised' }
  | { type: 'warning.dismiss' | 'step.back' | 'code.request' }
  | { type: 'account.fill' | 'account.fillInvalid' | 'phone.fill' | 'submit' }
  | { type: 'check.available' | 'check.taken' | 'check.fails' | 'register.succeeds' | 'register.fails' };

/** Fields are either all valid or invalid per step ('…fill' / '…fillInvalid'); the rules themselves are unit-tested. */
const registerModel = setup({
  types: {} as { context: { accountOk: boolean; phoneOk: boolean }; events: ModelEvent },
}).createMachine({
  id: 'registerModel',
  context: { accountOk: false, phoneOk: false },
  initial: 'identity',
  states: {
    identity: {
      on: {
        'identity.choose': [
          { guard: ({ event }) => event.identity === 'centralised', target: 'centralisedWarning' },
          { target: 'account' },
        ],
      },
    },
    centralisedWarning: { on: { 'warning.dismiss': 'identity' } },
    account: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'account.fill': { target: '.clean', actions: assign({ accountOk: true }) },
            'account.fillInvalid': { target: '.clean', actions: assign({ accountOk: false }) },
            submit: [
              { guard: ({ context }) => context.accountOk, target: 'checking' },
              { target: '.invalid' },
            ],
          },
          states: { clean: {}, invalid: {}, taken: {}, rejected: {} },
        },
        checking: {
          on: {
            'check.available': '#registerModel.phone',
            'check.taken': 'editing.taken',
            'check.fails': 'editing.rejected',
          },
        },
      },
    },
    phone: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'phone.fill': { target: '.clean', actions: assign({ phoneOk: true }) },
            'code.request': '.codeRequested',
            'step.back': '#registerModel.account',
            submit: [
              { guard: ({ context }) => context.phoneOk, target: 'registering' },
              { target: '.invalid' },
            ],
          },
          states: { clean: {}, invalid: {}, codeRequested: {}, rejected: {} },
        },
        registering: {
          on: { 'register.succeeds': '#registerModel.done', 'register.fails': 'editing.rejected' },
        },
      },
    },
    done: { type: 'final' },
  },
});
describe('register model', () => {
  const model = createTestModel(registerModel, {
    events: [
      { type: 'identity.choose', identity: 'supplier' },
      { type: 'identity.choose', identity: 'centralised' },
    ],
  });

  // Simple paths run to thousands: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few hundred', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const env = controllableActors();
    const machine = registerMachine.provide({
      actors: {
        checkAccount: env.actor('checkAccount'),
        register: env.actor('register'),
        smsCountdown: smsCountdownWith(env.actor('sendSmsCode')),
      },
    });
    const actor = createActor(machine, { input: { showIdentityDialog: true } }).start();
    const send = async (...events: RegisterEvent[]) => {
      for (const e of events) actor.send(e);
      await flush();
    };
    await path.test({
      events: {
        'identity.choose': ({ event }) => send(event as RegisterEvent),
        'warning.dismiss': () => send({ type: 'warning.dismiss' }),
        'step.back': () => send({ type: 'step.back' }),
        'code.request': () => send({ type: 'code.request' }),
        'account.fill': () => send(...ACCOUNT_OK),
        'account.fillInvalid': () => send(change('confirmPassword', 'different1')),
        'phone.fill': () => send(...PHONE_OK),
        submit: () => send({ type: 'submit' }),
        'check.available': () => env.resolve('checkAccount', { available: true }),
        'check.taken': () => env.resolve('checkAccount', { available: false }),
        'check.fails': () => env.reject('checkAccount', new Error('服务异常')),
        'register.succeeds': () => env.resolve('register'),
        'register.fails': () => env.reject('register', new Error('验证码错误')),
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          if (state.matches('done')) return expect(s.status).toBe('done');
          if (state.matches('identity') || state.matches('centralisedWarning')) {
            expect(s.value).toBe(state.value);
            expect(s.hasTag('warning')).toBe(state.matches('centralisedWarning'));
            return;
          }
          const step = state.matches('account') ? 'account' : 'phone';
          const v = (state.value as Record<string, string | { editing: string }>)[step]!;
          if (typeof v === 'string') {
            expect(s.matches({ [step]: v })).toBe(true);
            expect(s.hasTag('submitting')).toBe(true);
            return;
          }
          const sub = v.editing;
          if (sub === 'codeRequested') {
            const child = s.children.smsCountdown as AnyActorRef;
            expect(child.getSnapshot().hasTag('sending')).toBe(state.context.phoneOk);
            return;
          }
          const sutSub = sub === 'taken' ? 'invalid' : sub;
          expect(s.matches({ [step]: { editing: sutSub } })).toBe(true);
          if (sub === 'taken') expect(s.context.errorKey).toBe('validation.accountTaken');
          if (sub === 'invalid') expect(s.context.errorKey).not.toBeNull();
          if (sub === 'rejected') expect(s.context.serverError).not.toBeNull();
        },
      },
    });
  });
});
