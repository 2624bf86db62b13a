import type { CurrentUser } from '../../machines/user.ts';
import { encryptLoginPassword } from '../lib/login-cipher.ts';
import { unwrap } from './client.ts';
import { upmsApi } from './services.ts';

/** Request functions of the identity screens (login, registration, password recovery and change). */

const withToken = (token: string) => ({ headers: { Authorization: token } });

/** Like `unwrap`, for operations whose envelope carries no data. */
function expectOk(result: { error?: unknown; response: Response; data?: object }): void {
  unwrap(result as { data?: { data?: unknown }; error?: unknown; response: Response });
}

export async function loginByPassword(
  userName: string,
  password: string,
  signal?: AbortSignal,
): Promise<{ accessToken: string; userId: string }> {
  return unwrap(
    await upmsApi.POST('/login', {
      body: { userName, passWord: encryptLoginPassword(password) },
      signal,
    }),
  );
}

export async function loginBySms(
  mobile: string,
  code: string,
  signal?: AbortSignal,
): Promise<{ accessToken: string; userId: string }> {
  return unwrap(await upmsApi.POST('/smsLogin', { body: { userName: mobile, passWord: code }, signal }));
}

export async function sendLoginCode(mobile: string, signal?: AbortSignal): Promise<void> {
  unwrap(await upmsApi.POST('/sms/sendLoginCode', { body: { mobile }, signal }));
}

export async function sendSmsCode(
  mobile: string,
  purpose: 'register' | 'forget',
  signal?: AbortSignal,
): Promise<void> {
  unwrap(await upmsApi.POST('/sms/sendCode', { body: { mobile, purpose }, signal }));
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
  payload: { userName: string; password: string; mobile: string; code: string },
  signal?: AbortSignal,
): Promise<void> {
  unwrap(
    await upmsApi.POST('/user/register', {
      body: {
        userName: payload.userName,
        passWord: encryptLoginPassword(payload.password),
        mobile: payload.mobile,
        code: payload.code,
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
