import type { AccessRow } from './row.ts';

const NO_SUCH_ORDER = '202601010000000000000';
const NO_SUCH_AFS = 'AS20260101ABCDEF0123';

/** Access rows for the console service (see access-matrix.ts): staff of a store and the operator only. */
export const consoleAccess: Record<string, AccessRow> = {
  'GET /mallapi/api/console/me': { access: 'staff' },
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
  'GET /mallapi/api/console/afs': { access: 'staff' },
  'GET /mallapi/api/console/afs/detail': { access: 'staff', query: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /mallapi/api/console/afs/accept': { access: 'staff', body: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /mallapi/api/console/afs/refuse': {
    access: 'staff',
    body: { afsNo: NO_SUCH_AFS, reason: '商品已使用' },
    expect: 404,
  },
  'POST /mallapi/api/console/afs/receive': { access: 'staff', body: { afsNo: NO_SUCH_AFS }, expect: 404 },
};
