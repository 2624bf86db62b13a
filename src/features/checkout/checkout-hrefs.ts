/**
 * Links of the checkout screens (route keys `screens.payment`, `screens.weixin-pay`, `screens.pay-success`,
 * `screens.order-detail` of config/paths.ts). They live with the lazy checkout chunk rather than in
 * `paths`, which the home page's initial JavaScript carries.
 */
const q = (name: string, value: string | number) => `?${new URLSearchParams({ [name]: String(value) })}`;

export const checkoutHrefs = {
  payment: (domain: string, submissionId: number) => `/${domain}/payment${q('submissionId', submissionId)}`,
  weixinPay: (domain: string, paymentId: string) => `/${domain}/weixin-pay${q('paymentId', paymentId)}`,
  paySuccess: (domain: string, submissionId: number) =>
    `/${domain}/pay-success${q('submissionId', submissionId)}`,
  orderDetail: (domain: string, orderNo: string) => `/${domain}/order-detail${q('orderNo', orderNo)}`,
} as const;
