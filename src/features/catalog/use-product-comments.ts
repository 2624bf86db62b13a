import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { connect, type ProductCommentsApi } from '../../../machines/catalog/product-comments.connect.ts';
import { productCommentsMachine } from '../../../machines/catalog/product-comments.machine.ts';
import { productCommentsActors } from './api.ts';
import { inspect } from '../../shared/inspect/inspect.ts';

import './locales/index.ts';

/** The comments of a product page; another SKU starts over at page 1. */
export function useProductComments(skuId: number): ProductCommentsApi {
  const [snapshot, send] = useMachine(productCommentsMachine.provide({ actors: productCommentsActors }), {
    input: { skuId },
    inspect,
  });
  useEffect(() => send({ type: 'sku.change', skuId }), [skuId, send]);
  return connect(snapshot, send);
}
