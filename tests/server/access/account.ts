import type { AccessRow } from './row.ts';

/** Access rows for the account service (see access-matrix.ts). */
export const accountAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-account/region/children': { access: 'public' },
  'GET /iiot/jcmall-account/ad/queryDefaultAddress': { access: 'user' },
  'GET /iiot/jcmall-account/ad/list': { access: 'user' },
  // Changing an address that does not exist: refused the same way for every account.
  'POST /iiot/jcmall-account/ad/save': {
    access: 'user',
    body: {
      id: 999_999_999,
      receiver: '张三',
      phone: '13900000000',
      provinceCode: '110000',
      cityCode: '110100',
      countyCode: '110105',
      townCode: '110105001',
      detail: '建国路88号SOHO现代城',
      isDefault: false,
    },
    expect: 404,
  },
  'POST /iiot/jcmall-account/ad/delete': { access: 'user', body: { id: 999_999_999 }, expect: 404 },
  'GET /iiot/jcmall-account/account/wallet': { access: 'user' },
  'GET /iiot/jcmall-account/balance/ledger': { access: 'user' },
  // A top-up outside ¥0.01–¥100,000: refused the same way for every account (nothing is opened).
  'POST /iiot/jcmall-account/balance/topup': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-topup' },
    body: { amount: '0', method: 'alipay' },
    expect: 400,
  },
  'GET /iiot/jcmall-account/balance/topup/status': {
    access: 'user',
    query: { paymentId: 'P000000000000000000000000' },
    expect: 404,
  },
  'GET /iiot/jcmall-account/points/summary': { access: 'user' },
  'GET /iiot/jcmall-account/points/ledger': { access: 'user' },
  'GET /iiot/jcmall-account/points/tasks': { access: 'user' },
  'GET /iiot/jcmall-account/signin/calendar': { access: 'user' },
  // A day to come: 未到签到时间 for every account (nobody is signed in by the matrix).
  'POST /iiot/jcmall-account/signin': { access: 'user', body: { day: '2099-01-01' }, expect: 400 },
  'GET /iiot/jcmall-account/coupon/centre': { access: 'public' },
  // A coupon that does not exist: refused the same way for every account (nothing is given).
  'POST /iiot/jcmall-account/coupon/claim': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-coupon' },
    body: { couponId: 999_999_999 },
    expect: 404,
  },
  'GET /iiot/jcmall-account/coupon/mine': { access: 'user' },
  'GET /iiot/jcmall-account/member/summary': { access: 'user' },
  'GET /iiot/jcmall-account/member/plans': { access: 'user' },
  // Balance cannot buy a membership: refused the same way for every account (nothing is opened).
  'POST /iiot/jcmall-account/member/buy': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-member' },
    body: { plan: 'month', method: 'balance' },
    expect: 400,
  },
  'GET /iiot/jcmall-account/member/buy/status': {
    access: 'user',
    query: { paymentId: 'P000000000000000000000000' },
    expect: 404,
  },
  'GET /iiot/jcmall-account/points-mall/goods': { access: 'public' },
  // A good that does not exist: refused the same way for every account (nothing is redeemed).
  'POST /iiot/jcmall-account/points-mall/redeem': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-redeem' },
    body: { goodsId: 999_999_999, quantity: 1 },
    expect: 404,
  },
};
