import type { EventFrom, SnapshotFrom } from 'xstate';
import type { RegisterFields, RegisterIdentity, registerMachine } from './register.machine.ts';
import type { SmsCountdownRef } from './sms-countdown.connect.ts';
import { canSendSmsCode, type ValidationMessageKey } from './validation.ts';

/** The choices of the identity dialog, in display order. */
export const REGISTER_IDENTITIES: readonly RegisterIdentity[] = ['supplier', 'personal', 'centralised'];

/** The steps shown above the form (account, phone, done); the identity dialog comes before them. */
export type RegisterStep = 'account' | 'phone' | 'done';
const STEP_INDEX: Record<RegisterStep, number> = { account: 0, phone: 1, done: 2 };

export type RegisterInput = 'userName' | 'password' | 'confirmPassword' | 'mobile' | 'code' | 'terms';

/** What the registration form reads from the register machine, and the intents it sends. */
export interface RegisterApi {
  /** The identity dialog is up (choosing, or the centralised-purchase warning). */
  showsIdentityDialog: boolean;
  /** The dialog warns that centralised purchase does not register here. */
  showsCentralisedWarning: boolean;
  identities: readonly RegisterIdentity[];
  step: RegisterStep;
  /** The index of `step` in the steps bar. */
  stepIndex: number;
  isDone: boolean;
  isSubmitting: boolean;
  /** The phone step offers 上一步. */
  canGoBack: boolean;
  userName: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  code: string;
  termsAccepted: boolean;
  /** The registered account name, for the done step. */
  registeredName: string;
  /** A supplier is offered the settle-in link once registered. */
  offersSupplierSettle: boolean;
  invalid: Record<RegisterInput, boolean>;
  /** The failed rule's text key; else `serverError` holds the server's message. */
  errorKey: ValidationMessageKey | null;
  serverError: string | null;
  /** A code may be requested: a valid phone and the terms ticked (spec §5). */
  canSendCode: boolean;
  smsCountdown: SmsCountdownRef | undefined;
  chooseIdentity(identity: RegisterIdentity): void;
  dismissWarning(): void;
  change(field: Exclude<keyof RegisterFields, 'termsAccepted'>, value: string): void;
  acceptTerms(accepted: boolean): void;
  requestCode(): void;
  back(): void;
  /** Submits the current step. */
  submit(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof registerMachine>,
  send: (event: EventFrom<typeof registerMachine>) => void,
): RegisterApi {
  const { context } = snapshot;
  const step: RegisterStep = snapshot.matches('done')
    ? 'done'
    : snapshot.matches('phone')
      ? 'phone'
      : 'account';
  const key = context.errorKey;
  return {
    showsIdentityDialog: snapshot.matches('identity') || snapshot.matches('centralisedWarning'),
    showsCentralisedWarning: snapshot.hasTag('warning'),
    identities: REGISTER_IDENTITIES,
    step,
    stepIndex: STEP_INDEX[step],
    isDone: step === 'done',
    isSubmitting: snapshot.hasTag('submitting'),
    canGoBack: step === 'phone',
    userName: context.userName,
    password: context.password,
    confirmPassword: context.confirmPassword,
    mobile: context.mobile,
    code: context.code,
    termsAccepted: context.termsAccepted,
    registeredName: context.userName.trim(),
    offersSupplierSettle: context.identity === 'supplier',
    invalid: {
      userName: key === 'validation.account' || key === 'validation.accountTaken',
      password: key === 'validation.passwordRule',
      confirmPassword: key === 'validation.passwordMismatch',
      mobile: key === 'validation.phone',
      code: key === 'validation.code',
      terms: key === 'validation.terms',
    },
    errorKey: key,
    serverError: key ? null : context.serverError,
    canSendCode: canSendSmsCode(context.mobile, context.termsAccepted),
    smsCountdown: snapshot.children.smsCountdown as SmsCountdownRef | undefined,
    chooseIdentity: (identity) => send({ type: 'identity.choose', identity }),
    dismissWarning: () => send({ type: 'warning.dismiss' }),
    change: (field, value) => send({ type: 'field.change', field, value }),
    acceptTerms: (accepted) => send({ type: 'field.change', field: 'termsAccepted', value: accepted }),
    requestCode: () => send({ type: 'code.request' }),
    back: () => send({ type: 'step.back' }),
    submit: () => send({ type: 'submit' }),
  };
}
