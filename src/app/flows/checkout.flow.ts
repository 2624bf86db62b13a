import { fromPromise } from 'xstate';
import { checkoutMachine, type SubmitIntent } from '../../../machines/checkout.machine.ts';
import type { CheckoutSource } from '../../../machines/checkout.types.ts';
import { directLinesParam } from '../../../machines/cart.types.ts';
import { loadAddressBook, previewOrder, saveAddress, submitOrder } from '../../api/checkout.ts';

/** Submit order with its real actors; the page adds `goToPayment` and `saveIntent`. */
export const checkoutFlow = checkoutMachine.provide({
  actors: {
    loadAddresses: fromPromise(({ signal }) => loadAddressBook(signal)),
    previewOrder: fromPromise(({ input, signal }) => previewOrder(input, signal)),
    saveAddress: fromPromise(({ input }) => saveAddress(input)),
    placeOrder: fromPromise(({ input }) => submitOrder(input.idempotencyKey, input.body)),
  },
});

const intentKey = (source: CheckoutSource) =>
  `mall.checkoutIntent.${source.kind === 'cart' ? 'cart' : directLinesParam(source.lines)}`;

/**
 * The submit intent of a source kept in session storage while its order is in flight, so a reload during
 * the submit finds the same Idempotency-Key (the server then replays the first answer instead of ordering
 * twice).
 */
export function readIntent(source: CheckoutSource): SubmitIntent | null {
  try {
    const raw = sessionStorage.getItem(intentKey(source));
    const parsed = raw ? (JSON.parse(raw) as Partial<SubmitIntent>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string'
      ? { key: parsed.key, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}

export function writeIntent(source: CheckoutSource, intent: SubmitIntent | null): void {
  try {
    if (intent) sessionStorage.setItem(intentKey(source), JSON.stringify(intent));
    else sessionStorage.removeItem(intentKey(source));
  } catch {
    // Storage refused (private mode): the in-memory intent still guards double clicks and retries.
  }
}
