import type { SnapshotFrom } from 'xstate';
import type { groupJoinMachine, GroupJoinEvent } from './group-join.machine.ts';
import { countdown, joinable, type Countdown, type GroupView } from './promotions.types.ts';

const EPOCH = '1970-01-01T00:00:00Z';

export interface GroupCard extends GroupView {
  /** Seats still free. */
  missing: number;
  timeLeft: Countdown | null;
  canJoin: boolean;
}

/** What the group list shows and can do (views render this only). */
export interface GroupJoinApi {
  isLoading: boolean;
  loadFailed: boolean;
  error: string | null;
  groups: GroupCard[];
  start(): void;
  join(groupId: number): void;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof groupJoinMachine>,
  send: (event: GroupJoinEvent) => void,
): GroupJoinApi {
  const { groups, offset, now: local, error } = snapshot.context;
  const now = local + offset;
  return {
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    error,
    groups: groups.map((g) => ({
      ...g,
      missing: Math.max(0, g.size - g.seats),
      timeLeft: g.status === 'open' ? countdown(EPOCH, g.expiresAt, now) : null,
      canJoin: joinable(g, now),
    })),
    start: () => send({ type: 'group.start' }),
    join: (groupId) => send({ type: 'group.join', groupId }),
    retry: () => send({ type: 'list.retry' }),
  };
}
