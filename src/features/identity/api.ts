import type { SmsSent } from '../../../machines/identity/sms-countdown.machine.ts';
import type { CurrentUser } from '../../../machines/identity/user.ts';
import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { unwrap } from '../../shared/api/client.ts';
import { upmsApi } from '../../shared/api/services.ts';

/** Request functions of the identity screens (login, registration, password recovery and change). */

const withToken = (token: string) => ({ headers: { Authorization: token } });

/** Like `unwrap`, for operations whose envelope carries no data. */
function expectOk(result: { error?: unknown; response: Response; data?: object }): void {
  unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });
}

export async function loginByPassword(
  userName: string,
  password: string,
  imageTicket: string | undefined,
  signal?: AbortSignal,
): Promise<{ accessToken: string; userId: string }> {
  return unwrap(
    await upmsApi.POST('/login', {
      body: { userName, passWord: encryptLoginPassword(password), ...(imageTicket ? { imageTicket } : {}) },
      signal,
    }),
  );
}

/** A new image check for a login the server asks to guard. */
export async function getImageCert(signal?: AbortSignal): Promise<{ certId: string; image: string }> {
  return unwrap(await upmsApi.POST('/batchPhone/getImageCert', { signal }));
}

/** Answers an image check; a right answer yields the ticket of one login attempt. */
export async function checkImageCert(
  certId: string,
  code: string,
  signal?: AbortSignal,
): Promise<{ ticket: string }> {
  return unwrap(await upmsApi.POST('/batchPhone/checkImageCert', { body: { certId, code }, signal }));
}

export async function loginBySms(
  mobile: string,
  code: string,
  signal?: AbortSignal,
): Promise<{ accessToken: string; userId: string }> {
  return unwrap(await upmsApi.POST('/smsLogin', { body: { userName: mobile, passWord: code }, signal }));
}

/** Sends a login code; the answer says when the next one may be asked for (`resendAfter`, seconds). */
export async function sendLoginCode(mobile: string, signal?: AbortSignal): Promise<SmsSent> {
  return unwrap(await upmsApi.POST('/sms/sendLoginCode', { body: { mobile }, signal }));
}

/** Sends a registration or recovery code; the answer says when the next one may be asked for. */
export async function sendSmsCode(
  mobile: string,
  purpose: 'register' | 'forget',
  signal?: AbortSignal,
): Promise<SmsSent> {
  return unwrap(await upmsApi.POST('/sms/sendCode', { body: { mobile, purpose }, signal }));
}

/** The user behind a token that is not saved in the cookie yet. */
export async function loadUserWithToken(token: string, signal?: AbortSignal): Promise<CurrentUser> {
  return unwrap(await upmsApi.GET('/user/get', { ...withToken(token), signal }));
}

export async function fetchPaySettlementType(token: string, signal?: AbortSignal): Promise<number> {
  return unwrap(await upmsApi.GET('/sys/config/paySettlementType', { ...withToken(token), signal }));
}

/** Spec §6: the registration identity dialog shows when the user_register dictionary starts with register-1. */
export async function registerShowsIdentityDialog(signal?: AbortSignal): Promise<boolean> {
  const entries = unwrap(
    await upmsApi.POST('/dict/getListByDictCode', { body: { dataCode: 'user_register' }, signal }),
  );
  return entries[0]?.code === 'register-1';
}

export async function checkAccount(userName: string, signal?: AbortSignal): Promise<void> {
  expectOk(await upmsApi.POST('/user/checkAccount', { body: { userName }, signal }));
}

export async function register(
  payload: {
    userName: string;
    password: string;
    mobile: string;
    code: string;
    identity: 'personal' | 'supplier' | null;
  },
  signal?: AbortSignal,
): Promise<void> {
  unwrap(
    await upmsApi.POST('/user/register', {
      body: {
        userName: payload.userName,
        passWord: encryptLoginPassword(payload.password),
        mobile: payload.mobile,
        code: payload.code,
        identity: payload.identity ?? 'personal',
      },
      signal,
    }),
  );
}

export async function verifyForgetPassword(
  mobile: string,
  code: string,
  signal?: AbortSignal,
): Promise<{ ticket: string }> {
  return unwrap(await upmsApi.POST('/user/forgetPwd/verify', { body: { mobile, code }, signal }));
}

export async function resetForgottenPassword(
  ticket: string,
  password: string,
  signal?: AbortSignal,
): Promise<void> {
  expectOk(
    await upmsApi.POST('/user/forgetPwd/reset', {
      body: { ticket, passWord: encryptLoginPassword(password) },
      signal,
    }),
  );
}

export async function updatePassword(
  oldPassword: string,
  newPassword: string,
  signal?: AbortSignal,
): Promise<void> {
  expectOk(
    await upmsApi.POST('/user/updatePwd', {
      body: {
        oldPassWord: encryptLoginPassword(oldPassword),
        newPassWord: encryptLoginPassword(newPassword),
      },
      signal,
    }),
  );
}
