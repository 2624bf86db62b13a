import type { SnapshotFrom } from 'xstate';
import type { myCouponsMachine, MyCouponsEvent } from './my-coupons.machine.ts';
import type { MyCoupon, MyCouponPage, MyCouponStatus } from './coupons.types.ts';

/** What uc-coupons shows and can do (views render this only). */
export interface MyCouponsApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  status: MyCouponStatus;
  counts: MyCouponPage['counts'] | null;
  records: MyCoupon[];
  page: number;
  pageCount: number;
  selectTab(status: MyCouponStatus): void;
  canGo(page: number): boolean;
  goToPage(page: number): void;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof myCouponsMachine>,
  send: (event: MyCouponsEvent) => void,
): MyCouponsApi {
  const { status, counts, records, page, size, total, error } = snapshot.context;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    status,
    counts,
    records,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    selectTab: (s) => send({ type: 'tab.select', status: s }),
    canGo: (p) => snapshot.can({ type: 'page.go', page: p }),
    goToPage: (p) => send({ type: 'page.go', page: p }),
    retry: () => send({ type: 'list.retry' }),
  };
}
