import { useEffect, useSyncExternalStore } from 'react';
import { removeFirstPaint } from './first-paint.ts';

/**
 * Whether the page's main content has been painted: home's banners, the goods hall's first page, the
 * product. What the first view does not need (the footer, the side widgets, a product's promotion panel)
 * waits for it, so that its chunks and renders do not compete with the largest paint of a phone's first
 * load for the network and the main thread (bench:lighthouse). Once painted, it stays so for the tab.
 */
let painted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isPainted = () => painted;

function settle(): void {
  if (painted) return;
  painted = true;
  for (const listener of [...listeners]) listener();
}

/** The main content is in the DOM: it counts as painted once the browser has drawn the next frame. */
export function markMainContentPainted(): void {
  if (painted) return;
  // The page is in the DOM: the server's drawing of it gives way to it in this frame (first-paint.ts).
  removeFirstPaint();
  requestAnimationFrame(() => setTimeout(settle, 0));
}

export function useMainContentPainted(): boolean {
  return useSyncExternalStore(subscribe, isPainted, isPainted);
}

/** A page whose main content is in the DOM once `ready` (loaded, or failed and saying so). */
export function useMarkMainContent(ready: boolean): void {
  useEffect(() => {
    if (ready) markMainContentPainted();
  }, [ready]);
}

/** How long the shell waits for a page that marks its main content before it counts it as painted. */
const MAIN_CONTENT_FALLBACK_MS = 3000;

/**
 * For the shell: a page that does not mark its main content (`waits` false) counts as painted at once;
 * one that does, at the latest after {@link MAIN_CONTENT_FALLBACK_MS}.
 */
export function useMainContentFallback(waits: boolean): void {
  useEffect(() => {
    if (!waits) {
      markMainContentPainted();
      return;
    }
    const timer = setTimeout(markMainContentPainted, MAIN_CONTENT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [waits]);
}
