import type { EventFrom, SnapshotFrom } from 'xstate';
import type { StoreHit, storeSearchMachine } from './store-search.machine.ts';

type Snapshot = SnapshotFrom<typeof storeSearchMachine>;
type Send = (event: EventFrom<typeof storeSearchMachine>) => void;

/** What the store search page reads from its machine, and the intents it sends. */
export interface StoreSearchApi {
  /** The searched store name, '' for all stores. */
  keyword: string;
  isLoading: boolean;
  loadFailed: boolean;
  /** 暂无相关店铺. */
  isEmpty: boolean;
  stores: StoreHit[];
  total: number;
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): StoreSearchApi {
  const { supplierName, stores, total } = snapshot.context;
  return {
    keyword: supplierName,
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty'),
    stores,
    total,
    retry: () => send({ type: 'search.retry' }),
  };
}
