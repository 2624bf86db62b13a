import { assign, fromPromise, setup } from 'xstate';
import { randomKey } from '../checkout/checkout.types.ts';
import { errorMessage } from '../shared/errors.ts';
import type { AfterSaleEligibility, ApplyAfterSaleBody } from './after-sales.types.ts';

export interface ApplyAfterSaleContext {
  orderNo: string;
  lineId: number;
  eligibility: AfterSaleEligibility | null;
  /** The submit intent: one Idempotency-Key per body, so a double click or a retry applies once. */
  intent: { key: string; body: string } | null;
  error: string | null;
}

export type ApplyAfterSaleEvent =
  { type: 'apply.submit'; body: ApplyAfterSaleBody } | { type: 'apply.retry' };

/**
 * Applying for after-sales on one order line (spec §2 uc-applyafs): `loadEligibility` says whether the
 * line may have a request now, which kinds, reasons and limits (`ineligible` shows its reason, e.g.
 * 该商品不支持退款申请). The form checks the spec's rules before sending (after-sales.types.ts
 * `applyProblems`); `applyAfterSale` sends it with an Idempotency-Key kept while the body stays the same,
 * then `goToDetail` opens the new request. The server's refusal is kept in `error`.
 * Tags `loading`, `error`, `ineligible`, `submitting`.
 */
export const applyAfterSaleMachine = setup({
  types: {} as {
    context: ApplyAfterSaleContext;
    events: ApplyAfterSaleEvent;
    input: { orderNo: string; lineId: number };
  },
  actors: {
    loadEligibility: fromPromise<AfterSaleEligibility, { orderNo: string; lineId: number }>(async () => {
      throw new Error('loadEligibility is provided by the app');
    }),
    applyAfterSale: fromPromise<{ afsNo: string }, { key: string; body: ApplyAfterSaleBody }>(async () => {
      throw new Error('applyAfterSale is provided by the app');
    }),
  },
  actions: {
    goToDetail: (_, _params: { afsNo: string }) => {},
  },
}).createMachine({
  id: 'applyAfterSale',
  context: ({ input }) => ({
    orderNo: input.orderNo,
    lineId: input.lineId,
    eligibility: null,
    intent: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadEligibility',
        input: ({ context }) => ({ orderNo: context.orderNo, lineId: context.lineId }),
        onDone: [
          {
            guard: ({ event }) => !event.output.eligible,
            target: 'ineligible',
            actions: assign({ eligibility: ({ event }) => event.output }),
          },
          { target: 'editing', actions: assign({ eligibility: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'apply.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ineligible: { tags: ['ineligible'] },
    editing: {
      on: {
        'apply.submit': {
          target: 'submitting',
          actions: assign(({ context, event }) => {
            const body = JSON.stringify(event.body);
            return {
              intent: context.intent?.body === body ? context.intent : { key: randomKey(), body },
              error: null,
            };
          }),
        },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'applyAfterSale',
        input: ({ context }) => ({
          key: context.intent!.key,
          body: JSON.parse(context.intent!.body) as ApplyAfterSaleBody,
        }),
        onDone: {
          target: 'done',
          actions: { type: 'goToDetail', params: ({ event }) => ({ afsNo: event.output.afsNo }) },
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
