import type { AccessRow } from './row.ts';

const NO_SUCH_ORDER = '202601010000000000000';
const NO_SUCH_AFS = 'AS20260101ABCDEF0123';
/** The demo accounts a supplier-only operation admits: type 5, and type 1 shown as 5. */
const SUPPLIERS = ['supplier01', 'merchant01'];

/** Access rows for the console service (see access-matrix.ts): staff of a store and the operator only. */
export const consoleAccess: Record<string, AccessRow> = {
  // Store staff, the operator, and purchasers with a role (the purchaser management platform).
  'GET /mallapi/api/console/me': {
    access: 'user',
    accounts: ['admin', 'supplier01', 'merchant01', 'buyer01', 'buyer03'],
  },
  'GET /mallapi/api/console/purchase-orders': { access: 'user', accounts: ['buyer01', 'buyer03'] },
  'GET /mallapi/api/console/orders': { access: 'staff' },
  'GET /mallapi/api/console/orders/detail': {
    access: 'staff',
    query: { orderNo: NO_SUCH_ORDER },
    expect: 404,
  },
  'POST /mallapi/api/console/orders/ship': {
    access: 'staff',
    duty: 'fulfil',
    body: { orderNo: NO_SUCH_ORDER, packages: [{ courier: '顺丰速运', waybill: 'SF1234567890' }] },
    expect: 404,
  },
  'GET /mallapi/api/console/vouchers': {
    access: 'staff',
    duty: 'fulfil',
    query: { code: '000000000000' },
    expect: 404,
  },
  'POST /mallapi/api/console/vouchers/redeem': {
    access: 'staff',
    duty: 'fulfil',
    body: { code: '000000000000' },
    expect: 404,
  },
  'GET /mallapi/api/console/afs': { access: 'staff' },
  'GET /mallapi/api/console/afs/detail': { access: 'staff', query: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /mallapi/api/console/afs/accept': { access: 'staff', body: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /mallapi/api/console/afs/refuse': {
    access: 'staff',
    body: { afsNo: NO_SUCH_AFS, reason: '商品已使用' },
    expect: 404,
  },
  'POST /mallapi/api/console/afs/receive': { access: 'staff', body: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /mallapi/api/console/afs/refund-offline': {
    access: 'staff',
    body: { afsNo: NO_SUCH_AFS, account: '6222020000000000', reference: 'TX-20260101' },
    expect: 404,
  },
  // Opening a store: suppliers (types 5 and 1) apply; the mall operator audits.
  'GET /mallapi/api/shop/settle/mine': { access: 'user', accounts: SUPPLIERS },
  'POST /mallapi/api/shop/settle/apply': {
    access: 'user',
    accounts: SUPPLIERS,
    body: {
      storeName: '好店!!!',
      description: '一家好店铺，卖好东西的。',
      companyName: '好店有限公司',
      contactName: '王好',
      contactPhone: '13911112222',
      provinceCode: '110000',
      cityCode: '110100',
      districtCode: '110108',
      address: '中关村大街 1 号',
      storeType: 'general',
      documents: { logo: 'x', licence: 'x', idFront: 'x', idBack: 'x' },
    },
    expect: 400,
  },
  'POST /mallapi/api/shop/settle/expedite': { access: 'user', accounts: SUPPLIERS, expect: 400 },
  'POST /mallapi/api/shop/settle/store-status': {
    access: 'user',
    accounts: SUPPLIERS,
    body: { event: 'GO_ONLINE' },
    expect: 400,
  },
  'POST /mallapi/api/shop/account/password': {
    access: 'user',
    accounts: SUPPLIERS,
    body: { passWord: 'not-a-cipher' },
    expect: 400,
  },
  'GET /mallapi/api/workspace/summary': { access: 'user' },
  'GET /mallapi/api/console/settle/applications': { access: 'operator' },
  'GET /mallapi/api/console/settle/applications/detail': {
    access: 'operator',
    query: { id: '999999' },
    expect: 404,
  },
  'POST /mallapi/api/console/settle/applications/decide': {
    access: 'operator',
    body: { id: 999999, decision: 'APPROVE' },
    expect: 404,
  },
  'GET /mallapi/api/console/stores': { access: 'operator' },
  'POST /mallapi/api/console/stores/status': {
    access: 'operator',
    body: { storeId: 999999, event: 'RESTORE' },
    expect: 404,
  },
};
