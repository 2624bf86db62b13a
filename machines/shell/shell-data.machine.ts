import { assign, fromPromise, setup } from 'xstate';
import type { components as FrontComponents } from '../../openapi/generated/front.ts';
import type { components as ProductComponents } from '../../openapi/generated/product.ts';

/** A category node as the menu shows it (spec §3 "Category node"; openapi product.yaml CategoryNode). */
export type MenuCategory = ProductComponents['schemas']['CategoryNode'];

/** A zone as the menu and home show it (spec §3 "Zone"; openapi front.yaml Zone). */
export type MenuZone = FrontComponents['schemas']['Zone'];

/** Everything the shell shows around every page of one shop. */
export interface ShellData {
  categories: MenuCategory[];
  zones: MenuZone[];
  hotWords: { goods: string[]; store: string[] };
  purchaseEnabled: boolean;
  batchOrderEnabled: boolean;
}

/** Loads the shell's data once per shop; a failure leaves the shell usable and can be retried. */
export const shellDataMachine = setup({
  types: {} as {
    context: { shopId: string; data: ShellData | null };
    events: { type: 'shell.retry' };
    input: { shopId: string };
  },
  actors: {
    loadShellData: fromPromise<ShellData, { shopId: string }>(async () => ({
      categories: [],
      zones: [],
      hotWords: { goods: [], store: [] },
      purchaseEnabled: false,
      batchOrderEnabled: false,
    })),
  },
}).createMachine({
  id: 'shellData',
  context: ({ input }) => ({ shopId: input.shopId, data: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadShellData',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { tags: ['error'], on: { 'shell.retry': 'loading' } },
  },
});
