import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product.ts';

/** A product in the comparison list (spec §3 "Comparison item"; openapi product.yaml CompareItem). */
export type CompareItem = components['schemas']['CompareItem'];

/** At most four products are compared (spec §5, §9). */
export const COMPARE_MAX = 4;

/**
 * The comparison side panel (spec §4): opening toggles it and reloads the list; deleting an item shows
 * 删除成功 and reloads. `canAdd` (fewer than four) tells product pages whether to show their add button.
 */
export const comparePanelMachine = setup({
  types: {} as {
    context: { items: CompareItem[]; deleting: number | null };
    events:
      | { type: 'compare.toggle' }
      | { type: 'compare.close' }
      | { type: 'compare.delete'; skuId: number }
      | { type: 'compare.retry' };
  },
  actors: {
    loadCompareList: fromPromise<CompareItem[], void>(async () => []),
    deleteCompareItem: fromPromise<CompareItem[], { skuId: number }>(async () => []),
  },
  actions: { notifyDeleted: () => {} },
}).createMachine({
  id: 'comparePanel',
  context: { items: [], deleting: null },
  initial: 'closed',
  states: {
    closed: { on: { 'compare.toggle': 'loading' } },
    loading: {
      tags: ['open', 'loading'],
      invoke: {
        src: 'loadCompareList',
        onDone: { target: 'open', actions: assign({ items: ({ event }) => event.output }) },
        onError: 'failed',
      },
      on: { 'compare.toggle': 'closed', 'compare.close': 'closed' },
    },
    open: {
      tags: ['open'],
      on: {
        'compare.toggle': 'closed',
        'compare.close': 'closed',
        'compare.delete': { target: 'deleting', actions: assign({ deleting: ({ event }) => event.skuId }) },
      },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        src: 'deleteCompareItem',
        input: ({ context }) => ({ skuId: context.deleting! }),
        onDone: { target: 'loading', actions: [assign({ deleting: null }), 'notifyDeleted'] },
        onError: { target: 'open', actions: assign({ deleting: null }) },
      },
    },
    failed: {
      tags: ['open', 'error'],
      on: { 'compare.retry': 'loading', 'compare.toggle': 'closed', 'compare.close': 'closed' },
    },
  },
});
