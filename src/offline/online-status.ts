import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';

/**
 * Whether the API can be reached, as last seen. The real request that finds out
 * (connectivity.ts, which needs the API client) is handed in by whoever starts the watching,
 * so this module imports nothing that imports it back.
 */
const online = createStore(typeof navigator === 'undefined' ? true : navigator.onLine);

/** How often an unreachable API is asked again while the page is in view. */
export const RECHECK_MS = 10_000;
let recheck: ReturnType<typeof setTimeout> | null = null;
let probe: () => void = () => {};

/**
 * The browser's "online" event is not enough to learn that the API is back: a page opened or
 * reloaded without a connection may already read navigator.onLine as true (so the event never
 * comes), and a link that is up but leads nowhere (a captive portal, a dead mobile cell) fires
 * nothing at all. While the API is unreachable and the page is in view, it is asked again.
 */
function scheduleRecheck(): void {
  if (recheck !== null || typeof document === 'undefined') return;
  recheck = setTimeout(() => {
    recheck = null;
    if (!online.getSnapshot() && document.visibilityState === 'visible') probe();
  }, RECHECK_MS);
}

export function setOnline(value: boolean): void {
  if (!value) scheduleRecheck();
  online.set(value);
}

export const isOnline = online.getSnapshot;

export function useOnline(): boolean {
  return useSyncExternalStore(online.subscribe, online.getSnapshot, () => true);
}

/** Calls `listener` each time the API is reachable again after it was not. */
export function whenBackOnline(listener: () => void): () => void {
  return online.subscribe(() => {
    if (online.getSnapshot()) listener();
  });
}

/**
 * The browser's offline event is believed at once; coming back online is checked by
 * `askTheApi`, a real request that calls setOnline with what it found.
 */
export function watchOnlineStatus(askTheApi: () => Promise<unknown>): void {
  probe = () => void askTheApi().catch(() => undefined);
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', probe);
  document.addEventListener('visibilitychange', () => {
    if (!online.getSnapshot() && document.visibilityState === 'visible') probe();
  });
  if (!online.getSnapshot()) scheduleRecheck();
}
