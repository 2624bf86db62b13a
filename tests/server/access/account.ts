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
};
