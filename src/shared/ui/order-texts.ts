import { addTexts } from '../i18n/texts.ts';

/**
 * The words of an order that every page showing one uses (namespace `order`): statuses, pay and delivery
 * methods, amounts, invoice titles and the goods table. Loaded with those pages, not with the home page.
 */
addTexts('order', {
  zh_CN: {
    yuan: '¥{{amount}}',
    minus: '-¥{{amount}}',
    deliveryMethods: { '1': '普通快递', '2': '买家自提', '3': '无需快递', '4': '同城配送' },
    payMethods: { alipay: '支付宝', wechat: '微信支付', balance: '余额', points: '积分' },
    status: {
      pendingPayment: '待付款',
      pendingDelivery: '待发货',
      pendingReceipt: '待收货',
      pendingEvaluation: '待评价',
      evaluated: '已评价',
      completed: '已完成',
      canceled: '已取消',
      grouping: '拼团中',
      awaitingUse: '待使用',
    },
    voucher: {
      heading: '券码（{{count}}）',
      hint: '到店或服务人员上门时出示券码，由商家核销；未使用的券码可申请退款。',
      status: { unused: '待使用', used: '已使用', refunded: '已退款' },
      refunding: '退款中',
      usedAt: '使用时间 {{time}}',
      refundedAt: '退款时间 {{time}}',
    },
    amounts: {
      goodsAmount: '商品金额',
      shipping: '运费',
      couponAmount: '优惠券抵扣',
      pointsAmount: '积分抵扣',
      payAmount: '应付总额',
    },
    invoice: {
      none: '不开发票',
      personal: '电子普通发票（个人：{{title}}）',
      personalDefault: '电子普通发票（个人）',
      unit: '电子普通发票（单位：{{title}}，纳税人识别号：{{taxpayerId}}）',
    },
    table: {
      product: '商品',
      price: '单价',
      quantity: '数量',
      subtotal: '小计',
    },
  },
  en: {
    yuan: '¥{{amount}}',
    minus: '-¥{{amount}}',
    deliveryMethods: {
      '1': 'General express',
      '2': 'Buyer pickup',
      '3': 'No express needed',
      '4': 'Same-city delivery',
    },
    payMethods: { alipay: 'Alipay', wechat: 'WeChat Pay', balance: 'Balance', points: 'Points' },
    status: {
      pendingPayment: 'Pending payment',
      pendingDelivery: 'Pending delivery',
      pendingReceipt: 'Pending receipt',
      pendingEvaluation: 'Pending evaluation',
      evaluated: 'Evaluated',
      completed: 'Completed',
      canceled: 'Canceled',
      grouping: 'Grouping',
      awaitingUse: 'To be used',
    },
    voucher: {
      heading: 'Voucher codes ({{count}})',
      hint: 'Show a code in the store or when the service comes to you; the store redeems it. Unused codes can be refunded.',
      status: { unused: 'To be used', used: 'Used', refunded: 'Refunded' },
      refunding: 'Refund requested',
      usedAt: 'Used {{time}}',
      refundedAt: 'Refunded {{time}}',
    },
    amounts: {
      goodsAmount: 'Goods',
      shipping: 'Shipping',
      couponAmount: 'Coupons',
      pointsAmount: 'Points',
      payAmount: 'Total to pay',
    },
    invoice: {
      none: 'No invoice',
      personal: 'Electronic ordinary invoice (personal: {{title}})',
      personalDefault: 'Electronic ordinary invoice (personal)',
      unit: 'Electronic ordinary invoice (unit: {{title}}, taxpayer ID {{taxpayerId}})',
    },
    table: {
      product: 'Product',
      price: 'Unit price',
      quantity: 'Quantity',
      subtotal: 'Subtotal',
    },
  },
});
