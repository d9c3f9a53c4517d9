import { array, assign, enums, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { CAPTCHA_FIELD } from '@/contract/captcha';
import { CURRENT_PROCESSES, PROCESS_TYPES } from '@/contract/process';
import { requireCaptchaToken } from './captcha';
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

/** GET /website/client/process: who this person is and where their application stands. */
export async function lookUpProcess(identity: Identity, action: 'process_lookup' | 'resume_lookup' = 'process_lookup') {
  const token = await requireCaptchaToken(action);
  return apiRequest({ path: '/website/client/process', query: { ...identity, [CAPTCHA_FIELD]: token }, data: statusRecord });
}

/** POST /website/login (application code optional): a token and the status record. */
export async function logIn(credentials: Identity & { application_code?: string | null }) {
  const token = await requireCaptchaToken('login');
  return apiRequest({ method: 'POST', path: '/website/login', body: { ...credentials, [CAPTCHA_FIELD]: token }, data: loginData });
}

/** POST /website/logout: revokes the token. */
export function logOutRequest() {
  return apiRequest({ method: 'POST', path: '/website/logout', data: optional(type({})) });
}
