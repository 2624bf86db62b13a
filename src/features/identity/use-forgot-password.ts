import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { connect, type ForgotPasswordApi } from '../../../machines/identity/forgot-password.connect.ts';
import { forgotPasswordMachine } from '../../../machines/identity/forgot-password.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import { resetForgottenPassword, sendSmsCode, verifyForgetPassword } from './api.ts';
import './locales/index.ts';

/** Password recovery with its real requests; 3 s after the reset the browser goes to `loginHref`. */
export function useForgotPassword(loginHref: string): ForgotPasswordApi {
  const [logic] = useState(() =>
    forgotPasswordMachine.provide({
      actors: {
        verifyMobile: fromPromise(({ input, signal }) =>
          verifyForgetPassword(input.mobile, input.code, signal),
        ),
        resetPassword: fromPromise(({ input, signal }) =>
          resetForgottenPassword(input.ticket, input.password, signal),
        ),
        smsCountdown: smsCountdownWith(
          fromPromise(({ input, signal }) => sendSmsCode(input.mobile, 'forget', signal)),
        ),
      },
      actions: { goToLogin: () => window.location.assign(loginHref) },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  return connect(snapshot, send);
}
