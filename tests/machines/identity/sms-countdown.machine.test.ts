import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  smsCountdownMachine,
  smsCountdownWith,
  type SmsSendOutput,
} from '../../../machines/identity/sms-countdown.machine.ts';
import { flush } from '../support/controllable-actors.ts';

const VALID = { type: 'code.request', mobile: '13800000002', termsAccepted: true } as const;

/** SimulatedClock fires only timers already due, so time advances one tick at a time. */
function advance(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 1000) clock.increment(Math.min(1000, ms - t));
}

function countdown(sendFails = false) {
  const sent: string[] = [];
  const clock = new SimulatedClock();
  const machine = smsCountdownWith(
    fromPromise(async ({ input }) => {
      sent.push(input.mobile);
      if (sendFails) throw new Error('发送失败');
    }),
  );
  const actor = createActor(machine, { clock, input: {} }).start();
  return { actor, clock, sent };
}

describe('sms countdown', () => {
  it('counts 60 s down after a successful send, then offers the code again', async () => {
    const { actor, clock, sent } = countdown();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    advance(clock, 58_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(sent).toEqual(['13800000002']);
  });

  it('refuses a second code request within 60 s', async () => {
    const { actor, clock, sent } = countdown();
    actor.send(VALID);
    await flush();
    advance(clock, 30_000);
    expect(actor.getSnapshot().can(VALID)).toBe(false);
    actor.send(VALID);
    await flush();
    expect(sent).toHaveLength(1);
    advance(clock, 30_000);
    actor.send(VALID);
    await flush();
    expect(sent).toHaveLength(2);
  });

  it('resets the lock after a failed send and keeps the message', async () => {
    const { actor } = countdown(true);
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('发送失败');
    expect(actor.getSnapshot().can(VALID)).toBe(true);
  });

  it.each([
    { mobile: '2380000000', termsAccepted: true },
    { mobile: '1380000000', termsAccepted: true },
    { mobile: '13800000002', termsAccepted: false },
  ])('sends nothing for %o', async (payload) => {
    const { actor, sent } = countdown();
    actor.send({ type: 'code.request', ...payload });
    await flush();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('counts down the resendAfter the server answers (45 s), not 60', async () => {
    const clock = new SimulatedClock();
    const machine = smsCountdownWith(
      fromPromise<SmsSendOutput, { mobile: string }>(async () => ({ resendAfter: 45, expiresIn: 300 })),
    );
    const actor = createActor(machine, { clock, input: {} }).start();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(45);
    advance(clock, 44_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can(VALID)).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().can(VALID)).toBe(true);
  });

  /** A refusal as the API layer throws it: the envelope's code and message (and its data, if any). */
  const refusal = (message: string, data: unknown = null) =>
    Object.assign(new Error(message), { code: 429, status: 429, data });

  it('counts down the wait a 429 names in its message (请37秒后再试)', async () => {
    const clock = new SimulatedClock();
    const machine = smsCountdownWith(
      fromPromise<SmsSendOutput, { mobile: string }>(async () => {
        throw refusal('验证码发送过于频繁，请37秒后再试');
      }),
    );
    const actor = createActor(machine, { clock, input: {} }).start();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      secondsLeft: 37,
      error: '验证码发送过于频繁，请37秒后再试',
    });
    advance(clock, 37_000);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('prefers the resendAfter of a 429 answer to its message', async () => {
    const machine = smsCountdownWith(
      fromPromise<SmsSendOutput, { mobile: string }>(async () => {
        throw refusal('验证码发送过于频繁，请37秒后再试', { resendAfter: 20 });
      }),
    );
    const actor = createActor(machine, { input: {} }).start();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(20);
  });

  it('leaves the button free after a 429 that names no wait (the daily cap)', async () => {
    const machine = smsCountdownWith(
      fromPromise<SmsSendOutput, { mobile: string }>(async () => {
        throw refusal('该手机号今日获取验证码次数已达上限，请明天再试');
      }),
    );
    const actor = createActor(machine, { input: {} }).start();
    actor.send(VALID);
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('falls back to the phone and terms given as input', async () => {
    const sent: string[] = [];
    const machine = smsCountdownMachine.provide({
      actors: { sendSmsCode: fromPromise(async ({ input }) => void sent.push(input.mobile)) },
    });
    const actor = createActor(machine, { input: { mobile: '13800000005' } }).start();
    actor.send({ type: 'code.request' });
    await flush();
    expect(sent).toEqual(['13800000005']);
  });
});
