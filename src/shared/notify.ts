/**
 * Toasts without paying for the toast machinery on first paint: the toaster module is loaded on first
 * use (and early, when the browser is idle), then every toast goes straight to it.
 */
import type * as toasterModule from './ui/toaster.tsx';

type ToasterModule = typeof toasterModule;
let loading: Promise<ToasterModule> | null = null;

export function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./ui/toaster.tsx');
  return loading;
}

export function notify(
  kind: 'success' | 'error' | 'warning' | 'info',
  message: string,
  durationMs = 1500,
): void {
  void loadToaster().then((m) => m.toaster.create({ type: kind, title: message, duration: durationMs }));
}
