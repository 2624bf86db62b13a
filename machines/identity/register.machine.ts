import { assign, fromPromise, sendTo, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import {
  checkNewPassword,
  isAccountValid,
  isFilled,
  isPhoneValid,
  type ValidationMessageKey,
} from './validation.ts';
import { editingStates } from '../shared/form-states.ts';

/** Identities of the registration dialog (spec §2 widgets). */
export type RegisterIdentity = 'supplier' | 'personal' | 'centralised';

export interface RegisterFields {
  userName: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  code: string;
  termsAccepted: boolean;
}

export interface RegisterContext extends RegisterFields {
  identity: Exclude<RegisterIdentity, 'centralised'> | null;
  errorKey: ValidationMessageKey | null;
  serverError: string | null;
  showIdentityDialog: boolean;
}

export type RegisterEvent =
  | { type: 'field.change'; field: Exclude<keyof RegisterFields, 'termsAccepted'>; value: string }
  | { type: 'field.change'; field: 'termsAccepted'; value: boolean }
  | { type: 'identity.choose'; identity: RegisterIdentity }
  | { type: 'warning.dismiss' }
  | { type: 'step.back' }
  | { type: 'code.request' }
  | { type: 'submit' };

export interface RegisterInput {
  /** Spec §6: the identity dialog shows only when the user_register dictionary's first entry is register-1. */
  showIdentityDialog?: boolean;
}

export interface RegisterPayload {
  userName: string;
  password: string;
  mobile: string;
  code: string;
  identity: Exclude<RegisterIdentity, 'centralised'> | null;
}

function accountStepError(c: RegisterContext): ValidationMessageKey | null {
  if (!isAccountValid(c.userName)) return 'validation.account';
  return checkNewPassword(c.password, c.confirmPassword);
}

function phoneStepError(c: RegisterContext): ValidationMessageKey | null {
  if (!isPhoneValid(c.mobile)) return 'validation.phone';
  if (!isFilled(c.code)) return 'validation.code';
  if (!c.termsAccepted) return 'validation.terms';
  return null;
}

/**
 * Registration in 3 steps (spec §2 widgets, §5): the optional identity dialog (centralised purchase only warns),
 * account with password and confirmation (`checkAccount` tells whether the name is free), phone verification
 * with the SMS countdown child (`smsCountdown`), then `register`, then done.
 */
export const registerMachine = setup({
  types: {} as {
    context: RegisterContext;
    events: RegisterEvent;
    input: RegisterInput | undefined;
  },
  actors: {
    checkAccount: fromPromise<{ available: boolean }, { userName: string }>(async () => ({
      available: true,
    })),
    register: fromPromise<void, RegisterPayload>(async () => {
      throw new Error('register is provided by the app');
    }),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    assignField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    clearErrors: assign({ errorKey: null, serverError: null }),
  },
  guards: {
    showsIdentityDialog: ({ context }) => context.showIdentityDialog,
    isCentralised: ({ event }) => event.type === 'identity.choose' && event.identity === 'centralised',
    isAccountStepValid: ({ context }) => accountStepError(context) === null,
    isPhoneStepValid: ({ context }) => phoneStepError(context) === null,
    isAccountAvailable: (_, params: { available: boolean }) => params.available,
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    userName: '',
    password: '',
    confirmPassword: '',
    mobile: '',
    code: '',
    termsAccepted: true,
    identity: null,
    errorKey: null,
    serverError: null,
    showIdentityDialog: input?.showIdentityDialog ?? false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'showsIdentityDialog', target: 'identity' }, { target: 'account' }],
    },
    identity: {
      on: {
        'identity.choose': [
          { guard: 'isCentralised', target: 'centralisedWarning' },
          {
            target: 'account',
            actions: assign({
              identity: ({ event }) => (event.identity === 'centralised' ? null : event.identity),
            }),
          },
        ],
      },
    },
    centralisedWarning: {
      tags: ['warning'],
      on: { 'warning.dismiss': 'identity' },
    },
    account: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
            submit: [
              { guard: 'isAccountStepValid', target: 'checking', actions: 'clearErrors' },
              {
                target: '.invalid',
                actions: assign({ errorKey: ({ context }) => accountStepError(context) }),
              },
            ],
          },
          states: editingStates,
        },
        checking: {
          tags: ['submitting'],
          invoke: {
            src: 'checkAccount',
            input: ({ context }) => ({ userName: context.userName.trim() }),
            onDone: [
              {
                guard: { type: 'isAccountAvailable', params: ({ event }) => event.output },
                target: '#register.phone',
              },
              { target: 'editing.invalid', actions: assign({ errorKey: 'validation.accountTaken' }) },
            ],
            onError: {
              target: 'editing.rejected',
              actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    phone: {
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: {} },
      initial: 'editing',
      states: {
        editing: {
          initial: 'clean',
          on: {
            'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
            'step.back': { target: '#register.account', actions: 'clearErrors' },
            'code.request': {
              actions: sendTo('smsCountdown', ({ context }) => ({
                type: 'code.request' as const,
                mobile: context.mobile,
                termsAccepted: context.termsAccepted,
              })),
            },
            submit: [
              { guard: 'isPhoneStepValid', target: 'registering', actions: 'clearErrors' },
              { target: '.invalid', actions: assign({ errorKey: ({ context }) => phoneStepError(context) }) },
            ],
          },
          states: editingStates,
        },
        registering: {
          tags: ['submitting'],
          invoke: {
            src: 'register',
            input: ({ context }) => ({
              userName: context.userName.trim(),
              password: context.password,
              mobile: context.mobile,
              code: context.code.trim(),
              identity: context.identity,
            }),
            onDone: '#register.done',
            onError: {
              target: 'editing.rejected',
              actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
            },
          },
        },
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
  output: ({ context }) => ({ userName: context.userName.trim() }),
});
