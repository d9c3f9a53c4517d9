import { setOnline, watchOnlineStatus } from './online-status';

const NETWORK_AUTHENTICATION_REQUIRED = 511;

/**
 * A real request to /health: navigator.onLine only says a network interface is up (a captive
 * portal or a dead mobile link still reads "online"), so the outbox trusts this instead. A
 * server that answers with a failure of its own (a 500, a 429) is reached: the connection is
 * fine, and what waits, waits for the server. A 511 is a captive portal's answer, not the API's.
 * The API client comes with the first check, not with the page: a visit that never changes
 * connection never loads it.
 */
export async function checkConnection(): Promise<boolean> {
  let client;
  try {
    client = await Promise.all([import('@/api/client'), import('@/api/errors'), import('superstruct')]);
  } catch {
    // The client's code could not be fetched either (no worker in control yet): nothing is reachable.
    setOnline(false);
    return false;
  }
  const [{ apiRequest }, { ApiError }, { unknown }] = client;
  try {
    await apiRequest({ path: '/health', data: unknown(), quiet: true, timeoutMs: 5_000 });
    setOnline(true);
    return true;
  } catch (error) {
    const answered = error instanceof ApiError && error.kind === 'http' && error.status !== NETWORK_AUTHENTICATION_REQUIRED;
    setOnline(answered);
    return answered;
  }
}

/** Called at start-up: the browser's connection events, checked against the API itself. */
export function watchConnectivity(): void {
  watchOnlineStatus(checkConnection);
}
