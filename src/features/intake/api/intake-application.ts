import { array, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { apiRequest } from '@/api/client';

/**
 * GET /website/intake?ssn&date_of_birth, with a bot-check token as every identity look-up
 * carries: the whole application (spec section 3, 'Intake
 * application') with the steps already saved. Only what the app branches on is checked here;
 * field values are read through the shared rules.
 */
const application = type({
  id: number(),
  application_code: string(),
  current_process: string(),
  saved_steps: optional(array(string())),
  first_name: optional(nullable(string())),
});
export type IntakeApplication = Infer<typeof application> & Record<string, unknown>;

export async function fetchIntakeApplication(identity: { ssn: string; date_of_birth: string }): Promise<IntakeApplication> {
  return (await apiRequest({ path: '/website/intake', query: identity, captcha: 'resume_lookup', data: application })).data as IntakeApplication;
}
