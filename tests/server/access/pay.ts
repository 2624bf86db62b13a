import type { AccessRow } from './row.ts';

const NO_SUCH_PAYMENT = 'P000000000000000000000000';

/** Access rows for the pay service (see access-matrix.ts). */
export const payAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-pay/cashier/info': { access: 'user', query: { submissionId: '999999999' }, expect: 404 },
  'POST /iiot/jcmall-pay/pay/create': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-pay' },
    body: { submissionId: 999_999_999, method: 'balance' },
    expect: 404,
  },
  'GET /iiot/jcmall-pay/pay/status': { access: 'user', query: { paymentId: NO_SUCH_PAYMENT }, expect: 404 },
  // The provider's callback needs no session; an unsigned one is refused for everybody.
  'POST /iiot/jcmall-pay/pay/notify/sandbox': {
    access: 'global',
    body: {
      paymentId: NO_SUCH_PAYMENT,
      providerTxnId: 'SBX00000000',
      amount: '1.00',
      result: 'success',
      timestamp: 0,
      sign: '0'.repeat(64),
    },
    expect: 400,
  },
  'POST /iiot/jcmall-pay/pay/notify/sandbox/refund': {
    access: 'global',
    body: {
      refundId: 'R00000000000000000000000',
      providerRefundId: 'SBXR00000000',
      amount: '1.00',
      timestamp: 0,
      sign: '0'.repeat(64),
    },
    expect: 400,
  },
};
