import { unknown } from 'superstruct';
import { apiRequest } from '@/api/client';
import { setOnline, watchOnlineStatus } from './online-status';

/**
 * A real request to /health: navigator.onLine only says a network interface is up (a captive
 * portal or a dead mobile link still reads "online"), so the outbox trusts this instead.
 */
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

/** Called at start-up: the browser's connection events, checked against the API itself. */
export function watchConnectivity(): void {
  watchOnlineStatus(checkConnection);
}
