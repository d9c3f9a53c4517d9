import { startTransition } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prerenderedRoute } from '@/app/routes';
import { createStyleCache } from '@/app/style-cache';
import { env } from '@/config/env';
import { DEFAULT_LOCALE } from '@/contract/locales';
import { activateLocale, currentLocale } from '@/i18n/i18n';
import { watchConnectivity } from '@/offline/online-status';
import { outboxMayHaveWork } from '@/offline/outbox-presence';
import { afterPageLoad } from '@/offline/page-load';
import { watchInstallability } from '@/offline/install';
import { registerServiceWorker } from '@/offline/sw-bridge';

/**
 * A prerendered page (dist/<address>/index.html) is hydrated once its screen's code is in, so
 * React adopts the markup instead of drawing a loading spinner over it. Markup built for
 * another address (a static host that answers every path with index.html) is thrown away
 * and the app renders afresh. Hydration runs as a transition, so React yields to the
 * browser between pieces of work instead of blocking input in one long task.
 */
async function start(root: HTMLElement, styles: EmotionCache): Promise<void> {
  // English until Spanish covers every screen; then the person's own (initialLocale) and the switch.
  await activateLocale(DEFAULT_LOCALE);
  const builtFor = root.dataset.prerendered;
  // Prerendered markup is in English: a person who reads Spanish gets the screen drawn afresh.
  const route = builtFor === window.location.pathname && currentLocale() === 'en' ? prerenderedRoute(builtFor) : undefined;
  const app = (
    <CacheProvider value={styles}>
      <App />
    </CacheProvider>
  );
  if (route) {
    await route.page.preload();
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
}

/**
 * Starts the app; the boot script calls it once this module has loaded. Nothing runs at this
 * module's top level: a browser that is tracing the page (DevTools, Lighthouse) records the
 * JavaScript stack of every timer, request and style change, and a stack through a module's
 * top level makes V8 parse that whole module again for its source positions (this chunk holds
 * React DOM: ~45 ms on this machine, x4 on Lighthouse's phone). From here the stack is this
 * function's.
 */
export function startApp(): void {
  watchInstallability();
  watchConnectivity();
  document.documentElement.dataset.appVersion = env.appVersion;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Made here, not at a module's top level: it adopts the page's style tags (src/app/style-cache.ts).
  const styles = createStyleCache();
  // The screen's code is asked for in a task of its own: asking adds a preload link per chunk
  // it needs (15-40 ms on this machine), which would otherwise lengthen the task that has just
  // evaluated the app's code.
  setTimeout(() => void start(container, styles));

  registerServiceWorker();
  // The outbox (IndexedDB, replay) loads only where it has work: queued steps on this device
  // (the intake screens load it themselves). A first visit of a public page never pays for it.
  afterPageLoad(() => {
    void outboxMayHaveWork().then((work) => {
      if (work) void import('@/offline/outbox-instance');
    });
  });
}
