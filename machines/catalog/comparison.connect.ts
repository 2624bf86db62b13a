import type { EventFrom, SnapshotFrom } from 'xstate';
import { COMPARE_MAX, type CompareItem } from '../widgets/compare-panel.machine.ts';
import { canAddToComparison, type comparisonSearchMachine } from './comparison.machine.ts';
import type { SkuCard } from './goods-hall.types.ts';

type Snapshot = SnapshotFrom<typeof comparisonSearchMachine>;
type Send = (event: EventFrom<typeof comparisonSearchMachine>) => void;

/** A search result with what its card offers: 已加入 when listed, else 加入对比 while the list takes it. */
export interface ComparisonResult {
  sku: SkuCard;
  listed: boolean;
  canAdd: boolean;
}

/** What the comparison search page reads from its machine, and the intents it sends. */
export interface ComparisonSearchApi {
  /** The keyword as typed. */
  keyword: string;
  changeKeyword(value: string): void;
  submitSearch(): void;

  /** The comparison list (对比栏). */
  items: CompareItem[];
  /** 开始对比 shows once two goods are listed. */
  canStartComparison: boolean;
  /** 对比栏已满: the list holds the most it may. */
  listFull: boolean;
  listFailed: boolean;
  retryList(): void;
  /** An add or a removal is under way, or the list is read (again, after a failed change): 删除 waits. */
  isBusy: boolean;
  remove(skuId: number): void;

  isSearching: boolean;
  searchFailed: boolean;
  retrySearch(): void;
  isEmpty: boolean;
  results: ComparisonResult[];
  add(skuId: number): void;
}

export function connect(snapshot: Snapshot, send: Send): ComparisonSearchApi {
  const { draft, results, items } = snapshot.context;
  return {
    keyword: draft,
    changeKeyword: (value) => send({ type: 'keyword.change', value }),
    submitSearch: () => send({ type: 'search.submit' }),

    items,
    canStartComparison: items.length > 1,
    listFull: items.length >= COMPARE_MAX,
    listFailed: snapshot.hasTag('listError'),
    retryList: () => send({ type: 'list.retry' }),
    isBusy: snapshot.hasTag('busy') || snapshot.hasTag('listLoading'),
    remove: (skuId) => send({ type: 'compare.remove', skuId }),

    isSearching: snapshot.hasTag('searching'),
    searchFailed: snapshot.hasTag('searchError'),
    retrySearch: () => send({ type: 'search.retry' }),
    isEmpty: snapshot.hasTag('empty'),
    results: results.map((sku) => {
      const listed = items.some((i) => i.skuId === sku.skuId);
      return {
        sku,
        listed,
        canAdd:
          !listed &&
          canAddToComparison(items, sku.skuId) &&
          snapshot.can({ type: 'compare.add', skuId: sku.skuId }),
      };
    }),
    add: (skuId) => send({ type: 'compare.add', skuId }),
  };
}
