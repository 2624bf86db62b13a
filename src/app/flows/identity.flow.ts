import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../machines/change-password.machine.ts';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { loginMachine } from '../../../machines/login.machine.ts';
import { registerMachine } from '../../../machines/register.machine.ts';
import { smsCountdownWith } from '../../../machines/sms-countdown.machine.ts';
import {
  checkAccount,
  fetchPaySettlementType,
  loadUserWithToken,
  loginByPassword,
  loginBySms,
  register,
  registerShowsIdentityDialog,
  resetForgottenPassword,
  sendLoginCode,
  sendSmsCode,
  updatePassword,
  verifyForgetPassword,
} from '../../api/identity.ts';
import { ApiError } from '../../api/middleware.ts';
import { setCurrentShopId, TOKEN_COOKIE, USER_ID_COOKIE, writeCookie } from '../browser-effects.ts';
import { LAST_DOMAIN_KEY, USER_TYPE_KEY } from './route-guard.flow.ts';

/** Where the pay-settlement type of the signed-in user is kept (spec §4 "stored locally"). */
export const PAY_SETTLEMENT_TYPE_KEY = 'mall.paySettlementType';

/** Server message of /user/checkAccount when the name is taken. */
const ACCOUNT_EXISTS = '账号已存在';

/**
 * The shop id the identity screens talk to: the one in the /user-management path, else the tenant of the
 * last visit (/mall/register and /mall/forget-password live outside the tenant prefix), else DEMO.
 */
export function identityShopId(shopId?: string): string {
  const id = (shopId || localStorage.getItem(LAST_DOMAIN_KEY) || 'demo').toUpperCase();
  setCurrentShopId(id);
  return id;
}

/** The login popup/page with its real effects; `go` leaves for the target URL once the session is saved. */
export function createLoginLogic(go: () => void) {
  return loginMachine.provide({
    actors: {
      loginByPassword: fromPromise(({ input, signal }) =>
        loginByPassword(input.userName, input.password, signal),
      ),
      loginBySms: fromPromise(({ input, signal }) => loginBySms(input.mobile, input.code, signal)),
      loadUser: fromPromise(({ input, signal }) => loadUserWithToken(input.token, signal)),
      fetchPaySettlementType: fromPromise(({ input, signal }) => fetchPaySettlementType(input.token, signal)),
      smsCountdown: smsCountdownWith(fromPromise(({ input, signal }) => sendLoginCode(input.mobile, signal))),
    },
    actions: {
      completeLogin: (_, { token, user, settlementType }) => {
        writeCookie(TOKEN_COOKIE, token);
        writeCookie(USER_ID_COOKIE, user.userId);
        localStorage.setItem(PAY_SETTLEMENT_TYPE_KEY, JSON.stringify(settlementType));
        localStorage.setItem(USER_TYPE_KEY, String(user.userType));
        go();
      },
    },
  });
}

/** Whether registration starts with the identity dialog (a failed lookup registers directly). */
export const registerOptionsLogic = fromPromise<boolean>(({ signal }) =>
  registerShowsIdentityDialog(signal).catch(() => false),
);

export function createRegisterLogic() {
  return registerMachine.provide({
    actors: {
      checkAccount: fromPromise(async ({ input, signal }) => {
        try {
          await checkAccount(input.userName, signal);
          return { available: true };
        } catch (error) {
          if (error instanceof ApiError && error.message === ACCOUNT_EXISTS) return { available: false };
          throw error;
        }
      }),
      register: fromPromise(({ input, signal }) => register(input, signal)),
      smsCountdown: smsCountdownWith(
        fromPromise(({ input, signal }) => sendSmsCode(input.mobile, 'register', signal)),
      ),
    },
  });
}

export function createForgotPasswordLogic(goToLogin: () => void) {
  return forgotPasswordMachine.provide({
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
    actions: { goToLogin },
  });
}

export function createChangePasswordLogic(effects: { endSession: () => void; goToLogin: () => void }) {
  return changePasswordMachine.provide({
    actors: {
      updatePassword: fromPromise(({ input, signal }) =>
        updatePassword(input.oldPassword, input.password, signal),
      ),
    },
    actions: effects,
  });
}
