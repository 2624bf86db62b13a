import type { InspectionEvent } from 'xstate';

type Observer = (e: InspectionEvent) => void;

/**
 * With `?inspect` in the URL, returns the observer to pass as `{ inspect }` to the app's actors; without it,
 * undefined and nothing more loads. The observer feeds the inspection hub (`inspect-hub.ts`, loaded on
 * demand: Stately's inspector window plus the in-memory log the machines viewer reads); events before it
 * loads are queued.
 */
export function installInspection(): Observer | undefined {
  if (typeof location === 'undefined' || !new URLSearchParams(location.search).has('inspect'))
    return undefined;
  const queue: InspectionEvent[] = [];
  let sink: Observer | null = null;
  void import('./inspect-hub.ts').then((hub) => {
    sink = hub.receive;
    queue.splice(0).forEach(sink);
  });
  return (e) => (sink ? sink(e) : void queue.push(e));
}

/** The observer for `createActor` / `useActorRef` / `useMachine` options; undefined unless `?inspect`. */
export const inspect = installInspection();
