import { encryptLoginPassword } from '../../../src/lib/login-cipher.ts';
import type { AccessRow } from '../access-matrix.ts';

/** A phone no demo account has, so codes for it are refused without touching any phone's caps. */
const UNKNOWN_MOBILE = '13900000000';

/**
 * Access rows for the upms service (see access-matrix.ts). Identity routes that change state are sampled
 * with requests they refuse (expect 400), so every caller of the matrix gets the same answer.
 */
export const upmsAccess: Record<string, AccessRow> = {
  'GET /yzc-upms/user/get': { access: 'user' },
  'GET /yzc-upms/user/getInfo': { access: 'user' },
  'GET /yzc-upms/user/getMenuByUser': { access: 'user', query: { userId: ':me', appId: '2' } },
  'POST /yzc-upms/dict/getListByDictCode': { access: 'public', body: { dataCode: 'purchase' } },
  'POST /yzc-upms/login': {
    access: 'public',
    body: { userName: 'matrix_nobody', passWord: encryptLoginPassword('Wrong@123') },
    expect: 400,
  },
  'POST /yzc-upms/smsLogin': {
    access: 'public',
    body: { userName: UNKNOWN_MOBILE, passWord: '000000' },
    expect: 400,
  },
  'POST /yzc-upms/sms/sendLoginCode': { access: 'public', body: { mobile: UNKNOWN_MOBILE }, expect: 400 },
  'POST /yzc-upms/sms/sendCode': {
    access: 'public',
    body: { mobile: '13800000002', purpose: 'register' },
    expect: 400,
  },
  'POST /yzc-upms/login/logout': { access: 'user', freshSession: true },
  'GET /yzc-upms/sys/config/paySettlementType': { access: 'user' },
  'POST /yzc-upms/user/updatePwd': {
    access: 'user',
    body: { oldPassWord: encryptLoginPassword('Wrong@123'), newPassWord: encryptLoginPassword('Mall@2027') },
    expect: 400,
  },
  'POST /yzc-upms/user/checkAccount': { access: 'public', body: { userName: 'matrix_free' } },
  'POST /yzc-upms/user/register': {
    access: 'public',
    body: {
      userName: 'buyer01',
      passWord: encryptLoginPassword('Mall@2027'),
      mobile: UNKNOWN_MOBILE,
      code: '000000',
    },
    expect: 400,
  },
  'POST /yzc-upms/user/forgetPwd/verify': {
    access: 'public',
    body: { mobile: '13800000002', code: '000000' },
    expect: 400,
  },
  'POST /yzc-upms/user/forgetPwd/reset': {
    access: 'public',
    body: { ticket: 'matrix-no-such-ticket', passWord: encryptLoginPassword('Mall@2027') },
    expect: 400,
  },
};
