import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/shell/route-guard.connect.ts';
import { routeGuardMachine } from '../../../machines/shell/route-guard.machine.ts';
import { classifyPath, isProtectedPath, loginUrl } from '../../../machines/shell/route-guard.types.ts';
import {
  displayName,
  hasAuthority,
  normaliseUserType,
  type CurrentUser,
} from '../../../machines/identity/user.ts';
import {
  accountLoginError,
  checkNewPassword,
  isAccountValid,
  isPasswordStrong,
  isPhoneValid,
  loginErrorMessageKey,
  phoneLoginError,
  validationMessages,
} from '../../../machines/identity/validation.ts';

const user = (userType: CurrentUser['userType'], extra: Partial<CurrentUser> = {}): CurrentUser => ({
  userId: 'u',
  userName: 'account01',
  fullName: '张三',
  userType,
  ...extra,
});

describe('user helpers', () => {
  it.each([
    [1, 5],
    [3, 2],
    [2, 2],
    [5, 5],
    [7, 7],
    ['3', 2],
    [null, null],
    ['', null],
  ] as const)('normalises user type %s to %s', (raw, normalised) => {
    expect(normaliseUserType(raw)).toBe(normalised);
  });

  it('shows the full name for purchasers (type 2 and 3) and the user name otherwise', () => {
    expect(displayName(user(2))).toBe('张三');
    expect(displayName(user(3))).toBe('张三');
    expect(displayName(user(5))).toBe('account01');
    expect(displayName(user(2, { fullName: '' }))).toBe('account01');
    expect(displayName(null)).toBe('');
  });

  it('grants an authority the user holds and refuses one they do not', () => {
    expect(hasAuthority(user(2), ['/uc/order'], 'DEMO', '/uc/order')).toBe(true);
    expect(hasAuthority(user(2), ['/uc/order'], 'DEMO', 'check')).toBe(false);
    expect(hasAuthority(null, ['/uc/order'], 'DEMO', '/uc/order')).toBe(false);
  });

  it('always allows confirm-receipt and check in shop BKSC', () => {
    expect(hasAuthority(user(2), [], 'BKSC', 'confirm-receipt')).toBe(true);
    expect(hasAuthority(user(2), [], 'BKSC', 'check')).toBe(true);
    expect(hasAuthority(user(2), [], 'BKSC', 'delete')).toBe(false);
    expect(hasAuthority(user(2), [], 'DEMO', 'check')).toBe(false);
  });

  it('grants every authority to type 7', () => {
    expect(hasAuthority(user(7), [], 'DEMO', 'anything')).toBe(true);
  });

  it('matches an action name against the last segment of a held menu URL', () => {
    expect(hasAuthority(user(2), ['/order/confirm-receipt'], 'DEMO', 'confirm-receipt')).toBe(true);
    expect(hasAuthority(user(3), ['/order/confirm-receipt'], 'DEMO', 'confirm-receipt')).toBe(true);
    expect(hasAuthority(user(2), ['/order/list'], 'DEMO', 'confirm-receipt')).toBe(false);
  });

  it('decides for purchasers only: suppliers have no menu authorities of the mall and act on their own orders', () => {
    expect(hasAuthority(user(5), [], 'DEMO', 'confirm-receipt')).toBe(true);
    expect(hasAuthority(user(2), [], 'DEMO', 'confirm-receipt')).toBe(false);
  });
});

describe('validation rules', () => {
  it('accepts 11-digit phones starting with 1', () => {
    expect(isPhoneValid('13800000002')).toBe(true);
    expect(isPhoneValid('23800000002')).toBe(false);
    expect(isPhoneValid('1380000000')).toBe(false);
    expect(isPhoneValid('138000000021')).toBe(false);
  });

  it('accepts 4–16 letters, digits or underscores after trimming', () => {
    expect(isAccountValid(' buyer_01 ')).toBe(true);
    expect(isAccountValid('abc')).toBe(false);
    expect(isAccountValid('a'.repeat(17))).toBe(false);
    expect(isAccountValid('买家01')).toBe(false);
  });

  it('needs 6–20 half-width characters with two kinds of letter, digit, symbol', () => {
    expect(isPasswordStrong('abc123')).toBe(true);
    expect(isPasswordStrong('abc!@#')).toBe(true);
    expect(isPasswordStrong('123!@#')).toBe(true);
    expect(isPasswordStrong('abcdef')).toBe(false);
    expect(isPasswordStrong('ab12')).toBe(false);
    expect(isPasswordStrong('a1'.repeat(11))).toBe(false);
    expect(isPasswordStrong('abc１２３')).toBe(false);
    expect(checkNewPassword('abc123', 'abc123')).toBeNull();
    expect(checkNewPassword('abc123', 'ABC123')).toBe('validation.passwordMismatch');
  });

  it('orders the login indicators field by field, then the terms', () => {
    expect(accountLoginError({ userName: 'ab', password: '', termsAccepted: false })).toBe(3);
    expect(accountLoginError({ userName: 'buyer01', password: ' ', termsAccepted: false })).toBe(4);
    expect(accountLoginError({ userName: 'buyer01', password: 'x', termsAccepted: false })).toBe(6);
    expect(phoneLoginError({ mobile: '1', code: '', termsAccepted: true })).toBe(1);
    expect(phoneLoginError({ mobile: '13800000002', code: '', termsAccepted: true })).toBe(2);
    expect(phoneLoginError({ mobile: '13800000002', code: '1', termsAccepted: true })).toBe(0);
  });

  it('uses the spec texts verbatim', () => {
    expect(validationMessages[loginErrorMessageKey(3)!]).toBe('账号为4~16位字母、数字或下划线');
    expect(validationMessages[loginErrorMessageKey(1)!]).toBe('请输入正确的手机号');
    expect(validationMessages[loginErrorMessageKey(4)!]).toBe('请输入密码');
    expect(validationMessages[loginErrorMessageKey(2)!]).toBe('请输入验证码');
    expect(validationMessages[loginErrorMessageKey(6)!]).toBe('请先阅读并勾选协议');
    expect(loginErrorMessageKey(0)).toBeNull();
  });
});

describe('route paths', () => {
  it('classifies paths', () => {
    expect(classifyPath('/')).toEqual({ kind: 'root' });
    expect(classifyPath('/register')).toEqual({ kind: 'global' });
    expect(classifyPath('/Demo')).toEqual({ kind: 'bare', domain: 'demo' });
    expect(classifyPath('/demo/user-center/uc-home')).toEqual({
      kind: 'tenant',
      domain: 'demo',
      section: 'user-center',
    });
  });

  it.each([
    '/demo/cart',
    '/demo/user-center',
    '/demo/user-center/uc-order',
    '/demo/submit-order',
    '/demo/order-detail',
    '/demo/plan',
    '/demo/planAudit',
  ])('protects %s', (path) => expect(isProtectedPath(path)).toBe(true));

  it.each(['/demo/index', '/demo/list', '/demo/planning', '/register', '/'])('does not protect %s', (path) =>
    expect(isProtectedPath(path)).toBe(false),
  );

  it('builds the login URL with the encoded /mall return URL', () => {
    expect(loginUrl('DEMO', { path: '/demo/cart', search: '?a=1' })).toBe(
      '/user-management/DEMO/pc/pwd-login?targetUrl=%2Fmall%2Fdemo%2Fcart%3Fa%3D1',
    );
  });
});

describe('route guard connect', () => {
  it('turns a snapshot into the shell view', () => {
    const actor = createActor(routeGuardMachine, { input: {} }).start();
    const view = connect(actor.getSnapshot());
    expect(view).toMatchObject({
      isNavigating: false,
      isReady: false,
      user: null,
      displayName: '',
      permissions: [],
    });
    expect(view.normalisedUserType).toBeNull();
    expect(view.can('check')).toBe(false);
  });
});
