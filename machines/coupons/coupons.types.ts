import type { components } from '../../openapi/generated/account.ts';

type Schemas = components['schemas'];

/** A coupon of the centre (openapi account.yaml CentreCoupon). */
export type CentreCoupon = Schemas['CentreCoupon'];
export type CouponCentrePage = Schemas['CouponCentrePage'];
/** What a claim answers (openapi account.yaml CouponClaimed). */
export type CouponClaimed = Schemas['CouponClaimed'];
/** A coupon the member holds (openapi account.yaml MyCoupon). */
export type MyCoupon = Schemas['MyCoupon'];
export type MyCouponPage = Schemas['MyCouponPage'];
export type MyCouponStatus = Schemas['MyCouponStatus'];
export type CouponKind = Schemas['CouponKind'];
export type CouponScope = Schemas['CouponScope'];

/** The tabs of uc-coupons, in order (spec §4: not used, used, expired). */
export const MY_COUPON_STATUSES: readonly MyCouponStatus[] = ['unused', 'used', 'expired'];
/** The kinds of the centre's filter, in order. */
export const COUPON_KINDS: readonly CouponKind[] = [1, 2, 3, 4];

/** True when a coupon has no threshold (无门槛): its threshold is zero. */
export const hasNoThreshold = (threshold: string) => /^0+(\.0+)?$/.test(threshold);
