import { array, assign, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { CURRENT_PROCESSES, PROCESS_TYPES } from '@/contract/process';
import { apiRequest } from './client';

/** The status record of spec section 3, as the process lookup and login answer it. */
export const statusRecord = type({
  id: number(),
  process_type: enums(PROCESS_TYPES),
  current_process: enums(CURRENT_PROCESSES),
  application_code: nullable(string()),
  title: optional(nullable(string())),
  first_name: nullable(string()),
  middle_name: optional(nullable(string())),
  last_name: nullable(string()),
  suffix: optional(nullable(string())),
  ssn_number_partial: nullable(string()),
  rejection_reason: optional(array(type({ message: string() }))),
});
export type StatusRecord = Infer<typeof statusRecord>;

const loginData = assign(statusRecord, type({ token: string(), client_id: number() }));
export type LoginData = Infer<typeof loginData>;

export interface Identity {
  /** Digits only. */
  ssn: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
}

/**
 * GET /website/client/process: who this person is and where their application stands. On the
 * identity screen a refusal's message is a toast (spec section 8, 'Login failure'); the
 * intake's resume shows it under the fields instead ('Resume lookup failure').
 */
export async function lookUpProcess(identity: Identity, action: 'process_lookup' | 'resume_lookup' = 'process_lookup') {
  return apiRequest({ path: '/website/client/process', query: { ...identity }, captcha: action, refusals: action === 'process_lookup', data: statusRecord });
}

/** POST /website/login (application code optional): a token and the status record; a refusal's message is a toast. */
export async function logIn(credentials: Identity & { application_code?: string | null }) {
  return apiRequest({ method: 'POST', path: '/website/login', body: { ...credentials }, captcha: 'login', refusals: true, data: loginData });
}

/** POST /website/logout: revokes the token; a refusal's message is a toast (spec section 8, 'Logout failure'). */
export function logOutRequest() {
  return apiRequest({ method: 'POST', path: '/website/logout', refusals: true, data: optional(type({})) });
}
