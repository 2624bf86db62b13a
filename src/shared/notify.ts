/**
 * Toasts without paying for the toast machinery on first paint or before the network is idle: the
 * toaster module is loaded, and the app mounts its toaster, when the first toast is asked for. A toast
 * created before the toaster mounts is shown as soon as it does (the toast store keeps it).
 */
import type * as toasterModule from './ui/toaster.tsx';

type ToasterModule = typeof toasterModule;
let loading: Promise<ToasterModule> | null = null;
const listeners = new Set<() => void>();

export function loadToaster(): Promise<ToasterModule> {
  if (!loading) {
    loading = import('./ui/toaster.tsx');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast was asked for yet (the app mounts the toaster from then on). */
export function toasterWanted(): boolean {
  return loading !== null;
}

/** Calls `listener` when the first toast is asked for; returns the unsubscribe (useSyncExternalStore). */
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(
  kind: 'success' | 'error' | 'warning' | 'info',
  message: string,
  durationMs = 1500,
): void {
  void loadToaster().then((m) => m.toaster.create({ type: kind, title: message, duration: durationMs }));
}
