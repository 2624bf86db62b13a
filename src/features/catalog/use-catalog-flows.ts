import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hallHref, parseHallQuery } from '../../../machines/goods-hall.types.ts';
import { goodsHallFlow, productDetailFlow, storeSearchFlow } from '../../app/flows/catalog.flow.ts';
import { inspect } from '../../app/inspect.ts';
import './catalog-texts.ts';

/**
 * The goods hall for the current URL: the machine writes its query back to the URL (`replace` for filter
 * edits, a new history entry for pages), and every URL change (back button, header search, breadcrumb)
 * goes to the machine, which ignores the echo of its own change. `onWelfarePath`: the hall is
 * /welfare/list, which lists welfare goods only and stays on that path.
 */
export function useGoodsHall(domain: string, onWelfarePath = false) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    goodsHallFlow.provide({
      actions: {
        syncUrl: (_, { query, replace }) => navigate(hallHref(domain, query, onWelfarePath), { replace }),
      },
    }),
    { input: { query: parseHallQuery(search, onWelfarePath) }, inspect },
  );
  useEffect(
    () => send({ type: 'url.change', query: parseHallQuery(search, onWelfarePath) }),
    [search, send, onWelfarePath],
  );
  return [snapshot, send] as const;
}

/** The product page of the URL's `skuId`; a variant link changes the URL and loads that SKU. */
export function useProductDetail() {
  const skuId = new URLSearchParams(useSearch()).get('skuId') ?? '';
  const [snapshot, send] = useMachine(productDetailFlow, { input: { skuId }, inspect });
  useEffect(() => send({ type: 'sku.change', skuId }), [skuId, send]);
  return [snapshot, send] as const;
}

/** The store search of the URL's `supplierName`. */
export function useStoreSearch() {
  const supplierName = new URLSearchParams(useSearch()).get('supplierName') ?? '';
  const [snapshot, send] = useMachine(storeSearchFlow, { input: { supplierName }, inspect });
  useEffect(() => send({ type: 'url.change', supplierName }), [supplierName, send]);
  return [snapshot, send] as const;
}
