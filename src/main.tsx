import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prerenderedRoute } from '@/app/routes';
import { env } from '@/config/env';
import { watchConnectivity } from '@/offline/online-status';
import { outboxMayHaveWork } from '@/offline/outbox-presence';
import { afterPageLoad } from '@/offline/page-load';
import { watchInstallability } from '@/offline/install';
import { registerServiceWorker } from '@/offline/sw-bridge';

watchInstallability();
watchConnectivity();

document.documentElement.dataset.appVersion = env.appVersion;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * A prerendered page (dist/<address>/index.html) is hydrated once its screen's code is in, so
 * React adopts the markup instead of drawing a loading spinner over it. Markup built for
 * another address (a static host that answers every path with index.html) is thrown away
 * and the app renders afresh. Hydration runs as a transition, so React yields to the
 * browser between pieces of work instead of blocking input in one long task.
 */
async function start(root: HTMLElement): Promise<void> {
  const builtFor = root.dataset.prerendered;
  const route = builtFor === window.location.pathname ? prerenderedRoute(builtFor) : undefined;
  if (route) {
    await route.page.preload();
    startTransition(() => {
      hydrateRoot(root, <App />);
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(<App />);
}

void start(container);

registerServiceWorker();
// The outbox (IndexedDB, replay) loads only where it has work: queued steps on this device
// (the intake screens load it themselves). A first visit of a public page never pays for it.
afterPageLoad(() => {
  void outboxMayHaveWork().then((work) => {
    if (work) void import('@/offline/outbox-instance');
  });
});
