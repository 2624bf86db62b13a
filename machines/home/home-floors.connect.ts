import type { EventFrom, SnapshotFrom } from 'xstate';
import type { HomeFloorsContent, homeFloorsMachine } from './home-floors.machine.ts';

/** What the home page's lower sections read from their machine. */
export interface HomeFloorsApi {
  isLoading: boolean;
  /** The sections could not load: a 重试 line shows in their place. */
  loadFailed: boolean;
  /** Floors, hot goods and notices once loaded; null before (nothing shows). */
  content: HomeFloorsContent | null;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof homeFloorsMachine>,
  send: (event: EventFrom<typeof homeFloorsMachine>) => void,
): HomeFloorsApi {
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    content: snapshot.context.content,
    retry: () => send({ type: 'floors.retry' }),
  };
}
