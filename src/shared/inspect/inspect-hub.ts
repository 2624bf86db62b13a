import type { InspectionEvent } from 'xstate';

/** The last snapshot of one live actor, as the machines viewer highlights it. */
export interface LiveActor {
  sessionId: string;
  /** The XState machine id (`routeGuard`), or null for other actors (promises, callbacks). */
  machineId: string | null;
  value: unknown;
  status: string;
}

/** One event an actor received. */
export interface ReceivedEvent {
  seq: number;
  time: number;
  type: string;
  targetSessionId: string;
  machineId: string | null;
}

export interface InspectionLog {
  actors: ReadonlyMap<string, LiveActor>;
  events: readonly ReceivedEvent[];
}

const MAX_EVENTS = 500;

let log: InspectionLog = { actors: new Map(), events: [] };
const listeners = new Set<() => void>();
let seq = 0;

// Stately's inspector opens its own window (stately.ai); offline it simply shows nothing. Started by the
// first event, so the viewer can import this module without `?inspect` and nothing more loads.
let forward: ((e: InspectionEvent) => void) | null = null;
let early: InspectionEvent[] | null = null;
function startStatelyInspector() {
  early = [];
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (e) => inspector.inspect.next?.(e);
      early?.splice(0).forEach(forward);
    })
    .catch(() => {
      early = [];
    });
}

function machineIdOf(ref: unknown): string | null {
  const logic = (ref as { logic?: { id?: unknown; root?: unknown } } | null)?.logic;
  return logic?.root && typeof logic.id === 'string' ? logic.id : null;
}

/** Records an inspection event for the viewer and forwards it to Stately's inspector. */
export function receive(e: InspectionEvent): void {
  if (!early) startStatelyInspector();
  if (forward) forward(e);
  else if (early && early.length < 1000) early.push(e);
  const sessionId = e.actorRef.sessionId;
  if (e.type === '@xstate.snapshot') {
    const snapshot = e.snapshot as { value?: unknown; status?: string };
    const actors = new Map(log.actors);
    actors.set(sessionId, {
      sessionId,
      machineId: machineIdOf(e.actorRef),
      value: snapshot.value ?? null,
      status: snapshot.status ?? 'active',
    });
    log = { ...log, actors };
  } else if (e.type === '@xstate.event') {
    const entry: ReceivedEvent = {
      seq: ++seq,
      time: Date.now(),
      type: e.event.type,
      targetSessionId: sessionId,
      machineId: machineIdOf(e.actorRef),
    };
    log = { ...log, events: [...log.events.slice(-(MAX_EVENTS - 1)), entry] };
  } else return;
  for (const l of listeners) l();
}

/** For `useSyncExternalStore`: the viewer re-renders on every recorded snapshot or event. */
export function subscribeInspection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function inspectionLog(): InspectionLog {
  return log;
}
