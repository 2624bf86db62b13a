import type { AccessRow } from './row.ts';

const NO_SUCH_ORDER = '202601010000000000000';

/**
 * Access rows for the invoices service (see access-matrix.ts). The buyer's operations on one order name
 * an order nobody has, refused the same way for every account; the seller's issue names an order no
 * store has (another store's invoice is not found either, see tests/server/invoices/invoices.test.ts).
 */
export const invoicesAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-invoice/inv/list': { access: 'user', query: { current: '1', size: '10' } },
  'GET /iiot/jcmall-invoice/inv/detail': { access: 'user', query: { orderNo: NO_SUCH_ORDER }, expect: 404 },
  'POST /iiot/jcmall-invoice/inv/apply': {
    access: 'user',
    body: {
      orderNo: NO_SUCH_ORDER,
      kind: 'electronicOrdinary',
      titleType: 'personal',
      title: '个人',
      content: '商品明细',
    },
    expect: 404,
  },
  'POST /iiot/jcmall-invoice/inv/change': {
    access: 'user',
    body: {
      orderNo: NO_SUCH_ORDER,
      request: 'update',
      kind: 'electronicOrdinary',
      titleType: 'personal',
      title: '张三',
      content: '商品明细',
    },
    expect: 404,
  },
  'GET /iiot/jcmall-invoice/inv/download': {
    access: 'user',
    query: { orderNo: NO_SUCH_ORDER },
    expect: 404,
  },
  'GET /iiot/jcmall-invoice/inv/store/list': {
    access: 'staff',
    duty: 'invoice',
    query: { status: 'applying', current: '1', size: '10' },
  },
  'POST /iiot/jcmall-invoice/inv/store/issue': {
    access: 'staff',
    duty: 'invoice',
    body: { orderNo: NO_SUCH_ORDER, fileId: 'nosuchfile', invoiceNo: '12345678' },
    expect: 404,
  },
};
