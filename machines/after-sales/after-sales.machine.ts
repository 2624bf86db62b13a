import { setup, transition } from 'xstate';

/**
 * The life of one after-sales request (spec §4 "Refund flow"): the buyer applies; the seller accepts or
 * refuses; for a return the buyer ships it back and the seller receives it; the refund succeeds. The
 * buyer may withdraw while the seller has not received anything; a return not shipped in time closes the
 * request; a seller who does not answer in time counts as agreeing. The server asks
 * {@link nextAfterSaleStatus} before every change and writes it as `UPDATE … WHERE status = <expected>`,
 * and the pages render their buttons from the same definition ({@link afterSaleActions}).
 */
export const AFTER_SALE_STATUSES = [
  'applied',
  'refused',
  'withdrawn',
  'awaitingReturn',
  'returnShipped',
  'refunding',
  'refunded',
  'closed',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

/** Refund only (goods not sent, or not to be returned), or return and refund. */
export type AfterSaleKind = 'refund' | 'returnRefund';

export type AfterSaleEvent =
  /** The seller agrees. */
  | { type: 'ACCEPT' }
  /** The seller refuses, with a reason the buyer sees. */
  | { type: 'REFUSE' }
  /** The seller did not answer in time: counts as agreeing. */
  | { type: 'MERCHANT_TIMEOUT' }
  /** The buyer withdraws the request. */
  | { type: 'WITHDRAW' }
  /** The buyer ships the goods back (logistics company and number). */
  | { type: 'SHIP_RETURN' }
  /** The return was not shipped in time: the request closes. */
  | { type: 'RETURN_OVERDUE' }
  /** The seller received the returned goods. */
  | { type: 'RECEIVE_RETURN' }
  /** The money is back where it came from (at once for balance and points, by callback for a provider). */
  | { type: 'REFUND_SUCCEEDED' }
  /**
   * The provider could not refund (the original channel failed): the seller paid the money back another
   * way — a bank transfer — and recorded it (线下退款, the offline variant of the request's page).
   */
  | { type: 'REFUND_OFFLINE' };

export type AfterSaleEventType = AfterSaleEvent['type'];

export const afterSaleMachine = setup({
  types: {
    context: {} as { kind: AfterSaleKind },
    events: {} as AfterSaleEvent,
    input: {} as { kind: AfterSaleKind },
  },
  guards: {
    isReturn: ({ context }) => context.kind === 'returnRefund',
  },
}).createMachine({
  id: 'afterSale',
  context: ({ input }) => ({ kind: input.kind }),
  initial: 'applied',
  states: {
    applied: {
      on: {
        ACCEPT: [{ guard: 'isReturn', target: 'awaitingReturn' }, { target: 'refunding' }],
        MERCHANT_TIMEOUT: [{ guard: 'isReturn', target: 'awaitingReturn' }, { target: 'refunding' }],
        REFUSE: 'refused',
        WITHDRAW: 'withdrawn',
      },
    },
    awaitingReturn: {
      on: { SHIP_RETURN: 'returnShipped', WITHDRAW: 'withdrawn', RETURN_OVERDUE: 'closed' },
    },
    // The goods are on their way back, but the seller has not received them: the buyer may still withdraw.
    returnShipped: { on: { RECEIVE_RETURN: 'refunding', WITHDRAW: 'withdrawn' } },
    refunding: { on: { REFUND_SUCCEEDED: 'refunded', REFUND_OFFLINE: 'refunded' } },
    refunded: { type: 'final' },
    refused: { type: 'final' },
    withdrawn: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** The status a request moves to on an event, or null when its lifecycle does not allow the event there. */
export function nextAfterSaleStatus(
  status: AfterSaleStatus,
  kind: AfterSaleKind,
  event: AfterSaleEventType,
): AfterSaleStatus | null {
  const from = afterSaleMachine.resolveState({ value: status, context: { kind } });
  const [next] = transition(afterSaleMachine, from, { type: event } as AfterSaleEvent);
  const value = next.value as AfterSaleStatus;
  return value === status ? null : value;
}

/** What a buyer and a seller can do to a request in this status (the pages show a button for each). */
export function afterSaleActions(
  status: AfterSaleStatus,
  kind: AfterSaleKind,
  /** The online refund failed: the seller may pay the money back offline. */
  refundFailed = false,
): {
  buyer: Array<'WITHDRAW' | 'SHIP_RETURN'>;
  seller: Array<'ACCEPT' | 'REFUSE' | 'RECEIVE_RETURN' | 'REFUND_OFFLINE'>;
} {
  const allowed = (e: AfterSaleEventType) => nextAfterSaleStatus(status, kind, e) !== null;
  return {
    buyer: (['WITHDRAW', 'SHIP_RETURN'] as const).filter(allowed),
    seller: (['ACCEPT', 'REFUSE', 'RECEIVE_RETURN', 'REFUND_OFFLINE'] as const).filter(
      (e) => allowed(e) && (e !== 'REFUND_OFFLINE' || refundFailed),
    ),
  };
}

/** Whether the request is over (no event moves it any more). */
export const isAfterSaleFinished = (status: AfterSaleStatus): boolean =>
  ['refunded', 'refused', 'withdrawn', 'closed'].includes(status);
