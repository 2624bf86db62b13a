import type { CHECKOUT_SCREENS } from '../../../config/paths.ts';
import { OrderDetailPage } from '../orders/order-detail-page.tsx';
import { PaySuccessPage } from './pay-success-page.tsx';
import { PaymentPage } from './payment-page.tsx';
import { SubmitOrderPage } from './submit-order-page.tsx';

/** The screens of issue 6 after the cart (route keys `screens.<screen>`), loaded as one lazy chunk. */
export type CheckoutScreenName = (typeof CHECKOUT_SCREENS)[number];

/** Submit order, the checkout counter and its WeChat page, pay success and order detail. */
export function CheckoutScreen({ domain, screen }: { domain: string; screen: CheckoutScreenName }) {
  switch (screen) {
    case 'submit-order':
      return <SubmitOrderPage domain={domain} />;
    case 'payment':
      return <PaymentPage domain={domain} variant="counter" />;
    case 'weixin-pay':
      return <PaymentPage domain={domain} variant="wechat" />;
    case 'pay-success':
      return <PaySuccessPage domain={domain} />;
    case 'order-detail':
      return <OrderDetailPage domain={domain} />;
  }
}
