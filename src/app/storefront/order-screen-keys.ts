/** The route keys of the checkout and order pages; their bindings are in order-screens.tsx (lazy). */
export const ORDER_SCREENS = [
  'screens.submit-order',
  'screens.payment',
  'screens.weixin-pay',
  'screens.pay-success',
  'screens.order-detail',
  'screens.deliverynote-detail',
  'screens.snapshot-detail',
] as const;

export type OrderScreenKey = (typeof ORDER_SCREENS)[number];
