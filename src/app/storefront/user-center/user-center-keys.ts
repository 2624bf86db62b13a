/**
 * The route keys (src/shared/routes.ts) whose screens live in the user centre's layout; their bindings are
 * in user-center-screens.tsx, loaded with the first of them.
 */
export const USER_CENTER_SCREENS = [
  'userCenter.uc-home',
  'userCenter.uc-order',
  'userCenter.uc-orderRecycling',
  'userCenter.uc-aftersales',
  'userCenter.uc-applyafs',
  'userCenter.uc-afslogistics',
  'userCenter.uc-evaluation',
  'userCenter.uc-comments',
  'userCenter.uc-evalDetail',
  'userCenter.uc-password',
  'userCenter.uc-shopaccount',
  'userCenter.uc-invoice',
  'userCenter.uc-collection',
  'userCenter.uc-footprint',
  'userCenter.uc-account',
  'userCenter.uc-address',
  'userCenter.uc-balance',
  'userCenter.uc-integral',
  'userCenter.uc-task',
  'userCenter.uc-coupons',
  'screens.afs-detail',
  'screens.write-comments',
  'screens.invoice-detail',
] as const;

export type UserCenterScreenKey = (typeof USER_CENTER_SCREENS)[number];
