import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { AppProviders } from '@/app/providers';
import { env } from '@/config/env';
import { AppRouter } from '@/app/router';
import { watchConnectivity } from '@/offline/online-status';
import { outboxMayHaveWork } from '@/offline/outbox-presence';
import { watchInstallability } from '@/offline/install';
import { registerServiceWorker } from '@/offline/sw-bridge';

watchInstallability();
watchConnectivity();

document.documentElement.dataset.appVersion = env.appVersion;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
// The outbox (IndexedDB, replay) loads only where it has work: queued steps on this device
// (the intake screens load it themselves). A first visit of a public page never pays for it.
window.addEventListener('load', () => {
  void outboxMayHaveWork().then((work) => {
    if (work) void import('@/offline/outbox-instance');
  });
});
