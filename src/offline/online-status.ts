import { useSyncExternalStore } from 'react';

/**
 * Whether the API can be reached, as last seen. Kept apart from the probe (connectivity.ts,
 * which needs the API client) so that the shell can show the status without loading it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;

/** How often an unreachable API is asked again while the page is in view. */
export const RECHECK_MS = 10_000;
let recheck: ReturnType<typeof setTimeout> | null = null;

function probe(): void {
  void import('./connectivity').then(({ checkConnection }) => checkConnection());
}

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
    if (!online && document.visibilityState === 'visible') probe();
  }, RECHECK_MS);
}

export function setOnline(value: boolean): void {
  if (!value) scheduleRecheck();
  if (value === online) return;
  online = value;
  listeners.forEach((listener) => listener());
}

export function isOnline(): boolean {
  return online;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => online, () => true);
}

/** Calls `listener` each time the API is reachable again after it was not. */
export function whenBackOnline(listener: Listener): () => void {
  return subscribe(() => {
    if (online) listener();
  });
}

/** The browser's offline event is believed at once; coming back online is checked by a real request. */
export function watchConnectivity(): void {
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', probe);
  document.addEventListener('visibilitychange', () => {
    if (!online && document.visibilityState === 'visible') probe();
  });
  if (!online) scheduleRecheck();
}
