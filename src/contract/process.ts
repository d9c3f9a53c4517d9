import type { Message } from './translate';

export const PROCESS_TYPES = ['intake', 'onboarding', 'client'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

export const CURRENT_PROCESSES = ['pending', 'in-progress', 'rejected', 'approved'] as const;
export type CurrentProcess = (typeof CURRENT_PROCESSES)[number];

export function isCurrentProcess(value: string): value is CurrentProcess {
  return (CURRENT_PROCESSES as readonly string[]).includes(value);
}

export const REPRESENTATIVE_TYPES = ['myself', 'case_manager', 'relative'] as const;
export type RepresentativeType = (typeof REPRESENTATIVE_TYPES)[number];
export const REPRESENTATIVE_TYPE_LABELS: Record<RepresentativeType, Message> = {
  myself: /*i18n*/ { id: 'intake.representative_type.myself', message: 'Yourself' },
  case_manager: /*i18n*/ { id: 'intake.representative_type.case_manager', message: 'Case Manager' },
  relative: /*i18n*/ { id: 'intake.representative_type.relative', message: 'Relatives' },
};
