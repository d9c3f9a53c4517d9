import { logIn, type Identity, type LoginData } from '@/api/identity';
import { formatName } from '@/lib/names';
import { recordRenew, resetActivity } from './idle/idle-activity';
import { startSession, type UserInfo } from './session-store';
import { clearSignedOutReason } from './signed-out-reason';

export function userInfoFrom(data: LoginData): UserInfo {
  return {
    token: data.token,
    process_type: data.process_type,
    client_id: data.client_id,
    application_code: data.application_code,
    ssn: data.ssn_number_partial ?? '',
    name: formatName(data, 'firstLast'),
  };
}

/**
 * Logs in and starts the session (user info + token cookie); the answer is passed on. The token
 * is new, so the server's idle clock starts now, as the app's does: that is on record before
 * the session starts. The idle clock would record it too on seeing the token change, but the
 * guard's redirect away from the sign-in screen mounts it afresh, and a clock that finds no
 * renewal on record tells the server of the person's activity at once: a request for a token
 * a second old.
 */
export async function signIn(credentials: Identity & { application_code?: string | null }) {
  const answer = await logIn(credentials);
  const now = Date.now();
  resetActivity(now);
  recordRenew(now);
  clearSignedOutReason();
  startSession(userInfoFrom(answer.data));
  return answer;
}
