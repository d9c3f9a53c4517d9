import { USER_INFO_STORAGE_KEY } from '@/contract/session';
import { clearIdleRecords } from './idle/idle-activity';
import { endedSessionLeftBehind, getAuthToken, parseUserInfo } from './session-read';

/**
 * A session that ended while the app was closed: its token cookie expired, two days after the
 * sign-in, or was cleared with the browser's cookies. The session is not restored without it,
 * but nobody was there to clean up as Logout and the idle limit do, and the next person on a
 * shared phone would find the user info (name, last SSN digits, token), the idle clock's times,
 * the sealed balances and the onboarding drafts where the person left them. All of it goes, as
 * Logout would remove it, unless a sign-in (in another tab) has brought a cookie meanwhile.
 */
export async function clearEndedSession(): Promise<void> {
  if (!endedSessionLeftBehind()) return;
  const ended = parseUserInfo(localStorage.getItem(USER_INFO_STORAGE_KEY));
  try {
    // Asked for here, not with this module: the app's start then names none of its files.
    const { clearPersonalData } = await import('./logout');
    await clearPersonalData(ended?.application_code ?? null);
  } catch (error) {
    console.warn('Some data of an ended session could not be removed:', error instanceof Error ? error.message : error);
  }
  if (getAuthToken()) return;
  localStorage.removeItem(USER_INFO_STORAGE_KEY);
  clearIdleRecords();
}

// Imported by the app's start only when there is something to remove (src/main.tsx).
void clearEndedSession();
