import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { changePasswordMachine } from '../../../machines/identity/change-password.machine.ts';
import { sessionMachine } from '../../../machines/identity/session.machine.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function changePassword(update: (input: { oldPassword: string; password: string }) => Promise<void>) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    changePasswordMachine.provide({
      actors: { updatePassword: fromPromise(({ input }) => update(input)) },
      actions: {
        endSession: () => void effects.push('endSession'),
        goToLogin: () => void effects.push('goToLogin'),
      },
    }),
    { clock },
  ).start();
  const fill = (oldPassword: string, password: string, confirmPassword: string) => {
    actor.send({ type: 'field.change', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'field.change', field: 'password', value: password });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, clock, effects, fill };
}

describe('change password machine', () => {
  it('requires the original password, then the new-password rules', () => {
    const { actor, fill } = changePassword(async () => {});
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errorKey).toBe('validation.oldPassword');
    fill('Old@2026', 'short', 'short');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errorKey).toBe('validation.passwordRule');
    fill('Old@2026', 'New@2026', 'New@2027');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errorKey).toBe('validation.passwordMismatch');
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
  });

  it('ends the session on success and goes to login 3 s later', async () => {
    const calls: unknown[] = [];
    const { actor, clock, effects, fill } = changePassword(async (input) => void calls.push(input));
    fill('Old@2026', 'New@2026', 'New@2026');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(calls).toEqual([{ oldPassword: 'Old@2026', password: 'New@2026' }]);
    expect(effects).toEqual(['endSession']);
    clock.increment(2999);
    expect(effects).toEqual(['endSession']);
    clock.increment(1);
    expect(effects).toEqual(['endSession', 'goToLogin']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the server message when the original password is wrong', async () => {
    const { actor, fill } = changePassword(async () => {
      throw new Error('原密码错误');
    });
    fill('Wrong@2026', 'New@2026', 'New@2026');
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.serverError).toBe('原密码错误');
  });
});

describe('session machine', () => {
  it('ends the local session after the server revoked it, and also when the call fails', async () => {
    for (const revoke of [async () => {}, async () => Promise.reject(new Error('网络异常'))]) {
      let ended = 0;
      const actor = createActor(
        sessionMachine.provide({
          actors: { revokeSession: fromPromise(revoke) },
          actions: { endSession: () => void ended++ },
        }),
      ).start();
      actor.send({ type: 'session.logout' });
      expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
      await tick();
      expect(ended).toBe(1);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
