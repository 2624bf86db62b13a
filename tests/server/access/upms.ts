import { encryptLoginPassword } from '../../../machines/identity/login-cipher.ts';
import type { AccessRow } from './row.ts';

/** A phone no demo account has. */
const UNKNOWN_MOBILE = '13900000000';

let serial = 0;
/** A new phone nobody has, per call: a code request for it is answered like any other and sends nothing. */
const freshUnknownMobile = () => `139${String(++serial).padStart(8, '0')}`;

/**
 * Access rows for the upms service (see access-matrix.ts). Identity routes that change state are sampled
 * with requests they refuse (expect 400) or that change nothing (a code for a phone nobody has), so every
 * caller of the matrix gets the same answer.
 */
export const upmsAccess: Record<string, AccessRow> = {
  'GET /yzc-upms/user/get': { access: 'user' },
  'GET /yzc-upms/user/getInfo': { access: 'user' },
  'POST /yzc-upms/user/updateHeaderAndBirthday': {
    access: 'user',
    body: { nickName: '矩阵昵称', gender: 0, birthday: '1990-01-01' },
  },
  'GET /yzc-upms/user/getMenuByUser': { access: 'user', query: { userId: ':me', appId: '2' } },
  'POST /yzc-upms/dict/getListByDictCode': { access: 'public', body: { dataCode: 'purchase' } },
  // A new name per call: failures are counted per name, and a name past three needs an image check.
  'POST /yzc-upms/login': {
    access: 'public',
    body: () => ({ userName: `matrix_${++serial}`, passWord: encryptLoginPassword('Wrong@123') }),
    expect: 400,
  },
  'POST /yzc-upms/login/exchange': { access: 'user' },
  'POST /yzc-upms/batchPhone/getImageCert': { access: 'public' },
  'POST /yzc-upms/batchPhone/checkImageCert': {
    access: 'public',
    body: { certId: 'matrix-no-such-picture', code: 'ABCD' },
    expect: 400,
  },
  'POST /yzc-upms/smsLogin': {
    access: 'public',
    body: { userName: UNKNOWN_MOBILE, passWord: '000000' },
    expect: 400,
  },
  'POST /yzc-upms/sms/sendLoginCode': { access: 'public', body: () => ({ mobile: freshUnknownMobile() }) },
  'POST /yzc-upms/sms/sendCode': {
    access: 'public',
    body: () => ({ mobile: freshUnknownMobile(), purpose: 'forget' }),
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
