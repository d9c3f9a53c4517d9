import type { StatusRecord } from '@/api/identity';
import type { CurrentProcess } from '@/contract/process';

/** The onboarding states that replace the login page with a full-page status screen. */
export type LoginStatus = Exclude<CurrentProcess, 'pending'>;

/**
 * Spec section 4, 'Client identity submit', and DESIGN.md section 8: what the process lookup's
 * answer leads to.
 */
export type IdentityOutcome =
  | { kind: 'intake-status'; status: CurrentProcess }
  | { kind: 'sign-in'; to: 'onboarding' | 'account' }
  | { kind: 'status-screen'; status: LoginStatus };

export function identityOutcome(record: Pick<StatusRecord, 'process_type' | 'current_process'>): IdentityOutcome {
  const { process_type: type, current_process: status } = record;
  if (type === 'intake') return { kind: 'intake-status', status };
  if (type === 'client') return { kind: 'sign-in', to: 'account' };
  if (status === 'pending') return { kind: 'sign-in', to: 'onboarding' };
  return { kind: 'status-screen', status };
}
