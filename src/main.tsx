import { startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createEmotionCache } from '@/app/emotion-cache';
import { prerenderedRoute } from '@/app/routes';
import { env } from '@/config/env';
import { DEFAULT_LOCALE } from '@/contract/locales';
import { activateLocale, currentLocale } from '@/i18n/i18n';
import { storedChoice } from '@/i18n/locale-choice';
import { watchConnectivity } from '@/offline/online-status';
import { outboxMayHaveWork } from '@/offline/outbox-presence';
import { afterPageLoad } from '@/offline/page-load';
import { watchInstallability } from '@/offline/install';
import { registerServiceWorker } from '@/offline/sw-bridge';

/**
 * A prerendered page (dist/<address>/index.html) is hydrated whole once its screen's code is
 * in, so React adopts the markup instead of drawing a loading spinner over it. Markup built
 * for another address (a static host that answers every path with index.html) is thrown away
 * and the app renders afresh. Hydration runs as a transition, so React yields to the browser
 * between pieces of work instead of blocking input in one long task.
 */
async function render(root: HTMLElement): Promise<void> {
  const builtFor = root.dataset.prerendered;
  const prerendered = builtFor === window.location.pathname ? prerenderedRoute(builtFor) : undefined;
  // The screen's code is asked for alongside the language's catalogue: the form stays disabled until both are in.
  const screen = prerendered?.page.preload();
  // A language chosen on this device, else English. The browser's own languages (initialLocale)
  // decide once every screen is translated and the switch is on the pages (docs/i18n.md).
  await activateLocale(storedChoice() ?? DEFAULT_LOCALE);
  // Prerendered markup is in English: a person who reads Spanish gets the screen drawn afresh.
  const route = currentLocale() === 'en' ? prerendered : undefined;
  // Same key as the build's: emotion takes the page's style tags over (src/app/emotion-cache.ts).
  const app = (
    <CacheProvider value={createEmotionCache()}>
      <App />
    </CacheProvider>
  );
  if (route) {
    await screen;
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(app);
}

/** Starts the app; the boot script (src/boot.ts) calls it once this module has loaded. */
export function startApp(): void {
  watchInstallability();
  watchConnectivity();
  document.documentElement.dataset.appVersion = env.appVersion;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  void render(container);

  registerServiceWorker();
  // The outbox (IndexedDB, replay) loads only where it has work: queued steps on this device
  // (the intake screens load it themselves). A first visit of a public page never pays for it.
  afterPageLoad(() => {
    void outboxMayHaveWork().then((work) => {
      if (work) void import('@/offline/outbox-instance');
    });
  });
}
