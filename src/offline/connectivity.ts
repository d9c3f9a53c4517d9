import { useSyncExternalStore } from 'react';
import { unknown } from 'superstruct';
import { apiRequest } from '@/api/client';

/**
 * Whether the API can be reached. navigator.onLine only says a network interface is up (a
 * captive portal or a dead mobile link still reads "online"), so the outbox and this status
 * trust a real request to /health; the browser's offline event is believed at once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;

function setOnline(value: boolean) {
  if (value === online) return;
  online = value;
  listeners.forEach((listener) => listener());
}

export async function checkConnection(): Promise<boolean> {
  try {
    await apiRequest({ path: '/health', data: unknown(), quiet: true, timeoutMs: 5_000 });
    setOnline(true);
    return true;
  } catch {
    setOnline(false);
    return false;
  }
}

export function watchConnectivity(): void {
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => void checkConnection());
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
