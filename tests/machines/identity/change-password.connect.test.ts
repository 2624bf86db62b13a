import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/identity/change-password.connect.ts';
import { changePasswordMachine } from '../../../machines/identity/change-password.machine.ts';
import { controllableActors } from '../support/controllable-actors.ts';

function harness() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const machine = changePasswordMachine.provide({
    actors: { updatePassword: env.actor('updatePassword') },
  });
  const actor = createActor(machine, { clock }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  return { env, clock, api };
}

describe('change password connect', () => {
  it('marks the original password when it is empty', () => {
    const { api } = harness();
    api().submit();
    expect(api()).toMatchObject({ errorKey: 'validation.oldPassword', isDone: false });
    expect(api().invalid).toEqual({ oldPassword: true, password: false, confirmPassword: false });
  });

  it('marks the new password when it breaks the rule', () => {
    const { api } = harness();
    api().change('oldPassword', 'Mall@2026');
    api().change('password', 'abcdef');
    api().submit();
    expect(api().invalid).toEqual({ oldPassword: false, password: true, confirmPassword: false });
  });

  it('shows the server message of a refused change, and is done after a good one', async () => {
    const { api, env, clock } = harness();
    api().change('oldPassword', 'wrong');
    api().change('password', 'New@2026');
    api().change('confirmPassword', 'New@2026');
    api().submit();
    expect(api().isSubmitting).toBe(true);
    await env.reject('updatePassword', new Error('原密码错误'));
    expect(api()).toMatchObject({ isSubmitting: false, errorKey: null, serverError: '原密码错误' });
    api().submit();
    await env.resolve('updatePassword');
    expect(api().isDone).toBe(true);
    clock.increment(3000);
    expect(api().isDone).toBe(true);
  });
});
