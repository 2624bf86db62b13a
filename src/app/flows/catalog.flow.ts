import { fromPromise } from 'xstate';
import { goodsHallMachine } from '../../../machines/goods-hall.machine.ts';
import { productDetailMachine } from '../../../machines/product-detail.machine.ts';
import { storeSearchMachine } from '../../../machines/store-search.machine.ts';
import { loadGoods, loadProductDetail, searchStores } from '../../api/catalog.ts';

/** The catalogue screens with their real actors; the goods hall view adds `syncUrl` with a second provide. */
export const goodsHallFlow = goodsHallMachine.provide({
  actors: { loadGoods: fromPromise(({ input, signal }) => loadGoods(input.query, signal)) },
});

export const productDetailFlow = productDetailMachine.provide({
  actors: { loadProduct: fromPromise(({ input, signal }) => loadProductDetail(input.skuId, signal)) },
});

export const storeSearchFlow = storeSearchMachine.provide({
  actors: { searchStores: fromPromise(({ input, signal }) => searchStores(input.supplierName, signal)) },
});
