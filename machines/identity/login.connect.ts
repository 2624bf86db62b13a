import type { EventFrom, SnapshotFrom } from 'xstate';
import type { LoginField, loginMachine } from './login.machine.ts';
import type { SmsCountdownRef } from './sms-countdown.connect.ts';
import { canSendSmsCode, type LoginErrorIndicator, type ValidationMessageKey } from './validation.ts';

/** The tabs of the login form, in display order. */
export type LoginMode = 'account' | 'phone';
export const LOGIN_MODES: readonly LoginMode[] = ['account', 'phone'];

/** The inputs a failed rule can point at. */
export type LoginInput = 'userName' | 'password' | 'mobile' | 'code' | 'imageCode' | 'terms';

/** Which input each error indicator of spec §4 points at. */
const INVALID_INPUT: Partial<Record<LoginErrorIndicator, LoginInput>> = {
  1: 'mobile',
  2: 'code',
  3: 'userName',
  4: 'password',
  6: 'terms',
};

/** What the login form (popup and page) reads from the login machine, and the intents it sends. */
export interface LoginApi {
  /** The active tab. */
  mode: LoginMode;
  modes: readonly LoginMode[];
  userName: string;
  password: string;
  mobile: string;
  code: string;
  imageCode: string;
  termsAccepted: boolean;
  /** Spec §4 error indicator of the last submit (0 none). */
  errorIndicator: LoginErrorIndicator;
  /** Which inputs are marked invalid. */
  invalid: Record<LoginInput, boolean>;
  /** The failed rule's text key; else `serverError` holds the server's message, shown as is. */
  errorKey: ValidationMessageKey | null;
  serverError: string | null;
  isSubmitting: boolean;
  /** Loading the user failed after the token came: the submit button retries that step (重试). */
  retries: boolean;
  /** The server asked for an image check: the picture field shows. */
  showsImageCheck: boolean;
  /** The data URL of the picture to answer; null while it loads. */
  picture: string | null;
  /** A code may be requested: a valid phone and the terms ticked (spec §5). */
  canSendCode: boolean;
  /** The countdown child behind the "get code" button (from the first visit of the phone tab). */
  smsCountdown: SmsCountdownRef | undefined;
  switchMode(mode: LoginMode): void;
  change(field: LoginField, value: string): void;
  acceptTerms(accepted: boolean): void;
  requestCode(): void;
  refreshPicture(): void;
  /** Submits the active tab, or retries the failed step. */
  submit(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof loginMachine>,
  send: (event: EventFrom<typeof loginMachine>) => void,
): LoginApi {
  const { context } = snapshot;
  const invalidInput = INVALID_INPUT[context.errorIndicator];
  const retries = snapshot.matches('failed');
  return {
    mode: snapshot.matches({ form: 'phone' }) ? 'phone' : 'account',
    modes: LOGIN_MODES,
    userName: context.userName,
    password: context.password,
    mobile: context.mobile,
    code: context.code,
    imageCode: context.imageCode,
    termsAccepted: context.termsAccepted,
    errorIndicator: context.errorIndicator,
    invalid: {
      userName: invalidInput === 'userName',
      password: invalidInput === 'password',
      mobile: invalidInput === 'mobile',
      code: invalidInput === 'code',
      terms: invalidInput === 'terms',
      imageCode: context.errorKey === 'validation.imageCode',
    },
    errorKey: context.errorKey,
    serverError: context.errorKey ? null : context.serverError,
    isSubmitting: snapshot.hasTag('submitting'),
    retries,
    showsImageCheck: snapshot.matches({ form: { account: 'imageCheck' } }),
    picture: context.imageCert?.image ?? null,
    canSendCode: canSendSmsCode(context.mobile, context.termsAccepted),
    smsCountdown: snapshot.children.smsCountdown as SmsCountdownRef | undefined,
    switchMode: (mode) => send({ type: 'mode.switch', mode }),
    change: (field, value) => send({ type: 'field.change', field, value }),
    acceptTerms: (accepted) => send({ type: 'field.change', field: 'termsAccepted', value: accepted }),
    requestCode: () => send({ type: 'code.request' }),
    refreshPicture: () => send({ type: 'imageCert.refresh' }),
    submit: () => send(retries ? { type: 'login.retry' } : { type: 'submit' }),
  };
}
