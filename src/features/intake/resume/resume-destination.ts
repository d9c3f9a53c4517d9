import { paths } from '@/config/paths';
import type { StatusRecord } from '@/api/identity';

/**
 * Spec section 4, resume lookup: rejected or in progress -> the status page; pending -> the
 * form in resume mode; a person already in onboarding -> the status page 'approved'.
 */
export function resumeDestination(record: Pick<StatusRecord, 'id' | 'process_type' | 'current_process'>): string {
  if (record.process_type !== 'intake') return paths.intakeStatus.href('approved');
  if (record.current_process === 'pending') return paths.intakeResume.href(record.id);
  return paths.intakeStatus.href(record.current_process);
}
