import type { EventFrom, SnapshotFrom } from 'xstate';
import type { applyAfterSaleMachine } from './apply-after-sale.machine.ts';
import type { AfterSaleEligibility, ApplyAfterSaleBody } from './after-sales.types.ts';

/** What the application page reads from its machine. */
export interface ApplyAfterSaleApi {
  isLoading: boolean;
  loadFailed: boolean;
  retry(): void;
  /** The line may not have a request now: `eligibility.message` says why. */
  isIneligible: boolean;
  eligibility: AfterSaleEligibility | null;
  isSubmitting: boolean;
  /** The server's refusal, or why loading failed. */
  error: string | null;
  submit(body: ApplyAfterSaleBody): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof applyAfterSaleMachine>,
  send: (event: EventFrom<typeof applyAfterSaleMachine>) => void,
): ApplyAfterSaleApi {
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'apply.retry' }),
    isIneligible: snapshot.hasTag('ineligible'),
    eligibility: snapshot.context.eligibility,
    isSubmitting: snapshot.hasTag('submitting') || snapshot.status === 'done',
    error: snapshot.context.error,
    submit: (body) => send({ type: 'apply.submit', body }),
  };
}
