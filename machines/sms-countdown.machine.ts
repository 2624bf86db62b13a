import { and, assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import { errorMessage } from './errors.ts';
import { isPhoneValid } from './validation.ts';

/** Seconds a successful send blocks re-sending (spec §9 "SMS resend 60 s"). */
export const SMS_RESEND_SECONDS = 60;

export interface SmsCountdownContext {
  mobile: string;
  termsAccepted: boolean;
  secondsLeft: number;
  /** Message of the last failed send, for a toast; cleared by the next request. */
  error: string | null;
}

/** `mobile` / `termsAccepted` on the event override what the context holds (from input or a prior request). */
export type SmsCountdownEvent = { type: 'code.request'; mobile?: string; termsAccepted?: boolean };

export interface SmsCountdownInput {
  mobile?: string;
  termsAccepted?: boolean;
}

/**
 * The "get code" button (spec §4): a request with a valid phone and the terms ticked sends a code; a
 * successful send starts a 60 s countdown that blocks re-sending, then the button returns; a failed send
 * resets the lock.
 */
export const smsCountdownMachine = setup({
  types: {} as {
    context: SmsCountdownContext;
    events: SmsCountdownEvent;
    input: SmsCountdownInput | undefined;
  },
  actors: {
    sendSmsCode: fromPromise<void, { mobile: string }>(async () => {}),
  },
  guards: {
    isPhoneValid: ({ context }) => isPhoneValid(context.mobile),
    isTermsAccepted: ({ context }) => context.termsAccepted,
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  delays: {
    tick: 1000,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    mobile: input?.mobile ?? '',
    termsAccepted: input?.termsAccepted ?? true,
    secondsLeft: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'code.request': {
          target: 'checking',
          actions: assign({
            mobile: ({ context, event }) => event.mobile ?? context.mobile,
            termsAccepted: ({ context, event }) => event.termsAccepted ?? context.termsAccepted,
            error: null,
          }),
        },
      },
    },
    checking: {
      always: [{ guard: and(['isPhoneValid', 'isTermsAccepted']), target: 'sending' }, { target: 'idle' }],
    },
    sending: {
      tags: ['sending'],
      invoke: {
        src: 'sendSmsCode',
        input: ({ context }) => ({ mobile: context.mobile }),
        onDone: 'countingDown',
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    countingDown: {
      tags: ['counting'],
      entry: assign({ secondsLeft: SMS_RESEND_SECONDS }),
      exit: assign({ secondsLeft: 0 }),
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            tick: [
              {
                guard: 'hasSecondsLeft',
                target: 'ticking',
                reenter: true,
                actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
              },
              { target: '#smsCountdown.idle' },
            ],
          },
        },
      },
    },
  },
});

/** The countdown with the app's sender, for a parent machine's `smsCountdown` actor. */
export function smsCountdownWith(sendSmsCode: PromiseActorLogic<void, { mobile: string }>) {
  return smsCountdownMachine.provide({ actors: { sendSmsCode } });
}
