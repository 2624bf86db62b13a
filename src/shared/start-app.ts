/**
 * Starts the app's main bundles once the first view's picture is on screen. On a storefront page the
 * server draws (server/src/platform/plugins/first-paint.ts) it lists the bundles as preloads marked
 * `data-mall-entry` instead of as scripts, and the page's own chunks as preloads inside
 * `<template id="mall-chunks">` (not asked for yet). The bundles download at once as before, and run, with
 * the chunks asked for, once the browser reports it has painted the picture the frame shows largest (its
 * `fetchpriority="high"` image): a phone's main thread, busy for a second or more with the bundles, does
 * not hold that picture back. They run after a second at the latest (a picture slower than that, or one
 * that fails, waits no longer), and at once in a browser that does not report its largest paints.
 * Elsewhere the page holds the scripts as built and this does nothing.
 *
 * Inlined into index.html by rsbuild.config.ts via toString (and minified there), so it must stay
 * self-contained: no imports, no outer variables, no syntax newer than ES2019 (the build does not lower it).
 */
export function startAppAfterFirstPaint(): void {
  const entries = document.querySelectorAll<HTMLLinkElement>('link[data-mall-entry]');
  if (entries.length === 0) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // In the order listed (async false), as the deferred scripts they replace would run.
    entries.forEach((link) => {
      const script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.appendChild(script);
    });
    const chunks = document.getElementById('mall-chunks') as HTMLTemplateElement | null;
    if (chunks) document.head.appendChild(chunks.content);
  };
  const picture = document.querySelector('#mall-first-paint img[fetchpriority="high"]');
  if (!picture || !(PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint')) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === picture)) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(start, 1000);
}
