import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { installApiEffects } from './api/services.ts';
import { App } from './app/app.tsx';
import { browserApiEffects } from './app/browser-effects.ts';
import { notify } from './app/notify.ts';
import { initI18n } from './i18n/index.ts';

// A promise chain rather than a top-level await: the bundle then needs no async-module runtime.
void initI18n().then((i18n) => {
  installApiEffects(
    browserApiEffects({
      toast: (kind, message, duration) => notify(kind, message, duration),
      t: (key) => i18n.t(key),
      navigate: (url) => navigate(url),
    }),
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
