import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.ts';

/** What the submit-order page reads from the checkout machine; the view computes none of it. */
export interface CheckoutApi {
  isLoading: boolean;
  loadFailed: boolean;
  isReady: boolean;
  isPreviewing: boolean;
  previewFailed: boolean;
  isSubmitting: boolean;
  /** The typed points break a rule (积分需为10的整数倍 / over the order's maximum). */
  pointsProblem: 'notMultiple' | 'overMax' | null;
  canApplyPoints: boolean;
  addressDialogOpen: boolean;
  savingAddress: boolean;
  invoiceDialogOpen: boolean;
  /** Choices are locked while the order is submitted. */
  locked: boolean;
  canSubmit: boolean;
  /** Why the order cannot be submitted: a client rule key, else the server's message; null when it can. */
  blocked: { rule: 'addressRequired' } | { message: string } | null;
}

export function connect(snapshot: SnapshotFrom<typeof checkoutMachine>): CheckoutApi {
  const { context } = snapshot;
  const isReady = snapshot.matches('ready');
  const pointsProblem = snapshot.matches({ ready: { points: { invalid: 'notMultiple' } } })
    ? 'notMultiple'
    : snapshot.matches({ ready: { points: { invalid: 'overMax' } } })
      ? 'overMax'
      : null;
  const blocked =
    !isReady || snapshot.hasTag('previewing') || snapshot.hasTag('previewError')
      ? null
      : context.addressId === null
        ? ({ rule: 'addressRequired' } as const)
        : context.preview && !context.preview.canSubmit
          ? { message: context.preview.message }
          : null;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isReady,
    isPreviewing: snapshot.hasTag('previewing'),
    previewFailed: snapshot.hasTag('previewError'),
    isSubmitting: snapshot.hasTag('submitting') || snapshot.hasTag('done'),
    pointsProblem,
    canApplyPoints: snapshot.can({ type: 'points.apply' }),
    addressDialogOpen: snapshot.hasTag('addressDialog'),
    savingAddress: snapshot.hasTag('savingAddress'),
    invoiceDialogOpen: snapshot.hasTag('invoiceDialog'),
    locked: snapshot.hasTag('submitting') || snapshot.hasTag('done'),
    canSubmit: snapshot.can({ type: 'order.submit' }),
    blocked,
  };
}
