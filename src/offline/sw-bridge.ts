import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { createStore } from '@/lib/store';
import { afterPageSettles } from './page-load';

/**
 * The page's side of the service worker (after Squoosh's sw-bridge): a notice once the app
 * works offline, and a prompt, never a silent swap, when a new version is waiting.
 */
const OFFLINE_READY_KEY = 'offlineReadyShown';
const HOUR_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
const updateWaiting = createStore(false);

export interface ServiceWorkerHooks {
  /** The app works offline now: said once, on the first install (the app's notice). */
  onOfflineReady(): void;
}

export function registerServiceWorker(hooks: ServiceWorkerHooks): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const checkForUpdate = () => void workbox?.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(checkForUpdate, HOUR_MS);

  // Installing downloads the whole app (every screen's code, the pages, the fonts): on a
  // phone's few cores that competes with the page's own start, so it waits until that is over,
  // and so does the code that installs it, which no first paint needs. A browser that refuses
  // the worker (a private window, a policy) keeps the app working online.
  afterPageSettles(() => void startWorkbox(hooks).catch(() => undefined));
}

async function startWorkbox({ onOfflineReady }: ServiceWorkerHooks): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const started = new Workbox('/sw.js', { scope: '/' });
  started.addEventListener('waiting', () => updateWaiting.set(true));
  started.addEventListener('installed', (event) => {
    if (event.isUpdate || localStorage.getItem(OFFLINE_READY_KEY)) return;
    localStorage.setItem(OFFLINE_READY_KEY, '1');
    onOfflineReady();
  });
  workbox = started;
  await started.register();
}

/** Reload into the waiting version: it takes control, then the page reloads once. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(updateWaiting.subscribe, updateWaiting.getSnapshot, () => false);
}
