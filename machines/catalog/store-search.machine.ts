import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/search.ts';

/** One store of the store search (openapi search.yaml StoreHit). */
export type StoreHit = components['schemas']['StoreHit'];

export interface StoreSearchContext {
  supplierName: string;
  stores: StoreHit[];
  total: number;
}

export type StoreSearchEvent = { type: 'url.change'; supplierName: string } | { type: 'search.retry' };

/**
 * The store search (spec §2 /store-list?supplierName=): stores whose name contains the keyword;
 * `empty` shows 暂无相关店铺. A new `supplierName` in the URL (header search) arrives as `url.change`.
 * Tags `loading`, `empty`, `error`.
 */
export const storeSearchMachine = setup({
  types: {} as {
    context: StoreSearchContext;
    events: StoreSearchEvent;
    input: { supplierName: string };
  },
  actors: {
    searchStores: fromPromise<{ records: StoreHit[]; total: number }, { supplierName: string }>(async () => {
      throw new Error('searchStores is provided by the app');
    }),
  },
  guards: {
    isNewName: ({ context, event }) =>
      event.type === 'url.change' && event.supplierName.trim() !== context.supplierName,
  },
}).createMachine({
  id: 'storeSearch',
  context: ({ input }) => ({ supplierName: input.supplierName.trim(), stores: [], total: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'searchStores',
        input: ({ context }) => ({ supplierName: context.supplierName }),
        onDone: [
          {
            guard: ({ event }) => event.output.records.length > 0,
            target: 'listing',
            actions: assign({
              stores: ({ event }) => event.output.records,
              total: ({ event }) => event.output.total,
            }),
          },
          { target: 'empty', actions: assign({ stores: [], total: 0 }) },
        ],
        onError: 'failed',
      },
    },
    listing: {},
    empty: { tags: ['empty'] },
    failed: { tags: ['error'], on: { 'search.retry': 'loading' } },
  },
  on: {
    'url.change': {
      guard: 'isNewName',
      target: '.loading',
      reenter: true,
      actions: assign({ supplierName: ({ event }) => event.supplierName.trim() }),
    },
  },
});
