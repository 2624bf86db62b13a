import { useMachine } from '@xstate/react';
import { useDeferredValue, useEffect } from 'react';
import { useSearch } from 'wouter';
import { connect, type ProductDetailApi } from '../../../machines/catalog/product-detail.connect.ts';
import { productDetailMachine } from '../../../machines/catalog/product-detail.machine.ts';
import { productDetailActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The product page of the URL's `skuId`; a variant link changes the URL and loads that SKU. */
export function useProductDetail(): ProductDetailApi {
  const skuId = new URLSearchParams(useSearch()).get('skuId') ?? '';
  const [snapshot, send] = useMachine(productDetailMachine.provide({ actors: productDetailActors }), {
    input: { skuId },
    inspect,
  });
  useEffect(() => send({ type: 'sku.change', skuId }), [skuId, send]);
  // The machine's snapshots arrive through useSyncExternalStore, which React renders synchronously: the
  // product's first render was one task of 116 ms (464 ms at Lighthouse's 4x slowdown on a phone). The page
  // renders from a deferred copy instead, in slices that yield to the browser.
  return connect(useDeferredValue(snapshot), send);
}
