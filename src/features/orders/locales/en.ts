import type { ordersZhCN } from './zh_CN.ts';
import type { Strings } from '../../../shared/i18n/texts.ts';

export const ordersEn: Strings<typeof ordersZhCN> = {
  detail: {
    title: 'Order details',
    notFound: 'The order does not exist',
    orderNo: 'Order number',
    status: 'Status',
    createdAt: 'Ordered at',
    payMethod: 'Payment method',
    paidAt: 'Paid at',
    canceledAt: 'Cancelled at',
    cancelReason: 'Reason',
    expiresAt: 'Please pay before {{time}}; unpaid orders are cancelled automatically',
    store: 'Store',
    goods: 'Goods',
    receiverInfo: 'Delivery',
    receiver: 'Recipient',
    phone: 'Phone',
    address: 'Address',
    delivery: 'Delivery method',
    invoice: 'Invoice',
    message: 'Message to the merchant',
    amounts: 'Amounts',
    pointsUsed: 'Points ({{points}} points)',
    toPay: 'Pay now',
    cancel: 'Cancel order',
    confirmTitle: 'Cancel order',
    confirmBody:
      'Cancel this order? This cannot be undone, and the other orders of the same submission are cancelled too.',
    confirm: 'Yes, cancel it',
    keep: 'Keep order',
    canceled: 'Order cancelled',
  },
};
