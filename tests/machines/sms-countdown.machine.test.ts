import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { smsCountdownMachine, smsCountdownWith } from '../../machines/sms-countdown.machine.ts';
import { controllableActors, flush } from './support/controllable-actors.ts';

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

/** The model keeps secondsLeft out: one tick and "countdown finished" stand for the 60 s. */
const smsModel = setup({
  types: {} as {
    events:
      | { type: 'code.request'; mobile: string; termsAccepted: boolean }
      | { type: 'send.succeeds' | 'send.fails' | 'countdown.tick' | 'countdown.finish' };
  },
  guards: {
    isSendable: ({ event }) =>
      event.type === 'code.request' && /^1\d{10}$/.test(event.mobile) && event.termsAccepted,
  },
}).createMachine({
  id: 'smsModel',
  initial: 'idle',
  states: {
    idle: {
      initial: 'fresh',
      states: { fresh: {}, refused: {}, failed: {} },
      on: { 'code.request': [{ guard: 'isSendable', target: 'sending' }, { target: '.refused' }] },
    },
    sending: {
      on: { 'send.succeeds': 'countingDown', 'send.fails': 'idle.failed', 'code.request': '.ignored' },
      initial: 'once',
      states: { once: {}, ignored: {} },
    },
    countingDown: {
      initial: 'started',
      states: { started: {}, ticked: {}, blocked: {} },
      on: {
        'countdown.tick': '.ticked',
        'code.request': '.blocked',
        'countdown.finish': 'idle.fresh',
      },
    },
  },
});

describe('sms countdown model', () => {
  const model = createTestModel(smsModel, {
    events: [
      { type: 'code.request', mobile: '13800000002', termsAccepted: true },
      { type: 'code.request', mobile: '1380000000', termsAccepted: true },
      { type: 'code.request', mobile: '13800000002', termsAccepted: false },
      { type: 'send.succeeds' },
      { type: 'send.fails' },
      { type: 'countdown.tick' },
      { type: 'countdown.finish' },
    ],
  });
  const paths = model.getShortestPaths();

  it('has a handful of paths', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(50);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const env = controllableActors();
    const clock = new SimulatedClock();
    const actor = createActor(
      smsCountdownMachine.provide({ actors: { sendSmsCode: env.actor('sendSmsCode') } }),
      { clock, input: {} },
    ).start();
    let sends = 0;
    let secondsBefore = 0;
    await path.test({
      events: {
        'code.request': async ({ event }) => {
          secondsBefore = actor.getSnapshot().context.secondsLeft;
          actor.send(event);
          await flush();
        },
        'send.succeeds': () => env.resolve('sendSmsCode'),
        'send.fails': () => env.reject('sendSmsCode', new Error('发送失败')),
        'countdown.tick': () => {
          secondsBefore = actor.getSnapshot().context.secondsLeft;
          clock.increment(1000);
        },
        'countdown.finish': () => {
          advance(clock, actor.getSnapshot().context.secondsLeft * 1000);
        },
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          sends = env.inputs.sendSmsCode?.length ?? 0;
          if (state.matches('idle')) {
            expect(s.matches('idle')).toBe(true);
            expect(s.hasTag('sending') || s.hasTag('counting')).toBe(false);
            expect(s.context.error).toBe(state.matches({ idle: 'failed' }) ? '发送失败' : null);
          } else if (state.matches('sending')) {
            expect(s.hasTag('sending')).toBe(true);
            expect(sends).toBeGreaterThan(0);
            expect(env.isPending('sendSmsCode')).toBe(true);
          } else {
            expect(s.hasTag('counting')).toBe(true);
            expect(s.can({ type: 'code.request', mobile: '13800000002', termsAccepted: true })).toBe(false);
            if (state.matches({ countingDown: 'started' })) expect(s.context.secondsLeft).toBe(60);
            if (state.matches({ countingDown: 'ticked' }))
              expect(s.context.secondsLeft).toBe(secondsBefore - 1);
            if (state.matches({ countingDown: 'blocked' })) {
              expect(s.context.secondsLeft).toBe(secondsBefore);
              expect(env.isPending('sendSmsCode')).toBe(false);
            }
          }
        },
      },
    });
  });
});
