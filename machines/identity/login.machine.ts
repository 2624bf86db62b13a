import { and, assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { components } from '../../openapi/generated/upms.ts';
import { errorCode, errorMessage, IMAGE_CHECK_REQUIRED_CODE } from '../shared/errors.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import type { CurrentUser } from './user.ts';
import {
  accountLoginError,
  loginErrorMessageKey,
  phoneLoginError,
  type LoginErrorIndicator,
  type ValidationMessageKey,
} from './validation.ts';
import { editingStates } from '../shared/form-states.ts';

/** The login form's fields (spec §3 "Login payload", §5); terms are ticked by default. */
export interface LoginFields {
  userName: string;
  password: string;
  mobile: string;
  code: string;
  /** The answer to the image check, once the server asks for one. */
  imageCode: string;
  termsAccepted: boolean;
}

/**
 * An image check to solve (/batchPhone/getImageCert; `image` is a data URL), without `expiresIn`: the popup
 * does not time the picture, the server refuses an expired one.
 */
export type ImageCert = Pick<components['schemas']['ImageCert'], 'certId' | 'image'>;

export interface LoginContext extends LoginFields {
  /** Spec §4 error indicator of the last submit: 0 none, 1 phone, 2 code, 3 account, 4 password, 6 terms. */
  errorIndicator: LoginErrorIndicator;
  errorKey: ValidationMessageKey | null;
  /** Message of a rejected login, shown as is. */
  serverError: string | null;
  token: string | null;
  imageCert: ImageCert | null;
  /** The ticket of the solved picture, spent by the next password login. */
  imageTicket: string | null;
  user: CurrentUser | null;
  settlementType: unknown;
  fromRegister: boolean;
}

export type LoginField = Exclude<keyof LoginFields, 'termsAccepted'>;

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'field.change'; field: 'termsAccepted'; value: boolean }
  | { type: 'mode.switch'; mode: 'account' | 'phone' }
  | { type: 'submit' }
  | { type: 'code.request' }
  | { type: 'imageCert.refresh' }
  | { type: 'login.retry' };

export interface LoginInput {
  /** True when the form sits on /register: after login the app goes to '/' instead of reloading. */
  fromRegister?: boolean;
  userName?: string;
}

/** What the app receives to finish a login: save the cookie, store the settlement type, reload or go. */
export interface CompleteLoginParams {
  token: string;
  user: CurrentUser;
  settlementType: unknown;
  fromRegister: boolean;
}

/**
 * The login popup (spec §4/§5): tabs `account` and `phone` are states; a submit is validated by guards
 * that set the error indicator, then the token is fetched (`loginByPassword` / `loginBySms`), the user
 * loaded (`loadUser`), the pay-settlement type fetched, and `completeLogin` hands everything to the app.
 * In phone mode a `smsCountdown` child (spawned on first entry, kept for the machine's life so a rejected
 * code or a tab switch does not reset the 60 s lock) receives `code.request` with the current mobile and terms.
 */
export const loginMachine = setup({
  types: {} as {
    context: LoginContext;
    events: LoginEvent;
    input: LoginInput | undefined;
  },
  actors: {
    loginByPassword: fromPromise<
      { accessToken: string },
      { userName: string; password: string; imageTicket?: string | undefined }
    >(async () => {
      throw new Error('loginByPassword is provided by the app');
    }),
    getImageCert: fromPromise<ImageCert>(async () => {
      throw new Error('getImageCert is provided by the app');
    }),
    checkImageCert: fromPromise<{ ticket: string }, { certId: string; code: string }>(async () => {
      throw new Error('checkImageCert is provided by the app');
    }),
    loginBySms: fromPromise<{ accessToken: string }, { mobile: string; code: string }>(async () => {
      throw new Error('loginBySms is provided by the app');
    }),
    loadUser: fromPromise<CurrentUser, { token: string }>(async () => {
      throw new Error('loadUser is provided by the app');
    }),
    fetchPaySettlementType: fromPromise<unknown, { token: string }>(async () => null),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    completeLogin: (_, _params: CompleteLoginParams) => {},
    assignField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    clearErrors: assign({ errorIndicator: 0 as const, errorKey: null, serverError: null }),
    spawnSmsCountdown: enqueueActions(({ enqueue, self }) => {
      if (!self.getSnapshot().children.smsCountdown)
        enqueue.spawnChild('smsCountdown', { id: 'smsCountdown', input: {} });
    }),
  },
  guards: {
    isAccountFormValid: ({ context }) => accountLoginError(context) === 0,
    isImageCodeFilled: ({ context }) => context.imageCode.trim() !== '',
    isImageCheckRequired: ({ event }) =>
      'error' in event && errorCode(event.error) === IMAGE_CHECK_REQUIRED_CODE,
    isPhoneFormValid: ({ context }) => phoneLoginError(context) === 0,
    isSwitchToPhone: ({ event }) => event.type === 'mode.switch' && event.mode === 'phone',
    isSwitchToAccount: ({ event }) => event.type === 'mode.switch' && event.mode === 'account',
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    userName: input?.userName ?? '',
    password: '',
    mobile: '',
    code: '',
    imageCode: '',
    termsAccepted: true,
    errorIndicator: 0,
    errorKey: null,
    serverError: null,
    token: null,
    imageCert: null,
    imageTicket: null,
    user: null,
    settlementType: null,
    fromRegister: input?.fromRegister ?? false,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'account',
      states: {
        account: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'clean',
              on: {
                'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
                'mode.switch': {
                  guard: 'isSwitchToPhone',
                  target: '#login.form.phone',
                  actions: 'clearErrors',
                },
                submit: [
                  { guard: 'isAccountFormValid', target: 'authenticating', actions: 'clearErrors' },
                  {
                    target: '.invalid',
                    actions: assign(({ context }) => {
                      const errorIndicator = accountLoginError(context);
                      return { errorIndicator, errorKey: loginErrorMessageKey(errorIndicator) };
                    }),
                  },
                ],
              },
              states: editingStates,
            },
            authenticating: {
              tags: ['submitting'],
              invoke: {
                src: 'loginByPassword',
                input: ({ context }) => ({ userName: context.userName.trim(), password: context.password }),
                onDone: {
                  target: '#login.loadingUser',
                  actions: assign({ token: ({ event }) => event.output.accessToken }),
                },
                onError: [
                  {
                    guard: 'isImageCheckRequired',
                    target: 'imageCheck',
                    actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
                  },
                  {
                    target: 'editing.rejected',
                    actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
                  },
                ],
              },
            },
            // The account has failed often: the server asks for a solved picture per attempt. Once asked,
            // every further attempt of this form shows a new picture first.
            imageCheck: {
              initial: 'loadingPicture',
              states: {
                loadingPicture: {
                  tags: ['loadingPicture'],
                  entry: assign({ imageCert: null, imageCode: '', imageTicket: null }),
                  invoke: {
                    src: 'getImageCert',
                    onDone: {
                      target: 'answering',
                      actions: assign({ imageCert: ({ event }) => event.output }),
                    },
                    onError: {
                      target: 'answering.rejected',
                      actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
                    },
                  },
                },
                answering: {
                  initial: 'clean',
                  on: {
                    'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
                    'imageCert.refresh': { target: 'loadingPicture', actions: 'clearErrors' },
                    'mode.switch': {
                      guard: 'isSwitchToPhone',
                      target: '#login.form.phone',
                      actions: 'clearErrors',
                    },
                    submit: [
                      {
                        guard: and(['isAccountFormValid', 'isImageCodeFilled']),
                        target: 'checkingPicture',
                        actions: 'clearErrors',
                      },
                      {
                        target: '.invalid',
                        actions: assign(({ context }) => {
                          const errorIndicator = accountLoginError(context);
                          return {
                            errorIndicator,
                            errorKey:
                              loginErrorMessageKey(errorIndicator) ?? ('validation.imageCode' as const),
                          };
                        }),
                      },
                    ],
                  },
                  states: editingStates,
                },
                checkingPicture: {
                  tags: ['submitting'],
                  invoke: {
                    src: 'checkImageCert',
                    input: ({ context }) => ({
                      certId: context.imageCert!.certId,
                      code: context.imageCode.trim(),
                    }),
                    onDone: {
                      target: 'authenticating',
                      actions: assign({ imageTicket: ({ event }) => event.output.ticket }),
                    },
                    // A picture is tried once: a wrong answer needs a new one.
                    onError: {
                      target: 'loadingPicture',
                      actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
                    },
                  },
                },
                authenticating: {
                  tags: ['submitting'],
                  invoke: {
                    src: 'loginByPassword',
                    input: ({ context }) => ({
                      userName: context.userName.trim(),
                      password: context.password,
                      imageTicket: context.imageTicket ?? undefined,
                    }),
                    onDone: {
                      target: '#login.loadingUser',
                      actions: assign({ token: ({ event }) => event.output.accessToken }),
                    },
                    onError: {
                      target: 'loadingPicture',
                      actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
                    },
                  },
                },
              },
            },
          },
        },
        phone: {
          entry: 'spawnSmsCountdown',
          initial: 'editing',
          states: {
            editing: {
              initial: 'clean',
              on: {
                'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
                'mode.switch': {
                  guard: 'isSwitchToAccount',
                  target: '#login.form.account',
                  actions: 'clearErrors',
                },
                'code.request': {
                  actions: sendTo('smsCountdown', ({ context }) => ({
                    type: 'code.request' as const,
                    mobile: context.mobile,
                    termsAccepted: context.termsAccepted,
                  })),
                },
                submit: [
                  { guard: 'isPhoneFormValid', target: 'authenticating', actions: 'clearErrors' },
                  {
                    target: '.invalid',
                    actions: assign(({ context }) => {
                      const errorIndicator = phoneLoginError(context);
                      return { errorIndicator, errorKey: loginErrorMessageKey(errorIndicator) };
                    }),
                  },
                ],
              },
              states: editingStates,
            },
            authenticating: {
              tags: ['submitting'],
              invoke: {
                src: 'loginBySms',
                input: ({ context }) => ({ mobile: context.mobile, code: context.code.trim() }),
                onDone: {
                  target: '#login.loadingUser',
                  actions: assign({ token: ({ event }) => event.output.accessToken }),
                },
                onError: {
                  target: 'editing.rejected',
                  actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
          },
        },
        last: { type: 'history' },
      },
    },
    loadingUser: {
      tags: ['submitting'],
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'fetchingSettlementType', actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    fetchingSettlementType: {
      tags: ['submitting'],
      invoke: {
        src: 'fetchPaySettlementType',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'done', actions: assign({ settlementType: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'login.retry': { target: 'loadingUser', actions: 'clearErrors' },
        'field.change': { target: '#login.form.last', actions: ['assignField', 'clearErrors'] },
        // The tabs stay on the page: like typing, picking one leaves the retry for that tab's form.
        'mode.switch': [
          { guard: 'isSwitchToPhone', target: '#login.form.phone', actions: 'clearErrors' },
          { target: '#login.form.account', actions: 'clearErrors' },
        ],
      },
    },
    done: {
      type: 'final',
      entry: {
        type: 'completeLogin',
        params: ({ context }) => ({
          token: context.token!,
          user: context.user!,
          settlementType: context.settlementType,
          fromRegister: context.fromRegister,
        }),
      },
    },
  },
});
