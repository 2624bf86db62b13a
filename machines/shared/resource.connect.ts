import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ResourceApi, resourceMachine } from './resource.machine.ts';

export function connect<T>(
  snapshot: SnapshotFrom<typeof resourceMachine>,
  send: (event: EventFrom<typeof resourceMachine>) => void,
): ResourceApi<T> {
  return {
    isLoading: snapshot.hasTag('loading'),
    isNotFound: snapshot.hasTag('notFound'),
    loadFailed: snapshot.hasTag('error'),
    error: snapshot.context.error,
    retry: () => send({ type: 'resource.retry' }),
    value: snapshot.context.value as T | null,
  };
}
