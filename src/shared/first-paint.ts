/**
 * The server draws a storefront page's frame and largest picture into index.html before the app runs
 * (server/src/platform/plugins/first-paint.ts), and hides #root meanwhile. The app takes over once its
 * own main content is in the DOM (main-content.ts): the frame and its style go in one step, so the page is
 * never blank and nothing is drawn twice.
 */
const FIRST_PAINT_ID = 'mall-first-paint';

/** How long after it starts rendering the app shows itself at the latest, whatever its page is doing. */
const TAKE_OVER_AT_LATEST_MS = 3000;

/** Removes the server's frame and shows the app (no-op when there is none, or it is gone). */
export function removeFirstPaint(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * For the entry: the app shows itself after {@link TAKE_OVER_AT_LATEST_MS} even when no page marks its
 * main content (a page outside the shop's frame, a redirect away from the first URL).
 */
export function removeFirstPaintAtLatest(): void {
  if (typeof document === 'undefined' || !document.getElementById(FIRST_PAINT_ID)) return;
  setTimeout(removeFirstPaint, TAKE_OVER_AT_LATEST_MS);
}
