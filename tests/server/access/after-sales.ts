import type { AccessRow } from './row.ts';

const NO_SUCH_ORDER = '202601010000000000000';
const NO_SUCH_LINE = 999_999_999;
const NO_SUCH_AFS = 'AS20260101FFFFFFFFFF';

/**
 * Access rows for the after-sales service (see access-matrix.ts). The buyer's operations on an order or
 * request nobody has: refused the same way for every account, so the rows repeat (another account's real
 * request is not found either, see tests/server/after-sales/buyer-after-sales.test.ts).
 */
export const afterSalesAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-afs/afs/eligibility': {
    access: 'user',
    query: { orderNo: NO_SUCH_ORDER, lineId: String(NO_SUCH_LINE) },
    expect: 404,
  },
  'POST /iiot/jcmall-afs/afs/apply': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-afs-apply' },
    body: {
      orderNo: NO_SUCH_ORDER,
      lineId: NO_SUCH_LINE,
      kind: 'refund',
      reason: '不想要了',
      quantity: '1',
      amount: '1.00',
      instructions: '',
      pictures: [],
      phone: '13800000000',
    },
    expect: 404,
  },
  'GET /iiot/jcmall-afs/afs/list': { access: 'user', query: { status: 'applied', current: '1', size: '10' } },
  'GET /iiot/jcmall-afs/afs/detail': { access: 'user', query: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /iiot/jcmall-afs/afs/withdraw': { access: 'user', body: { afsNo: NO_SUCH_AFS }, expect: 404 },
  'POST /iiot/jcmall-afs/afs/shipReturn': {
    access: 'user',
    body: { afsNo: NO_SUCH_AFS, courier: '顺丰速运', waybill: 'SF1234567890' },
    expect: 404,
  },
};
