import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  forgotPasswordMachine,
  type ForgotPasswordEvent,
} from '../../../machines/identity/forgot-password.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

const change = (field: 'mobile' | 'code' | 'password' | 'confirmPassword', value: string) =>
  ({ type: 'field.change', field, value }) as const;
const VERIFY_OK: ForgotPasswordEvent[] = [change('mobile', '13800000002'), change('code', '111111')];
const PASSWORD_OK: ForgotPasswordEvent[] = [
  change('password', 'New@2026'),
  change('confirmPassword', 'New@2026'),
];

function harness() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const left: string[] = [];
  const machine = forgotPasswordMachine.provide({
    actors: {
      verifyMobile: env.actor('verifyMobile'),
      resetPassword: env.actor('resetPassword'),
      smsCountdown: smsCountdownWith(env.actor('sendSmsCode')),
    },
    actions: { goToLogin: () => void left.push('login') },
  });
  const actor = createActor(machine, { clock }).start();
  const send = async (...events: ForgotPasswordEvent[]) => {
    for (const e of events) actor.send(e);
    await flush();
  };
  return { env, clock, left, actor, send };
}

describe('forgot password machine', () => {
  it('verifies the mobile, resets with the ticket, and goes to login 3 s later', async () => {
    const { env, clock, left, actor, send } = harness();
    await send(...VERIFY_OK, { type: 'submit' });
    expect(env.inputs.verifyMobile).toEqual([{ mobile: '13800000002', code: '111111' }]);
    await env.resolve('verifyMobile', { ticket: 'T1' });
    await send(...PASSWORD_OK, { type: 'submit' });
    expect(env.inputs.resetPassword).toEqual([{ ticket: 'T1', password: 'New@2026' }]);
    await env.resolve('resetPassword');
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    clock.increment(2999);
    expect(left).toEqual([]);
    clock.increment(1);
    expect(left).toEqual(['login']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [[change('password', 'abcdef'), change('confirmPassword', 'abcdef')], 'validation.passwordRule'],
    [[change('password', 'abc 123'), change('confirmPassword', 'abc 123')], 'validation.passwordRule'],
    [[change('password', 'abc123'), change('confirmPassword', 'abc1234')], 'validation.passwordMismatch'],
  ] as Array<[ForgotPasswordEvent[], string]>)('refuses a new password (%#) with %s', async (events, key) => {
    const { env, actor, send } = harness();
    await send(...VERIFY_OK, { type: 'submit' });
    await env.resolve('verifyMobile', { ticket: 'T1' });
    await send(...events, { type: 'submit' });
    expect(actor.getSnapshot().context.errorKey).toBe(key);
  });
});

type ModelEvent =
  | { type: 'verify.fill' | 'password.fill' | 'submit' | 'code.request' | 'step.back' }
  | { type: 'verify.succeeds' | 'verify.fails' | 'reset.succeeds' | 'reset.fails' | 'redirect.elapsed' };

const forgotModel = setup({
  types: {} as { context: { mobileOk: boolean; verifyOk: boolean; passwordOk: boolean }; events: ModelEvent },
}).createMachine({
  id: 'forgotModel',
  context: { mobileOk: false, verifyOk: false, passwordOk: false },
  initial: 'verifying',
  states: {
    verifying: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'verify.fill': { target: '.clean', actions: assign({ mobileOk: true, verifyOk: true }) },
            'code.request': '.codeRequested',
            submit: [
              { guard: ({ context }) => context.verifyOk, target: 'checking' },
              { target: '.invalid' },
            ],
          },
          states: { clean: {}, invalid: {}, codeRequested: {}, rejected: {} },
        },
        checking: { on: { 'verify.succeeds': '#forgotModel.resetting', 'verify.fails': 'editing.rejected' } },
      },
    },
    resetting: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'password.fill': { target: '.clean', actions: assign({ passwordOk: true }) },
            // Going back clears the code (the mobile stays), so the verify step is invalid again.
            'step.back': { target: '#forgotModel.verifying', actions: assign({ verifyOk: false }) },
            submit: [
              { guard: ({ context }) => context.passwordOk, target: 'saving' },
              { target: '.invalid' },
            ],
          },
          states: { clean: {}, invalid: {}, rejected: {} },
        },
        saving: { on: { 'reset.succeeds': '#forgotModel.done', 'reset.fails': 'editing.rejected' } },
      },
    },
    done: { on: { 'redirect.elapsed': 'leaving' } },
    leaving: { type: 'final' },
  },
});

describe('forgot password model', () => {
  const model = createTestModel(forgotModel);
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
    const { env, clock, left, actor, send } = harness();
    await path.test({
      events: {
        'verify.fill': () => send(...VERIFY_OK),
        'password.fill': () => send(...PASSWORD_OK),
        submit: () => send({ type: 'submit' }),
        'code.request': () => send({ type: 'code.request' }),
        'step.back': () => send({ type: 'step.back' }),
        'verify.succeeds': () => env.resolve('verifyMobile', { ticket: 'T1' }),
        'verify.fails': () => env.reject('verifyMobile', new Error('验证码错误')),
        'reset.succeeds': () => env.resolve('resetPassword'),
        'reset.fails': () => env.reject('resetPassword', new Error('重置失败')),
        'redirect.elapsed': () => {
          clock.increment(3000);
        },
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          if (state.matches('leaving')) {
            expect(s.status).toBe('done');
            expect(left).toEqual(['login']);
            return;
          }
          if (state.matches('done')) {
            expect(s.hasTag('done')).toBe(true);
            expect(left).toEqual([]);
            return;
          }
          const step = state.matches('verifying') ? 'verifying' : 'resetting';
          const v = (state.value as Record<string, string | { editing: string }>)[step]!;
          if (typeof v === 'string') {
            expect(s.matches({ [step]: v })).toBe(true);
            expect(s.hasTag('submitting')).toBe(true);
            return;
          }
          if (v.editing === 'codeRequested') {
            const child = s.children.smsCountdown as AnyActorRef;
            expect(child.getSnapshot().hasTag('sending')).toBe(state.context.mobileOk);
            return;
          }
          expect(s.matches({ [step]: { editing: v.editing } })).toBe(true);
          if (v.editing === 'invalid') expect(s.context.errorKey).not.toBeNull();
          if (v.editing === 'rejected') expect(s.context.serverError).not.toBeNull();
          if (step === 'resetting') expect(s.context.ticket).toBe('T1');
        },
      },
    });
  });
});
