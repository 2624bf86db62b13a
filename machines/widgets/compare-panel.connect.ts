import type { EventFrom, SnapshotFrom } from 'xstate';
import { COMPARE_MAX, type CompareItem, type comparePanelMachine } from './compare-panel.machine.ts';

/** What the comparison button and side panel read from their machine, and the intents they send. */
export interface ComparePanelApi {
  isOpen: boolean;
  isLoading: boolean;
  loadFailed: boolean;
  items: CompareItem[];
  /** At most this many products are compared (spec §5, §9). */
  max: number;
  /** Loaded and nothing to compare: 暂无对比商品 shows. */
  isEmpty: boolean;
  /** The delete buttons wait: an item is being deleted, or the list is loading again or failed to. */
  isBusy: boolean;
  toggle(): void;
  close(): void;
  retry(): void;
  remove(skuId: number): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof comparePanelMachine>,
  send: (event: EventFrom<typeof comparePanelMachine>) => void,
): ComparePanelApi {
  const { items } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  return {
    isOpen: snapshot.hasTag('open'),
    isLoading,
    loadFailed: snapshot.hasTag('error'),
    items,
    max: COMPARE_MAX,
    isEmpty: !isLoading && items.length === 0,
    // Deleting needs a settled list (the one shown may hold the item just deleted, or be out of date).
    isBusy: !snapshot.matches('open'),
    toggle: () => send({ type: 'compare.toggle' }),
    close: () => send({ type: 'compare.close' }),
    retry: () => send({ type: 'compare.retry' }),
    remove: (skuId) => send({ type: 'compare.delete', skuId }),
  };
}
