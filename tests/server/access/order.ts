import type { AccessRow } from './row.ts';

/** SKU 1 of DEMO: a normal, priced SKU with thousands in stock, so every account can add one. */
const SKU = 1;
const NO_SUCH_ID = 999_999_999;
const NO_SUCH_ORDER = '202601010000000000000';
const ORDER_CHOICES = {
  addressId: NO_SUCH_ID,
  deliveryMethod: 1,
  invoice: { kind: 'electronic' },
  userCouponIds: [],
  points: 0,
  messages: [],
  expectedPayAmount: '0.00',
};

/** Access rows for the order service (see access-matrix.ts). */
export const orderAccess: Record<string, AccessRow> = {
  'GET /iiot/jcmall-order/sc/skuCount': { access: 'user' },
  'POST /iiot/jcmall-order/sc/addShoppingCarts': { access: 'user', body: { skuId: SKU, quantity: '1' } },
  'POST /iiot/jcmall-order/sc/addShoppingCartsForBatch': {
    access: 'user',
    body: { rows: [{ sku: String(SKU), quantity: '1' }], commit: false },
  },
  'POST /iiot/jcmall-order/sc/queryCartInfo': { access: 'user', body: {} },
  'POST /iiot/jcmall-order/sc/queryCartInfoForDirectPlaceOrder': {
    access: 'user',
    body: { lines: [{ skuId: SKU, quantity: '1' }] },
  },
  // Lines that do not exist: refused the same way for every account, so the rows repeat.
  'POST /iiot/jcmall-order/sc/updateCart': {
    access: 'user',
    body: { lineId: NO_SUCH_ID, checked: true },
    expect: 404,
  },
  'POST /iiot/jcmall-order/sc/changeAllIsChecked': { access: 'user', body: { checked: true } },
  'POST /iiot/jcmall-order/sc/deleteCart': { access: 'user', body: { lineIds: [NO_SUCH_ID] }, expect: 404 },
  'POST /iiot/jcmall-order/sc/checkSkuCanOrder': { access: 'public', body: { skuId: SKU, quantity: '1' } },
  'POST /iiot/jcmall-order/sc/canSubmitOrder': { access: 'user', body: {} },
  'POST /iiot/jcmall-order/sc/canDirectSubmitOrder': {
    access: 'user',
    body: { lines: [{ skuId: SKU, quantity: '1' }] },
  },
  'POST /iiot/jcmall-order/od/previewOrder': {
    access: 'user',
    body: { lines: [{ skuId: SKU, quantity: '1' }] },
  },
  // Orders with an address that does not exist: refused before anything is written.
  'POST /iiot/jcmall-order/od/placeOrder': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-place' },
    body: ORDER_CHOICES,
    expect: 404,
  },
  'POST /iiot/jcmall-order/od/directPlaceOrder': {
    access: 'user',
    headers: { 'idempotency-key': 'access-matrix-direct' },
    body: { ...ORDER_CHOICES, lines: [{ skuId: SKU, quantity: '1' }] },
    expect: 404,
  },
  'GET /iiot/jcmall-order/od/submission': {
    access: 'user',
    query: { submissionId: String(NO_SUCH_ID) },
    expect: 404,
  },
  'GET /iiot/jcmall-order/od/orderList': {
    access: 'user',
    query: { tab: 'completed', keyword: '笔', from: '2026-01-01', to: '2026-12-31' },
  },
  'GET /iiot/jcmall-order/od/orderCounts': { access: 'user' },
  'GET /iiot/jcmall-order/od/orderDetail': { access: 'user', query: { orderNo: NO_SUCH_ORDER }, expect: 404 },
  'POST /iiot/jcmall-order/od/cancelOrder': { access: 'user', body: { orderNo: NO_SUCH_ORDER }, expect: 404 },
  // The buyer's order operations on an order nobody has: refused the same way for every account (a real
  // order of one account is not found for every other one, see tests/server/orders/my-orders.test.ts).
  // Spec §6: a purchaser needs the confirm-receipt authority (guest01, a purchaser without roles, has none).
  'POST /iiot/jcmall-order/od/confirmReceipt': {
    access: 'user',
    accounts: ['buyer01', 'buyer03', 'supplier01', 'merchant01', 'person01', 'admin'],
    body: { orderNo: NO_SUCH_ORDER },
    expect: 404,
  },
  'POST /iiot/jcmall-order/od/recycleOrder': {
    access: 'user',
    body: { orderNo: NO_SUCH_ORDER },
    expect: 404,
  },
  'POST /iiot/jcmall-order/od/restoreOrder': {
    access: 'user',
    body: { orderNo: NO_SUCH_ORDER },
    expect: 404,
  },
  'POST /iiot/jcmall-order/od/deleteOrder': { access: 'user', body: { orderNo: NO_SUCH_ORDER }, expect: 404 },
  'POST /iiot/jcmall-order/od/buyAgain': { access: 'user', body: { orderNo: NO_SUCH_ORDER }, expect: 404 },
};
