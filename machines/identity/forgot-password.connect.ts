import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ForgotPasswordFields, forgotPasswordMachine } from './forgot-password.machine.ts';
import type { SmsCountdownRef } from './sms-countdown.connect.ts';
import { canSendSmsCode, type ValidationMessageKey } from './validation.ts';

/** The steps of password recovery: verify the mobile, set the new password, done. */
export type ForgotPasswordStep = 'verify' | 'reset' | 'done';
const STEP_INDEX: Record<ForgotPasswordStep, number> = { verify: 0, reset: 1, done: 2 };

export type ForgotPasswordInput = 'mobile' | 'code' | 'password' | 'confirmPassword';

/** What the forgot-password form reads from its machine, and the intents it sends. */
export interface ForgotPasswordApi {
  step: ForgotPasswordStep;
  stepIndex: number;
  /** The password is reset (also while leaving for the login page). */
  isDone: boolean;
  isSubmitting: boolean;
  /** The reset step offers 上一步. */
  canGoBack: boolean;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  invalid: Record<ForgotPasswordInput, boolean>;
  /** The failed rule's text key; else `serverError` holds the server's message. */
  errorKey: ValidationMessageKey | null;
  serverError: string | null;
  /** A code may be requested: a valid phone (there are no terms here). */
  canSendCode: boolean;
  smsCountdown: SmsCountdownRef | undefined;
  change(field: keyof ForgotPasswordFields, value: string): void;
  requestCode(): void;
  back(): void;
  submit(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof forgotPasswordMachine>,
  send: (event: EventFrom<typeof forgotPasswordMachine>) => void,
): ForgotPasswordApi {
  const { context } = snapshot;
  const step: ForgotPasswordStep =
    snapshot.hasTag('done') || snapshot.matches('leaving')
      ? 'done'
      : snapshot.matches('resetting')
        ? 'reset'
        : 'verify';
  const key = context.errorKey;
  return {
    step,
    stepIndex: STEP_INDEX[step],
    isDone: step === 'done',
    isSubmitting: snapshot.hasTag('submitting'),
    canGoBack: step === 'reset',
    mobile: context.mobile,
    code: context.code,
    password: context.password,
    confirmPassword: context.confirmPassword,
    invalid: {
      mobile: key === 'validation.phone',
      code: key === 'validation.code',
      password: key === 'validation.passwordRule',
      confirmPassword: key === 'validation.passwordMismatch',
    },
    errorKey: key,
    serverError: key ? null : context.serverError,
    canSendCode: canSendSmsCode(context.mobile, true),
    smsCountdown: snapshot.children.smsCountdown as SmsCountdownRef | undefined,
    change: (field, value) => send({ type: 'field.change', field, value }),
    requestCode: () => send({ type: 'code.request' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'submit' }),
  };
}
