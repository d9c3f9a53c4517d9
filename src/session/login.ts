import { logIn, type Identity, type LoginData } from '@/api/identity';
import { formatName } from '@/lib/names';
import { startSession, type UserInfo } from './session-store';

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

/** Logs in and starts the session (user info + token cookie); the answer is passed on. */
export async function signIn(credentials: Identity & { application_code?: string | null }) {
  const answer = await logIn(credentials);
  startSession(userInfoFrom(answer.data));
  return answer;
}
