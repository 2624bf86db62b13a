import type { SnapshotFrom } from 'xstate';
import type { CentreFilter, couponCentreMachine, CouponCentreEvent } from './coupon-centre.machine.ts';
import type { CentreCoupon, CouponKind } from './coupons.types.ts';

/** What the coupon centre shows and can do (views render this only). */
export interface CouponCentreApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  signedIn: boolean;
  filter: CentreFilter;
  records: CentreCoupon[];
  total: number;
  page: number;
  pageCount: number;
  /** The coupon being claimed, if any. */
  claiming: number | null;
  /** Whether a click on this coupon's button would claim it (or, for a visitor, lead to the login). */
  canClaim(couponId: number): boolean;
  claim(couponId: number): void;
  setKind(kind: CouponKind | null): void;
  setAvailable(available: boolean): void;
  canGo(page: number): boolean;
  goToPage(page: number): void;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof couponCentreMachine>,
  send: (event: CouponCentreEvent) => void,
): CouponCentreApi {
  const { signedIn, filter, records, total, page, size, claiming, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    signedIn,
    filter,
    records,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    claiming,
    canClaim: (couponId) =>
      snapshot.matches('ready') &&
      (!signedIn || records.some((r) => r.couponId === couponId && r.state === 'available')),
    claim: (couponId) => send({ type: 'coupon.claim', couponId }),
    setKind: (kind) => send({ type: 'filter.kind', kind }),
    setAvailable: (available) => send({ type: 'filter.available', available }),
    canGo: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
    retry: () => send({ type: 'list.retry' }),
  };
}
