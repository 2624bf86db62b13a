import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED } from '../../../server/src/modules/identity/login.service.ts';
import { decryptLoginPassword, encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import { createTestApp, type TestApp } from '../fixtures/app.ts';
import {
  DEMO_PASSWORD,
  cipher,
  get,
  imageTicket,
  post,
  passwordLogin,
  sendCode,
} from '../fixtures/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login cipher', () => {
  it('round-trips the timestamp and the password, Chinese and symbols included', () => {
    const sealed = encryptLoginPassword('密码Mall@2026 !', 1_760_000_000_123);
    expect(decryptLoginPassword(sealed)).toEqual({
      timestamp: 1_760_000_000_123,
      password: '密码Mall@2026 !',
    });
  });

  it('answers null for anything that is not a cipher of the fixed key', () => {
    const sealed = encryptLoginPassword('Mall@2026');
    for (const bad of ['', 'abc', 'not base64!', sealed.slice(4), `${sealed.slice(0, -3)}AA=`])
      expect([bad, decryptLoginPassword(bad)]).toEqual([bad, null]);
  });
});

describe('registration', () => {
  it('registers in three steps: account, phone code, done; the new account logs in', async () => {
    const check = await post(t, '/user/checkAccount', { userName: 'new_user_01' });
    expect(check.json()).toMatchObject({ success: true, code: 200 });
    const code = await sendCode(t, '13955550001', 'register');
    const res = await post(t, '/user/register', {
      userName: 'new_user_01',
      passWord: cipher('abc123'),
      mobile: '13955550001',
      code,
    });
    expect(res.json()).toMatchObject({ success: true, data: { userName: 'new_user_01' } });
    const token = await passwordLogin(t, 'new_user_01', 'abc123');
    const me = await get(t, '/user/get', { token });
    expect(me.json().data).toMatchObject({ userName: 'new_user_01', userType: 7, mobile: '139****0001' });
    // The account lives in its tenant only.
    const elsewhere = await post(
      t,
      '/login',
      { userName: 'new_user_01', passWord: cipher('abc123') },
      {
        shopId: 'HBKY',
      },
    );
    expect(elsewhere.statusCode).toBe(400);
  });

  it('says 账号已存在 when the account is taken, at the check and at registration', async () => {
    const check = await post(t, '/user/checkAccount', { userName: 'buyer01' });
    expect(check.json()).toMatchObject({ code: 400, message: '账号已存在' });
    const res = await post(t, '/user/register', {
      userName: 'buyer01',
      passWord: cipher('abc123'),
      mobile: '13955550002',
      code: '123456',
    });
    expect(res.json()).toMatchObject({ code: 400, message: '账号已存在' });
  });

  it('sends no code to a phone that has an account, with the answer any phone gets; registering it is refused', async () => {
    const res = await post(t, '/sms/sendCode', { mobile: '13800000002', purpose: 'register' });
    expect(res.json()).toMatchObject({ success: true, data: { resendAfter: 60, expiresIn: 300 } });
    expect((await t.app.inject({ method: 'GET', url: '/__dev/sms?mobile=13800000002' })).statusCode).toBe(
      404,
    );
    // Guessing a code for it tells nothing either: the answer is the one for any wrong code.
    const guessed = await post(t, '/user/register', {
      userName: 'new_user_02',
      passWord: cipher('abc123'),
      mobile: '13800000002',
      code: '123456',
    });
    expect(guessed.json()).toMatchObject({ code: 400, message: '验证码错误或已失效' });
    const code = await sendCode(t, '13955550003', 'register');
    await t.db.owner((q) =>
      q.query(`UPDATE app_user SET mobile = '13955550003' WHERE shop_id = 'DEMO' AND user_name = 'guest01'`),
    );
    const taken = await post(t, '/user/register', {
      userName: 'new_user_03',
      passWord: cipher('abc123'),
      mobile: '13955550003',
      code,
    });
    expect(taken.json()).toMatchObject({ code: 400, message: '手机号已注册' });
  });

  it('explains every account and password rule it refuses', async () => {
    const cases: Array<[string, string, string]> = [
      ['abc', 'abc123', '账号为4~16位字母、数字或下划线'],
      ['a234567890abcdefg', 'abc123', '账号为4~16位字母、数字或下划线'],
      ['用户名称', 'abc123', '账号为4~16位字母、数字或下划线'],
      ['new-user', 'abc123', '账号为4~16位字母、数字或下划线'],
      ['new_user_04', 'ab12', '密码为6~20位半角字符，区分大小写'],
      ['new_user_04', 'abc 123', '密码为6~20位半角字符，区分大小写'],
      ['new_user_04', 'ａｂｃ１２３', '密码为6~20位半角字符，区分大小写'],
      ['new_user_04', 'a1'.repeat(11), '密码为6~20位半角字符，区分大小写'],
      ['new_user_04', '123456', '密码须包含字母、数字、符号中的至少两种'],
      ['new_user_04', 'abcdefg', '密码须包含字母、数字、符号中的至少两种'],
      ['new_user_04', '!@#$%^', '密码须包含字母、数字、符号中的至少两种'],
    ];
    for (const [userName, password, message] of cases) {
      const res = await post(t, '/user/register', {
        userName,
        passWord: cipher(password),
        mobile: '13955550004',
        code: '123456',
      });
      expect([userName, password, res.json().message]).toEqual([userName, password, message]);
    }
    const check = await post(t, '/user/checkAccount', { userName: 'ab' });
    expect(check.json().message).toBe('账号为4~16位字母、数字或下划线');
    const phone = await post(t, '/user/register', {
      userName: 'new_user_04',
      passWord: cipher('abc123'),
      mobile: '1395555',
      code: '123456',
    });
    expect(phone.json().message).toBe('请输入正确的手机号');
  });

  it('refuses a wrong code, keeping the account free', async () => {
    const code = await sendCode(t, '13955550005', 'register');
    const res = await post(t, '/user/register', {
      userName: 'new_user_05',
      passWord: cipher('abc123'),
      mobile: '13955550005',
      code: code === '000000' ? '000001' : '000000',
    });
    expect(res.json()).toMatchObject({ code: 400, message: '验证码错误或已失效' });
    expect((await post(t, '/user/checkAccount', { userName: 'new_user_05' })).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('changes the password and revokes every session of the user, the current one included', async () => {
    const current = await passwordLogin(t, 'buyer03');
    const other = await passwordLogin(t, 'buyer03');
    const res = await post(
      t,
      '/user/updatePwd',
      { oldPassWord: cipher(DEMO_PASSWORD), newPassWord: cipher('Mall@2027') },
      { token: current },
    );
    expect(res.json()).toMatchObject({ success: true, code: 200 });
    for (const token of [current, other]) expect((await get(t, '/user/get', { token })).statusCode).toBe(401);
    expect(
      (await post(t, '/login', { userName: 'buyer03', passWord: cipher(DEMO_PASSWORD) })).statusCode,
    ).toBe(400);
    await passwordLogin(t, 'buyer03', 'Mall@2027');
    // Other tenants' buyer03 is another account.
    await passwordLogin(t, 'buyer03', DEMO_PASSWORD, { shopId: 'HBKY' });
  });

  it('refuses a wrong original password, a weak or unchanged new one, and keeps the session', async () => {
    const token = await passwordLogin(t, 'supplier01');
    const cases: Array<[string, string, string]> = [
      ['Wrong@2026', 'Mall@2027', '原密码错误'],
      [DEMO_PASSWORD, '123456', '密码须包含字母、数字、符号中的至少两种'],
      [DEMO_PASSWORD, DEMO_PASSWORD, '新密码不能与原密码相同'],
    ];
    for (const [oldPassword, newPassword, message] of cases) {
      const res = await post(
        t,
        '/user/updatePwd',
        { oldPassWord: cipher(oldPassword), newPassWord: cipher(newPassword) },
        { token },
      );
      expect(res.json()).toMatchObject({ code: 400, message });
    }
    expect((await get(t, '/user/get', { token })).statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  it('verifies the phone, trades the code for a ticket, sets the new password and revokes sessions', async () => {
    const session = await passwordLogin(t, 'merchant01');
    const code = await sendCode(t, '13800000001', 'forget');
    const verify = await post(t, '/user/forgetPwd/verify', { mobile: '13800000001', code });
    expect(verify.json()).toMatchObject({ success: true, data: { expiresIn: 600 } });
    const ticket = verify.json().data.ticket as string;

    const weak = await post(t, '/user/forgetPwd/reset', { ticket, passWord: cipher('123456') });
    expect(weak.json().message).toBe('密码须包含字母、数字、符号中的至少两种');
    const reset = await post(t, '/user/forgetPwd/reset', { ticket, passWord: cipher('Reset#2026') });
    expect(reset.json()).toMatchObject({ success: true, code: 200 });

    expect((await get(t, '/user/get', { token: session })).statusCode).toBe(401);
    await passwordLogin(t, 'merchant01', 'Reset#2026');
    const reuse = await post(t, '/user/forgetPwd/reset', { ticket, passWord: cipher('Again#2026') });
    expect(reuse.json()).toMatchObject({ code: 400, message: '重置凭证无效或已过期，请重新验证手机号' });
  });

  it('refuses a wrong code, a login code, an unknown phone and an expired ticket', async () => {
    const loginCode = await sendCode(t, '13800000000', 'login');
    const wrongPurpose = await post(t, '/user/forgetPwd/verify', { mobile: '13800000000', code: loginCode });
    expect(wrongPurpose.json()).toMatchObject({ code: 400, message: '验证码错误或已失效' });
    const unknown = await post(t, '/sms/sendCode', { mobile: '13966660000', purpose: 'forget' });
    expect(unknown.json()).toMatchObject({ success: true });
    const guessed = await post(t, '/user/forgetPwd/verify', { mobile: '13966660000', code: '000000' });
    expect(guessed.json()).toMatchObject({ code: 400, message: '验证码错误或已失效' });

    await t.db.owner((q) => q.query(`UPDATE sms_send_log SET sent_at = sent_at - interval '2 minutes'`));
    const code = await sendCode(t, '13800000000', 'forget');
    const verify = await post(t, '/user/forgetPwd/verify', { mobile: '13800000000', code });
    const ticket = verify.json().data.ticket as string;
    await t.db.owner((q) =>
      q.query(
        `UPDATE password_reset_ticket SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      ),
    );
    const expired = await post(t, '/user/forgetPwd/reset', { ticket, passWord: cipher('Reset#2026') });
    expect(expired.json().message).toBe('重置凭证无效或已过期，请重新验证手机号');
  });

  it('lifts a login lock', async () => {
    for (let i = 0; i < 10; i++) {
      const ticket = i >= 3 ? await imageTicket(t, { ip: '10.30.0.1' }) : undefined;
      const imageTicketField = ticket ? { imageTicket: ticket } : {};
      await post(
        t,
        '/login',
        { userName: 'person01', passWord: cipher(`Wrong@${i}`), ...imageTicketField },
        { ip: '10.30.0.1' },
      );
    }
    const locked = await post(t, '/login', { userName: 'person01', passWord: cipher(DEMO_PASSWORD) });
    expect(locked.json().message).toBe(ACCOUNT_LOCKED);
    const code = await sendCode(t, '13800000007', 'forget');
    const verify = await post(t, '/user/forgetPwd/verify', { mobile: '13800000007', code });
    await post(t, '/user/forgetPwd/reset', {
      ticket: verify.json().data.ticket,
      passWord: cipher('Reset#2026'),
    });
    await passwordLogin(t, 'person01', 'Reset#2026');
  });
});
