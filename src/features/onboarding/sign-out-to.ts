import { signOut } from '@/session/logout';
import { getSession, subscribeToSession } from '@/session/session-store';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * Logs out (spec: server logout, cached data and drafts cleared, 'Logged out successfully')
 * and lands on `to`. The move happens in the same render as the end of the session, so the
 * route guard never sees a signed-out person on the wizard (it would send them home) nor a
 * signed-in one on the login or success page (it would send them back).
 */
export async function signOutTo(to: string, navigate: Navigate, state?: unknown): Promise<void> {
  const stop = subscribeToSession(() => {
    if (!getSession()) navigate(to, { replace: true, ...(state === undefined ? {} : { state }) });
  });
  try {
    await signOut();
  } finally {
    stop();
  }
}
