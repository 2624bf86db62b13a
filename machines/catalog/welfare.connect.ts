import type { EventFrom, SnapshotFrom } from 'xstate';
import type { WelfareZone, welfareMachine } from './welfare.machine.ts';

type Snapshot = SnapshotFrom<typeof welfareMachine>;
type Send = (event: EventFrom<typeof welfareMachine>) => void;

/** What the welfare bar reads from its machine, and the intents it sends. */
export interface WelfareApi {
  /** The zones holding welfare goods the visitor may open (none until loaded, or when they fail). */
  zones: WelfareZone[];
  /** The welfare points: `shown` with `score`, `loading`, `failed` (retry), or `anonymous` (log in). */
  scoreStatus: 'loading' | 'shown' | 'failed' | 'anonymous';
  score: number;
  retryScore(): void;
  /** Opens the login popup for an anonymous visitor. */
  logIn(): void;
}

export function connect(snapshot: Snapshot, send: Send): WelfareApi {
  const { zones, score } = snapshot.context;
  return {
    zones,
    scoreStatus: snapshot.hasTag('anonymous')
      ? 'anonymous'
      : snapshot.hasTag('scoreError')
        ? 'failed'
        : snapshot.hasTag('scoreShown')
          ? 'shown'
          : 'loading',
    score: score ?? 0,
    retryScore: () => send({ type: 'score.retry' }),
    logIn: () => send({ type: 'score.login' }),
  };
}
