import { and, assign, fromPromise, setup, type PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/upms.ts';
import { errorCode, errorMessage } from '../shared/errors.ts';
import { isPhoneValid } from './validation.ts';

/** Seconds a successful send blocks re-sending when the server does not say (spec §9 "SMS resend 60 s"). */
export const SMS_RESEND_SECONDS = 60;

/** The answer of /sms/sendLoginCode and /sms/sendCode: seconds until the next code, seconds it stays valid. */
export type SmsSent = components['schemas']['SmsSent'];

/** What the `sendSmsCode` actor resolves with: the server's answer, or nothing (the 60 s default then). */
export type SmsSendOutput = Partial<SmsSent> | void;

/** The seconds the countdown starts from after a send: the server's `resendAfter`, else 60. */
export function resendAfterOf(output: SmsSendOutput | undefined): number {
  const seconds = output ? output.resendAfter : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds)
    ? Math.max(1, Math.ceil(seconds))
    : SMS_RESEND_SECONDS;
}

/** The wait of a refused send (429): `resendAfter` in the answer's data, else the message's 请N秒后再试. */
export function retryWaitOf(error: unknown): number | null {
  if (errorCode(error) !== 429) return null;
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  if (data && typeof data === 'object' && 'resendAfter' in data && typeof data.resendAfter === 'number')
    return Math.max(1, Math.ceil(data.resendAfter));
  const seconds = /请(\d+)秒后再试/.exec(errorMessage(error))?.[1];
  return seconds ? Math.max(1, Number(seconds)) : null;
}

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
 * successful send starts a countdown from the server's `resendAfter` (60 s when it gives none) that blocks
 * re-sending, then the button returns. A send refused as too frequent (429) counts down the wait the server
 * names; any other failed send resets the lock.
 */
export const smsCountdownMachine = setup({
  types: {} as {
    context: SmsCountdownContext;
    events: SmsCountdownEvent;
    input: SmsCountdownInput | undefined;
  },
  actors: {
    sendSmsCode: fromPromise<SmsSendOutput, { mobile: string }>(async () => {}),
  },
  guards: {
    hasRetryWait: (_, params: { error: unknown }) => retryWaitOf(params.error) !== null,
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
        onDone: {
          target: 'countingDown',
          actions: assign({ secondsLeft: ({ event }) => resendAfterOf(event.output) }),
        },
        onError: [
          {
            guard: { type: 'hasRetryWait', params: ({ event }) => ({ error: event.error }) },
            target: 'countingDown',
            actions: assign({
              secondsLeft: ({ event }) => retryWaitOf(event.error)!,
              error: ({ event }) => errorMessage(event.error),
            }),
          },
          {
            target: 'idle',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
        ],
      },
    },
    countingDown: {
      tags: ['counting'],
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
export function smsCountdownWith(sendSmsCode: PromiseActorLogic<SmsSendOutput, { mobile: string }>) {
  return smsCountdownMachine.provide({ actors: { sendSmsCode } });
}
