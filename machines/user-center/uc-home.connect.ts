import type { EventFrom, SnapshotFrom } from 'xstate';
import type { UcHomeData, ucHomeMachine } from './uc-home.machine.ts';

/** What the user centre's home page reads from its machine. */
export interface UcHomeApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  retry(): void;
  data: UcHomeData | null;
}

export function connect(
  snapshot: SnapshotFrom<typeof ucHomeMachine>,
  send: (event: EventFrom<typeof ucHomeMachine>) => void,
): UcHomeApi {
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error: snapshot.context.error,
    retry: () => send({ type: 'home.retry' }),
    data: snapshot.context.data,
  };
}
