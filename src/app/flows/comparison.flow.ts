import { fromPromise } from 'xstate';
import { comparisonResultMachine } from '../../../machines/comparison-result.machine.ts';
import { comparisonSearchMachine } from '../../../machines/comparison.machine.ts';
import { makeComparisonMachine } from '../../../machines/make-comparison.machine.ts';
import {
  addComparisonItem,
  loadCompareDetails,
  loadComparisonList,
  loadComparisonResult,
  removeComparisonItem,
  searchComparisonGoods,
} from '../../api/comparison.ts';

/** The comparison screens with their real actors. */
export const comparisonSearchFlow = comparisonSearchMachine.provide({
  actors: {
    searchGoods: fromPromise(({ input, signal }) => searchComparisonGoods(input.keyword, signal)),
    loadCompareList: fromPromise(() => loadComparisonList()),
    addCompareItem: fromPromise(({ input }) => addComparisonItem(input.skuId)),
    removeCompareItem: fromPromise(({ input }) => removeComparisonItem(input.skuId)),
  },
});

export const makeComparisonFlow = makeComparisonMachine.provide({
  actors: { loadCompareDetails: fromPromise(({ signal }) => loadCompareDetails(signal)) },
});

export const comparisonResultFlow = comparisonResultMachine.provide({
  actors: { loadComparison: fromPromise(({ input, signal }) => loadComparisonResult(input.zoneId, signal)) },
});
