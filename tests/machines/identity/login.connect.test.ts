import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/identity/login.connect.ts';
import { loginMachine } from '../../../machines/identity/login.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const buyer: CurrentUser = { userId: 'u2', userName: 'buyer01', userType: 2 };

/** The login machine on actors the test settles, and its view API at any moment. */
function harness() {
  const env = controllableActors();
  const machine = loginMachine.provide({
    actors: {
      loginByPassword: env.actor('loginByPassword'),
      getImageCert: env.actor('getImageCert'),
      checkImageCert: env.actor('checkImageCert'),
      loginBySms: env.actor('loginBySms'),
      loadUser: env.actor('loadUser'),
      fetchPaySettlementType: env.actor('fetchPaySettlementType'),
      smsCountdown: smsCountdownWith(env.actor('sendSmsCode')),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  return { env, actor, api };
}

describe('login connect', () => {
  it('starts on the account tab with nothing invalid, terms ticked and no countdown yet', () => {
    const { api } = harness();
    expect(api()).toMatchObject({
      mode: 'account',
      modes: ['account', 'phone'],
      termsAccepted: true,
      errorIndicator: 0,
      errorKey: null,
      serverError: null,
      isSubmitting: false,
      retries: false,
      showsImageCheck: false,
      smsCountdown: undefined,
    });
    expect(Object.values(api().invalid).some(Boolean)).toBe(false);
  });

  it('marks the failing input and names the rule after a refused submit', () => {
    const { api } = harness();
    api().change('userName', 'buyer01');
    api().submit();
    expect(api()).toMatchObject({ errorIndicator: 4, errorKey: 'validation.password', serverError: null });
    expect(api().invalid).toMatchObject({ password: true, userName: false });
  });

  it('lets a code be sent on the phone tab only with a valid phone and the terms ticked', () => {
    const { api } = harness();
    api().switchMode('phone');
    expect(api().mode).toBe('phone');
    expect(api().smsCountdown).toBeDefined();
    expect(api().canSendCode).toBe(false);
    api().change('mobile', '13800000002');
    expect(api().canSendCode).toBe(true);
    api().acceptTerms(false);
    expect(api().canSendCode).toBe(false);
  });

  it('asks the countdown child for a code with the typed phone', async () => {
    const { api, env } = harness();
    api().switchMode('phone');
    api().change('mobile', '13800000002');
    api().requestCode();
    await flush();
    expect(env.inputs.sendSmsCode).toEqual([{ mobile: '13800000002' }]);
  });

  it('shows the server message of a rejected login, and is submitting while it waits', async () => {
    const { api, env } = harness();
    api().change('userName', 'buyer01');
    api().change('password', 'wrong');
    api().submit();
    expect(api().isSubmitting).toBe(true);
    await env.reject('loginByPassword', new Error('账号或密码错误'));
    expect(api()).toMatchObject({ isSubmitting: false, errorKey: null, serverError: '账号或密码错误' });
  });

  it('shows the picture of an image check once it has loaded', async () => {
    const { api, env } = harness();
    api().change('userName', 'buyer01');
    api().change('password', 'x');
    api().submit();
    await env.reject('loginByPassword', { code: 428, message: '请先完成图片验证' });
    expect(api()).toMatchObject({ showsImageCheck: true, picture: null });
    await env.resolve('getImageCert', { certId: 'c1', image: 'data:image/png;base64,AAAA' });
    expect(api()).toMatchObject({ showsImageCheck: true, picture: 'data:image/png;base64,AAAA' });
    api().submit();
    expect(api()).toMatchObject({ errorKey: 'validation.imageCode' });
    expect(api().invalid.imageCode).toBe(true);
    api().refreshPicture();
    expect(api().picture).toBeNull();
    expect(env.inputs.getImageCert).toHaveLength(2);
  });

  it('turns the submit button into a retry of the failed step, which reloads the user', async () => {
    const { api, env, actor } = harness();
    api().change('userName', 'buyer01');
    api().change('password', 'Mall@2026');
    api().submit();
    await env.resolve('loginByPassword', { accessToken: 'tok' });
    await env.reject('loadUser', new Error('网络异常'));
    expect(api()).toMatchObject({ retries: true, isSubmitting: false, serverError: '网络异常' });
    api().submit();
    expect(actor.getSnapshot().matches('loadingUser')).toBe(true);
    expect(api()).toMatchObject({ retries: false, isSubmitting: true });
    await env.resolve('loadUser', buyer);
    expect(env.inputs.loadUser).toEqual([{ token: 'tok' }, { token: 'tok' }]);
  });
});
