import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/product.ts';

/** A product page (openapi product.yaml ProductDetail). */
export type ProductDetail = components['schemas']['ProductDetail'];

export interface ProductDetailContext {
  skuId: number | null;
  product: ProductDetail | null;
  imageIndex: number;
}

export type ProductDetailEvent =
  { type: 'sku.change'; skuId: string } | { type: 'image.select'; index: number } | { type: 'detail.retry' };

/** The SKU id of a `skuId` query value, or null when it is not one. */
export function parseSkuId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

const fresh = (skuId: number | null) => ({ skuId, product: null, imageIndex: 0 });

/**
 * The product page (spec §2 /detail?skuId=). `loadProduct` answers null for an unknown SKU (商品不存在).
 * A variant link changes the URL: `sku.change` loads it. The quantity, delivery check and buying buttons
 * are the buy box's (`buy-box.machine.ts`). Tags `loading`, `notFound`, `error`.
 */
export const productDetailMachine = setup({
  types: {} as {
    context: ProductDetailContext;
    events: ProductDetailEvent;
    input: { skuId: string | null };
  },
  actors: {
    loadProduct: fromPromise<ProductDetail | null, { skuId: number }>(async () => {
      throw new Error('loadProduct is provided by the app');
    }),
  },
  guards: {
    hasSkuId: ({ context }) => context.skuId !== null,
    isNewSku: ({ context, event }) =>
      event.type === 'sku.change' && parseSkuId(event.skuId) !== context.skuId,
  },
}).createMachine({
  id: 'productDetail',
  context: ({ input }) => fresh(parseSkuId(input.skuId)),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSkuId', target: 'loading' }, { target: 'notFound' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ skuId: context.skuId! }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'notFound' },
          { target: 'ready', actions: assign({ product: ({ event }) => event.output }) },
        ],
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'image.select': {
          guard: ({ context, event }) =>
            Number.isInteger(event.index) &&
            event.index >= 0 &&
            event.index < (context.product?.images.length ?? 0),
          actions: assign({ imageIndex: ({ event }) => event.index }),
        },
      },
    },
    notFound: { tags: ['notFound'] },
    failed: {
      tags: ['error'],
      on: { 'detail.retry': 'checking' },
    },
  },
  on: {
    'sku.change': {
      guard: 'isNewSku',
      target: '.checking',
      actions: assign(({ event }) => fresh(parseSkuId(event.skuId))),
    },
  },
});
