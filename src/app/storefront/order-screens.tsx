import type { ReactNode } from 'react';
import { screen } from './lazy-screen.ts';
import type { OrderScreenKey } from './order-screen-keys.ts';

const SubmitOrderPage = screen(() =>
  import('../../features/checkout/screens/submit-order-screen.tsx').then((m) => m.SubmitOrderPage),
);
const PaymentPage = screen(() =>
  import('../../features/checkout/screens/payment-screen.tsx').then((m) => m.PaymentPage),
);
const PaySuccessPage = screen(() =>
  import('../../features/checkout/screens/pay-success-screen.tsx').then((m) => m.PaySuccessPage),
);
const OrderDetailPage = screen(() =>
  import('../../features/orders/screens/order-detail-screen.tsx').then((m) => m.OrderDetailPage),
);
const documents = () => import('../../features/orders/screens/order-documents-screen.tsx');
const DeliveryNotePage = screen(() => documents().then((m) => m.DeliveryNotePage));
const SnapshotPage = screen(() => documents().then((m) => m.SnapshotPage));

const PAGES: Record<OrderScreenKey, (domain: string) => ReactNode> = {
  'screens.submit-order': (domain) => <SubmitOrderPage domain={domain} />,
  'screens.payment': (domain) => <PaymentPage domain={domain} variant="counter" />,
  'screens.weixin-pay': (domain) => <PaymentPage domain={domain} variant="wechat" />,
  'screens.pay-success': (domain) => <PaySuccessPage domain={domain} />,
  'screens.order-detail': (domain) => <OrderDetailPage domain={domain} />,
  'screens.deliverynote-detail': (domain) => <DeliveryNotePage domain={domain} />,
  'screens.snapshot-detail': (domain) => <SnapshotPage domain={domain} />,
};

/** A checkout or order page (the router's Suspense waits for its chunk). */
export function OrderScreen({ screen: key, domain }: { screen: OrderScreenKey; domain: string }) {
  return <>{PAGES[key](domain)}</>;
}
