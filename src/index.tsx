import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { installApiEffects } from './shared/api/services.ts';
import { App } from './app/root.tsx';
import { browserApiEffects } from './shared/api/browser-effects.ts';
import { notify } from './shared/notify.ts';
import { initI18n } from './shared/i18n/index.ts';
import { removeFirstPaintAtLatest } from './shared/first-paint.ts';

// zod compiles object schemas with `new Function` unless told not to; the CSP forbids eval, and the
// interpreter is fast enough for forms. Set before any chunk loads zod.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// A promise chain rather than a top-level await: the bundle then needs no async-module runtime.
void initI18n().then(async (i18n) => {
  installApiEffects(
    browserApiEffects({
      toast: (kind, message, duration) => notify(kind, message, duration),
      t: (key) => i18n.t(key),
      getLanguage: () => i18n.language,
      navigate: (url) => navigate(url),
    }),
  );
  // A token in the page URL (spec §7) is traded for the session cookie before anything renders.
  if (new URLSearchParams(window.location.search).has('Authorization'))
    await import('./app/storefront/url-token.ts').then((m) => m.adoptUrlToken());
  // The first render as a transition: React renders it in slices, yielding to the browser between them.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  removeFirstPaintAtLatest();
});
