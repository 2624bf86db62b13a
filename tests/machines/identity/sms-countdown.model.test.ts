import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { smsCountdownMachine } from '../../../machines/identity/sms-countdown.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

/**
 * The "get code" button as the buyer meets it. Seconds stay out of the model: one tick and "the countdown
 * ran out" stand for the 60 s (or the server's resendAfter, or the wait a 429 names), which the executors
 * track. The context holds the message the machine should show: cleared by a request, set by a failed or
 * throttled send.
 */
const FAILED = '发送失败';
const THROTTLED = '验证码发送过于频繁，请37秒后再试';

type ModelEvent =
  | { type: 'code.request'; mobile: string; termsAccepted: boolean }
  | { type: 'send.succeeds' | 'send.succeedsWithWait' | 'send.throttled' | 'send.fails' }
  | { type: 'countdown.tick' | 'countdown.finish' };

const smsModel = setup({
  types: {} as { context: { error: string | null }; events: ModelEvent },
  guards: {
    isSendable: ({ event }) =>
      event.type === 'code.request' && /^1\d{10}$/.test(event.mobile) && event.termsAccepted,
  },
}).createMachine({
  id: 'smsModel',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      initial: 'fresh',
      states: { fresh: {}, refused: {}, failed: {} },
      on: {
        'code.request': [
          { guard: 'isSendable', target: 'sending', actions: assign({ error: null }) },
          { target: '.refused', actions: assign({ error: null }) },
        ],
      },
    },
    sending: {
      initial: 'once',
      states: { once: {}, ignored: {} },
      on: {
        'send.succeeds': 'countingDown',
        'send.succeedsWithWait': 'countingDown',
        'send.throttled': { target: 'countingDown', actions: assign({ error: THROTTLED }) },
        'send.fails': { target: 'idle.failed', actions: assign({ error: FAILED }) },
        'code.request': '.ignored',
      },
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

const VALID = { type: 'code.request', mobile: '13800000002', termsAccepted: true } as const;

/** A refusal as the API layer throws it: the envelope's code and message. */
const refusal = (message: string) =>
  Object.assign(new Error(message), { code: 429, status: 429, data: null });

describe('sms countdown model', () => {
  const model = createTestModel(smsModel, {
    events: [
      VALID,
      { type: 'code.request', mobile: '1380000000', termsAccepted: true },
      { type: 'code.request', mobile: '13800000002', termsAccepted: false },
    ],
  });
  // Simple paths run to thousands: the shortest path to each state, extended by each event it takes.
  const paths = transitionCoverPaths(model);

  it('takes every transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it('keeps the path count to a few dozen', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(100);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const env = controllableActors();
    const clock = new SimulatedClock();
    const actor = createActor(
      smsCountdownMachine.provide({ actors: { sendSmsCode: env.actor('sendSmsCode') } }),
      { clock, input: {} },
    ).start();
    const sends = () => env.inputs.sendSmsCode?.length ?? 0;
    // What the countdown should start from, and the seconds and sends before the last step.
    let start = 0;
    let secondsBefore = 0;
    let sendsBefore = 0;
    const before = () => {
      secondsBefore = actor.getSnapshot().context.secondsLeft;
      sendsBefore = sends();
    };

    await path.test({
      events: {
        'code.request': async ({ event }) => {
          before();
          actor.send(event);
          await flush();
        },
        'send.succeeds': () => {
          start = 60;
          return env.resolve('sendSmsCode');
        },
        'send.succeedsWithWait': () => {
          start = 45;
          return env.resolve('sendSmsCode', { resendAfter: 45, expiresIn: 300 });
        },
        'send.throttled': () => {
          start = 37;
          return env.reject('sendSmsCode', refusal(THROTTLED));
        },
        'send.fails': () => env.reject('sendSmsCode', new Error(FAILED)),
        'countdown.tick': () => {
          before();
          clock.increment(1000);
        },
        'countdown.finish': () => {
          // SimulatedClock fires only timers already due: one second at a time.
          for (let s = actor.getSnapshot().context.secondsLeft; s > 0; s--) clock.increment(1000);
        },
      },
      states: {
        '*': (state) => {
          const s = actor.getSnapshot();
          expect(s.context.error).toBe(state.context.error);
          if (state.matches('idle')) {
            expect(s.matches('idle')).toBe(true);
            expect(s.hasTag('sending') || s.hasTag('counting')).toBe(false);
            expect(s.context.secondsLeft).toBe(0);
            expect(s.can(VALID)).toBe(true);
            // A refused request (bad phone, terms not ticked) sends nothing.
            if (state.matches({ idle: 'refused' })) expect(sends()).toBe(sendsBefore);
          } else if (state.matches('sending')) {
            expect(s.hasTag('sending')).toBe(true);
            expect(env.isPending('sendSmsCode')).toBe(true);
            // One send, however often the button is pressed meanwhile.
            expect(sends()).toBe(state.matches({ sending: 'ignored' }) ? sendsBefore : sendsBefore + 1);
            expect(env.inputs.sendSmsCode?.at(-1)).toEqual({ mobile: '13800000002' });
          } else {
            expect(s.hasTag('counting')).toBe(true);
            expect(s.can(VALID)).toBe(false);
            if (state.matches({ countingDown: 'started' })) expect(s.context.secondsLeft).toBe(start);
            if (state.matches({ countingDown: 'ticked' }))
              expect(s.context.secondsLeft).toBe(secondsBefore - 1);
            if (state.matches({ countingDown: 'blocked' })) {
              expect(s.context.secondsLeft).toBe(secondsBefore);
              expect(sends()).toBe(sendsBefore);
            }
          }
        },
      },
    });
  });
});
