import type { EventFrom, SnapshotFrom } from 'xstate';
import type { HotlineEntry, hotlineMachine } from './hotline.machine.ts';

/** A titled group of lines; `key` names its heading (supplierLines, operatorLines). */
export interface HotlineGroup {
  key: 'supplierLines' | 'operatorLines';
  lines: HotlineEntry[];
}

/** What the consulting-hotline button and popup read from their machine, and the intents they send. */
export interface HotlineApi {
  isOpen: boolean;
  isLoading: boolean;
  loadFailed: boolean;
  /** Supplier lines, then operator lines; only groups with lines, and only once loaded. */
  groups: HotlineGroup[];
  toggle(): void;
  close(): void;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof hotlineMachine>,
  send: (event: EventFrom<typeof hotlineMachine>) => void,
): HotlineApi {
  const { lines } = snapshot.context;
  const groups: HotlineGroup[] = snapshot.matches('open')
    ? [
        { key: 'supplierLines' as const, lines: lines.filter((l) => l.isSupplier === 1) },
        { key: 'operatorLines' as const, lines: lines.filter((l) => l.isSupplier === 0) },
      ].filter((g) => g.lines.length > 0)
    : [];
  return {
    isOpen: snapshot.hasTag('open'),
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    groups,
    toggle: () => send({ type: 'hotline.toggle' }),
    close: () => send({ type: 'hotline.close' }),
    retry: () => send({ type: 'hotline.retry' }),
  };
}
