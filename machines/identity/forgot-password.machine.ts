import { assign, fromPromise, sendTo, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import { checkNewPassword, isFilled, isPhoneValid, type ValidationMessageKey } from './validation.ts';
import { editingStates } from '../shared/form-states.ts';

/** Spec §9: after a password change the user goes to login after 3 s. */
export const LOGIN_REDIRECT_MS = 3000;

export interface ForgotPasswordFields {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotPasswordContext extends ForgotPasswordFields {
  /** Ticket from `verifyMobile` that authorises `resetPassword`. */
  ticket: string | null;
  errorKey: ValidationMessageKey | null;
  serverError: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; field: keyof ForgotPasswordFields; value: string }
  | { type: 'code.request' }
  | { type: 'step.back' }
  | { type: 'submit' };

function verifyStepError(c: ForgotPasswordContext): ValidationMessageKey | null {
  if (!isPhoneValid(c.mobile)) return 'validation.phone';
  if (!isFilled(c.code)) return 'validation.code';
  return null;
}

/**
 * Forgot password (spec §2 widgets): verify the mobile with an SMS code (`verifyMobile` answers a reset
 * ticket), fill the new password twice (spec §5 rules), `resetPassword`, done; 3 s later `goToLogin`.
 */
export const forgotPasswordMachine = setup({
  types: {} as { context: ForgotPasswordContext; events: ForgotPasswordEvent },
  actors: {
    verifyMobile: fromPromise<{ ticket: string }, { mobile: string; code: string }>(async () => {
      throw new Error('verifyMobile is provided by the app');
    }),
    resetPassword: fromPromise<void, { ticket: string; password: string }>(async () => {
      throw new Error('resetPassword is provided by the app');
    }),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    assignField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    clearErrors: assign({ errorKey: null, serverError: null }),
    goToLogin: () => {},
  },
  guards: {
    isVerifyStepValid: ({ context }) => verifyStepError(context) === null,
    isPasswordStepValid: ({ context }) =>
      checkNewPassword(context.password, context.confirmPassword) === null,
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'forgotPassword',
  context: {
    mobile: '',
    code: '',
    password: '',
    confirmPassword: '',
    ticket: null,
    errorKey: null,
    serverError: null,
  },
  initial: 'verifying',
  states: {
    verifying: {
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: {} },
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
            'code.request': {
              actions: sendTo('smsCountdown', ({ context }) => ({
                type: 'code.request' as const,
                mobile: context.mobile,
                termsAccepted: true,
              })),
            },
            submit: [
              { guard: 'isVerifyStepValid', target: 'checking', actions: 'clearErrors' },
              {
                target: '.invalid',
                actions: assign({ errorKey: ({ context }) => verifyStepError(context) }),
              },
            ],
          },
          states: editingStates,
        },
        checking: {
          tags: ['submitting'],
          invoke: {
            src: 'verifyMobile',
            input: ({ context }) => ({ mobile: context.mobile, code: context.code.trim() }),
            onDone: {
              target: '#forgotPassword.resetting',
              actions: assign({ ticket: ({ event }) => event.output.ticket }),
            },
            onError: {
              target: 'editing.rejected',
              actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    resetting: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
            'step.back': {
              target: '#forgotPassword.verifying',
              actions: [assign({ ticket: null, code: '' }), 'clearErrors'],
            },
            submit: [
              { guard: 'isPasswordStepValid', target: 'saving', actions: 'clearErrors' },
              {
                target: '.invalid',
                actions: assign({
                  errorKey: ({ context }) => checkNewPassword(context.password, context.confirmPassword),
                }),
              },
            ],
          },
          states: editingStates,
        },
        saving: {
          tags: ['submitting'],
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ ticket: context.ticket!, password: context.password }),
            onDone: '#forgotPassword.done',
            onError: {
              target: 'editing.rejected',
              actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    done: {
      tags: ['done'],
      after: { loginRedirect: 'leaving' },
    },
    leaving: { type: 'final', entry: 'goToLogin' },
  },
});
