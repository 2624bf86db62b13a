import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  compareRows,
  visibleRows,
  type CompareDetail,
  type CompareRow,
  type makeComparisonMachine,
} from './make-comparison.machine.ts';

type Snapshot = SnapshotFrom<typeof makeComparisonMachine>;
type Send = (event: EventFrom<typeof makeComparisonMachine>) => void;

/** What the side-by-side comparison reads from its machine, and the intents it sends. */
export interface MakeComparisonApi {
  isLoading: boolean;
  loadFailed: boolean;
  /** Nothing is being compared. */
  isEmpty: boolean;
  /** The comparison shows: 只看不同 is offered. */
  isComparing: boolean;
  onlyDiff: boolean;
  toggleDiff(): void;
  /** The compared SKUs, one column each. */
  details: CompareDetail[];
  /** The rows shown while comparing: all, or those that differ under 只看不同. */
  rows: CompareRow[];
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): MakeComparisonApi {
  const { details } = snapshot.context;
  const onlyDiff = snapshot.hasTag('onlyDiff');
  const isComparing = snapshot.matches('comparing');
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty'),
    isComparing,
    onlyDiff,
    toggleDiff: () => send({ type: 'diff.toggle' }),
    details,
    rows: isComparing ? visibleRows(compareRows(details), onlyDiff) : [],
    retry: () => send({ type: 'comparison.retry' }),
  };
}
