import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { connect, type RegisterApi } from '../../../machines/identity/register.connect.ts';
import { registerMachine } from '../../../machines/identity/register.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { checkAccount, register, registerShowsIdentityDialog, sendSmsCode } from './api.ts';
import { ApiError } from '../../shared/api/middleware.ts';
import './locales/index.ts';

/**
 * Server message of /user/checkAccount when the name is taken, in each language it answers in (its
 * English from server/src/platform/i18n/messages.en.ts; server-messages.test.ts keeps them in step).
 */
const ACCOUNT_EXISTS: readonly string[] = ['账号已存在', 'This account already exists'];

/** Whether registration starts with the identity dialog (a failed lookup registers directly). */
const registerOptionsLogic = fromPromise<boolean>(({ signal }) =>
  registerShowsIdentityDialog(signal).catch(() => false),
);

/** Whether the shop's registration starts with the identity dialog; null while that is asked. */
export function useRegisterOptions(): boolean | null {
  const options = useActorRef(registerOptionsLogic);
  return useSelector(options, (s) => (s.status === 'done' ? s.output : null));
}

/** The registration form with its real requests. */
export function useRegister(showIdentityDialog: boolean): RegisterApi {
  const [logic] = useState(() =>
    registerMachine.provide({
      actors: {
        checkAccount: fromPromise(async ({ input, signal }) => {
          try {
            await checkAccount(input.userName, signal);
            return { available: true };
          } catch (error) {
            if (error instanceof ApiError && ACCOUNT_EXISTS.includes(error.message))
              return { available: false };
            throw error;
          }
        }),
        register: fromPromise(({ input, signal }) => register(input, signal)),
        smsCountdown: smsCountdownWith(
          fromPromise(({ input, signal }) => sendSmsCode(input.mobile, 'register', signal)),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { showIdentityDialog } });
  return connect(snapshot, send);
}
