import type { SnapshotFrom } from 'xstate';
import type { topupMachine, TopupEvent } from './topup.machine.ts';
import { topupAmountProblem, type Topup, type TopupMethod } from './topup.types.ts';

/** What the top-up panel shows and can do. */
export interface TopupApi {
  amount: string;
  method: TopupMethod;
  /** Why the typed amount cannot be sent (a key of the wallet namespace's `topup.problem`), or null. */
  problem: 'required' | 'format' | 'range' | null;
  isEditing: boolean;
  isBusy: boolean;
  showsQr: boolean;
  isPaid: boolean;
  /** The QR code expired or the payment failed: start again. */
  isClosed: boolean;
  topup: Topup | null;
  error: string | null;
  canSubmit: boolean;
  setAmount(amount: string): void;
  setMethod(method: TopupMethod): void;
  submit(): void;
  cancel(): void;
  again(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof topupMachine>,
  send: (event: TopupEvent) => void,
): TopupApi {
  const { amount, method, topup, error } = snapshot.context;
  return {
    amount,
    method,
    problem: topupAmountProblem(amount),
    isEditing: snapshot.hasTag('editing'),
    isBusy: snapshot.hasTag('busy'),
    showsQr: snapshot.hasTag('qr'),
    isPaid: snapshot.hasTag('paid'),
    isClosed: snapshot.hasTag('closed'),
    topup,
    error,
    canSubmit: snapshot.can({ type: 'topup.submit' }),
    setAmount: (value) => send({ type: 'amount.change', amount: value }),
    setMethod: (value) => send({ type: 'method.change', method: value }),
    submit: () => send({ type: 'topup.submit' }),
    cancel: () => send({ type: 'topup.cancel' }),
    again: () => send({ type: 'topup.again' }),
  };
}
