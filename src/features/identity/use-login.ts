import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { connect, type LoginApi } from '../../../machines/identity/login.connect.ts';
import { loginMachine } from '../../../machines/identity/login.machine.ts';
import { smsCountdownWith } from '../../../machines/identity/sms-countdown.machine.ts';
import {
  checkImageCert,
  fetchPaySettlementType,
  getImageCert,
  loadUserWithToken,
  loginByPassword,
  loginBySms,
  sendLoginCode,
} from './api.ts';
import { STORAGE_KEYS } from '../../shared/storage.ts';
import './locales/index.ts';

/**
 * The login form (popup and page) with its real effects: the requests, then the settlement type and user
 * type saved and the browser sent to `targetUrl` (the session cookies are already set by the answer).
 */
export function useLogin(targetUrl: string): LoginApi {
  const [logic] = useState(() =>
    loginMachine.provide({
      actors: {
        loginByPassword: fromPromise(({ input, signal }) =>
          loginByPassword(input.userName, input.password, input.imageTicket, signal),
        ),
        getImageCert: fromPromise(({ signal }) => getImageCert(signal)),
        checkImageCert: fromPromise(({ input, signal }) => checkImageCert(input.certId, input.code, signal)),
        loginBySms: fromPromise(({ input, signal }) => loginBySms(input.mobile, input.code, signal)),
        loadUser: fromPromise(({ input, signal }) => loadUserWithToken(input.token, signal)),
        fetchPaySettlementType: fromPromise(({ input, signal }) =>
          fetchPaySettlementType(input.token, signal),
        ),
        smsCountdown: smsCountdownWith(
          fromPromise(({ input, signal }) => sendLoginCode(input.mobile, signal)),
        ),
      },
      actions: {
        // The login answer has set the session cookies (the token HttpOnly): nothing to save but the rest.
        completeLogin: (_, { user, settlementType }) => {
          localStorage.setItem(STORAGE_KEYS.paySettlementType, JSON.stringify(settlementType));
          localStorage.setItem(STORAGE_KEYS.userType, String(user.userType));
          window.location.assign(targetUrl);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: {} });
  return connect(snapshot, send);
}
