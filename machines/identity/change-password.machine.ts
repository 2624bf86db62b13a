import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../shared/errors.ts';
import { LOGIN_REDIRECT_MS } from './forgot-password.machine.ts';
import { checkNewPassword, isFilled, type ValidationMessageKey } from './validation.ts';
import { editingStates } from '../shared/form-states.ts';

export interface ChangePasswordFields {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** `validation.oldPassword` is spec §5 "original password cannot be empty" (原密码不能为空). */
export type ChangePasswordErrorKey = ValidationMessageKey | 'validation.oldPassword';

export interface ChangePasswordContext extends ChangePasswordFields {
  errorKey: ChangePasswordErrorKey | null;
  serverError: string | null;
}

export type ChangePasswordEvent =
  { type: 'field.change'; field: keyof ChangePasswordFields; value: string } | { type: 'submit' };

function formError(c: ChangePasswordContext): ChangePasswordErrorKey | null {
  if (!isFilled(c.oldPassword)) return 'validation.oldPassword';
  return checkNewPassword(c.password, c.confirmPassword);
}

/**
 * Change password in the user centre (spec §4/§5): the original password is required, the new one follows
 * the registration rules; `updatePassword` ends every session on the server, so on success `endSession`
 * clears the local session and 3 s later `goToLogin`.
 */
export const changePasswordMachine = setup({
  types: {} as { context: ChangePasswordContext; events: ChangePasswordEvent },
  actors: {
    updatePassword: fromPromise<void, { oldPassword: string; password: string }>(async () => {
      throw new Error('updatePassword is provided by the app');
    }),
  },
  actions: {
    assignField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    clearErrors: assign({ errorKey: null, serverError: null }),
    endSession: () => {},
    goToLogin: () => {},
  },
  guards: {
    isFormValid: ({ context }) => formError(context) === null,
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'changePassword',
  context: { oldPassword: '', password: '', confirmPassword: '', errorKey: null, serverError: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'clean',
      on: {
        'field.change': { target: '.clean', actions: ['assignField', 'clearErrors'] },
        submit: [
          { guard: 'isFormValid', target: 'saving', actions: 'clearErrors' },
          { target: '.invalid', actions: assign({ errorKey: ({ context }) => formError(context) }) },
        ],
      },
      states: editingStates,
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        src: 'updatePassword',
        input: ({ context }) => ({ oldPassword: context.oldPassword, password: context.password }),
        onDone: 'done',
        onError: {
          target: 'editing.rejected',
          actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    done: {
      tags: ['done'],
      entry: 'endSession',
      after: { loginRedirect: 'leaving' },
    },
    leaving: { type: 'final', entry: 'goToLogin' },
  },
});
