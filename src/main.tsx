import { startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { connectApiClient } from '@/api/client-hooks';
import { App } from '@/app/app';
import { apiClientHooks } from '@/app/api-client-hooks';
import { showOfflineReady } from '@/components/offline/offline-ready';
import { createEmotionCache } from '@/app/emotion-cache';
import { prerenderedRoute } from '@/app/routes';
import { env } from '@/config/env';
import { localeOfPath, withoutLocale } from '@/contract/locale-paths';
import { builtForAddress } from '@/contract/page-patterns';
import { activateLocale } from '@/i18n/i18n';
import { watchConnectivity } from '@/offline/connectivity';
import { outboxMayHaveWork } from '@/offline/outbox-presence';
import { afterPageLoad } from '@/offline/page-load';
import { watchInstallability } from '@/offline/install';
import { registerServiceWorker } from '@/offline/sw-bridge';
import { endedSessionLeftBehind } from '@/session/session-read';

/**
 * A prerendered page (dist/<address>/index.html, dist/es/<address>/index.html, or a folder's
 * page for every address in it, dist/client/onboarding/any.html) is hydrated
 * whole once its screen's code is in, so React adopts the markup instead of drawing a loading
 * spinner over it. Markup built for another address (a static host that answers every path
 * with index.html) is thrown away and the app renders afresh. Hydration runs as a transition,
 * so React yields to the browser between pieces of work instead of blocking input in one long
 * task.
 */
async function render(root: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  const builtFor = root.dataset.prerendered;
  const prerendered = builtFor && builtForAddress(builtFor, pathname) ? prerenderedRoute(withoutLocale(builtFor)) : undefined;
  // The address's language: the boot script has already taken the person to the address of
  // the language they chose (src/i18n/locale-choice.ts), and a page is prerendered in its own.
  // Asked for first, so that the screen's texts come in the same language.
  const language = activateLocale(localeOfPath(pathname));
  // The screen's code and texts are asked for alongside the language's catalogues: the form stays disabled until all are in.
  const screen = prerendered?.page.preload();
  await language;
  // Same key as the build's: emotion takes the page's style tags over (src/app/emotion-cache.ts).
  const app = (
    <CacheProvider value={createEmotionCache()}>
      <App />
    </CacheProvider>
  );
  if (prerendered) {
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
  connectApiClient(apiClientHooks);
  watchInstallability();
  watchConnectivity();
  document.documentElement.dataset.appVersion = env.appVersion;

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  void render(container);

  registerServiceWorker({ onOfflineReady: showOfflineReady });
  // The outbox (IndexedDB, replay) loads only where it has work: queued steps on this device
  // (the intake screens load it themselves). A first visit of a public page never pays for it.
  afterPageLoad(() => {
    void outboxMayHaveWork().then((work) => {
      if (work) void import('@/offline/outbox-instance');
    });
    // What a session that ended while the app was closed left on the device goes, as Logout
    // would take it (src/session/ended-session.ts, loaded only when there is some). In a task
    // of its own: reading localStorage first makes Chromium load all of it.
    setTimeout(() => {
      if (endedSessionLeftBehind()) void import('@/session/ended-session');
    });
  });
}
