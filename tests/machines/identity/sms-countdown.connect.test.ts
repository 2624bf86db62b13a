import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connect } from '../../../machines/identity/sms-countdown.connect.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const VALID = { type: 'code.request', mobile: '13800000002', termsAccepted: true } as const;

function harness() {
  const env = controllableActors();
  const clock = new SimulatedClock();
  const actor = createActor(smsCountdownWith(env.actor('sendSmsCode')), { clock, input: {} }).start();
  return { env, clock, actor };
}

describe('sms countdown connect', () => {
  it('offers the button when the form allows it and nothing blocks it', () => {
    const { actor } = harness();
    expect(connect(actor.getSnapshot())).toMatchObject({
      isSending: false,
      isCounting: false,
      secondsLeft: 0,
    });
    expect(connect(actor.getSnapshot()).canRequest(true)).toBe(true);
    expect(connect(actor.getSnapshot()).canRequest(false)).toBe(false);
  });

  it('is sending while the request runs', async () => {
    const { actor } = harness();
    actor.send(VALID);
    await flush();
    expect(connect(actor.getSnapshot()).isSending).toBe(true);
  });

  it('counts down the seconds the server gives and blocks the button meanwhile', async () => {
    const { actor, env, clock } = harness();
    actor.send(VALID);
    await env.resolve('sendSmsCode', { resendAfter: 45, expiresIn: 300 });
    expect(connect(actor.getSnapshot())).toMatchObject({
      isSending: false,
      isCounting: true,
      secondsLeft: 45,
    });
    expect(connect(actor.getSnapshot()).canRequest(true)).toBe(false);
    clock.increment(1000);
    expect(connect(actor.getSnapshot()).secondsLeft).toBe(44);
  });

  it('frees the button after a failed send', async () => {
    const { actor, env } = harness();
    actor.send(VALID);
    await env.reject('sendSmsCode', new Error('发送失败'));
    expect(connect(actor.getSnapshot()).isCounting).toBe(false);
    expect(connect(actor.getSnapshot()).canRequest(true)).toBe(true);
  });
});
