import { clearSession, getSession } from './session-store';
import { raiseSessionExpired } from './session-events';

/**
 * The server refused the session's token (the API client's `sessionRefused`): the session
 * leaves the device, the last known balances with it, and the app shell takes the person to
 * the sign-in screen (session-events.ts). `idle`: the server's idle limit ended it, and the rest
 * of logout's clean-up follows here, whether or not the page has drawn its idle clock yet.
 */
export function endRefusedSession({ idle }: { idle: boolean }): void {
  const session = getSession();
  clearSession();
  // Fetched only here: most pages never meet a refused token.
  void import('./account-snapshot').then(({ eraseAccountSnapshot }) => eraseAccountSnapshot()).catch(() => undefined);
  const event = {
    applicationCode: session?.application_code ?? null,
    processType: session?.process_type ?? null,
    ...(idle ? { reason: 'idle' as const } : {}),
  };
  if (idle) void import('./idle/idle-sign-out').then(({ cleanUpAfterIdleRefusal }) => cleanUpAfterIdleRefusal(event)).catch(() => undefined);
  raiseSessionExpired(event);
}
