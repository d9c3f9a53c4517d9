import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { AppProviders } from '@/app/providers';
import { env } from '@/config/env';
import { AppRouter } from '@/app/router';
import { watchConnectivity } from '@/offline/connectivity';
import { watchInstallability } from '@/offline/install';
import { startOutbox } from '@/offline/outbox-instance';
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
startOutbox();
