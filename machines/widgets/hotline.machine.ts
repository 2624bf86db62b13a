import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/front.ts';

/** A consulting hotline (spec §3 "Hotline entry"; openapi front.yaml HotlineEntry); isSupplier 1 or 0. */
export type HotlineEntry = components['schemas']['HotlineEntry'];

/** The consulting-hotline popup: opening loads the lines; a failure can be retried. */
export const hotlineMachine = setup({
  types: {} as {
    context: { lines: HotlineEntry[] };
    events: { type: 'hotline.toggle' } | { type: 'hotline.close' } | { type: 'hotline.retry' };
  },
  actors: { loadHotlines: fromPromise<HotlineEntry[], void>(async () => []) },
}).createMachine({
  id: 'hotline',
  context: { lines: [] },
  initial: 'closed',
  states: {
    closed: { on: { 'hotline.toggle': 'loading' } },
    loading: {
      tags: ['open', 'loading'],
      invoke: {
        src: 'loadHotlines',
        onDone: { target: 'open', actions: assign({ lines: ({ event }) => event.output }) },
        onError: 'failed',
      },
      on: { 'hotline.toggle': 'closed', 'hotline.close': 'closed' },
    },
    open: { tags: ['open'], on: { 'hotline.toggle': 'closed', 'hotline.close': 'closed' } },
    failed: {
      tags: ['open', 'error'],
      on: { 'hotline.retry': 'loading', 'hotline.toggle': 'closed', 'hotline.close': 'closed' },
    },
  },
});
