import { useSyncExternalStore } from 'react';

/**
 * Whether the API can be reached, as last seen. Kept apart from the probe (connectivity.ts,
 * which needs the API client) so that the shell can show the status without loading it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;

export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  listeners.forEach((listener) => listener());
}

export function isOnline(): boolean {
  return online;
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => online,
    () => true,
  );
}

/** The browser's offline event is believed at once; coming back online is checked by a real request. */
export function watchConnectivity(): void {
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => void import('./connectivity').then(({ checkConnection }) => checkConnection()));
}
