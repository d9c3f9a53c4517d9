import { paths } from '@/config/paths';
import { clearIdleRecords } from './idle-activity';
import { clearPersonalData, signOut } from '@/session/logout';
import type { SessionExpired } from '@/session/session-events';
import { getSession, subscribeToSession } from '@/session/session-store';
import { idleReasonFor, setSignedOutReason } from '@/session/signed-out-reason';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * Ends the session as logout does (server revoke, this person's data off the device) and lands
 * on the sign-in screen. `idle`: the idle limit ended it, so no 'Logged out successfully' toast,
 * and the sign-in screen says why. The move happens in the same render as the end of the
 * session, so the route guard never sends the person home first.
 */
export async function endSessionTo(navigate: Navigate, { idle }: { idle: boolean }): Promise<void> {
  const session = getSession();
  if (!session) return;
  const to = paths.login.href(session.application_code);
  if (idle) setSignedOutReason(idleReasonFor(session.process_type));
  const stop = subscribeToSession(() => {
    if (!getSession()) navigate(to, { replace: true });
  });
  try {
    await signOut({ quiet: idle });
  } finally {
    stop();
    clearIdleRecords();
  }
}

/** The server refused an idle token (the API client has ended the session): the rest of logout's clean-up. */
export async function cleanUpAfterIdleRefusal(event: SessionExpired): Promise<void> {
  setSignedOutReason(idleReasonFor(event.processType));
  clearIdleRecords();
  try {
    await clearPersonalData(event.applicationCode);
  } catch (error) {
    console.warn('Some data of this session could not be removed:', error instanceof Error ? error.message : error);
  }
}
