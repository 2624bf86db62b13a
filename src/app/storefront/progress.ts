import { useSyncExternalStore } from 'react';

/** The navigation progress bar (spec §4): started by the route guard, stopped after every navigation. */
let active = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  active = next;
  for (const l of listeners) l();
};

export const progress = {
  start: () => set(true),
  stop: () => set(false),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => active,
};

export const useProgressActive = () => useSyncExternalStore(progress.subscribe, progress.get);
