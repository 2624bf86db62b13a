import type { EventFrom, SnapshotFrom } from 'xstate';
import type {
  ComparisonGroup,
  ComparisonOffer,
  comparisonResultMachine,
} from './comparison-result.machine.ts';

type Snapshot = SnapshotFrom<typeof comparisonResultMachine>;
type Send = (event: EventFrom<typeof comparisonResultMachine>) => void;

/** A product of the comparison zone; each offer says whether it carries the 最低价 badge. */
export interface ComparisonResultGroup extends Omit<ComparisonGroup, 'offers'> {
  offers: Array<ComparisonOffer & { cheapestBadge: boolean }>;
}

/** What the comparison result page reads from its machine, and the intents it sends. */
export interface ComparisonResultApi {
  isLoading: boolean;
  /** The zone is unknown or not open to the caller. */
  isUnavailable: boolean;
  loadFailed: boolean;
  isEmpty: boolean;
  groups: ComparisonResultGroup[];
  retry(): void;
}

export function connect(snapshot: Snapshot, send: Send): ComparisonResultApi {
  return {
    isLoading: snapshot.hasTag('loading'),
    isUnavailable: snapshot.hasTag('unavailable'),
    loadFailed: snapshot.hasTag('error'),
    isEmpty: snapshot.hasTag('empty'),
    // The server marks the cheapest offer; the badge only means something beside another offer.
    groups: snapshot.context.groups.map((g) => ({
      ...g,
      offers: g.offers.map((o) => ({ ...o, cheapestBadge: o.cheapest && g.offers.length > 1 })),
    })),
    retry: () => send({ type: 'result.retry' }),
  };
}
