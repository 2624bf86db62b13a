import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/identity/forgot-password.connect.ts';
import { forgotPasswordMachine } from '../../../machines/identity/forgot-password.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

function harness() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const machine = forgotPasswordMachine.provide({
    actors: {
      verifyMobile: env.actor('verifyMobile'),
      resetPassword: env.actor('resetPassword'),
      smsCountdown: smsCountdownWith(env.actor('sendSmsCode')),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  return { env, clock, api };
}

describe('forgot password connect', () => {
  it('lets a code be sent for a valid phone alone (no terms here)', () => {
    const { api } = harness();
    expect(api()).toMatchObject({ step: 'verify', stepIndex: 0, canGoBack: false, canSendCode: false });
    api().change('mobile', '13800000002');
    expect(api().canSendCode).toBe(true);
  });

  it('marks the code when it is missing', () => {
    const { api } = harness();
    api().change('mobile', '13800000002');
    api().submit();
    expect(api()).toMatchObject({ errorKey: 'validation.code', serverError: null });
    expect(api().invalid).toMatchObject({ mobile: false, code: true });
  });

  it('moves to the reset step, which offers going back, and stays done while leaving', async () => {
    const { api, env, clock } = harness();
    api().change('mobile', '13800000002');
    api().change('code', '111111');
    api().submit();
    expect(api().isSubmitting).toBe(true);
    await env.resolve('verifyMobile', { ticket: 'T1' });
    expect(api()).toMatchObject({ step: 'reset', stepIndex: 1, canGoBack: true });
    api().change('password', 'New@2026');
    api().change('confirmPassword', 'New@2026');
    api().submit();
    await env.resolve('resetPassword');
    expect(api()).toMatchObject({ step: 'done', stepIndex: 2, isDone: true });
    clock.increment(3000);
    expect(api().isDone).toBe(true);
  });

  it('shows the server message of a refused code', async () => {
    const { api, env } = harness();
    api().change('mobile', '13800000002');
    api().change('code', '000000');
    api().submit();
    await env.reject('verifyMobile', new Error('验证码错误或已失效'));
    expect(api()).toMatchObject({ errorKey: null, serverError: '验证码错误或已失效', step: 'verify' });
  });
});
