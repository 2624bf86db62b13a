import { fromPromise } from 'xstate';
import type {
  CollectionAction,
  CollectionKind,
  CollectionRecord,
} from '../../../machines/collection/collection.types.ts';
import { unwrap } from '../../shared/api/client.ts';
import { orderApi, productApi } from '../../shared/api/services.ts';

/** A page of one of the collection lists; footprints come as one page of the latest 50. */
async function loadPage(
  kind: CollectionKind,
  page: number,
  size: number,
  signal: AbortSignal,
): Promise<{ records: CollectionRecord[]; total: number }> {
  const query = { current: page, size };
  if (kind === 'goods') {
    const data = unwrap(await productApi.GET('/favourite/page', { params: { query }, signal }));
    return { records: data.records, total: data.total };
  }
  if (kind === 'stores') {
    const data = unwrap(await productApi.GET('/store/follow/page', { params: { query }, signal }));
    return { records: data.records, total: data.total };
  }
  const records = unwrap(await productApi.GET('/footprint/list', { signal }));
  return { records, total: records.length };
}

/** A row's action, or clearing the footprints; a favourite goes to the cart one at a time. */
async function runAction(kind: CollectionKind, action: CollectionAction, key: number | null): Promise<void> {
  if (action === 'clear') {
    unwrap(await productApi.POST('/footprint/clear'));
  } else if (action === 'addToCart') {
    unwrap(await orderApi.POST('/sc/addShoppingCarts', { body: { skuId: key!, quantity: '1' } }));
  } else if (kind === 'goods') {
    unwrap(await productApi.POST('/favourite/delete', { body: { skuId: key! } }));
  } else if (kind === 'stores') {
    unwrap(await productApi.POST('/store/follow/delete', { body: { storeId: key! } }));
  } else {
    unwrap(await productApi.POST('/footprint/delete', { body: { skuId: key! } }));
  }
}

/** The actors of machines/collection/collection-list.machine.ts. */
export const collectionListActors = {
  loadPage: fromPromise<
    { records: CollectionRecord[]; total: number },
    { kind: CollectionKind; page: number; size: number }
  >(({ input, signal }) => loadPage(input.kind, input.page, input.size, signal)),
  runAction: fromPromise<void, { kind: CollectionKind; action: CollectionAction; key: number | null }>(
    ({ input }) => runAction(input.kind, input.action, input.key),
  ),
};
