import type { consoleVouchersZhCN } from './zh_CN.ts';

/** The `consoleVouchers` namespace in English. */
export const consoleVouchersEn: typeof consoleVouchersZhCN = {
  title: 'Redeem vouchers',
  intro:
    'The customer shows the voucher code in the store or when the service comes to them. Enter it, check the goods and order, and redeem it. Each code can be redeemed once.',
  code: 'Voucher code',
  codePlaceholder: 'Enter the 12-digit code',
  codeInvalid: 'Enter the 12-digit code',
  lookup: 'Look up',
  clear: 'Clear',
  redeem: 'Redeem',
  redeemed: 'Redeemed',
  orderNo: 'Order number',
  buyer: 'Buyer',
  store: 'Store',
  paidAt: 'Paid at',
  usedAt: 'Redeemed at',
  status: 'Status',
  statuses: { unused: 'To be used', used: 'Used', refunded: 'Refunded' },
  refunding: 'Refund requested',
  history: 'Redeemed at this counter',
  historyEmpty: 'No code redeemed here yet',
};
