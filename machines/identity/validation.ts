/**
 * Validation rules of spec §5 as pure functions, shared by machines, views and server tests.
 * Each rule answers a message key (see `validationMessages`) or `null` when the value passes.
 */

/** Message keys for the validation texts; the Chinese texts quoted by spec §5 are kept verbatim. */
export type ValidationMessageKey =
  | 'validation.account'
  | 'validation.phone'
  | 'validation.password'
  | 'validation.code'
  | 'validation.terms'
  | 'validation.passwordRule'
  | 'validation.passwordMismatch'
  | 'validation.accountTaken'
  | 'validation.imageCode';

/**
 * zh_CN texts for the keys. The first five are quoted by spec §5; the last three are not quoted by the
 * spec and are our wording (the i18n resources may override them).
 */
export const validationMessages: Readonly<Record<ValidationMessageKey, string>> = {
  'validation.account': '账号为4~16位字母、数字或下划线',
  'validation.phone': '请输入正确的手机号',
  'validation.password': '请输入密码',
  'validation.code': '请输入验证码',
  'validation.terms': '请先阅读并勾选协议',
  'validation.passwordRule': '密码为6~20位半角字符，须包含字母、数字、符号中的至少两种',
  'validation.passwordMismatch': '两次输入的密码不一致',
  'validation.accountTaken': '该账号已被注册',
  'validation.imageCode': '请输入图片验证码',
};

export const PHONE_PATTERN = /^1\d{10}$/;
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{4,16}$/;
/** Half-width = printable ASCII without the space (U+0021–U+007E). */
const HALF_WIDTH_PASSWORD = /^[\x21-\x7e]{6,20}$/;

/** Phone: 11 digits starting with 1 (spec §5). */
export function isPhoneValid(mobile: string): boolean {
  return PHONE_PATTERN.test(mobile);
}

/** Login / registration account: 4–16 letters, digits or underscores, after trimming. */
export function isAccountValid(userName: string): boolean {
  return ACCOUNT_PATTERN.test(userName.trim());
}

/** A required text field holds something other than spaces. */
export function isFilled(value: string): boolean {
  return value.trim().length > 0;
}

/**
 * Registration / reset password: 6–20 half-width characters with at least two of letter, digit and
 * symbol; case-sensitive (nothing is folded).
 */
export function isPasswordStrong(password: string): boolean {
  if (!HALF_WIDTH_PASSWORD.test(password)) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  return kinds >= 2;
}

/** New password and its confirmation: the rule, then the match. */
export function checkNewPassword(password: string, confirm: string): ValidationMessageKey | null {
  if (!isPasswordStrong(password)) return 'validation.passwordRule';
  if (password !== confirm) return 'validation.passwordMismatch';
  return null;
}

/**
 * Login form error indicator of spec §4: 0 none, 1 bad phone, 2 missing code, 3 bad account,
 * 4 missing password, 6 terms not agreed.
 */
export type LoginErrorIndicator = 0 | 1 | 2 | 3 | 4 | 6;

export interface AccountLoginFields {
  userName: string;
  password: string;
  termsAccepted: boolean;
}
export interface PhoneLoginFields {
  mobile: string;
  code: string;
  termsAccepted: boolean;
}

/** The first failing rule of the account tab, in field order, then the terms. */
export function accountLoginError(fields: AccountLoginFields): LoginErrorIndicator {
  if (!isAccountValid(fields.userName)) return 3;
  if (!isFilled(fields.password)) return 4;
  if (!fields.termsAccepted) return 6;
  return 0;
}

/** The first failing rule of the phone tab, in field order, then the terms. */
export function phoneLoginError(fields: PhoneLoginFields): LoginErrorIndicator {
  if (!isPhoneValid(fields.mobile)) return 1;
  if (!isFilled(fields.code)) return 2;
  if (!fields.termsAccepted) return 6;
  return 0;
}

/** The message key for a login error indicator (`null` for 0). */
export function loginErrorMessageKey(indicator: LoginErrorIndicator): ValidationMessageKey | null {
  switch (indicator) {
    case 1:
      return 'validation.phone';
    case 2:
      return 'validation.code';
    case 3:
      return 'validation.account';
    case 4:
      return 'validation.password';
    case 6:
      return 'validation.terms';
    default:
      return null;
  }
}

/** Sending an SMS code requires a valid phone and the terms ticked (spec §5). */
export function canSendSmsCode(mobile: string, termsAccepted: boolean): boolean {
  return isPhoneValid(mobile) && termsAccepted;
}
