import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';

/** A product of a comparison zone with every supplier's offer (openapi front.yaml ComparisonGroup). */
export type ComparisonGroup = components['schemas']['ComparisonGroup'];

/** One supplier's offer of a product (openapi front.yaml ComparisonGroup.offers). */
export type ComparisonOffer = ComparisonGroup['offers'][number];

/**
 * Comparison result (spec §2 /comparison/result?zoneId=, type-8 zones): the zone's goods grouped by
 * product with each supplier's price, the cheapest marked by the server. A zone the caller may not open
 * ends in `unavailable`. Tags `loading`, `empty`, `error`, `unavailable`.
 */
export const comparisonResultMachine = setup({
  types: {} as {
    context: { zoneId: number; groups: ComparisonGroup[] };
    events: { type: 'result.retry' };
    input: { zoneId: number };
  },
  actors: {
    /** null: the zone does not exist or is not open to this caller. */
    loadComparison: fromPromise<ComparisonGroup[] | null, { zoneId: number }>(async () => {
      throw new Error('loadComparison is provided by the app');
    }),
  },
}).createMachine({
  id: 'comparisonResult',
  context: ({ input }) => ({ zoneId: input.zoneId, groups: [] }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: ({ context }) => Number.isInteger(context.zoneId) && context.zoneId > 0, target: 'loading' },
        { target: 'unavailable' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadComparison',
        input: ({ context }) => ({ zoneId: context.zoneId }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'unavailable' },
          { guard: ({ event }) => event.output!.length === 0, target: 'empty' },
          { target: 'listing', actions: assign({ groups: ({ event }) => event.output ?? [] }) },
        ],
        onError: 'failed',
      },
    },
    listing: {},
    empty: { tags: ['empty'] },
    unavailable: { tags: ['unavailable'] },
    failed: { tags: ['error'], on: { 'result.retry': 'loading' } },
  },
});
