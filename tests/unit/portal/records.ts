import type { StatusRecord } from '@/api/identity';

/** Status records as the process lookup answers them (spec section 3). */
export function record(overrides: Partial<StatusRecord>): StatusRecord {
  return {
    id: 4,
    process_type: 'onboarding',
    current_process: 'pending',
    application_code: 'ONB-4323',
    title: 'Mr.',
    first_name: 'Raymond',
    middle_name: null,
    last_name: 'Castillo',
    suffix: null,
    ssn_number_partial: '4323',
    rejection_reason: [],
    ...overrides,
  };
}

/** The login answer for a record: a token and the session's process type. */
export function loginAnswer(status: StatusRecord, sessionType: 'onboarding' | 'client', message = 'Welcome back!') {
  return { message, data: { ...status, token: 'token-abcdefghijklmnopqrstuvwxyz', process_type: sessionType, client_id: status.id } };
}
