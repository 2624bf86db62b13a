import type { EventFrom, SnapshotFrom } from 'xstate';
import type {
  ChangePasswordErrorKey,
  ChangePasswordFields,
  changePasswordMachine,
} from './change-password.machine.ts';

/** What the change-password form reads from its machine, and the intents it sends. */
export interface ChangePasswordApi {
  /** Changed: the session is over and the login page comes in 3 s. */
  isDone: boolean;
  isSubmitting: boolean;
  oldPassword: string;
  password: string;
  confirmPassword: string;
  invalid: Record<keyof ChangePasswordFields, boolean>;
  /** The failed rule's text key; else `serverError` holds the server's message. */
  errorKey: ChangePasswordErrorKey | null;
  serverError: string | null;
  change(field: keyof ChangePasswordFields, value: string): void;
  submit(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof changePasswordMachine>,
  send: (event: EventFrom<typeof changePasswordMachine>) => void,
): ChangePasswordApi {
  const { context } = snapshot;
  const key = context.errorKey;
  return {
    isDone: snapshot.hasTag('done') || snapshot.matches('leaving'),
    isSubmitting: snapshot.hasTag('submitting'),
    oldPassword: context.oldPassword,
    password: context.password,
    confirmPassword: context.confirmPassword,
    invalid: {
      oldPassword: key === 'validation.oldPassword',
      password: key === 'validation.passwordRule',
      confirmPassword: key === 'validation.passwordMismatch',
    },
    errorKey: key,
    serverError: key ? null : context.serverError,
    change: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'submit' }),
  };
}
