import type { EventFrom, SnapshotFrom } from 'xstate';
import type { afterSaleDetailMachine } from './after-sale-detail.machine.ts';
import type { AfterSaleDetail } from './after-sales.types.ts';

/** What the after-sales request's page reads from its machine. */
export interface AfterSaleDetailApi {
  isNotFound: boolean;
  loadFailed: boolean;
  isLoading: boolean;
  retry(): void;
  detail: AfterSaleDetail | null;
  error: string | null;
  canWithdraw: boolean;
  /** The return's logistics form is offered (an accepted return not yet shipped back). */
  canShipReturn: boolean;
  requestWithdraw(): void;
  isConfirmingWithdraw: boolean;
  confirmWithdraw(): void;
  dismissWithdraw(): void;
  isSending: boolean;
  shipReturn(courier: string, waybill: string): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof afterSaleDetailMachine>,
  send: (event: EventFrom<typeof afterSaleDetailMachine>) => void,
): AfterSaleDetailApi {
  const { detail, error } = snapshot.context;
  return {
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    isLoading: snapshot.hasTag('loading') || (detail === null && !snapshot.hasTag('notFound')),
    retry: () => send({ type: 'detail.retry' }),
    detail,
    error,
    canWithdraw: snapshot.can({ type: 'withdraw.request' }),
    canShipReturn: detail?.actions.buyer.includes('SHIP_RETURN') ?? false,
    requestWithdraw: () => send({ type: 'withdraw.request' }),
    isConfirmingWithdraw: snapshot.hasTag('confirming'),
    confirmWithdraw: () => send({ type: 'withdraw.confirm' }),
    dismissWithdraw: () => send({ type: 'withdraw.dismiss' }),
    isSending: snapshot.hasTag('sending'),
    shipReturn: (courier, waybill) => send({ type: 'return.submit', courier, waybill }),
  };
}
