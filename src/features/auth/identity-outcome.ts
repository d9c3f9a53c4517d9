import type { StatusRecord } from '@/api/identity';
import type { CurrentProcess } from '@/contract/process';

/** The onboarding states that replace the login page with a full-page status screen. */
export type LoginStatus = Exclude<CurrentProcess, 'pending'>;

/**
 * Spec section 4, 'Client identity submit', and architecture.md section 8: what the process lookup's
 * answer leads to. An intake still pending has no status page (the page knows in-progress,
 * rejected and approved): it goes on in the form, as the resume lookup sends it.
 */
export type IdentityOutcome =
  | { kind: 'intake-status'; status: LoginStatus }
  | { kind: 'intake-resume'; id: number }
  | { kind: 'sign-in' }
  | { kind: 'status-screen'; status: LoginStatus };

export function identityOutcome(record: Pick<StatusRecord, 'id' | 'process_type' | 'current_process'>): IdentityOutcome {
  const { process_type: type, current_process: status } = record;
  if (type === 'intake') return status === 'pending' ? { kind: 'intake-resume', id: record.id } : { kind: 'intake-status', status };
  if (type === 'client' || status === 'pending') return { kind: 'sign-in' };
  return { kind: 'status-screen', status };
}
