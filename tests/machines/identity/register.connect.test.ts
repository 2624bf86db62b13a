import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/identity/register.connect.ts';
import { registerMachine } from '../../../machines/identity/register.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

function harness(showIdentityDialog = false) {
  const env = controllableActors();
  const machine = registerMachine.provide({
    actors: {
      checkAccount: env.actor('checkAccount'),
      register: env.actor('register'),
      smsCountdown: smsCountdownWith(env.actor('sendSmsCode')),
    },
  });
  const actor = createActor(machine, { input: { showIdentityDialog } }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  return { env, actor, api };
}

async function toPhoneStep(h: ReturnType<typeof harness>) {
  h.api().change('userName', 'newbuyer');
  h.api().change('password', 'abc123');
  h.api().change('confirmPassword', 'abc123');
  h.api().submit();
  await h.env.resolve('checkAccount', { available: true });
}

describe('register connect', () => {
  it('shows the identity dialog, then the warning for centralised purchase, then back', () => {
    const { api } = harness(true);
    expect(api()).toMatchObject({ showsIdentityDialog: true, showsCentralisedWarning: false });
    expect(api().identities).toEqual(['supplier', 'personal', 'centralised']);
    api().chooseIdentity('centralised');
    expect(api()).toMatchObject({ showsIdentityDialog: true, showsCentralisedWarning: true });
    api().dismissWarning();
    expect(api()).toMatchObject({ showsIdentityDialog: true, showsCentralisedWarning: false });
    api().chooseIdentity('supplier');
    expect(api()).toMatchObject({ showsIdentityDialog: false, step: 'account', stepIndex: 0 });
  });

  it('marks the account when the name is taken', async () => {
    const h = harness();
    h.api().change('userName', 'buyer01');
    h.api().change('password', 'abc123');
    h.api().change('confirmPassword', 'abc123');
    h.api().submit();
    expect(h.api().isSubmitting).toBe(true);
    await h.env.resolve('checkAccount', { available: false });
    expect(h.api()).toMatchObject({ errorKey: 'validation.accountTaken', isSubmitting: false });
    expect(h.api().invalid.userName).toBe(true);
  });

  it('marks the confirmation when the passwords differ', () => {
    const { api } = harness();
    api().change('userName', 'newbuyer');
    api().change('password', 'abc123');
    api().change('confirmPassword', 'abc124');
    api().submit();
    expect(api().invalid).toMatchObject({ password: false, confirmPassword: true });
  });

  it('offers going back and a code on the phone step once the phone is valid', async () => {
    const h = harness();
    await toPhoneStep(h);
    expect(h.api()).toMatchObject({ step: 'phone', stepIndex: 1, canGoBack: true, canSendCode: false });
    expect(h.api().smsCountdown).toBeDefined();
    h.api().change('mobile', '13900000001');
    expect(h.api().canSendCode).toBe(true);
    h.api().requestCode();
    await flush();
    expect(h.env.inputs.sendSmsCode).toEqual([{ mobile: '13900000001' }]);
    h.api().back();
    expect(h.api()).toMatchObject({ step: 'account', canGoBack: false });
  });

  it('ends on the done step with the name and, for a supplier, the settle-in link', async () => {
    const h = harness(true);
    h.api().chooseIdentity('supplier');
    await toPhoneStep(h);
    h.api().change('mobile', '13900000001');
    h.api().change('code', '654321');
    h.api().submit();
    await h.env.resolve('register');
    expect(h.api()).toMatchObject({
      isDone: true,
      step: 'done',
      stepIndex: 2,
      registeredName: 'newbuyer',
      offersSupplierSettle: true,
    });
  });
});
