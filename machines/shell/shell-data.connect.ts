import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ShellData, shellDataMachine } from './shell-data.machine.ts';

/** What the shell (header, menu) and pages read of the shop's shell data. */
export interface ShellDataApi {
  isLoading: boolean;
  loadFailed: boolean;
  /** Categories, zones, hot words and switches; null until loaded (the shell shows without them). */
  data: ShellData | null;
  retry(): void;
}

/** `send` is optional: most readers only show the data. */
export function connect(
  snapshot: SnapshotFrom<typeof shellDataMachine>,
  send?: (event: EventFrom<typeof shellDataMachine>) => void,
): ShellDataApi {
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    data: snapshot.context.data,
    retry: () => send?.({ type: 'shell.retry' }),
  };
}
